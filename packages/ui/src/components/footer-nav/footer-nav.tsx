import * as React from 'react';
import {
  BuildingComplex,
  CalendarDays,
  Handshake,
  House,
  // Not `Map`: that name would hide the global Map in this module.
  Map as MapIcon,
  User,
  type IconNode,
} from 'lucide';

import { useT, type MessageKey } from '../../i18n/messages/nav';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Icon } from '../icon';

/**
 * `label` names the link; `short` is what a label too long for its column shows instead (the
 * fair's name + MATCH was cut to 'Fiera del Collaud…'), the name then given by aria-label.
 */
type NavKey = Extract<MessageKey, `nav.${string}`>;

const footerNavItems: readonly { to: string; label: NavKey; short?: NavKey; icon: IconNode }[] = [
  { to: '/', label: 'nav.home', icon: House },
  { to: '/profile', label: 'nav.profile', icon: User },
  { to: '/vendors', label: 'nav.vendors', icon: BuildingComplex },
  { to: '/events', label: 'nav.events', icon: CalendarDays },
  { to: '/map', label: 'nav.map', icon: MapIcon },
  { to: '/matches', label: 'nav.matches', short: 'nav.matchesShort', icon: Handshake },
];

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
 * The main navigation. Fixed to the bottom edge on phones (the page keeps --footer-nav-space
 * free under its content there, see globals.css), part of the normal flow from the md
 * breakpoint up. Labels keep to two lines so the footer never outgrows that space.
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
                // The whole name, which holds the short label seen (WCAG 2.5.3 label in name).
                aria-label={item.short && t(item.label)}
                className={cn(
                  // Six columns of 53 px on a 320 px phone: below 360 px the labels are 11 px,
                  // so 'Aziende' stays one word on one line (the Phone story checks it).
                  'flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-md px-0.5 py-2 text-center text-[0.6875rem] leading-tight font-medium text-muted-foreground min-[22.5rem]:text-xs hover:bg-accent hover:text-accent-foreground',
                  active && 'bg-secondary font-semibold text-secondary-foreground',
                )}
              >
                <Icon icon={item.icon} className="size-5" />
                <span className="line-clamp-2 max-w-full break-words">
                  {t(item.short ?? item.label)}
                </span>
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
