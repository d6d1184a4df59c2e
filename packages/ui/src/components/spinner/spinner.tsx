import * as React from 'react';

import { useT } from '../../i18n';
import { cn } from '../../lib/cn';

/** The spinning ring alone, hidden from assistive technology (the caller announces the state). */
function SpinnerIcon({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg
      data-slot="spinner-icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-5 shrink-0 motion-safe:animate-spin', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type SpinnerProps = React.ComponentProps<'span'> & {
  /** Accessible name; defaults to the catalogue's "Caricamento in corso". */
  label?: string;
};

function Spinner({ label, className, ...props }: SpinnerProps) {
  const t = useT();
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label ?? t('common.loadingLabel')}
      className={cn('inline-flex text-primary', className)}
      {...props}
    >
      <SpinnerIcon />
    </span>
  );
}

export { Spinner, SpinnerIcon };
export type { SpinnerProps };
