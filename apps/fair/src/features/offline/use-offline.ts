import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { isNetworkFailure } from '../../lib/error-message';

function subscribeToConnection(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Whether the app is without signal: the phone says so, or the server could not be reached
 * (a hall's wifi that is connected but carries nothing) until an answer arrives again.
 */
export function useOffline(): boolean {
  const queryClient = useQueryClient();
  const online = React.useSyncExternalStore(subscribeToConnection, isOnline);
  const [unreachable, setUnreachable] = React.useState(false);

  React.useEffect(() => {
    const reachable = () => setUnreachable(false);
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'error' && isNetworkFailure(action.error)) setUnreachable(true);
      // An answer from the server; not data the app put there itself.
      else if (action.type === 'success' && action.manual !== true) reachable();
    });
    // The phone has a connection again: believed until a call fails.
    addEventListener('online', reachable);
    return () => {
      stop();
      removeEventListener('online', reachable);
    };
  }, [queryClient]);

  return !online || unreachable;
}
