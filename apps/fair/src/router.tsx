import type { ApiClient } from '@fiera/api-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRouter,
  RouterProvider,
  type ErrorComponentProps,
  type RouterHistory,
} from '@tanstack/react-router';
import { LoadError } from '@fiera/ui/components/load-state';
import { LoadingScreen } from '@fiera/ui/components/loading-screen';
import { t } from '@fiera/ui/i18n';
import * as React from 'react';
import type { AuthState } from './features/auth/auth-state';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  auth: AuthState;
  queryClient: QueryClient;
  api: ApiClient;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every route tree: an unknown address or a broken screen says so in Italian, with a way home.
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

/**
 * Without signal the status pages' own code may not load either: rather than fall through to
 * the router's English page, say so in Italian and offer a reload (which the signal's return
 * makes work).
 */
function Unreachable(_props: Partial<ErrorComponentProps>) {
  return <PageLoadError message={t('errors.network')} onRetry={() => window.location.reload()} />;
}

/** A whole page that could not load, with 'Riprova'. */
function PageLoadError(props: { message: string; onRetry: () => void }) {
  return <LoadError className="mx-auto max-w-md px-4 py-10" {...props} />;
}

// Rarely seen, so loaded when needed: /login's bundle stays within its budget.
const statusPages = () =>
  import('./components/status-pages').catch(() => ({
    NotFoundPage: Unreachable,
    ErrorPage: Unreachable,
  }));
const LazyNotFoundPage = React.lazy(() =>
  statusPages().then((module) => ({ default: module.NotFoundPage })),
);
const LazyErrorPage = React.lazy(() =>
  statusPages().then((module) => ({ default: module.ErrorPage })),
);

function NotFoundPage() {
  return (
    <React.Suspense fallback={<LoadingScreen />}>
      <LazyNotFoundPage />
    </React.Suspense>
  );
}

function ErrorPage(props: ErrorComponentProps) {
  return (
    <React.Suspense fallback={<LoadingScreen />}>
      <LazyErrorPage {...props} />
    </React.Suspense>
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Routes only once the auth state is known, so guards never judge a half-loaded session. */
export function AppRouterProvider({ router, auth }: { router: AppRouter; auth: AuthState }) {
  // Guards ran with the previous auth state: re-run them when it changes (login, logout, expiry).
  const previous = React.useRef(auth);
  React.useEffect(() => {
    const before = previous.current;
    previous.current = auth;
    if (before.isAuthenticated !== auth.isAuthenticated || before.isStaff !== auth.isStaff) {
      void router.invalidate();
    }
  }, [auth, router]);

  if (auth.isLoading) return <LoadingScreen />;
  if (auth.loadError !== undefined)
    return <PageLoadError message={auth.loadError} onRetry={() => void auth.retryLoad()} />;
  return <RouterProvider router={router} context={{ auth }} />;
}
