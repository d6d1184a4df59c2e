import * as React from 'react';

import { cn } from '../../lib/cn';

/** A styled native <select>: the platform picker is the most usable one on phones. */
function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="select-wrapper" className="relative w-full">
      <select
        data-slot="select"
        className={cn(
          'flex h-11 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-10 pl-3 text-base text-foreground shadow-xs disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}

export { Select };
