import * as React from 'react';

import { useT } from '../../i18n/messages/status-page';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Button } from '../button';

type StatusScreenProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** An address that leads nowhere, or a screen that failed to render. */
  kind: 'notFound' | 'error';
  /** The app's router link, so the way home stays client-side. */
  linkComponent?: LinkComponent;
  /** Offered on an error: renders the screen again. */
  onRetry?: () => void;
};

/** What a visitor sees instead of a screen that does not exist or broke: in Italian, with a way home. */
function StatusScreen({
  kind,
  linkComponent: Link = AnchorLink,
  onRetry,
  className,
  ...props
}: StatusScreenProps) {
  const t = useT();
  const headingId = React.useId();
  return (
    <section
      data-slot="status-screen"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-md gap-4 px-4 py-10 text-center', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t(kind === 'notFound' ? 'statusPage.notFound.title' : 'statusPage.error.title')}
      </h1>
      <p className="text-muted-foreground">
        {t(kind === 'notFound' ? 'statusPage.notFound.message' : 'statusPage.error.message')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {kind === 'error' && onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('statusPage.retry')}
          </Button>
        )}
        <Button asChild>
          <Link to="/">{t('statusPage.home')}</Link>
        </Button>
      </div>
    </section>
  );
}

export { StatusScreen };
export type { StatusScreenProps };
