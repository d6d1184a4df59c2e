import { OfflineBanner } from '@fiera/ui/components/offline-banner';
import * as React from 'react';
import {
  applyUpdate,
  registerServiceWorker,
  subscribeToUpdate,
  updateState,
} from '../service-worker';
import { useOffline } from '../use-offline';

/** After the page's own downloads: the worker's (the app's files) must not compete with them. */
const REGISTER_DELAY_MS = 1000;

/**
 * The banner under the header: offline, and a new version ready to switch to. It also registers
 * the service worker, once the first screen is up: this code is loaded after that screen, and
 * not in development, where Vite serves the sources and no worker is built.
 */
export function OfflineStatus() {
  const offline = useOffline();
  const update = React.useSyncExternalStore(subscribeToUpdate, updateState);

  React.useEffect(() => {
    if (!import.meta.env.PROD) return;
    const register = () => setTimeout(registerServiceWorker, REGISTER_DELAY_MS);
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
    return () => removeEventListener('load', register);
  }, []);

  return (
    <OfflineBanner
      offline={offline}
      updateReady={update.ready}
      updating={update.applying}
      onUpdate={applyUpdate}
    />
  );
}
