import type { ApiClient } from '@fiera/api-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import * as React from 'react';
import { AuthProvider, useAuth } from './features/auth/auth-provider';
import type { DeviceCache } from './features/auth/device-cache';
import { FairConfigProvider } from './features/fair-config/fair-config-provider';
import type { Tracker } from './features/tracking/tracker';
import { TrackerProvider } from './features/tracking/tracker-context';
import { ApiClientProvider } from './lib/api';
import { AppRouterProvider, createAppRouter } from './router';

interface AppProps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Browser history when omitted; tests pass a memory history. */
  history?: RouterHistory;
  /** The fair config's (a no-op unless it enables tracking) when omitted; tests pass theirs. */
  tracker?: Tracker;
  /** The user's screens kept on the device, for a start without signal; none when omitted. */
  deviceCache?: DeviceCache;
}

function RoutedApp({ api, queryClient, history }: Omit<AppProps, 'tracker' | 'deviceCache'>) {
  const auth = useAuth();
  // Created once; later auth states reach the router through <RouterProvider context>.
  const [router] = React.useState(() => createAppRouter({ auth, queryClient, api }, history));
  return <AppRouterProvider router={router} auth={auth} />;
}

export function App({ tracker, deviceCache, ...props }: AppProps) {
  return (
    <ApiClientProvider client={props.api}>
      <QueryClientProvider client={props.queryClient}>
        <FairConfigProvider>
          <TrackerProvider tracker={tracker}>
            <AuthProvider deviceCache={deviceCache}>
              <RoutedApp {...props} />
            </AuthProvider>
          </TrackerProvider>
        </FairConfigProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
