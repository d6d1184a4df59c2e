import * as React from 'react';

import { useT } from '../../i18n';
import { cn } from '../../lib/cn';

type PagePlaceholderProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title: React.ReactNode;
  /** Defaults to the catalogue's "Questa sezione sarà disponibile a breve." */
  description?: React.ReactNode;
};

/** Stands in for a screen whose feature has not been built yet. */
function PagePlaceholder({ title, description, className, ...props }: PagePlaceholderProps) {
  const t = useT();
  const headingId = React.useId();
  return (
    <section
      data-slot="page-placeholder"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-3xl gap-2 px-4 py-8', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">{description ?? t('placeholder.comingSoon')}</p>
    </section>
  );
}

export { PagePlaceholder };
export type { PagePlaceholderProps };
