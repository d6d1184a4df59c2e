import { AdminLayout, AdminOverview } from '@fiera/ui/components/admin-layout';
import { LoadingScreen } from '@fiera/ui/components/loading-screen';
import { useT } from '@fiera/ui/i18n/admin';
import { notFound, useLocation, useParams, useRouteContext } from '@tanstack/react-router';
import * as React from 'react';
import { RouterLink } from '../../components/router-link';
import { useDocumentTitle } from '../../lib/use-document-title';

const AccountsPage = React.lazy(() =>
  import('./accounts/components/accounts-page').then((m) => ({ default: m.AccountsPage })),
);

function AccountsSection() {
  const { auth } = useRouteContext({ from: '/_authenticated/admin/{-$section}' });
  return <AccountsPage currentUserId={auth.user?.id} />;
}

/**
 * Every back-office page behind one route (`/admin/{-$section}`) rather than a route each: each
 * route's definition sits in the entry chunk that /login loads too, and the pages load on their
 * own all the same.
 */
const sectionPages: Record<string, React.ComponentType> = {
  aziende: React.lazy(() =>
    import('./catalogue/components/vendors-page').then((m) => ({ default: m.VendorsPage })),
  ),
  programma: React.lazy(() =>
    import('./catalogue/components/events-page').then((m) => ({ default: m.EventsPage })),
  ),
  account: AccountsSection,
  aspetto: React.lazy(() =>
    import('./branding/components/branding-page').then((m) => ({ default: m.BrandingPage })),
  ),
  ingressi: React.lazy(() =>
    import('./gate/components/gate-page').then((m) => ({ default: m.GatePage })),
  ),
  esportazioni: React.lazy(() =>
    import('./exports/components/exports-page').then((m) => ({ default: m.ExportsPage })),
  ),
  registro: React.lazy(() =>
    import('./audit/components/audit-page').then((m) => ({ default: m.AuditPage })),
  ),
};

function OverviewPage() {
  useDocumentTitle(useT()('admin.title'));
  return <AdminOverview linkComponent={RouterLink} />;
}

export function AdminSectionPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AdminLayout activePath={pathname} linkComponent={RouterLink}>
      <Section />
    </AdminLayout>
  );
}

function Section() {
  const { section } = useParams({ from: '/_authenticated/admin/{-$section}' });
  if (section === undefined) return <OverviewPage />;
  const Page = Object.hasOwn(sectionPages, section) ? sectionPages[section] : undefined;
  if (Page === undefined) throw notFound();
  return (
    <React.Suspense fallback={<LoadingScreen />}>
      <Page />
    </React.Suspense>
  );
}
