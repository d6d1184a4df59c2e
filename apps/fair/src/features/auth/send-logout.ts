import { ApiError, type ApiClient } from '@fiera/api-client';
import { forgetPendingLogout, markLogoutPending } from './logout-pending';

/** A logout answer later than this is not waited for (its late Set-Cookie is not applied). */
const LOGOUT_TIMEOUT_MS = 8_000;

/**
 * POST /api/auth/logout for the session of `token` (and of the refresh cookie), after the
 * local session has ended. Not reaching the server, it stays pending: sent again when the signal
 * returns, at the next start and before the next login. Never throws. Loaded when used: /login's
 * bundle has no room for it.
 */
export async function sendLogout(
  fetchClient: ApiClient['fetchClient'],
  token: string | null,
): Promise<void> {
  markLogoutPending();
  try {
    await fetchClient.POST('/api/auth/logout', {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    });
    forgetPendingLogout();
  } catch (error) {
    // An answer, even a refusal, means the server has no such session open any more.
    if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
      forgetPendingLogout();
    }
  }
}
