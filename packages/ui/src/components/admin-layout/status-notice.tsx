import * as React from 'react';
import { CircleCheck } from 'lucide';

import { cn } from '../../lib/cn';
import { Icon } from '../icon';

type StatusNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The latest outcome to announce, e.g. 'Officine Rossi eliminata.'; nothing when null. */
  message: string | null;
};

/**
 * A page's polite live region for the outcome of the last action (saved, deleted, imported).
 * It stays in the page while empty: a region inserted together with its text is not announced
 * by every screen reader.
 */
function StatusNotice({ message, className, ...props }: StatusNoticeProps) {
  return (
    <div
      data-slot="status-notice"
      role="status"
      aria-atomic="true"
      className={cn(message === null && 'sr-only', className)}
      {...props}
    >
      {message !== null && (
        <p className="flex items-start gap-3 rounded-lg border border-success/50 bg-card px-4 py-3 text-sm text-card-foreground">
          <Icon icon={CircleCheck} className="size-5 text-success" />
          <span className="min-w-0 break-words">{message}</span>
        </p>
      )}
    </div>
  );
}

export { StatusNotice };
export type { StatusNoticeProps };
