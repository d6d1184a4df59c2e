import * as React from 'react';

import { useT } from '../../i18n/messages/admin';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Icon } from '../icon';
import { adminSections, isActiveSection } from './admin-sections';

type AdminLayoutProps = React.ComponentProps<'div'> & {
  /** Current pathname; the matching section's link gets aria-current="page". */
  activePath?: string;
  /** The router's link component; a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/**
 * The back-office's frame: its eight sections as a sidebar from the md breakpoint up, and on
 * phones as one row of tabs that scrolls sideways (a menu button would hide where the organiser
 * is; the row shows it and the neighbours). The page of the section goes beside or below.
 */
function AdminLayout({
  activePath,
  linkComponent: Link = AnchorLink,
  className,
  children,
  ...props
}: AdminLayoutProps) {
  const t = useT();
  const listRef = React.useRef<HTMLUListElement>(null);

  // On a phone the active tab may sit beyond the right edge (Registro attività): the row is
  // scrolled to it, sideways only, so the page itself does not jump.
  React.useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [activePath]);

  return (
    <div
      data-slot="admin-layout"
      className={cn(
        'mx-auto w-full max-w-6xl md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-2 md:px-4',
        className,
      )}
      {...props}
    >
      <nav
        aria-label={t('admin.navLabel')}
        className="border-b bg-background md:border-b-0 md:py-6"
      >
        <p className="hidden px-3 pb-2 text-sm font-semibold text-muted-foreground md:block">
          {t('admin.title')}
        </p>
        <ul
          ref={listRef}
          className="relative flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:thin] md:flex-col md:overflow-visible md:p-0"
        >
          {adminSections.map((section) => {
            const active = isActiveSection(section.to, activePath);
            return (
              <li key={section.to} className="flex shrink-0">
                <Link
                  to={section.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                    active && 'bg-secondary font-semibold text-secondary-foreground',
                  )}
                >
                  <Icon icon={section.icon} className="size-4" />
                  {t(section.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div data-slot="admin-layout-content" className="min-w-0">
        {children}
      </div>
    </div>
  );
}

export { AdminLayout };
export type { AdminLayoutProps };
