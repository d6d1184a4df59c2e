import {
  BuildingComplex,
  CalendarDays,
  DoorOpen,
  Download,
  LayoutDashboard,
  Palette,
  ScrollText,
  Users,
  type IconNode,
} from 'lucide';

import type { MessageKey } from '../../i18n/messages/admin';

type AdminSection = {
  to: string;
  label: Extract<MessageKey, `admin.sections.${string}`>;
  /** What the overview says the section is for; the overview itself has none. */
  description?: Extract<MessageKey, `admin.overview.${string}`>;
  icon: IconNode;
};

/** The back-office's pages, in the order of its navigation. */
const adminSections = [
  { to: '/admin', label: 'admin.sections.overview', icon: LayoutDashboard },
  {
    to: '/admin/aziende',
    label: 'admin.sections.vendors',
    description: 'admin.overview.vendors',
    icon: BuildingComplex,
  },
  {
    to: '/admin/programma',
    label: 'admin.sections.events',
    description: 'admin.overview.events',
    icon: CalendarDays,
  },
  {
    to: '/admin/account',
    label: 'admin.sections.accounts',
    description: 'admin.overview.accounts',
    icon: Users,
  },
  {
    to: '/admin/aspetto',
    label: 'admin.sections.branding',
    description: 'admin.overview.branding',
    icon: Palette,
  },
  {
    to: '/admin/ingressi',
    label: 'admin.sections.gate',
    description: 'admin.overview.gate',
    icon: DoorOpen,
  },
  {
    to: '/admin/esportazioni',
    label: 'admin.sections.exports',
    description: 'admin.overview.exports',
    icon: Download,
  },
  {
    to: '/admin/registro',
    label: 'admin.sections.audit',
    description: 'admin.overview.audit',
    icon: ScrollText,
  },
] as const satisfies readonly AdminSection[];

/** The section a path is in: '/admin/aziende/…' is in Aziende; '/admin' only in the overview. */
function isActiveSection(to: string, activePath: string | undefined): boolean {
  if (activePath === undefined) return false;
  const path = activePath.replace(/(.)\/$/, '$1');
  return to === '/admin' ? path === to : path === to || path.startsWith(`${to}/`);
}

export { adminSections, isActiveSection };
export type { AdminSection };
