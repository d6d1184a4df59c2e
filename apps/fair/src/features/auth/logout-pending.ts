import type { sendLogout as SendLogout } from './send-logout';

/** Set while a logout has not reached the server (no signal): its session is still open there. */
const PENDING_KEY = 'fiera:logout';

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    // Storage blocked (privacy settings): the logout is tried once.
    return null;
  }
}

export const logoutPending = () => Boolean(storage()?.getItem(PENDING_KEY));

export function markLogoutPending(): void {
  storage()?.setItem(PENDING_KEY, '1');
}

export function forgetPendingLogout(): void {
  storage()?.removeItem(PENDING_KEY);
}

let inFlight: Promise<void> = Promise.resolve();

/**
 * The server's part of the last logout, while it is on the wire: a login waits for it, or its
 * late answer (clearing the refresh cookie) would end the new session.
 */
export const logoutInFlight = () => inFlight;

/**
 * POST /api/auth/logout (send-logout.ts), loaded when first used (a logout is rare; /login's
 * bundle is full), tracked at once so that a login started meanwhile waits for it.
 */
export function lazySendLogout(...args: Parameters<typeof SendLogout>): Promise<void> {
  inFlight = import('./send-logout').then(({ sendLogout }) => sendLogout(...args));
  return inFlight;
}
