import { createApiClient } from '@fiera/api-client';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchedFetch } from './boot/prefetched-fetch';
import { createDeviceCache } from './features/offline/create-device-cache';
import { createQueryClient } from './lib/query-client';
import type { AppRouter } from './router';
import './styles.css';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

const container = document.getElementById('app');
if (!container) throw new Error('index.html lacks #app');
const root = createRoot(container);
const api = createApiClient({ fetch: prefetchedFetch() });
const queryClient = createQueryClient();
// Started now: the screens saved on the device are read while React builds the first one.
const deviceCache = createDeviceCache(queryClient, api.session.getToken());
// A transition renders in slices that yield to the browser, instead of one long task that
// blocks input on a slow phone while the first screen is built.
startTransition(() =>
  root.render(
    <StrictMode>
      <App api={api} queryClient={queryClient} deviceCache={deviceCache} />
    </StrictMode>,
  ),
);
