import { createPublicKey } from 'node:crypto';
import type { components } from '@fiera/api-client/schema';
import { importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';

type Role = components['schemas']['Role'];

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'EdDSA';
// Issuer, audience and type keep other EdDSA tokens of ours (e.g. signed tickets) from passing
// as access tokens, even if one day they share the key.
const ISSUER = 'fiera';
const AUDIENCE = 'fiera-api';
const TOKEN_TYPE = 'at+jwt';
const ROLES: readonly Role[] = ['attendee', 'staff', 'admin'];
// User ids are PostgreSQL integers: a larger subject would fail the token-version query.
const MAX_USER_ID = 2_147_483_647;
// A staff phone at the gate sends the same token with every scan: its signature is checked once,
// not per request (an Ed25519 verification is a good share of a scan's CPU). Only tokens that
// passed every check are kept, and only until they expire; the oldest entry makes room.
const VERIFIED_TOKENS_KEPT = 1000;

export interface AccessTokenSubject {
  userId: number;
  role: Role;
  /** The user's token version when it was issued: a raised version ends the token. */
  version: number;
}

export interface AccessTokens {
  /** Without a version, 0: the version of an account that never logged out. */
  sign(
    subject: Omit<AccessTokenSubject, 'version'> & { version?: number },
    issuedAt?: Date,
  ): Promise<string>;
  /** Throws when the token is malformed, forged, expired or not an access token. */
  verify(token: string): Promise<AccessTokenSubject>;
  /**
   * The subject of a token that passed verify() before and has not expired; otherwise undefined
   * (which says nothing against the token: verify() decides). Synchronous, for the hot path.
   */
  verifiedBefore(token: string): Readonly<AccessTokenSubject> | undefined;
}

export async function createAccessTokens(privateKeyPem: string): Promise<AccessTokens> {
  const privateKey = await importPKCS8(privateKeyPem, ALGORITHM);
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' });
  const publicKey = await importSPKI(publicKeyPem.toString(), ALGORITHM);
  const verified = new Map<string, { subject: Readonly<AccessTokenSubject>; exp: number }>();

  function verifiedBefore(token: string): Readonly<AccessTokenSubject> | undefined {
    const known = verified.get(token);
    if (known === undefined) return undefined;
    // The same rule as jose: expired once the current second reaches exp.
    if (known.exp > Math.floor(Date.now() / 1000)) return known.subject;
    verified.delete(token);
    return undefined;
  }

  return {
    async sign({ userId, role, version = 0 }, issuedAt = new Date()) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ role, ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(privateKey);
    },

    async verify(token) {
      const known = verifiedBefore(token);
      if (known !== undefined) return { ...known };
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        requiredClaims: ['sub', 'exp'],
      });
      const userId = Number(payload.sub);
      const role = ROLES.find((candidate) => candidate === payload.role);
      const version = payload.ver;
      if (
        !Number.isSafeInteger(userId) ||
        userId < 1 ||
        userId > MAX_USER_ID ||
        role === undefined
      ) {
        throw new Error('Access token with an invalid subject or role');
      }
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) {
        throw new Error('Access token without a token version');
      }
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = verified.keys().next();
        if (oldest.done !== true) verified.delete(oldest.value);
      }
      // requiredClaims makes jose reject a token without a numeric exp.
      // Frozen: every request of this token is handed the same object.
      verified.set(token, {
        subject: Object.freeze({ userId, role, version }),
        exp: payload.exp as number,
      });
      return { userId, role, version };
    },

    verifiedBefore,
  };
}
