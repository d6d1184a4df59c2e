import * as React from 'react';

import { useT } from '../../i18n';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { SpinnerIcon } from '../spinner';

/** Where a screen's data is: what its props `status` takes (the app maps its query onto it). */
type LoadStatus = 'loading' | 'error' | 'success';

/**
 * 'Riprova' goes away once pressed (the screen shows its loading state, then its data or a new
 * error), and focus would fall to the page's <body>. This is the element that held the pressed
 * button, until the retry's result takes focus there: the new error's message, or the screen's
 * heading above the data.
 */
let retryingIn: HTMLElement | null = null;

/** Focus is nowhere (its element left the page): moving it takes nothing from the user. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Called as a retry's error or loading state leaves `container`. Once that commit is done, if
 * no new error has taken focus and nothing is loading there any more, the data has arrived:
 * focus goes to the screen's heading, above it.
 */
function afterRetryStep(container: HTMLElement | null | undefined) {
  if (container == null || container !== retryingIn) return;
  queueMicrotask(() => {
    if (retryingIn !== container || container.querySelector('[data-slot="loading-state"]')) return;
    retryingIn = null;
    if (!container.isConnected || !focusLost()) return;
    const target = container.querySelector<HTMLElement>('h1, h2, h3') ?? container;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  });
}

type LoadingStateProps = React.ComponentProps<'p'> & {
  /** The visible text, e.g. "Caricamento eventi...". */
  label: string;
};

/** What a screen shows while its data loads; announced politely. */
function LoadingState({ label, className, ...props }: LoadingStateProps) {
  const ref = React.useRef<HTMLParagraphElement>(null);
  React.useLayoutEffect(() => {
    const container = ref.current?.parentElement;
    return () => afterRetryStep(container);
  }, []);
  return (
    <p
      ref={ref}
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
  const ref = React.useRef<HTMLDivElement>(null);
  const alertRef = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const container = ref.current?.parentElement;
    // A retry that failed again: its new reason takes focus.
    if (container != null && container === retryingIn) {
      retryingIn = null;
      if (focusLost()) alertRef.current?.focus();
    }
    // A quick answer may skip the loading state: the data replaces this error at once.
    return () => afterRetryStep(container);
  }, []);
  return (
    <div
      ref={ref}
      data-slot="load-error"
      className={cn('grid justify-items-start gap-3 py-4', className)}
      {...props}
    >
      <Alert ref={alertRef} tabIndex={-1} variant="error" className="w-full">
        {message}
      </Alert>
      {onRetry && (
        <Button
          variant="outline"
          onClick={() => {
            retryingIn = ref.current?.parentElement ?? null;
            onRetry();
          }}
        >
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export { LoadError, LoadingState };
export type { LoadErrorProps, LoadingStateProps, LoadStatus };
