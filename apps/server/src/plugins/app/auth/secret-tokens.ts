import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for a link or a cookie: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough: the token has 256
 * bits of entropy, so there is nothing to brute-force, and lookups by hash stay indexable.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
