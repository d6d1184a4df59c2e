import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * The signed ticket in the QR code:
 *
 *   F2.<key id>.<base64url(16-byte ticket uuid + LEB128 user id)>.<base64url(Ed25519 signature)>
 *
 * The signature covers the ASCII text `F2.<key id>.<payload>`, so the version and the key id are
 * signed too. The key id names the ticket key that signed it (see ticketKeyId), so the key can
 * change while the codes already sent stay valid: the server keeps the previous public keys
 * (TICKET_PREVIOUS_PUBLIC_KEYS, DATA_DIR/secrets/ticket-keys-retired) and checks each code with
 * the key it names. About 120 characters: a byte-mode QR of version 6 at error correction L,
 * which a phone camera reads at 128 px. A compact JWS with the same claims would be ~175
 * characters (version 8 or more). Anyone with the public keys (GET /api/tickets/public-key) can
 * verify a ticket offline.
 *
 * `F1.<payload>.<signature>` codes (no key id) came before: each is checked with every key.
 */
export const TICKET_TOKEN_PREFIX = 'F2';
const LEGACY_TOKEN_PREFIX = 'F1';

/** 48 bits of SHA-256 of the raw public key, base64url: 8 characters, stable for a key. */
export function ticketKeyId(publicKey: KeyObject): string {
  const { x } = publicKey.export({ format: 'jwk' });
  if (x === undefined) throw new Error('the ticket key is not an Ed25519 key');
  return createHash('sha256')
    .update(Buffer.from(x, 'base64url'))
    .digest()
    .subarray(0, 6)
    .toString('base64url');
}

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
  kid: string;
  kty: string;
  crv: string;
  x: string;
}

export interface TicketTokens {
  /** Deterministic (Ed25519): the same ticket always gets the same token under one key. */
  sign(claims: TicketClaims): string;
  check(token: string): TicketTokenCheck;
  /** The key that signs now. */
  readonly publicKeyJwk: TicketPublicJwk;
  /** Every key a ticket may be signed with: the current one first, then the previous ones. */
  readonly publicKeys: readonly TicketPublicJwk[];
}

function publicJwk(publicKey: KeyObject): TicketPublicJwk {
  const { kty, crv, x } = publicKey.export({ format: 'jwk' });
  if (kty === undefined || crv !== 'Ed25519' || x === undefined) {
    throw new Error('the ticket key is not an Ed25519 key');
  }
  return { kid: ticketKeyId(publicKey), kty, crv, x };
}

/**
 * Signs with `privateKeyPem`; checks with it and with `previousKeysPem` (public or private PEM
 * keys the tickets were signed with before a change of key).
 */
export function createTicketTokens(
  privateKeyPem: string,
  previousKeysPem: readonly string[] = [],
): TicketTokens {
  const privateKey = createPrivateKey(privateKeyPem);
  const current = createPublicKey(privateKey);
  const currentJwk = publicJwk(current);
  const keys = new Map<string, KeyObject>([[currentJwk.kid, current]]);
  const jwks = [currentJwk];
  for (const pem of previousKeysPem) {
    const key = createPublicKey(pem);
    const jwk = publicJwk(key);
    if (keys.has(jwk.kid)) continue;
    keys.set(jwk.kid, key);
    jwks.push(jwk);
  }
  const prefix = `${TICKET_TOKEN_PREFIX}.${currentJwk.kid}`;
  // Frozen answers: every scan of a token is handed the same object.
  const verified = new Map<string, TicketTokenCheck>();
  const rejected = new Map<string, true>();
  const badSignature: TicketTokenCheck = Object.freeze({ ok: false, reason: 'bad-signature' });
  return {
    sign(claims) {
      const signed = `${prefix}.${encodePayload(claims).toString('base64url')}`;
      return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
    },
    check(token) {
      const known = verified.get(token);
      if (known !== undefined) return known;
      if (rejected.has(token)) return badSignature;
      const result = checkTicketToken(token, keys);
      if (result.ok) {
        const answer = Object.freeze({ ok: true, claims: Object.freeze(result.claims) });
        remember(verified, VERIFIED_TOKENS_KEPT, token, answer);
        return answer;
      }
      if (result.reason === 'bad-signature') remember(rejected, REJECTED_TOKENS_KEPT, token, true);
      return result;
    },
    publicKeyJwk: currentJwk,
    publicKeys: jwks,
  };
}

/**
 * Verifies a token with the Ed25519 public keys it may be signed with, by key id: what an
 * offline scanner does. A key id that is not among them (a key withdrawn) is a bad signature.
 */
export function checkTicketToken(
  token: string,
  keys: ReadonlyMap<string, KeyObject>,
): TicketTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  let signed: string;
  let candidates: Iterable<KeyObject>;
  if (parts.length === 4 && parts[0] === TICKET_TOKEN_PREFIX) {
    const keyId = parts[1] ?? '';
    if (!/^[A-Za-z0-9_-]{8}$/.test(keyId)) return { ok: false, reason: 'malformed' };
    const key = keys.get(keyId);
    candidates = key === undefined ? [] : [key];
    signed = parts.slice(0, 3).join('.');
  } else if (parts.length === 3 && parts[0] === LEGACY_TOKEN_PREFIX) {
    candidates = keys.values();
    signed = parts.slice(0, 2).join('.');
  } else {
    return { ok: false, reason: 'malformed' };
  }
  const payloadText = parts.at(-2) ?? '';
  const payload = decodeCanonicalBase64url(payloadText);
  const signature = decodeCanonicalBase64url(parts.at(-1) ?? '');
  if (payload === undefined || signature?.length !== SIGNATURE_BYTES) {
    return { ok: false, reason: 'malformed' };
  }
  const message = Buffer.from(signed);
  let genuine = false;
  for (const key of candidates) {
    if (verify(null, message, key, signature)) {
      genuine = true;
      break;
    }
  }
  if (!genuine) return { ok: false, reason: 'bad-signature' };
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
