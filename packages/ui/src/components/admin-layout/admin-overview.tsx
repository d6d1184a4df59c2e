import * as React from 'react';

import { useT } from '../../i18n/messages/admin';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Icon } from '../icon';
import { adminSections } from './admin-sections';

type AdminOverviewProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/** The back-office's first page ('Panoramica'): every section with what it is for. */
function AdminOverview({
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: AdminOverviewProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <section
      data-slot="admin-overview"
      aria-labelledby={headingId}
      className={cn('grid gap-4 px-4 py-6', className)}
      {...props}
    >
      <div className="grid gap-1">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('admin.overview.title')}
        </h1>
        <p className="text-muted-foreground">{t('admin.overview.intro')}</p>
      </div>
      <ul aria-label={t('admin.overview.listLabel')} className="grid gap-3 sm:grid-cols-2">
        {adminSections.map((section) =>
          'description' in section ? (
            // The link's box covers the card, so the whole card opens the section while the
            // link's name stays the section's name (the description is read after it).
            <li
              key={section.to}
              className="relative grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border bg-card p-4 text-card-foreground has-[a:hover]:bg-accent has-[a:hover]:text-accent-foreground"
            >
              <Icon icon={section.icon} className="row-span-2 mt-0.5 size-5 text-primary" />
              <Link
                to={section.to}
                className="font-semibold after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-ring focus-visible:after:outline-solid"
              >
                {t(section.label)}
              </Link>
              <p className="text-sm text-muted-foreground">{t(section.description)}</p>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

export { AdminOverview };
export type { AdminOverviewProps };
