import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, offlineScans, ticketRevocations, tickets, users } from '../src/db/schema/index';
import { createTicketTokens } from '../src/plugins/app/tickets/ticket-tokens';
import { generateEd25519PrivateKeyPem } from '../src/secrets';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;
const TICKET_KEY = generateEd25519PrivateKeyPem();

interface Result {
  nonce: string;
  outcome: 'entered' | 'used-twice' | 'refused';
  message: string;
  ticket_uuid: string | null;
  scanned_at: string;
  repeated: boolean;
}

let app: FastifyInstance;
let staff: { id: number; token: string };
let otherStaff: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp({ config: { ticketPrivateKeyPem: TICKET_KEY } });
  staff = await createUser(app, { role: 'staff' });
  otherStaff = await createUser(app, { role: 'staff' });
}, BOOT_TIMEOUT);
afterAll(() => app?.close());

async function visitor(firstName = 'Giulia') {
  const user = await createUser(app);
  await app.db.update(users).set({ firstName, lastName: 'Neri' }).where(eq(users.id, user.id));
  const { ticket } = await app.ticketsService.issueTicket(user.id);
  return { ...user, ticket };
}

const scan = (qr: string, scannedAt: string, nonce: string = randomUUID()) => ({
  nonce,
  qr_code_data: qr,
  scanned_at: scannedAt,
});

async function upload(
  scans: ReturnType<typeof scan>[],
  token = staff.token,
): Promise<{ status: number; results: Result[] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tickets/checkins/offline',
    headers: bearer(token),
    payload: { scans },
  });
  return { status: response.statusCode, results: response.json<{ results: Result[] }>().results };
}

describe('given check-ins a scanner made without network', () => {
  it('records each at its scan time, on the day it was scanned, flagged as offline', async () => {
    const giulia = await visitor();
    const { status, results } = await upload([
      scan(giulia.ticket.qrCodeData, '2026-10-16T08:05:00Z'),
    ]);
    expect(status).toBe(200);
    expect(results).toEqual([
      expect.objectContaining({
        outcome: 'entered',
        message: 'Benvenuto, Giulia Neri',
        ticket_uuid: giulia.ticket.uuid,
        scanned_at: '2026-10-16T08:05:00.000Z',
        repeated: false,
      }),
    ]);
    const [entry] = await app.db
      .select()
      .from(checkins)
      .where(eq(checkins.ticketId, giulia.ticket.id));
    expect(entry).toMatchObject({ checkinDay: '2026-10-16', staffUserId: staff.id });
    expect(entry?.checkedInAt.toISOString()).toBe('2026-10-16T08:05:00.000Z');
    const [queued] = await app.db
      .select()
      .from(offlineScans)
      .where(eq(offlineScans.nonce, results[0]?.nonce ?? ''));
    expect(queued?.receivedAt.getTime()).toBeGreaterThan(queued?.scannedAt.getTime() ?? 0);
  });

  it('records a scan sent again (an upload repeated after a timeout) once, answering as the first time', async () => {
    const giulia = await visitor();
    const batch = [scan(giulia.ticket.qrCodeData, '2026-10-16T09:00:00Z')];
    const first = await upload(batch);
    // The same queue again, twice at once: nothing changes.
    const again = await Promise.all([upload(batch), upload(batch, otherStaff.token)]);

    expect(first.results[0]).toMatchObject({ outcome: 'entered', repeated: false });
    // The same outcome; the greeting by name was for the gate, the record keeps no name.
    for (const { results } of again) {
      expect(results[0]).toEqual({
        ...first.results[0],
        message: 'Ingresso registrato.',
        repeated: true,
      });
    }
    expect(
      await app.db.select().from(checkins).where(eq(checkins.ticketId, giulia.ticket.id)),
    ).toHaveLength(1);
    expect(
      await app.db
        .select()
        .from(offlineScans)
        .where(eq(offlineScans.ticketUuid, giulia.ticket.uuid)),
    ).toHaveLength(1);
  });

  it('refuses, recording nothing, another scan sent under a nonce already used', async () => {
    const [giulia, marco] = [await visitor(), await visitor()];
    const used = scan(giulia.ticket.qrCodeData, '2026-10-16T09:10:00Z');
    await upload([used]);
    const fresh = scan(marco.ticket.qrCodeData, '2026-10-16T09:11:00Z');

    const later = await upload([fresh, { ...used, qr_code_data: marco.ticket.qrCodeData }]);
    // Twice in one upload, with two different scan times.
    const twice = scan(marco.ticket.qrCodeData, '2026-10-16T09:12:00Z');
    const inOne = await upload([twice, { ...twice, scanned_at: '2026-10-16T09:13:00Z' }]);

    for (const answer of [later, inOne]) {
      expect(answer.status).toBe(422);
    }
    const detail = (
      await app.inject({
        method: 'POST',
        url: '/api/tickets/checkins/offline',
        headers: bearer(staff.token),
        payload: { scans: [{ ...used, qr_code_data: 'F2.not-a-ticket' }] },
      })
    ).json<{ detail: string }>().detail;
    expect(detail).toBe(
      `La scansione ${used.nonce} è già stata ricevuta con un altro biglietto: ogni scansione ha il suo identificativo.`,
    );
    expect(
      await app.db.select().from(checkins).where(eq(checkins.ticketId, marco.ticket.id)),
    ).toHaveLength(0);
  });

  it('records once a new queue sent by two uploads at the same moment', async () => {
    const giulia = await visitor();
    const batch = [scan(giulia.ticket.qrCodeData, '2026-10-16T09:30:00Z')];
    const answers = await Promise.all([upload(batch), upload(batch), upload(batch)]);
    const outcomes = answers.map(({ results }) => results[0]?.outcome);
    expect(new Set(outcomes)).toEqual(new Set(['entered']));
    expect(answers.filter(({ results }) => results[0]?.repeated === false)).toHaveLength(1);
    expect(
      await app.db.select().from(checkins).where(eq(checkins.ticketId, giulia.ticket.id)),
    ).toHaveLength(1);
  });

  it('asks to retry while another upload checks the scan, and takes over one abandoned mid-check', async () => {
    const [giulia, marco] = [await visitor(), await visitor()];
    // Claims as an instance leaves them between claiming a nonce and checking its scan.
    const claimed = (ticketUuid: string, receivedAt: Date) => ({
      nonce: randomUUID(),
      staffUserId: staff.id,
      ticketUuid,
      scannedAt: new Date('2026-10-16T09:40:00Z'),
      receivedAt,
      scanDay: '2026-10-16',
      outcome: 'pending',
      message: '',
    });
    const busy = claimed(giulia.ticket.uuid, new Date());
    const abandoned = claimed(marco.ticket.uuid, new Date(Date.now() - 5 * 60_000));
    await app.db.insert(offlineScans).values([busy, abandoned]);

    const response = await app.inject({
      method: 'POST',
      url: '/api/tickets/checkins/offline',
      headers: bearer(staff.token),
      payload: { scans: [scan(giulia.ticket.qrCodeData, '2026-10-16T09:40:00Z', busy.nonce)] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<{ detail: string }>().detail).toBe(
      'Queste scansioni sono in registrazione da un altro invio: riprova tra qualche secondo.',
    );

    const { results } = await upload([
      scan(marco.ticket.qrCodeData, '2026-10-16T09:40:00Z', abandoned.nonce),
    ]);
    expect(results[0]).toMatchObject({ outcome: 'entered', repeated: false });
    expect(
      await app.db.select().from(checkins).where(eq(checkins.ticketId, marco.ticket.id)),
    ).toHaveLength(1);
  });

  it('answers a scan refused for a wrong clock, sent again, as the first time', async () => {
    const giulia = await visitor();
    const batch = [scan(giulia.ticket.qrCodeData, '1970-01-01T00:00:00Z')];
    const first = await upload(batch);
    const again = await upload(batch);

    expect(first.results[0]).toMatchObject({ outcome: 'refused', repeated: false });
    expect(again.status).toBe(200);
    expect(again.results[0]).toMatchObject({
      outcome: 'refused',
      repeated: true,
      ticket_uuid: giulia.ticket.uuid,
    });
  });

  it("moves scan times by the device's clock error, so a phone a day behind records today", async () => {
    const giulia = await visitor();
    const dayMs = 24 * 60 * 60_000;
    const scannedAt = new Date(Date.now() - dayMs - 5 * 60_000).toISOString();
    const response = await app.inject({
      method: 'POST',
      url: '/api/tickets/checkins/offline',
      headers: bearer(staff.token),
      payload: {
        sent_at: new Date(Date.now() - dayMs).toISOString(),
        scans: [scan(giulia.ticket.qrCodeData, scannedAt)],
      },
    });
    const [result] = response.json<{ results: Result[] }>().results;
    const recorded = Date.parse(result?.scanned_at ?? '');
    // About five minutes ago, not yesterday.
    expect(Date.now() - recorded).toBeGreaterThan(4 * 60_000);
    expect(Date.now() - recorded).toBeLessThan(6 * 60_000);
    // So the same ticket scanned online now is a second entry today.
    const online = await app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers: bearer(staff.token),
      payload: { qr_code_data: giulia.ticket.qrCodeData },
    });
    expect(online.json<{ valid: boolean }>().valid).toBe(false);
  });

  it('takes a nonce written as urn:uuid: as the same nonce', async () => {
    const giulia = await visitor();
    const nonce = randomUUID();
    const first = await upload([scan(giulia.ticket.qrCodeData, '2026-10-16T09:20:00Z', nonce)]);
    const again = await upload([
      scan(giulia.ticket.qrCodeData, '2026-10-16T09:20:00Z', `urn:uuid:${nonce.toUpperCase()}`),
    ]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.results[0]).toMatchObject({ nonce, repeated: true });
  });

  it('reports a ticket that went in twice, at two gates without network', async () => {
    const giulia = await visitor();
    const gateA = await upload([scan(giulia.ticket.qrCodeData, '2026-10-16T10:00:00Z')]);
    const gateB = await upload(
      [scan(giulia.ticket.qrCodeData, '2026-10-16T10:07:00Z')],
      otherStaff.token,
    );
    expect(gateA.results[0]?.outcome).toBe('entered');
    expect(gateB.results[0]).toMatchObject({
      outcome: 'used-twice',
      message: 'Biglietto già convalidato alle 12:00',
    });
    // The next day is a new day.
    const nextDay = await upload([scan(giulia.ticket.qrCodeData, '2026-10-17T07:30:00Z')]);
    expect(nextDay.results[0]?.outcome).toBe('entered');
  });

  it('reports a forged code the device let through, and keeps the queue going', async () => {
    const giulia = await visitor();
    const forged = createTicketTokens(generateEd25519PrivateKeyPem()).sign({
      ticketUuid: giulia.ticket.uuid,
      userId: giulia.id,
    });
    const { results } = await upload([
      scan(forged, '2026-10-16T11:00:00Z'),
      scan(giulia.ticket.qrCodeData, '2026-10-16T11:01:00Z'),
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['refused', 'entered']);
    expect(results[0]).toMatchObject({
      message: 'Biglietto contraffatto o alterato: la firma non è valida.',
      ticket_uuid: null,
    });
  });

  it('takes a scan time after the arrival as the arrival (a device clock running ahead)', async () => {
    const giulia = await visitor();
    const before = Date.now();
    const { results } = await upload([scan(giulia.ticket.qrCodeData, '2099-01-01T00:00:00Z')]);
    const recorded = Date.parse(results[0]?.scanned_at ?? '');
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses, without recording, a scan dated before the scanner could have made it', async () => {
    const giulia = await visitor();
    const { status, results } = await upload([
      scan(giulia.ticket.qrCodeData, '1970-01-01T00:00:00Z'),
      scan(giulia.ticket.qrCodeData, '2026-12-31T23:59:60Z'),
      scan(giulia.ticket.qrCodeData, '0099-06-01T10:00:00Z'),
    ]);
    expect(status).toBe(200);
    for (const result of results) {
      // Named, so that the dashboard says whose, and the scan sent again is recognised.
      expect(result).toMatchObject({ outcome: 'refused', ticket_uuid: giulia.ticket.uuid });
      expect(result.message).toMatch(/^Scansione non registrata: l'ora del dispositivo/);
    }
    expect(
      await app.db.select().from(checkins).where(eq(checkins.ticketId, giulia.ticket.id)),
    ).toEqual([]);
  });

  it('keeps no name of the holder once the gate has answered', async () => {
    const giulia = await visitor('Giulietta');
    const batch = [scan(giulia.ticket.qrCodeData, new Date().toISOString())];
    expect((await upload(batch)).results[0]?.message).toBe('Benvenuto, Giulietta Neri');
    await app.db.delete(users).where(eq(users.id, giulia.id));
    const again = await upload(batch, otherStaff.token);
    expect(again.results[0]?.message).toBe('Ingresso registrato.');
    const stored = await app.db.select().from(offlineScans);
    expect(JSON.stringify(stored)).not.toContain('Giulietta');
  });

  it('is for staff only, and refuses a nonce that is not a uuid or an empty queue', async () => {
    const giulia = await visitor();
    const attendee = await upload(
      [scan(giulia.ticket.qrCodeData, '2026-10-16T12:00:00Z')],
      giulia.token,
    );
    expect(attendee.status).toBe(403);
    for (const payload of [
      { scans: [] },
      { scans: [{ ...scan('F2.x', '2026-10-16T12:00:00Z'), nonce: '1' }] },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/tickets/checkins/offline',
        headers: bearer(staff.token),
        payload,
      });
      expect(refused.statusCode).toBe(422);
    }
  });

  it('shows the gate dashboard how many arrived today and which were no clean entry', async () => {
    const day = new Date('2026-10-18T15:00:00Z');
    const lucia = await visitor('Lucia');
    await upload([
      scan(lucia.ticket.qrCodeData, '2026-10-18T08:00:00Z'),
      scan(lucia.ticket.qrCodeData, '2026-10-18T08:30:00Z'),
      scan('F2.notakeyx.abc.def', '2026-10-18T09:00:00Z'),
    ]);
    const { offline } = await app.ticketsService.gateDashboard(day);
    expect(offline.received).toBe(3);
    expect(
      offline.problems.map(({ outcome, scannedAt }) => [outcome, scannedAt.toISOString()]),
    ).toEqual([
      ['refused', '2026-10-18T09:00:00.000Z'],
      ['used-twice', '2026-10-18T08:30:00.000Z'],
    ]);
  });
});

describe('the revocation list scanners keep for checks without network', () => {
  interface Page {
    revocations: { ticket_uuid: string; revoked_at: string }[];
    next_since: number;
    more: boolean;
  }
  const page = async (since?: number, token = staff.token) => {
    const response = await app.inject({
      url: `/api/tickets/revocations${since === undefined ? '' : `?since=${since}`}`,
      headers: bearer(token),
    });
    return { status: response.statusCode, body: response.json<Page>() };
  };
  /** Revocations are listed once settled (10 s): the test moves them back in time. */
  const settle = () =>
    app.db.update(ticketRevocations).set({ revokedAt: sql`now() - interval '1 minute'` });

  it('lists tickets revoked or deleted with their account, and only what came after `since`', async () => {
    // Whatever earlier tests revoked is settled and read first: this test counts from here.
    await settle();
    const start = (await page()).body.next_since;
    const revoked = await visitor('Rita');
    const leaving = await visitor('Leo');
    await app.db
      .update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.id, revoked.ticket.id));
    await app.db.delete(users).where(eq(users.id, leaving.id));

    // Not yet settled: a transaction still open could hold an earlier id.
    expect((await page(start)).body.revocations).toEqual([]);
    await settle();
    const first = await page(start);
    expect(first.status).toBe(200);
    expect(first.body.revocations.map((row) => row.ticket_uuid)).toEqual([
      revoked.ticket.uuid,
      leaving.ticket.uuid,
    ]);
    expect(first.body.more).toBe(false);
    expect((await page(first.body.next_since)).body).toEqual({
      revocations: [],
      next_since: first.body.next_since,
      more: false,
    });
  });

  it('is for staff only', async () => {
    const giulia = await visitor();
    expect((await page(0, giulia.token)).status).toBe(403);
  });
});
