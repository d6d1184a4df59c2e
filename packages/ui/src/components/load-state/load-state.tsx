import * as React from 'react';

import { useT } from '../../i18n';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { SpinnerIcon } from '../spinner';

/** Where a screen's data is: what its props `status` takes (the app maps its query onto it). */
type LoadStatus = 'loading' | 'error' | 'success';

type LoadingStateProps = React.ComponentProps<'p'> & {
  /** The visible text, e.g. "Caricamento eventi...". */
  label: string;
};

/** What a screen shows while its data loads; announced politely. */
function LoadingState({ label, className, ...props }: LoadingStateProps) {
  return (
    <p
      data-slot="loading-state"
      role="status"
      className={cn('flex items-center gap-2 py-6 text-muted-foreground', className)}
      {...props}
    >
      <SpinnerIcon className="text-primary" />
      {label}
    </p>
  );
}

type LoadErrorProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The full text, e.g. "Impossibile caricare gli eventi: ...". */
  message: string;
  /** Shows a 'Riprova' button when given. */
  onRetry?: () => void;
};

/** A failed load, announced at once, with a way to try again. */
function LoadError({ message, onRetry, className, ...props }: LoadErrorProps) {
  const t = useT();
  return (
    <div
      data-slot="load-error"
      className={cn('grid justify-items-start gap-3 py-4', className)}
      {...props}
    >
      <Alert variant="error" className="w-full">
        {message}
      </Alert>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export { LoadError, LoadingState };
export type { LoadErrorProps, LoadingStateProps, LoadStatus };
