import type { ApiClient } from '@fiera/api-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRouter,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
  type ErrorComponentProps,
  type RouterHistory,
} from '@tanstack/react-router';
import { Alert } from '@fiera/ui/components/alert';
import { Button } from '@fiera/ui/components/button';
import { LoadingScreen } from '@fiera/ui/components/loading-screen';
import { LogoutButton } from '@fiera/ui/components/logout-button';
import { t } from '@fiera/ui/i18n';
import * as React from 'react';
import type { AuthState } from './features/auth/auth-state';
import { useFairNameTitle } from './lib/use-document-title';
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
    // Values are read as typed, not as JSON: a stand code in a hand-typed link such as
    // /map?stand=1E02 stays '1E02' (JSON made it the number 100). Only plain numbers ('12')
    // still arrive as numbers, which the routes' validateSearch turn back into text.
    parseSearch: parseSearchWith(String),
    // The app's search values are all text and numbers, written as they are.
    stringifySearch: stringifySearchWith(String),
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

/**
 * A whole page that could not load, with 'Riprova' (and anything else to do about it). Its own
 * markup rather than the screens' LoadError, whose module stays out of /login's bundle.
 */
function PageLoadError({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry: () => void;
  children?: React.ReactNode;
}) {
  useFairNameTitle();
  return (
    <div className="mx-auto grid max-w-md justify-items-start gap-3 px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t('errors.unavailable')}</h1>
      <Alert variant="error" className="w-full">
        {message}
      </Alert>
      {/* Shown again after a 'Riprova' that failed: focus returns here, not to <body>. */}
      <Button variant="outline" autoFocus onClick={onRetry}>
        {t('common.retry')}
      </Button>
      {children}
    </div>
  );
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
  // Guards ran with the previous auth state: re-run them when it changes (login, logout, expiry,
  // a role an admin changed: admin → staff leaves isStaff as it was).
  const previous = React.useRef(auth);
  React.useEffect(() => {
    const before = previous.current;
    previous.current = auth;
    if (before.isAuthenticated !== auth.isAuthenticated || before.user?.role !== auth.user?.role) {
      void router.invalidate();
    }
  }, [auth, router]);

  if (auth.isLoading) return <LoadingScreen />;
  // The session is kept for 'Riprova', but whoever cannot wait for the server (another account,
  // a shared phone) can end it here and reach the login.
  if (auth.loadError !== undefined)
    return (
      <PageLoadError message={auth.loadError} onRetry={() => void auth.retryLoad()}>
        <LogoutButton onClick={() => void auth.logout()} />
      </PageLoadError>
    );
  return <RouterProvider router={router} context={{ auth }} />;
}
