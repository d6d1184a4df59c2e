import type { ApiClient } from '@fiera/api-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import * as React from 'react';
import { AuthProvider, useAuth } from './features/auth/auth-provider';
import { noopTracker, type Tracker } from './features/tracking/tracker';
import { TrackerProvider } from './features/tracking/tracker-context';
import { ApiClientProvider } from './lib/api';
import { AppRouterProvider, createAppRouter } from './router';

interface AppProps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Browser history when omitted; tests pass a memory history. */
  history?: RouterHistory;
  /** A no-op unless the fair config enables tracking. */
  tracker?: Tracker;
}

function RoutedApp({ api, queryClient, history }: Omit<AppProps, 'tracker'>) {
  const auth = useAuth();
  // Created once; later auth states reach the router through <RouterProvider context>.
  const [router] = React.useState(() => createAppRouter({ auth, queryClient, api }, history));
  return <AppRouterProvider router={router} auth={auth} />;
}

export function App({ tracker = noopTracker, ...props }: AppProps) {
  return (
    <ApiClientProvider client={props.api}>
      <QueryClientProvider client={props.queryClient}>
        <TrackerProvider tracker={tracker}>
          <AuthProvider>
            <RoutedApp {...props} />
          </AuthProvider>
        </TrackerProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
