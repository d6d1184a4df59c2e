import * as React from 'react';

import { useT, type MessageKey } from '../../i18n/messages/profile';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';

const sections = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/vendors', label: 'nav.vendors' },
  { to: '/events', label: 'nav.events' },
  { to: '/map', label: 'nav.map' },
  { to: '/matches', label: 'nav.matches' },
] as const satisfies readonly { to: string; label: MessageKey }[];

const validateSection = { to: '/validate', label: 'nav.validate' } as const;
const adminSection = { to: '/admin', label: 'nav.admin' } as const;

type ProfileNavigationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Staff and admins also get 'Valida' (the ticket scanner). */
  isStaff?: boolean;
  /** Admins also get 'Amministrazione' (the back-office). */
  isAdmin?: boolean;
  /** Current pathname; the matching link gets aria-current="page". */
  activePath?: string;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/** The profile screen's block of links to every section of the app. */
function ProfileNavigation({
  isStaff = false,
  isAdmin = false,
  activePath,
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: ProfileNavigationProps) {
  const t = useT();
  const items = [
    ...sections,
    ...(isStaff || isAdmin ? [validateSection] : []),
    ...(isAdmin ? [adminSection] : []),
  ];

  return (
    <nav
      data-slot="profile-navigation"
      aria-label={t('profile.navLabel')}
      className={cn(className)}
      {...props}
    >
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.to} className="flex">
            <Link
              to={item.to}
              aria-current={activePath === item.to ? 'page' : undefined}
              className={cn(
                'flex min-h-11 w-full items-center justify-center rounded-md border bg-card px-3 py-2 text-center text-sm font-medium text-card-foreground hover:bg-accent hover:text-accent-foreground',
                (item.to === validateSection.to || item.to === adminSection.to) &&
                  'border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
              )}
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { ProfileNavigation };
export type { ProfileNavigationProps };
