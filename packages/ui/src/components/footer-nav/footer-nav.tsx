import * as React from 'react';

import { useT, type MessageKey } from '../../i18n';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';

const footerNavItems = [
  { to: '/', label: 'nav.home', icon: '🏠' },
  { to: '/profile', label: 'nav.profile', icon: '👤' },
  { to: '/vendors', label: 'nav.vendors', icon: '🏢' },
  { to: '/events', label: 'nav.events', icon: '📅' },
  { to: '/map', label: 'nav.map', icon: '🗺️' },
  { to: '/matches', label: 'nav.matches', icon: '🤝' },
] as const satisfies readonly { to: string; label: MessageKey; icon: string }[];

function isActive(to: string, activePath: string | undefined) {
  if (activePath === undefined) return false;
  return to === '/' ? activePath === '/' : activePath === to || activePath.startsWith(`${to}/`);
}

type FooterNavProps = React.ComponentProps<'nav'> & {
  /** Current pathname; the matching link gets aria-current="page". */
  activePath?: string;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/**
 * The main navigation. Fixed to the bottom edge on phones (the page needs bottom padding of
 * about 4.5rem there), part of the normal flow from the md breakpoint up.
 */
function FooterNav({
  activePath,
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: FooterNavProps) {
  const t = useT();

  return (
    <nav
      data-slot="footer-nav"
      aria-label={t('nav.label')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:static',
        className,
      )}
      {...props}
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-6">
        {footerNavItems.map((item) => {
          const active = isActive(item.to, activePath);
          return (
            <li key={item.to} className="flex">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-md px-1 py-2 text-center text-xs leading-tight font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  active && 'bg-secondary font-semibold text-secondary-foreground',
                )}
              >
                <span aria-hidden="true" className="text-xl leading-none">
                  {item.icon}
                </span>
                <span className="break-words">{t(item.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { FooterNav, footerNavItems };
export type { FooterNavProps };
