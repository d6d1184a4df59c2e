import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { checkins, tickets, users } from '../src/db/schema/index';
import {
  readOrCreateTicketKey,
  readRetiredTicketKeys,
  rotateTicketKey,
} from '../src/plugins/app/tickets/ticket-key-files';
import { createTicketTokens } from '../src/plugins/app/tickets/ticket-tokens';
import { generateEd25519PrivateKeyPem } from '../src/secrets';
import {
  bearer,
  buildTestApp,
  createUser,
  TEST_TOKEN_PRIVATE_KEY,
  type Role,
} from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: on a busy shared machine that
// alone can outlast the default hook timeout.
const BOOT_TIMEOUT = 120_000;
const TICKET_KEY = generateEd25519PrivateKeyPem();
const ourTokens = createTicketTokens(TICKET_KEY);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const messages = {
  staffOnly: 'Accesso riservato allo staff.',
  malformed: 'QR code non riconosciuto: non è un biglietto della fiera.',
  forged: 'Biglietto contraffatto o alterato: la firma non è valida.',
  unknown: 'Biglietto sconosciuto: non risulta emesso o è stato cancellato.',
  revoked: 'Biglietto revocato.',
  unverified: "Biglietto non attivo: l'account non ha ancora verificato l'email.",
  notFound: 'Biglietto non trovato: controlla il codice.',
};

/** Written independently of the server's code: what staff in Italy read on a clock. */
function romeTime(instant: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

function withCharacterAt(token: string, index: number, replacement: string): string {
  return token.slice(0, index) + replacement + token.slice(index + 1);
}

function otherCharacter(character: string): string {
  return character === 'A' ? 'B' : 'A';
}

async function startApp(config: { ticketReentry?: 'deny' | 'allow' } = {}) {
  const app = await buildTestApp({ config: { ticketPrivateKeyPem: TICKET_KEY, ...config } });
  const staff = await createUser(app, { role: 'staff' });
  return { app, staff };
}

/** A verified attendee with a ticket; names are optional, as in the registration form. */
async function attendee(
  app: FastifyInstance,
  name: { firstName?: string | null; lastName?: string | null } = {
    firstName: 'Mario',
    lastName: 'Rossi',
  },
  role: Role = 'attendee',
) {
  const user = await createUser(app, { role });
  await app.db.update(users).set(name).where(eq(users.id, user.id));
  const { ticket } = await app.ticketsService.issueTicket(user.id);
  return { ...user, ticket, qr: ticket.qrCodeData };
}

function validate(app: FastifyInstance, token: string, qrCodeData: string) {
  return app.inject({
    method: 'POST',
    url: '/api/tickets/validate',
    headers: bearer(token),
    payload: { qr_code_data: qrCodeData },
  });
}

/** The manual fallback: the ticket id the visitor reads under the QR code, typed by staff. */
function validateById(app: FastifyInstance, token: string, ticketId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/tickets/validate',
    headers: bearer(token),
    payload: { ticket_id: ticketId },
  });
}

function validateBody(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/tickets/validate',
    headers: bearer(token),
    payload,
  });
}

function checkinsOf(app: FastifyInstance, ticketId: number) {
  return app.db.select().from(checkins).where(eq(checkins.ticketId, ticketId));
}

describe('tickets under the default re-entry policy (deny)', () => {
  let app: FastifyInstance;
  let staff: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    ({ app, staff } = await startApp());
  }, BOOT_TIMEOUT);
  afterAll(() => app.close());

  describe('issueTicket', () => {
    it('puts a signed token of the ticket uuid and user id in the QR, short enough for version <= 7 at level L', async () => {
      const mario = await attendee(app);
      // F2.<key id>.<payload>.<signature>
      expect(mario.qr).toMatch(/^F2\.[\w-]{8}\.[\w-]+\.[\w-]{86}$/);
      expect(mario.qr.length).toBeLessThanOrEqual(150);
      expect(ourTokens.check(mario.qr)).toEqual({
        ok: true,
        claims: { ticketUuid: mario.ticket.uuid, userId: mario.id },
      });
      expect(QRCode.create(mario.qr, { errorCorrectionLevel: 'L' }).version).toBeLessThanOrEqual(7);
      // The longest token there can be: the largest integer id takes five varint bytes.
      const longest = ourTokens.sign({ ticketUuid: randomUUID(), userId: 2 ** 31 - 1 });
      expect(longest.length).toBeLessThanOrEqual(150);
      expect(QRCode.create(longest, { errorCorrectionLevel: 'L' }).version).toBeLessThanOrEqual(7);
    });

    it('keeps the ticket of a user who has one, re-signing a QR made before tickets were signed', async () => {
      const mario = await attendee(app);
      await app.db
        .update(tickets)
        .set({ qrCodeData: 'opaque-random-value' })
        .where(eq(tickets.id, mario.ticket.id));
      const again = await app.ticketsService.issueTicket(mario.id);
      expect(again.created).toBe(false);
      expect(again.ticket.uuid).toBe(mario.ticket.uuid);
      expect(again.ticket.qrCodeData).toBe(mario.qr);
    });
  });

  describe('POST /api/tickets/validate', () => {
    it('admits a valid ticket, greets the holder by name and records the check-in with the staff member', async () => {
      const mario = await attendee(app);
      const before = Date.now();
      const response = await validate(app, staff.token, mario.qr);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        valid: true,
        message: 'Benvenuto, Mario Rossi',
        ticket_uuid: mario.ticket.uuid,
        user_id: mario.id,
      });
      const rows = await checkinsOf(app, mario.ticket.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.staffUserId).toBe(staff.id);
      expect(rows[0]?.checkedInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(rows[0]?.checkinDay).toBe(
        new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }),
      );
    });

    it('greets a holder without a name by e-mail, and lets admins validate too', async () => {
      const anonymous = await attendee(app, { firstName: null, lastName: '  ' });
      const admin = await createUser(app, { role: 'admin' });
      const response = await validate(app, admin.token, anonymous.qr);
      expect(response.json()).toMatchObject({
        valid: true,
        message: `Benvenuto, ${anonymous.email}`,
      });
    });

    it('refuses a second scan on the same day, saying when the ticket was validated (Rome time)', async () => {
      const mario = await attendee(app);
      await validate(app, staff.token, mario.qr);
      const [first] = await checkinsOf(app, mario.ticket.id);
      if (first === undefined) throw new Error('no check-in');

      const response = await validate(app, staff.token, mario.qr);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        valid: false,
        message: `Biglietto già convalidato alle ${romeTime(first.checkedInAt)}`,
        ticket_uuid: mario.ticket.uuid,
        user_id: mario.id,
        first_checkin_at: first.checkedInAt.toISOString(),
      });
      expect(body.message).toMatch(/ alle \d\d:\d\d$/);
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(1);
    });

    it("counts the fair's days in Europe/Rome, whatever the server's clock zone", async () => {
      const mario = await attendee(app);
      // 22:30 UTC on 16 October is 00:30 on the 17th in Rome (CEST, UTC+2).
      const justAfterMidnight = new Date('2026-10-16T22:30:00Z');
      expect(
        await app.ticketsService.validate(mario.qr, staff.id, justAfterMidnight),
      ).toMatchObject({ valid: true });
      expect((await checkinsOf(app, mario.ticket.id))[0]?.checkinDay).toBe('2026-10-17');

      const sameMorning = await app.ticketsService.validate(
        mario.qr,
        staff.id,
        new Date('2026-10-17T07:00:00Z'),
      );
      expect(sameMorning).toMatchObject({
        valid: false,
        message: 'Biglietto già convalidato alle 00:30',
      });

      // 21:30 UTC on the 16th is still the 16th in Rome: another day, another first entry.
      const dayBefore = await app.ticketsService.validate(
        mario.qr,
        staff.id,
        new Date('2026-10-16T21:30:00Z'),
      );
      expect(dayBefore).toMatchObject({ valid: true });
      const days = (await checkinsOf(app, mario.ticket.id)).map((row) => row.checkinDay).sort();
      expect(days).toEqual(['2026-10-16', '2026-10-17']);
    });

    it('rejects a token with any one character changed, whatever its position, recording nothing', async () => {
      const mario = await attendee(app);
      const token = mario.qr;
      const [, keyId = '', payload = ''] = token.split('.');
      const firstOfPayload = 3 + keyId.length + 1;
      const lastOfPayload = firstOfPayload + payload.length - 1;
      const positions = [
        0,
        1,
        2,
        3,
        10,
        11,
        firstOfPayload,
        lastOfPayload,
        lastOfPayload + 1,
        lastOfPayload + 2,
        60,
        100,
      ];
      const variants = positions.map((index) =>
        withCharacterAt(token, index, otherCharacter(token.charAt(index))),
      );
      // The last character of the signature has unused low bits: a lax base64 decoder reads
      // several spellings as the same bytes. Every other spelling must be refused.
      const last = token.length - 1;
      for (const character of BASE64URL) {
        if (character !== token.charAt(last))
          variants.push(withCharacterAt(token, last, character));
      }
      variants.push(`${token}A`, token.slice(0, -1), `${token}.`, token.replace('.', '..'));

      for (const variant of variants) {
        const response = await validate(app, staff.token, variant);
        expect(response.statusCode, variant).toBe(200);
        const body = response.json();
        expect(body.valid, variant).toBe(false);
        expect([messages.forged, messages.malformed], variant).toContain(body.message);
        expect(body.ticket_uuid).toBeNull();
        expect(body.user_id).toBeNull();
      }
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
      // A change in the signed part is a forgery; junk that is no ticket at all says so.
      expect((await validate(app, staff.token, variants[4] ?? '')).json().message).toBe(
        messages.forged,
      );
      expect((await validate(app, staff.token, 'https://example.com/')).json().message).toBe(
        messages.malformed,
      );
    });

    it('rejects a ticket signed with another key as forged', async () => {
      const mario = await attendee(app);
      const foreign = createTicketTokens(generateEd25519PrivateKeyPem()).sign({
        ticketUuid: mario.ticket.uuid,
        userId: mario.id,
      });
      const response = await validate(app, staff.token, foreign);
      expect(response.json()).toEqual({
        valid: false,
        message: messages.forged,
        ticket_uuid: null,
        user_id: null,
        first_checkin_at: null,
      });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });

    it('rejects a validly signed ticket that is not in the database, or not of that user', async () => {
      const mario = await attendee(app);
      const unknownUuid = ourTokens.sign({ ticketUuid: randomUUID(), userId: mario.id });
      expect((await validate(app, staff.token, unknownUuid)).json()).toMatchObject({
        valid: false,
        message: messages.unknown,
      });
      const otherUser = ourTokens.sign({ ticketUuid: mario.ticket.uuid, userId: mario.id + 1000 });
      expect((await validate(app, staff.token, otherUser)).json()).toMatchObject({
        valid: false,
        message: messages.unknown,
      });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });

    it('rejects a revoked ticket', async () => {
      const mario = await attendee(app);
      await app.db
        .update(tickets)
        .set({ revokedAt: new Date() })
        .where(eq(tickets.id, mario.ticket.id));
      expect((await validate(app, staff.token, mario.qr)).json()).toMatchObject({
        valid: false,
        message: messages.revoked,
        ticket_uuid: mario.ticket.uuid,
        user_id: mario.id,
      });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });

    it('rejects the ticket of an account that is not verified', async () => {
      const mario = await attendee(app);
      await app.db.update(users).set({ isVerified: false }).where(eq(users.id, mario.id));
      expect((await validate(app, staff.token, mario.qr)).json()).toMatchObject({
        valid: false,
        message: messages.unverified,
      });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });

    it('is for staff only: 401 without a token, 403 for an attendee', async () => {
      const mario = await attendee(app);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        payload: { qr_code_data: mario.qr },
      });
      expect(anonymous.statusCode).toBe(401);
      const byAttendee = await validate(app, mario.token, mario.qr);
      expect(byAttendee.statusCode).toBe(403);
      expect(byAttendee.json()).toEqual({ detail: messages.staffOnly });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });

    it('answers 422 without qr_code_data or ticket_id and 400 for a body that is not JSON', async () => {
      const missing = await app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers: bearer(staff.token),
        payload: {},
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toEqual(expect.any(String));
      const broken = await app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers: { ...bearer(staff.token), 'content-type': 'application/json' },
        payload: '{"qr_code_data": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().detail).toEqual(expect.any(String));
    });

    it('records exactly one first check-in of twenty concurrent scans of one ticket', async () => {
      const mario = await attendee(app);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => validate(app, staff.token, mario.qr)),
      );
      const bodies = responses.map((response) => response.json());
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(bodies.filter((body) => body.valid === true)).toHaveLength(1);
      const rows = await checkinsOf(app, mario.ticket.id);
      expect(rows).toHaveLength(1);
      const refusal = `Biglietto già convalidato alle ${romeTime(rows[0]?.checkedInAt ?? new Date())}`;
      expect(bodies.filter((body) => body.message === refusal)).toHaveLength(19);
    });

    it('records one first check-in when the scans race in separate statements', async () => {
      const mario = await attendee(app);
      // The scans leave in successive turns of the event loop, so in several statements, two
      // of them running at once: the unique key decides, not the batching.
      const pending: ReturnType<typeof validate>[] = [];
      for (let i = 0; i < 12; i += 1) {
        pending.push(validate(app, staff.token, mario.qr));
        await new Promise((resolve) => setImmediate(resolve));
      }
      const bodies = (await Promise.all(pending)).map((response) => response.json());
      expect(bodies.filter((body) => body.valid === true)).toHaveLength(1);
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(1);
    });

    it('refuses a forged code again when it is scanned again, and still admits the genuine one', async () => {
      const mario = await attendee(app);
      const forged = withCharacterAt(mario.qr, 20, otherCharacter(mario.qr.charAt(20)));
      for (let scan = 0; scan < 2; scan += 1) {
        expect((await validate(app, staff.token, forged)).json()).toMatchObject({
          valid: false,
          message: messages.forged,
          ticket_uuid: null,
        });
      }
      expect((await validate(app, staff.token, mario.qr)).json()).toMatchObject({ valid: true });
    });

    it('answers each scan of a batch on its own: first entry, repeat, revoked, unknown, forged', async () => {
      const [mario, anna, revoked] = await Promise.all([
        attendee(app),
        attendee(app, { firstName: 'Anna', lastName: 'Verdi' }),
        attendee(app),
      ]);
      await app.db
        .update(tickets)
        .set({ revokedAt: new Date() })
        .where(eq(tickets.id, revoked.ticket.id));
      const unknown = ourTokens.sign({ ticketUuid: randomUUID(), userId: mario.id });
      const forged = withCharacterAt(anna.qr, 12, otherCharacter(anna.qr.charAt(12)));
      const bodies = (
        await Promise.all(
          [mario.qr, anna.qr, mario.qr, revoked.qr, unknown, forged].map((code) =>
            validate(app, staff.token, code),
          ),
        )
      ).map((response) => response.json());
      const [marioRows, annaRows] = await Promise.all([
        checkinsOf(app, mario.ticket.id),
        checkinsOf(app, anna.ticket.id),
      ]);
      expect(marioRows).toHaveLength(1);
      expect(annaRows).toHaveLength(1);
      const marioFirst = romeTime(marioRows[0]?.checkedInAt ?? new Date());
      expect(bodies.map((body) => [body.valid, body.message])).toEqual([
        [true, 'Benvenuto, Mario Rossi'],
        [true, 'Benvenuto, Anna Verdi'],
        [false, `Biglietto già convalidato alle ${marioFirst}`],
        [false, messages.revoked],
        [false, messages.unknown],
        [false, messages.forged],
      ]);
      expect(await checkinsOf(app, revoked.ticket.id)).toHaveLength(0);
    });
  });

  // Regression: visitors see only their ticket id (profile, e-mail), never the signed token, so
  // a manual entry that took only the token could not work at the gate.
  describe('POST /api/tickets/validate with the ticket id typed by staff', () => {
    it('admits the holder on first entry, exactly as a scan would, and records the staff member', async () => {
      const mario = await attendee(app);
      const before = Date.now();
      const response = await validateById(app, staff.token, mario.ticket.uuid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: true,
        message: 'Benvenuto, Mario Rossi',
        ticket_uuid: mario.ticket.uuid,
        user_id: mario.id,
        first_checkin_at: null,
      });
      const rows = await checkinsOf(app, mario.ticket.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.staffUserId).toBe(staff.id);
      expect(rows[0]?.checkedInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('reads the id in any letter case, and in the urn:uuid: form the uuid format admits', async () => {
      const mario = await attendee(app);
      const response = await validateById(app, staff.token, mario.ticket.uuid.toUpperCase());
      expect(response.json()).toMatchObject({ valid: true, ticket_uuid: mario.ticket.uuid });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(1);

      const anna = await attendee(app, { firstName: 'Anna', lastName: 'Verdi' });
      const urn = await validateById(app, staff.token, `urn:uuid:${anna.ticket.uuid}`);
      expect(urn.json()).toMatchObject({ valid: true, message: 'Benvenuto, Anna Verdi' });
    });

    it('refuses a repeat the same day, whether the first entry was typed or scanned', async () => {
      const mario = await attendee(app);
      await validateById(app, staff.token, mario.ticket.uuid);
      const [first] = await checkinsOf(app, mario.ticket.id);
      if (first === undefined) throw new Error('no check-in');
      const refusal = {
        valid: false,
        message: `Biglietto già convalidato alle ${romeTime(first.checkedInAt)}`,
        ticket_uuid: mario.ticket.uuid,
        user_id: mario.id,
        first_checkin_at: first.checkedInAt.toISOString(),
      };
      expect((await validateById(app, staff.token, mario.ticket.uuid)).json()).toEqual(refusal);
      expect((await validate(app, staff.token, mario.qr)).json()).toEqual(refusal);

      const anna = await attendee(app, { firstName: 'Anna', lastName: 'Verdi' });
      await validate(app, staff.token, anna.qr);
      expect((await validateById(app, staff.token, anna.ticket.uuid)).json()).toMatchObject({
        valid: false,
        message: expect.stringMatching(/^Biglietto già convalidato alle \d\d:\d\d$/),
      });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(1);
      expect(await checkinsOf(app, anna.ticket.id)).toHaveLength(1);
    });

    it('answers an id of no ticket with a verdict asking to check the code, recording nothing', async () => {
      const response = await validateById(app, staff.token, randomUUID());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: false,
        message: messages.notFound,
        ticket_uuid: null,
        user_id: null,
        first_checkin_at: null,
      });
    });

    it('refuses the ticket of a revoked ticket or an unverified account as a scan does', async () => {
      const [revoked, unverified] = await Promise.all([attendee(app), attendee(app)]);
      await app.db
        .update(tickets)
        .set({ revokedAt: new Date() })
        .where(eq(tickets.id, revoked.ticket.id));
      await app.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.id));
      expect((await validateById(app, staff.token, revoked.ticket.uuid)).json()).toMatchObject({
        valid: false,
        message: messages.revoked,
      });
      expect((await validateById(app, staff.token, unverified.ticket.uuid)).json()).toMatchObject({
        valid: false,
        message: messages.unverified,
      });
      expect(await checkinsOf(app, revoked.ticket.id)).toHaveLength(0);
      expect(await checkinsOf(app, unverified.ticket.id)).toHaveLength(0);
    });

    it('answers 422 in Italian for an id that is not a UUID, never a 500', async () => {
      for (const malformed of ['407d41dc', 'not-a-ticket', "' OR '1'='1", '', 42]) {
        const response = await validateBody(app, staff.token, { ticket_id: malformed });
        expect(response.statusCode, String(malformed)).toBe(422);
        expect(response.json().detail, String(malformed)).toEqual(expect.any(String));
      }
      expect((await validateById(app, staff.token, '407d41dc')).json()).toEqual({
        detail: "Il campo 'ticket_id' deve contenere un identificativo UUID valido.",
      });
    });

    it('answers 422 to a body with both the QR code and the ticket id, recording nothing', async () => {
      const mario = await attendee(app);
      const response = await validateBody(app, staff.token, {
        qr_code_data: mario.qr,
        ticket_id: mario.ticket.uuid,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual(expect.any(String));
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });

    it('is for staff only: 401 without a token, 403 for an attendee typing their own id', async () => {
      const mario = await attendee(app);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        payload: { ticket_id: mario.ticket.uuid },
      });
      expect(anonymous.statusCode).toBe(401);
      const byAttendee = await validateById(app, mario.token, mario.ticket.uuid);
      expect(byAttendee.statusCode).toBe(403);
      expect(byAttendee.json()).toEqual({ detail: messages.staffOnly });
      expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(0);
    });
  });

  describe('GET /api/tickets/public-key', () => {
    it('publishes the Ed25519 public key as a JWK that verifies tickets with plain node:crypto', async () => {
      const mario = await attendee(app);
      const response = await app.inject({ method: 'GET', url: '/api/tickets/public-key' });
      expect(response.statusCode).toBe(200);
      const { algorithm, public_key_jwk: jwk, keys, reentry } = response.json();
      expect(algorithm).toBe('EdDSA');
      // What an offline scanner must apply too: the default.
      expect(reentry).toBe('deny');
      expect(jwk).toEqual({
        kid: expect.any(String),
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.any(String),
      });
      expect(keys).toEqual([jwk]);

      const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
      const offlineCheck = (token: string) => {
        const [prefix, keyId, payload, signature] = token.split('.');
        return (
          keyId === jwk.kid &&
          verify(
            null,
            Buffer.from(`${prefix}.${keyId}.${payload}`),
            publicKey,
            Buffer.from(signature ?? '', 'base64url'),
          )
        );
      };
      expect(offlineCheck(mario.qr)).toBe(true);
      const payload = Buffer.from(mario.qr.split('.')[2] ?? '', 'base64url');
      expect(payload.subarray(0, 16).toString('hex')).toBe(mario.ticket.uuid.replaceAll('-', ''));
      expect(offlineCheck(withCharacterAt(mario.qr, 14, otherCharacter(mario.qr.charAt(14))))).toBe(
        false,
      );
      // Not the access-token key: a leaked ticket key must not open sessions, nor vice versa.
      const accessJwk = createPublicKey(TEST_TOKEN_PRIVATE_KEY).export({ format: 'jwk' });
      expect(jwk.x).not.toBe(accessJwk.x);
    });
  });
});

describe('tickets when re-entry is allowed', () => {
  let app: FastifyInstance;
  let staff: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    ({ app, staff } = await startApp({ ticketReentry: 'allow' }));
  }, BOOT_TIMEOUT);
  afterAll(() => app.close());

  it('admits a second scan, saying when the holder first entered, and still counts one check-in', async () => {
    const mario = await attendee(app);
    expect((await validate(app, staff.token, mario.qr)).json()).toMatchObject({
      valid: true,
      message: 'Benvenuto, Mario Rossi',
      first_checkin_at: null,
    });
    const [first] = await checkinsOf(app, mario.ticket.id);
    if (first === undefined) throw new Error('no check-in');

    const again = await validate(app, staff.token, mario.qr);
    expect(again.json()).toEqual({
      valid: true,
      message: `Bentornato, Mario Rossi: primo ingresso alle ${romeTime(first.checkedInAt)}`,
      ticket_uuid: mario.ticket.uuid,
      user_id: mario.id,
      first_checkin_at: first.checkedInAt.toISOString(),
    });
    expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(1);
  });

  it('admits a typed ticket id again too, with the same words as a scan', async () => {
    const mario = await attendee(app);
    await validate(app, staff.token, mario.qr);
    const [first] = await checkinsOf(app, mario.ticket.id);
    if (first === undefined) throw new Error('no check-in');
    expect((await validateById(app, staff.token, mario.ticket.uuid)).json()).toMatchObject({
      valid: true,
      message: `Bentornato, Mario Rossi: primo ingresso alle ${romeTime(first.checkedInAt)}`,
    });
    expect(await checkinsOf(app, mario.ticket.id)).toHaveLength(1);
  });

  it('still refuses revoked tickets', async () => {
    const mario = await attendee(app);
    await validate(app, staff.token, mario.qr);
    await app.db
      .update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.id, mario.ticket.id));
    expect((await validate(app, staff.token, mario.qr)).json()).toMatchObject({
      valid: false,
      message: messages.revoked,
    });
  });
});

describe('GET /api/tickets/checkins/stats', () => {
  let app: FastifyInstance;
  let staff: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    ({ app, staff } = await startApp());
  }, BOOT_TIMEOUT);
  afterAll(() => app.close());

  const stats = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/tickets/checkins/stats',
      ...(token === undefined ? {} : { headers: bearer(token) }),
    });

  it('counts first check-ins of today (Rome) and of every day, not repeats nor refusals', async () => {
    expect((await stats(staff.token)).json()).toEqual({ today: 0, total: 0 });

    const mario = await attendee(app);
    const anna = await attendee(app, { firstName: 'Anna' });
    const luca = await attendee(app, { firstName: 'Luca' });
    await validate(app, staff.token, mario.qr);
    await validate(app, staff.token, mario.qr);
    await validate(app, staff.token, anna.qr);
    await app.ticketsService.validate(luca.qr, staff.id, new Date('2025-10-16T08:00:00Z'));
    await app.ticketsService.validate(mario.qr, staff.id, new Date('2025-10-16T08:00:00Z'));
    await validate(app, staff.token, 'F1.junk.junk');

    const response = await stats(staff.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ today: 2, total: 4 });
  });

  it('is for staff only', async () => {
    const mario = await attendee(app);
    expect((await stats()).statusCode).toBe(401);
    const byAttendee = await stats(mario.token);
    expect(byAttendee.statusCode).toBe(403);
    expect(byAttendee.json()).toEqual({ detail: messages.staffOnly });
  });
});

describe('the ticket key', () => {
  it('is generated once in DATA_DIR/secrets with mode 0600 when TICKET_PRIVATE_KEY is unset', async () => {
    const app = await buildTestApp();
    try {
      const keyFile = path.join(app.config.dataDir, 'secrets', 'ticket-ed25519.pem');
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const mario = await attendee(app);
      expect(createTicketTokens(readFileSync(keyFile, 'utf8')).check(mario.qr).ok).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('from TICKET_PRIVATE_KEY must be an Ed25519 key other than the access-token key', () => {
    const env = { DATA_DIR: '/nonexistent', TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY };
    expect(loadConfig({ ...env, TICKET_PRIVATE_KEY: TICKET_KEY })).toMatchObject({
      ticketPrivateKeyPem: TICKET_KEY,
      ticketReentry: 'deny',
    });
    expect(() => loadConfig({ ...env, TICKET_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY })).toThrow(
      /TICKET_PRIVATE_KEY.*diversa/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadConfig({ ...env, TICKET_PRIVATE_KEY: rsa })).toThrow(/Ed25519/);
    expect(() => loadConfig({ ...env, TICKET_PRIVATE_KEY: 'not a key' })).toThrow(ConfigError);
  });

  it('TICKET_REENTRY is deny or allow', () => {
    const env = { DATA_DIR: '/nonexistent', TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY };
    expect(loadConfig({ ...env, TICKET_REENTRY: 'allow' }).ticketReentry).toBe('allow');
    expect(() => loadConfig({ ...env, TICKET_REENTRY: 'maybe' })).toThrow(/TICKET_REENTRY/);
  });
});

describe('a change of ticket key', () => {
  const OLD_KEY = generateEd25519PrivateKeyPem();
  const NEW_KEY = generateEd25519PrivateKeyPem();
  const oldPublicPem = createPublicKey(OLD_KEY).export({ type: 'spki', format: 'pem' }).toString();
  let app: FastifyInstance;
  let staff: { token: string };
  beforeAll(async () => {
    app = await buildTestApp({
      config: { ticketPrivateKeyPem: NEW_KEY, ticketPreviousKeysPem: [oldPublicPem] },
    });
    staff = await createUser(app, { role: 'staff' });
  }, BOOT_TIMEOUT);
  afterAll(() => app.close());

  it('keeps the codes signed with the previous key valid, and signs new ones with the new key', async () => {
    const mario = await attendee(app);
    const claims = { ticketUuid: mario.ticket.uuid, userId: mario.id };
    const sentBefore = createTicketTokens(OLD_KEY).sign(claims);
    expect(sentBefore.split('.')[1]).not.toBe(mario.qr.split('.')[1]);

    const atTheGate = await validate(app, staff.token, sentBefore);
    expect(atTheGate.json()).toMatchObject({ valid: true, ticket_uuid: mario.ticket.uuid });
    // The ticket as the profile shows it now carries the new key's code, valid too.
    expect(createTicketTokens(NEW_KEY).check(mario.qr)).toMatchObject({ ok: true, claims });
  });

  it('still takes an F1 code of the first format, which names no key', async () => {
    const mario = await attendee(app);
    const f2 = createTicketTokens(OLD_KEY).sign({
      ticketUuid: mario.ticket.uuid,
      userId: mario.id,
    });
    const payload = f2.split('.')[2] ?? '';
    const signature = sign(null, Buffer.from(`F1.${payload}`), OLD_KEY).toString('base64url');
    const response = await validate(app, staff.token, `F1.${payload}.${signature}`);
    expect(response.json()).toMatchObject({ valid: true, ticket_uuid: mario.ticket.uuid });
  });

  it('refuses a code from a key it does not list, and one whose key id was swapped', async () => {
    const mario = await attendee(app);
    const claims = { ticketUuid: mario.ticket.uuid, userId: mario.id };
    const stranger = createTicketTokens(generateEd25519PrivateKeyPem()).sign(claims);
    expect((await validate(app, staff.token, stranger)).json()).toMatchObject({
      valid: false,
      message: messages.forged,
    });
    // The key id is signed: naming the other listed key breaks the signature.
    const [prefix, , payload, signature] = createTicketTokens(OLD_KEY).sign(claims).split('.');
    const newKeyId = mario.qr.split('.')[1];
    const swapped = `${prefix}.${newKeyId}.${payload}.${signature}`;
    expect((await validate(app, staff.token, swapped)).json()).toMatchObject({
      valid: false,
      message: messages.forged,
    });
  });

  it('lists both keys for offline scanners, the current one first', async () => {
    const { public_key_jwk: current, keys } = (
      await app.inject({ url: '/api/tickets/public-key' })
    ).json<{ public_key_jwk: { kid: string; x: string }; keys: { kid: string; x: string }[] }>();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(current);
    expect(keys[1]?.x).toBe(createPublicKey(OLD_KEY).export({ format: 'jwk' }).x);
    expect(new Set(keys.map((key) => key.kid)).size).toBe(2);
  });

  it('takes TICKET_PREVIOUS_PUBLIC_KEYS as PEM keys one after the other, and refuses anything else', () => {
    const env = { DATA_DIR: '/nonexistent', TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY };
    const second = createPublicKey(NEW_KEY).export({ type: 'spki', format: 'pem' }).toString();
    expect(
      loadConfig({ ...env, TICKET_PREVIOUS_PUBLIC_KEYS: `${oldPublicPem}\n${second}` })
        .ticketPreviousKeysPem,
    ).toHaveLength(2);
    expect(() => loadConfig({ ...env, TICKET_PREVIOUS_PUBLIC_KEYS: 'una chiave' })).toThrow(
      ConfigError,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(() => loadConfig({ ...env, TICKET_PREVIOUS_PUBLIC_KEYS: rsa })).toThrow(/Ed25519/);
  });

  it('is one command on the embedded default: ticket-key:rotate keeps the previous key valid', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fiera-rotate-'));
    try {
      mkdirSync(path.join(dir, 'secrets'));
      writeFileSync(path.join(dir, 'secrets', 'ticket-ed25519.pem'), OLD_KEY, { mode: 0o600 });
      const sentBefore = createTicketTokens(OLD_KEY).sign({ ticketUuid: randomUUID(), userId: 7 });

      const { retired, current } = rotateTicketKey(dir);
      expect(retired).toBe(sentBefore.split('.')[1]);
      expect(current).not.toBe(retired);
      const after = createTicketTokens(readOrCreateTicketKey(dir), readRetiredTicketKeys(dir));
      expect(after.check(sentBefore).ok).toBe(true);
      expect(after.publicKeyJwk.kid).toBe(current);
      expect(after.publicKeys.map((key) => key.kid)).toEqual([current, retired]);
      const retiredFile = path.join(dir, 'secrets', 'ticket-keys-retired', `${retired}.pem`);
      expect(readFileSync(retiredFile, 'utf8')).toContain('BEGIN PUBLIC KEY');
      expect(statSync(retiredFile).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
