import { ApiError, type ApiClient } from '@fiera/api-client';

/** Set while a logout has not reached the server (no signal): its session is still open there. */
const PENDING_KEY = 'fiera:logout-pending';
/** A logout answer later than this is not waited for (its late Set-Cookie is not applied). */
const LOGOUT_TIMEOUT_MS = 8_000;

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    // Storage blocked (privacy settings): the logout is tried once.
    return null;
  }
}

export const logoutPending = () => (storage()?.getItem(PENDING_KEY) ?? null) !== null;

export function forgetPendingLogout(): void {
  storage()?.removeItem(PENDING_KEY);
}

/**
 * POST /api/auth/logout for the session of `token` (and of the refresh cookie), after the
 * local session has ended. Not reaching the server, it stays pending: sent again when the signal
 * returns, at the next start and before the next login. Never throws.
 */
export async function sendLogout(
  fetchClient: ApiClient['fetchClient'],
  token: string | null,
): Promise<void> {
  storage()?.setItem(PENDING_KEY, '1');
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
