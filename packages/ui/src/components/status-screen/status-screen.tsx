import * as React from 'react';

import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Button } from '../button';
import { statusScreenTexts as texts } from './status-screen-texts';

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
  const headingId = React.useId();
  return (
    <section
      data-slot="status-screen"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-md gap-4 px-4 py-10 text-center', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {texts[kind].title}
      </h1>
      <p className="text-muted-foreground">{texts[kind].message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {kind === 'error' && onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
        <Button asChild>
          <Link to="/">{texts.home}</Link>
        </Button>
      </div>
    </section>
  );
}

export { StatusScreen };
export type { StatusScreenProps };
