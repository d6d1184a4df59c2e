import { createApiClient } from '@fiera/api-client';
import { defaultFairConfig } from '@fiera/ui/brand';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createTracker } from './features/tracking/tracker';
import type { AppRouter } from './router';
import './styles.css';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

document.title = defaultFairConfig.productName;

const container = document.getElementById('app');
if (!container) throw new Error('index.html lacks #app');
createRoot(container).render(
  <StrictMode>
    <App
      api={createApiClient()}
      queryClient={new QueryClient()}
      tracker={createTracker(defaultFairConfig.tracker)}
    />
  </StrictMode>,
);
