import { OfflineBanner } from '@fiera/ui/components/offline-banner';
import * as React from 'react';
import {
  applyUpdate,
  registerServiceWorker,
  subscribeToUpdate,
  updateState,
} from '../service-worker';
import { useOffline } from '../use-offline';
import { useRetryPendingLogout } from '../../auth/use-retry-pending-logout';

/** After the page's own downloads: the worker's (the app's files) must not compete with them. */
const REGISTER_DELAY_MS = 1000;

/**
 * The banner under the header: offline, and a new version ready to switch to (`banner` false: no
 * banner, as on /validate, whose status box says it). It also registers the service worker, once
 * the first screen is up (this code is loaded after that screen; not in development, where Vite
 * serves the sources and no worker is built), and sends a logout made without signal.
 */
export function OfflineStatus({ banner = true }: { banner?: boolean }) {
  const offline = useOffline();
  const update = React.useSyncExternalStore(subscribeToUpdate, updateState);
  useRetryPendingLogout();

  React.useEffect(() => {
    if (!import.meta.env.PROD) return;
    const register = () => setTimeout(registerServiceWorker, REGISTER_DELAY_MS);
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
    return () => removeEventListener('load', register);
  }, []);

  if (!banner) return null;
  return (
    <OfflineBanner
      offline={offline}
      updateReady={update.ready}
      updating={update.applying}
      onUpdate={applyUpdate}
    />
  );
}
