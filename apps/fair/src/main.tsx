import { createApiClient } from '@fiera/api-client';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchedFetch } from './boot/prefetched-fetch';
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
// A transition renders in slices that yield to the browser, instead of one long task that
// blocks input on a slow phone while the first screen is built.
startTransition(() =>
  root.render(
    <StrictMode>
      <App api={createApiClient({ fetch: prefetchedFetch() })} queryClient={createQueryClient()} />
    </StrictMode>,
  ),
);
