import * as React from 'react';
import { X } from 'lucide';

import { Icon } from '../icon';
import { useT } from '../../i18n';
import { cn } from '../../lib/cn';

type SearchBoxProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  /** Accessible name of the field (the placeholder alone disappears once the user types). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled search field, 300 px wide (narrower on small phones), with a clear button. */
function SearchBox({ label, value, onValueChange, className, id, ...props }: SearchBoxProps) {
  const t = useT();
  const generatedId = React.useId();
  const inputId = id ?? generatedId;
  const inputRef = React.useRef<HTMLInputElement>(null);

  function clear() {
    onValueChange('');
    // The clear button disappears with the text: focus goes back to the field, not the page.
    inputRef.current?.focus();
  }

  return (
    <div
      data-slot="search-box"
      role="search"
      className={cn('relative w-[300px] max-w-full', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="off"
        className={cn(
          'flex h-11 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-11 pl-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground md:text-sm',
          // The field has its own clear button; Chromium's built-in one would be a second.
          '[&::-webkit-search-cancel-button]:appearance-none',
        )}
        {...props}
      />
      {value !== '' && (
        <button
          type="button"
          onClick={clear}
          aria-label={t('common.clearSearch')}
          className="absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
        >
          <Icon icon={X} className="size-5" />
        </button>
      )}
    </div>
  );
}

export { SearchBox };
export type { SearchBoxProps };
