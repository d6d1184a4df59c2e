import { decodeCanonicalBase64url, readSignedTicket, type TicketClaims } from './ticket-code';

/** A ticket key as GET /api/tickets/public-key lists it (the parts the check needs). */
export interface TicketKey {
  kid: string;
  x: string;
}

export type TicketCheck =
  | { ok: true; claims: TicketClaims }
  /**
   * `malformed`: not a ticket of ours; `bad-signature`: forged or altered; `unknown-key`: signed
   * with a key the phone has not got (the server would call it forged, but a key made after the
   * phone's last sync looks the same, so staff are told to check again with the network).
   */
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'unknown-key' };

const ED25519 = { name: 'Ed25519' } as const;

/** Importing a key costs more than a verification: each is imported once per page. */
const imported = new Map<string, Promise<CryptoKey>>();

function importKey({ kid, x }: TicketKey): Promise<CryptoKey> {
  const id = `${kid}:${x}`;
  let key = imported.get(id);
  if (key === undefined) {
    const raw = decodeCanonicalBase64url(x);
    key =
      raw === undefined
        ? Promise.reject(new Error(`ticket key ${kid} is not base64url`))
        : crypto.subtle.importKey('raw', raw, ED25519, false, ['verify']);
    // A key that failed to import (a browser without Ed25519) is tried again next time.
    key.catch(() => imported.delete(id));
    imported.set(id, key);
  }
  return key;
}

/** Whether this browser verifies Ed25519 with WebCrypto (Chromium 137+, Firefox 129+, Safari 17+). */
export async function canVerifyOffline(keys: readonly TicketKey[]): Promise<boolean> {
  const [first] = keys;
  if (first === undefined || typeof crypto === 'undefined' || !crypto.subtle) return false;
  try {
    await importKey(first);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a ticket code's signature on the device with the keys it keeps, as the server does:
 * an F2 code with the key it names, an F1 code with every key. Throws only when the browser
 * cannot verify Ed25519 at all.
 */
export async function verifyTicket(code: string, keys: readonly TicketKey[]): Promise<TicketCheck> {
  const ticket = readSignedTicket(code);
  if (ticket === null) return { ok: false, reason: 'malformed' };
  const candidates = ticket.keyId === null ? keys : keys.filter((key) => key.kid === ticket.keyId);
  if (candidates.length === 0) return { ok: false, reason: 'unknown-key' };
  let genuine = false;
  for (const candidate of candidates) {
    const key = await importKey(candidate);
    if (await crypto.subtle.verify(ED25519, key, ticket.signature, ticket.message)) {
      genuine = true;
      break;
    }
  }
  if (!genuine) return { ok: false, reason: 'bad-signature' };
  return ticket.claims === undefined
    ? { ok: false, reason: 'malformed' }
    : { ok: true, claims: ticket.claims };
}
