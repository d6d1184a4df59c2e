import * as React from 'react';
import { useApiClient } from '../../lib/api';
import { createOfflineScanner, type OfflineScanner } from './offline/offline-scanner';
import type { ScannerStorage } from './offline/scanner-storage';

/** How often the page looks whether something is due while it is open. */
const TICK_MS = 15_000;
/** Keys and revocations are fetched again this often while online. */
const SYNC_EVERY_MS = 60_000;

/**
 * The offline scanner of the staff member on /validate, kept in step while the page is open:
 * synced at once, again every minute while online, at once when the network returns and when
 * the page comes back into view; a queue waiting to be sent is tried every 15 seconds.
 */
export function useOfflineScanner(staffUserId: number, storage?: ScannerStorage) {
  const { fetchClient } = useApiClient();
  // Two tabs of /validate on one phone share what it keeps: each tells the other of a change,
  // so neither lets a ticket in that the other just did, nor shows a stale queue.
  const [channel] = React.useState(() =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fiera-scanner'),
  );
  const scanner = React.useMemo<OfflineScanner>(
    () =>
      createOfflineScanner({
        fetchClient,
        staffUserId,
        storage,
        announce: () => channel?.postMessage('changed'),
      }),
    [channel, fetchClient, staffUserId, storage],
  );
  React.useEffect(() => {
    if (channel === null) return;
    const reload = () => void scanner.reload();
    channel.addEventListener('message', reload);
    return () => channel.removeEventListener('message', reload);
  }, [channel, scanner]);
  const snapshot = React.useSyncExternalStore(scanner.subscribe, scanner.getSnapshot);

  React.useEffect(() => {
    let lastSync = 0;
    const browserOnline = () => navigator.onLine !== false;
    function sync() {
      lastSync = Date.now();
      void scanner.sync();
    }
    function tick() {
      if (!browserOnline()) return;
      const state = scanner.getSnapshot();
      // Unreachable or with scans waiting: try now; otherwise the minute's sync.
      if (!state.online || state.queued > 0 || Date.now() - lastSync >= SYNC_EVERY_MS) sync();
    }
    function onOnline() {
      scanner.networkChanged();
      sync();
    }
    function onOffline() {
      scanner.networkChanged();
    }
    function onVisible() {
      if (document.visibilityState === 'visible') tick();
    }

    void scanner.load();
    if (browserOnline()) sync();
    const timer = window.setInterval(tick, TICK_MS);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [scanner]);

  return { scanner, snapshot };
}
