import { createPublicKey, randomUUID, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createTicketTokens,
  type TicketPublicJwk,
} from '../../server/src/plugins/app/tickets/ticket-tokens';
import { generateEd25519PrivateKeyPem } from '../../server/src/secrets';
import { decodeCanonicalBase64url } from '../src/features/validate/offline/ticket-code';
import { verifyTicket, type TicketKey } from '../src/features/validate/offline/verify-ticket';

// Tickets made by the server's own signing code: the phone must read exactly what it writes.
const OLD_KEY = generateEd25519PrivateKeyPem();
const NEW_KEY = generateEd25519PrivateKeyPem();
const oldPublicPem = createPublicKey(OLD_KEY).export({ type: 'spki', format: 'pem' }).toString();
const server = createTicketTokens(NEW_KEY, [oldPublicPem]);
const beforeRotation = createTicketTokens(OLD_KEY);

/** The keys as GET /api/tickets/public-key lists them after the change of key. */
const listedKeys: TicketKey[] = server.publicKeys.map(({ kid, x }: TicketPublicJwk) => ({
  kid,
  x,
}));

const claims = { ticketUuid: randomUUID(), userId: 4242 };

function withCharacterAt(text: string, index: number, character: string) {
  return text.slice(0, index) + character + text.slice(index + 1);
}

/** What the server says about a code, in the phone's terms. */
function serverVerdict(code: string) {
  const check = server.check(code.trim());
  return check.ok ? { ok: true, claims: check.claims } : { ok: false, reason: check.reason };
}

describe('the offline ticket check', () => {
  describe('given a ticket signed by the server', () => {
    it('accepts it and reads the ticket and the holder', async () => {
      const code = server.sign(claims);
      expect(await verifyTicket(code, listedKeys)).toEqual({ ok: true, claims });
    });

    it('accepts a ticket signed before a change of key, and an F1 code of the first format', async () => {
      const sentBefore = beforeRotation.sign(claims);
      expect(await verifyTicket(sentBefore, listedKeys)).toEqual({ ok: true, claims });

      const payload = sentBefore.split('.')[2] ?? '';
      const f1 = `F1.${payload}.${sign(null, Buffer.from(`F1.${payload}`), OLD_KEY).toString('base64url')}`;
      expect(await verifyTicket(f1, listedKeys)).toEqual({ ok: true, claims });
      expect(serverVerdict(f1)).toEqual({ ok: true, claims });
    });

    it('accepts the large user ids the payload encodes in five bytes', async () => {
      const big = { ticketUuid: randomUUID(), userId: 2 ** 31 - 1 };
      expect(await verifyTicket(server.sign(big), listedKeys)).toEqual({ ok: true, claims: big });
    });
  });

  describe('given an altered code', () => {
    // Every character changed, one at a time, to a neighbour in the alphabet: the phone must
    // refuse what the server refuses, for the same reason.
    it('refuses every single-character change exactly as the server does', async () => {
      const code = server.sign(claims);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
      for (let index = 0; index < code.length; index += 1) {
        const at = alphabet.indexOf(code.charAt(index));
        for (const step of [1, 5]) {
          const altered = withCharacterAt(
            code,
            index,
            alphabet.charAt((at + step) % alphabet.length),
          );
          const phone = await verifyTicket(altered, listedKeys);
          const expected = serverVerdict(altered);
          // The server calls a key it does not list a bad signature; the phone says the key is
          // unknown to it (it may be a key newer than its last sync). Both refuse.
          if (!phone.ok && phone.reason === 'unknown-key') {
            expect(expected, altered).toEqual({ ok: false, reason: 'bad-signature' });
          } else {
            expect(phone, altered).toEqual(expected);
          }
        }
      }
    });

    it('refuses a code whose key id was swapped for the other listed key', async () => {
      const [prefix, , payload, signature] = beforeRotation.sign(claims).split('.');
      const newKeyId = server.sign(claims).split('.')[1];
      const swapped = `${prefix}.${newKeyId}.${payload}.${signature}`;
      expect(await verifyTicket(swapped, listedKeys)).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    });

    it('refuses a code from a key it does not hold, saying the key is unknown', async () => {
      const stranger = createTicketTokens(generateEd25519PrivateKeyPem()).sign(claims);
      expect(await verifyTicket(stranger, listedKeys)).toEqual({
        ok: false,
        reason: 'unknown-key',
      });
      // Without the previous key (a phone synced before it was listed), an old ticket is unknown too.
      expect(await verifyTicket(beforeRotation.sign(claims), listedKeys.slice(0, 1))).toEqual({
        ok: false,
        reason: 'unknown-key',
      });
    });
  });

  describe('given something that is no ticket', () => {
    it.each([
      '',
      'ciao',
      '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d',
      'F2.short.abc.def',
      'F3.AAAAAAAA.AAAA.AAAA',
      `F2.AAAAAAAA.AAAA.${'A'.repeat(300)}`,
    ])('calls %j malformed, as the server does', async (code) => {
      expect(await verifyTicket(code, listedKeys)).toEqual({ ok: false, reason: 'malformed' });
      expect(serverVerdict(code)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('trims the spaces a pasted code brings along, as the server does', async () => {
      expect(await verifyTicket(` ${server.sign(claims)}\n`, listedKeys)).toEqual({
        ok: true,
        claims,
      });
    });
  });
});

describe('canonical base64url', () => {
  it('reads only the one spelling the server accepts', () => {
    expect(decodeCanonicalBase64url('AA')).toEqual(new Uint8Array([0]));
    // Same bytes for a lenient decoder, but unused bits set: altered.
    expect(decodeCanonicalBase64url('AB')).toBeUndefined();
    expect(decodeCanonicalBase64url('AA==')).toBeUndefined();
    expect(decodeCanonicalBase64url('A')).toBeUndefined();
    expect(decodeCanonicalBase64url('a+b/')).toBeUndefined();
    const bytes = new Uint8Array([251, 255, 0, 1, 2, 3, 190]);
    expect(decodeCanonicalBase64url(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
  });
});
