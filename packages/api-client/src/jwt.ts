/**
 * Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it: the server verifies,
 * the client only avoids sending a token it already knows is stale.
 */
function readExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return undefined;
    const { exp } = claims;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §5: a token without a readable `exp` counts as valid (the server has the last word). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = readExpiry(token);
  return exp !== undefined && exp * 1000 <= nowMs;
}
