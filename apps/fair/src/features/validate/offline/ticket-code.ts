/**
 * A ticket code read the way the server reads it (apps/server/src/plugins/app/tickets/
 * ticket-tokens.ts), so the phone refuses offline exactly what the server refuses online:
 *
 *   F2.<key id>.<base64url(16-byte ticket uuid + LEB128 user id)>.<base64url(Ed25519 signature)>
 *
 * signed over the ASCII text `F2.<key id>.<payload>`; the older `F1.<payload>.<signature>`
 * names no key and may be signed by any listed key.
 */

export interface TicketClaims {
  ticketUuid: string;
  userId: number;
}

export interface SignedTicket {
  /** The key that must have signed it; null for an F1 code (any listed key). */
  keyId: string | null;
  /** The bytes the signature covers. */
  message: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
  /** Read only once the signature holds: undefined when the signed payload is no ticket. */
  claims: TicketClaims | undefined;
}

const CURRENT_PREFIX = 'F2';
const LEGACY_PREFIX = 'F1';
const MAX_TOKEN_LENGTH = 200;
const KEY_ID = /^[A-Za-z0-9_-]{8}$/;
const UUID_BYTES = 16;
const SIGNATURE_BYTES = 64;
const MAX_VARINT_BYTES = 5;
const MAX_USER_ID = 2 ** 31 - 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SEXTETS = new Map([...ALPHABET].map((character, index) => [character, index]));

/**
 * The one canonical base64url spelling of some bytes, else undefined. The server accepts only
 * that spelling (no padding, no stray characters, zero unused bits), so that changing any
 * character of a code invalidates it: a lenient decoder here would admit altered codes offline
 * that the server then refuses.
 */
export function decodeCanonicalBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const character of text) {
    const sextet = SEXTETS.get(character);
    if (sextet === undefined) return undefined;
    buffer = ((buffer << 6) | sextet) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
  }
  // The bits left over after the last whole byte must be zero.
  if ((buffer & ((1 << bits) - 1)) !== 0) return undefined;
  return bytes;
}

function decodeClaims(payload: Uint8Array): TicketClaims | undefined {
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
  const hex = [...payload.subarray(0, UUID_BYTES)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const ticketUuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ticketUuid, userId };
}

/** The parts of a code shaped like a ticket of ours, or null when it is not one at all. */
export function readSignedTicket(code: string): SignedTicket | null {
  const token = code.trim();
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  let keyId: string | null;
  let signed: string;
  if (parts.length === 4 && parts[0] === CURRENT_PREFIX) {
    keyId = parts[1] ?? '';
    if (!KEY_ID.test(keyId)) return null;
    signed = parts.slice(0, 3).join('.');
  } else if (parts.length === 3 && parts[0] === LEGACY_PREFIX) {
    keyId = null;
    signed = parts.slice(0, 2).join('.');
  } else {
    return null;
  }
  const payload = decodeCanonicalBase64url(parts.at(-2) ?? '');
  const signature = decodeCanonicalBase64url(parts.at(-1) ?? '');
  if (payload === undefined || signature?.length !== SIGNATURE_BYTES) return null;
  return {
    keyId,
    message: new TextEncoder().encode(signed),
    signature,
    claims: decodeClaims(payload),
  };
}
