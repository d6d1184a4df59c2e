/**
 * The claims of a JWT, read without verifying it: the server verifies, the client only avoids
 * sending a token it already knows is stale, or one of another user.
 */
function readClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    // atob decodes without the padding (forgiving base64), as a JWT writes it.
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` claim (seconds since the epoch). */
function readExpiry(token: string): number | undefined {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
}

/** Whose token it is: its `sub` claim (the user id, as text), if it has one. */
export function tokenSubject(token: string): string | undefined {
  const sub = readClaims(token)?.sub;
  return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : undefined;
}

/** Spec §5: a token without a readable `exp` counts as valid (the server has the last word). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = readExpiry(token);
  return exp !== undefined && exp * 1000 <= nowMs;
}
