import * as React from 'react';
import { useApiClient } from '../../lib/api';
import { lazySendLogout, logoutPending } from './logout-pending';

/**
 * A logout made without signal is sent when the signal returns, and at the next start: until
 * then the refresh cookie on the phone could still reopen the session. Used by code loaded after
 * the first screen (the offline status), not by the app's entry.
 */
export function useRetryPendingLogout(): void {
  const { fetchClient, session } = useApiClient();
  React.useEffect(() => {
    const retry = () => {
      // Someone signed in since: their login ended the old session first.
      if (logoutPending() && session.getToken() === null) void lazySendLogout(fetchClient, null);
    };
    retry();
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [fetchClient, session]);
}
