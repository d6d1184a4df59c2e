import * as React from 'react';

import { useT } from '../../i18n';
import { cn } from '../../lib/cn';
import { SpinnerIcon } from '../spinner';

type LoadingScreenProps = React.ComponentProps<'div'> & {
  /** Defaults to the catalogue's "Caricamento...". */
  message?: React.ReactNode;
};

/** Fills the viewport while a whole screen waits, e.g. while the auth state is loading. */
function LoadingScreen({ message, className, ...props }: LoadingScreenProps) {
  const t = useT();
  return (
    <div
      data-slot="loading-screen"
      role="status"
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-muted-foreground',
        className,
      )}
      {...props}
    >
      <SpinnerIcon className="size-8 text-primary" />
      <p className="text-base">{message ?? t('common.loading')}</p>
    </div>
  );
}

export { LoadingScreen };
export type { LoadingScreenProps };
