import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The signed ticket in the QR code:
 *
 *   F1.<base64url(16-byte ticket uuid + LEB128 user id)>.<base64url(Ed25519 signature)>
 *
 * The signature covers the ASCII text `F1.<payload>`, so the version prefix is signed too. About
 * 110 characters: a byte-mode QR of version 6 at error correction L, which a phone camera reads
 * at 128 px. A compact JWS with the same claims would be ~175 characters (version 8 or more).
 * Anyone with the public key (GET /api/tickets/public-key) can verify a ticket offline.
 */
export const TICKET_TOKEN_PREFIX = 'F1';

const UUID_BYTES = 16;
const SIGNATURE_BYTES = 64;
/** Users' ids are PostgreSQL integers: at most 2^31 - 1, five LEB128 bytes. */
const MAX_USER_ID = 2 ** 31 - 1;
const MAX_VARINT_BYTES = 5;
// Longer than any token we make, short enough that junk is rejected before decoding it.
const MAX_TOKEN_LENGTH = 200;
/**
 * Most scans at a gate are repeats of a code seen moments ago, and an Ed25519 verification is
 * the largest share of a scan's CPU (~130 µs on the 2-core fair server): tokens that passed are
 * remembered, by their exact text, with their claims. Only genuine tokens get in, so a flood of
 * junk cannot fill it; the oldest entry makes room. Revocation is still the database's answer.
 */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * Forged or damaged codes come back too: staff press 'Scansiona di nuovo', the holder tries
 * another gate. A failed signature fails forever under the same key, so those are remembered as
 * well, in their own smaller map: junk can only push out junk, never a genuine ticket.
 */
const REJECTED_TOKENS_KEPT = 5_000;

function remember<Value>(map: Map<string, Value>, limit: number, token: string, value: Value) {
  if (map.size >= limit) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
  map.set(token, value);
}

export interface TicketClaims {
  ticketUuid: string;
  userId: number;
}

export type TicketTokenCheck =
  | { readonly ok: true; readonly claims: Readonly<TicketClaims> }
  /** `malformed`: not a ticket of ours at all; `bad-signature`: shaped like one, but forged or altered. */
  | { readonly ok: false; readonly reason: 'malformed' | 'bad-signature' };

export interface TicketPublicJwk {
  kty: string;
  crv: string;
  x: string;
}

export interface TicketTokens {
  /** Deterministic (Ed25519): the same ticket always gets the same token under one key. */
  sign(claims: TicketClaims): string;
  check(token: string): TicketTokenCheck;
  readonly publicKeyJwk: TicketPublicJwk;
}

export function createTicketTokens(privateKeyPem: string): TicketTokens {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x } = publicKey.export({ format: 'jwk' });
  if (kty === undefined || crv !== 'Ed25519' || x === undefined) {
    throw new Error('the ticket key is not an Ed25519 key');
  }
  // Frozen answers: every scan of a token is handed the same object.
  const verified = new Map<string, TicketTokenCheck>();
  const rejected = new Map<string, true>();
  const badSignature: TicketTokenCheck = Object.freeze({ ok: false, reason: 'bad-signature' });
  return {
    sign(claims) {
      const payload = encodePayload(claims).toString('base64url');
      const signed = `${TICKET_TOKEN_PREFIX}.${payload}`;
      return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
    },
    check(token) {
      const known = verified.get(token);
      if (known !== undefined) return known;
      if (rejected.has(token)) return badSignature;
      const result = checkTicketToken(token, publicKey);
      if (result.ok) {
        const answer = Object.freeze({ ok: true, claims: Object.freeze(result.claims) });
        remember(verified, VERIFIED_TOKENS_KEPT, token, answer);
        return answer;
      }
      if (result.reason === 'bad-signature') remember(rejected, REJECTED_TOKENS_KEPT, token, true);
      return result;
    },
    publicKeyJwk: { kty, crv, x },
  };
}

/** Verifies a token with any Ed25519 public key: what an offline scanner does. */
export function checkTicketToken(token: string, publicKey: KeyObject): TicketTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== TICKET_TOKEN_PREFIX) {
    return { ok: false, reason: 'malformed' };
  }
  const [prefix, payloadText, signatureText] = parts as [string, string, string];
  const payload = decodeCanonicalBase64url(payloadText);
  const signature = decodeCanonicalBase64url(signatureText);
  if (payload === undefined || signature?.length !== SIGNATURE_BYTES) {
    return { ok: false, reason: 'malformed' };
  }
  if (!verify(null, Buffer.from(`${prefix}.${payloadText}`), publicKey, signature)) {
    return { ok: false, reason: 'bad-signature' };
  }
  const claims = decodePayload(payload);
  return claims === undefined ? { ok: false, reason: 'malformed' } : { ok: true, claims };
}

/**
 * Buffer.from(..., 'base64url') skips characters outside the alphabet and ignores the unused low
 * bits of the last character: 'AB' and 'AC' decode alike. Only the one canonical spelling of
 * some bytes is accepted, so that changing any character of a token invalidates it.
 */
function decodeCanonicalBase64url(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

function encodePayload({ ticketUuid, userId }: TicketClaims): Buffer {
  const uuid = Buffer.from(ticketUuid.replaceAll('-', ''), 'hex');
  if (uuid.length !== UUID_BYTES) throw new Error(`not a uuid: ${ticketUuid}`);
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_USER_ID) {
    throw new Error(`not a user id: ${userId}`);
  }
  const varint: number[] = [];
  let rest = userId;
  while (rest >= 0x80) {
    varint.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  varint.push(rest);
  return Buffer.concat([uuid, Buffer.from(varint)]);
}

function decodePayload(payload: Buffer): TicketClaims | undefined {
  const varint = payload.subarray(UUID_BYTES);
  if (varint.length < 1 || varint.length > MAX_VARINT_BYTES) return undefined;
  let userId = 0;
  for (const [index, byte] of varint.entries()) {
    const last = index === varint.length - 1;
    // Continuation bit on every byte but the last; no overlong spelling (a last byte of 0).
    if (byte >= 0x80 === last || (last && index > 0 && byte === 0)) return undefined;
    userId += (byte & 0x7f) * 0x80 ** index;
  }
  if (userId < 1 || userId > MAX_USER_ID) return undefined;
  const hex = payload.subarray(0, UUID_BYTES).toString('hex');
  const ticketUuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ticketUuid, userId };
}
