import { AppHeader } from '@fiera/ui/components/app-header';
import { LogoutButton } from '@fiera/ui/components/logout-button';
import {
  createRootRouteWithContext,
  Outlet,
  useLocation,
  useNavigate,
} from '@tanstack/react-router';
import * as React from 'react';
import { RouterLink } from '../components/router-link';
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
const FooterNav = React.lazy(() =>
  import('@fiera/ui/components/footer-nav').then((module) => ({ default: module.FooterNav })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { auth } = Route.useRouteContext();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  async function handleLogout() {
    // To /login first: leaving a guarded page before the session ends keeps its guard from
    // adding a `redirect` back to a page of the user who just left.
    await navigate({ to: '/login' });
    await auth.logout();
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <AppHeader
        linkComponent={RouterLink}
        actions={auth.isAuthenticated && <LogoutButton onClick={() => void handleLogout()} />}
      />
      <main className="flex-1 pb-(--footer-nav-space) md:pb-0">
        <Outlet />
      </main>
      {!AUTH_PATHS.has(pathname) && (
        <React.Suspense fallback={null}>
          <FooterNav activePath={pathname} linkComponent={RouterLink} />
        </React.Suspense>
      )}
    </div>
  );
}
