import { AppHeader } from '@fiera/ui/components/app-header';
import { LogoutButton } from '@fiera/ui/components/logout-button';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { t } from '@fiera/ui/i18n';
import { cn } from '@fiera/ui/lib/cn';
import type { FooterNavProps } from '@fiera/ui/components/footer-nav';
import * as React from 'react';
import { RouterLink } from '../components/router-link';
import { useFairNameTitle } from '../lib/use-document-title';
import type { RouterContext } from '../router';

/** Spec §2: no navigation footer on the account screens (and the privacy notice they link to). */
const AUTH_PATHS = new Set([
  '/privacy',
  '/login',
  '/register',
  '/thank-you',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

/**
 * The navigation is for the signed-in screens only, so it is loaded apart from the entry chunk
 * (with its icons) that /login downloads: /login stays within its 120 KB budget (issue 7). It
 * renders here rather than in the _authenticated layout to stay after <main>, at the page's
 * bottom edge, on every screen that shows it (the not-found page too).
 */
const FooterNav = React.lazy<React.ComponentType<FooterNavProps>>(() =>
  import('@fiera/ui/components/footer-nav').then(
    (module) => ({ default: module.FooterNav }),
    // Its code unreachable (no signal on a first visit): no footer, rather than no app. The
    // screens stay reachable from the home and the profile; a reload brings it back.
    () => ({ default: (_props: FooterNavProps) => null }),
  ),
);

/**
 * The offline and new-version banner, and the sender of agenda changes kept on the device: loaded
 * after the first screen, outside /login's bundle. Without their code (no signal on a first
 * visit) the app works on without them.
 */
const OfflineStatus = React.lazy<React.ComponentType<{ banner?: boolean }>>(() =>
  import('../features/offline/components/offline-status').then(
    (module) => ({ default: module.OfflineStatus }),
    () => ({ default: () => null }),
  ),
);
const AgendaSync = React.lazy<React.ComponentType<{ userId: number }>>(() =>
  import('../features/events/components/agenda-sync').then(
    (module) => ({ default: module.AgendaSync }),
    () => ({ default: () => null }),
  ),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { auth } = Route.useRouteContext();
  const router = useRouter();
  // '/login/' is '/login' to the router, and must be to the footer's rules too.
  const pathname = useLocation({ select: (location) => location.pathname.replace(/(.)\/$/, '$1') });

  async function handleLogout() {
    // To /login first: leaving a guarded page before the session ends keeps its guard from
    // adding a `redirect` back to a page of the user who just left.
    await router.navigate({ to: '/login' });
    // Still here: a back-office form with unsaved edits asked first, and the user stayed.
    if (router.state.location.pathname === '/login') await auth.logout();
  }

  // Signed-out visitors (the not-found page, /privacy) have nowhere the footer's links lead.
  const showFooter = auth.isAuthenticated && !AUTH_PATHS.has(pathname);
  // At each new address the tab shows the fair's name, until the screen names itself.
  useFairNameTitle(pathname);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <AppHeader
        linkComponent={RouterLink}
        actions={auth.isAuthenticated && <LogoutButton onClick={() => void handleLogout()} />}
      />
      <React.Suspense fallback={null}>
        {/* The gate's scanner says online or offline in its own status box, in staff's words. */}
        <OfflineStatus banner={pathname !== '/validate'} />
      </React.Suspense>
      {auth.user && (
        <React.Suspense fallback={null}>
          <AgendaSync userId={auth.user.id} />
        </React.Suspense>
      )}
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex-1 outline-none', showFooter && 'pb-(--footer-nav-space) md:pb-0')}
      >
        <Outlet />
      </main>
      {showFooter && (
        <React.Suspense fallback={null}>
          <FooterNav activePath={pathname} linkComponent={RouterLink} />
        </React.Suspense>
      )}
    </div>
  );
}
