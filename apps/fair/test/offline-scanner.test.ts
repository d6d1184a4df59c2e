import type { Schemas } from '@fiera/api-client';
import { createPublicKey, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTicketTokens } from '../../server/src/plugins/app/tickets/ticket-tokens';
import { generateEd25519PrivateKeyPem } from '../../server/src/secrets';
import {
  createOfflineScanner,
  type OfflineCheck,
} from '../src/features/validate/offline/offline-scanner';
import {
  memoryStorage,
  type ScannerStorage,
} from '../src/features/validate/offline/scanner-storage';
import { apiClient } from './helpers';

const OLD_KEY = generateEd25519PrivateKeyPem();
const tokens = createTicketTokens(generateEd25519PrivateKeyPem(), [
  createPublicKey(OLD_KEY).export({ type: 'spki', format: 'pem' }).toString(),
]);
const STAFF = 7;
/** Where the scanner keeps its queue on the phone. */
const QUEUE_KEY = 'queue';

type Scan = Schemas['OfflineCheckinUpload']['scans'][number];
type Result = Schemas['OfflineCheckinResults']['results'][number];

function ticket(userId = 40) {
  const ticketUuid = randomUUID();
  return { ticketUuid, userId, code: tokens.sign({ ticketUuid, userId }) };
}

/**
 * The three calls the scanner makes, answered like the server: keys, revocations a page at a
 * time after `since`, and uploads recorded by nonce (a nonce sent again changes nothing).
 */
function fakeServer() {
  const server = {
    revoked: [] as string[],
    /** Nonces the server refuses for good (422). */
    refuse: new Set<string>(),
    /** The `sent_at` of each upload. */
    sentAt: [] as (string | undefined)[],
    /** The fair's TICKET_REENTRY. */
    reentry: 'deny' as 'deny' | 'allow',
    pageSize: 2,
    uploads: [] as Scan[][],
    /** The `since` of each revocations call. */
    asked: [] as number[],
    recorded: new Map<string, Result>(),
    /** Answers an upload with what the server said, per nonce; `entered` unless told otherwise. */
    outcome: (_scan: Scan): Result['outcome'] => 'entered',
    /** Makes the next upload reach the server and its answer get lost. */
    loseNextAnswer: false,
    down: false,
  };
  const api = apiClient({
    'GET /api/tickets/public-key': () => {
      if (server.down) throw new TypeError('Failed to fetch');
      return Response.json({
        algorithm: 'EdDSA',
        public_key_jwk: tokens.publicKeyJwk,
        keys: [...tokens.publicKeys],
        reentry: server.reentry,
      } satisfies Schemas['TicketPublicKey']);
    },
    'GET /api/tickets/revocations': (request) => {
      if (server.down) throw new TypeError('Failed to fetch');
      const since = Number(new URL(request.url).searchParams.get('since'));
      server.asked.push(since);
      const page = server.revoked.slice(since, since + server.pageSize);
      return Response.json({
        revocations: page.map((uuid) => ({
          ticket_uuid: uuid,
          revoked_at: '2026-10-16T07:00:00Z',
        })),
        next_since: since + page.length,
        more: since + page.length < server.revoked.length,
      } satisfies Schemas['TicketRevocationPage']);
    },
    'POST /api/tickets/checkins/offline': async (request) => {
      if (server.down) throw new TypeError('Failed to fetch');
      const { scans, sent_at: sentAt } = (await request.json()) as Schemas['OfflineCheckinUpload'];
      server.sentAt.push(sentAt);
      // A scan the server refuses for good: the whole upload answers 422, as the real one does.
      const refused = scans.find((scan) => server.refuse.has(scan.nonce));
      if (refused !== undefined) {
        return Response.json(
          { detail: `La scansione ${refused.nonce} è già stata ricevuta con un altro biglietto.` },
          { status: 422 },
        );
      }
      server.uploads.push(scans);
      const results = scans.map((scan) => {
        const earlier = server.recorded.get(scan.nonce);
        if (earlier !== undefined) return { ...earlier, repeated: true };
        const result: Result = {
          nonce: scan.nonce,
          outcome: server.outcome(scan),
          message: 'Benvenuto, Mario Rossi',
          ticket_uuid: null,
          scanned_at: scan.scanned_at,
          repeated: false,
        };
        server.recorded.set(scan.nonce, result);
        return result;
      });
      if (server.loseNextAnswer) {
        server.loseNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return Response.json({ results } satisfies Schemas['OfflineCheckinResults']);
    },
  });
  return { server, fetchClient: api.fetchClient };
}

function setup({
  storage = memoryStorage(),
  staffUserId = STAFF,
  at = '2026-10-16T08:00:00Z',
}: { storage?: ScannerStorage; staffUserId?: number; at?: string } = {}) {
  const { server, fetchClient } = fakeServer();
  const clock = { now: new Date(at) };
  const scanner = createOfflineScanner({
    fetchClient,
    staffUserId,
    storage,
    now: () => clock.now,
    browserOnline: () => true,
  });
  return { server, scanner, clock, storage, fetchClient };
}

function verdictOf(check: OfflineCheck) {
  if (check.kind !== 'verdict') throw new Error(`no verdict: ${check.reason}`);
  return check.verdict;
}

describe('the offline scanner', () => {
  describe('given keys and revocations synced while online', () => {
    it('admits a genuine ticket, queues it with a nonce of its own and its scan time', async () => {
      const { scanner } = setup();
      await scanner.sync();
      const mario = ticket();

      const verdict = verdictOf(await scanner.check({ qrCodeData: mario.code }));

      expect(verdict).toEqual({
        admitted: true,
        message: 'Firma valida: ingresso registrato sul telefono.',
        ticketUuid: mario.ticketUuid,
        userId: mario.userId,
      });
      expect(scanner.getSnapshot()).toMatchObject({ queued: 1, offlineReady: true });
    });

    it('admits a ticket signed with the previous key', async () => {
      const { scanner } = setup();
      await scanner.sync();
      const ticketUuid = randomUUID();
      const old = createTicketTokens(OLD_KEY).sign({ ticketUuid, userId: 3 });
      expect(verdictOf(await scanner.check({ qrCodeData: old }))).toMatchObject({
        admitted: true,
        ticketUuid,
      });
    });

    it('refuses a forged code and a revoked ticket, queueing neither', async () => {
      const { server, scanner } = setup();
      const revoked = [ticket(), ticket(), ticket()];
      server.revoked = revoked.map((entry) => entry.ticketUuid);
      await scanner.sync();

      const forged = `${ticket().code.slice(0, -3)}AAA`;
      expect(verdictOf(await scanner.check({ qrCodeData: forged }))).toMatchObject({
        admitted: false,
        message: 'Biglietto contraffatto o alterato: la firma non è valida.',
      });
      // The third revocation came on the second page.
      expect(verdictOf(await scanner.check({ qrCodeData: revoked[2]?.code ?? '' }))).toMatchObject({
        admitted: false,
        message: 'Biglietto revocato.',
      });
      expect(scanner.getSnapshot().queued).toBe(0);
    });

    it('reads only the revocations after its cursor at the next sync', async () => {
      const { server, scanner } = setup();
      server.revoked = [ticket().ticketUuid];
      await scanner.sync();
      const late = ticket();
      server.revoked.push(late.ticketUuid);

      await scanner.sync();

      expect(server.asked).toEqual([0, 1]);
      expect(verdictOf(await scanner.check({ qrCodeData: late.code })).admitted).toBe(false);
    });
  });

  describe('the re-entry rule on the entries the phone has seen', () => {
    it('refuses a second scan the same day, naming the first entry, when re-entry is denied', async () => {
      const { scanner, clock } = setup();
      await scanner.sync();
      const mario = ticket();
      await scanner.check({ qrCodeData: mario.code });
      clock.now = new Date('2026-10-16T09:30:00Z');

      expect(verdictOf(await scanner.check({ qrCodeData: mario.code }))).toMatchObject({
        admitted: false,
        // 10:00 in Rome: the fair's clock, as the server words it.
        message: 'Biglietto già convalidato alle 10:00',
      });
      expect(scanner.getSnapshot().queued).toBe(1);
    });

    it('counts an entry the server recorded online before the network dropped', async () => {
      const { scanner } = setup();
      await scanner.sync();
      const mario = ticket();
      await scanner.learn({
        valid: false,
        message: 'Biglietto già convalidato alle 09:12',
        ticket_uuid: mario.ticketUuid,
        user_id: mario.userId,
        first_checkin_at: '2026-10-16T07:12:00Z',
      });

      expect(verdictOf(await scanner.check({ qrCodeData: mario.code })).message).toBe(
        'Biglietto già convalidato alle 09:12',
      );
    });

    it('lets the holder in again when the fair allows re-entry', async () => {
      const { scanner, server } = setup();
      server.reentry = 'allow';
      await scanner.sync();
      server.down = true;
      const mario = ticket();
      await scanner.check({ qrCodeData: mario.code });

      expect(verdictOf(await scanner.check({ qrCodeData: mario.code }))).toMatchObject({
        admitted: true,
        message: 'Rientro consentito: primo ingresso alle 10:00',
      });
      expect(scanner.getSnapshot().queued).toBe(2);
    });

    it("forgets yesterday's entries on a new fair day", async () => {
      const { scanner, clock } = setup({ at: '2026-10-16T21:30:00Z' });
      await scanner.sync();
      const mario = ticket();
      await scanner.check({ qrCodeData: mario.code });
      // 00:10 in Rome on the 17th.
      clock.now = new Date('2026-10-16T22:10:00Z');
      expect(verdictOf(await scanner.check({ qrCodeData: mario.code })).admitted).toBe(true);
    });
  });

  describe('whether to ask the server', () => {
    it('stops asking after a call got no answer, until a sync gets through again', async () => {
      const { server, scanner } = setup();
      await scanner.sync();
      expect(scanner.shouldAskServer()).toBe(true);

      scanner.unreachable();
      expect(scanner.shouldAskServer()).toBe(false);
      expect(scanner.getSnapshot().online).toBe(false);

      server.down = false;
      await scanner.sync();
      expect(scanner.shouldAskServer()).toBe(true);
      expect(scanner.getSnapshot().online).toBe(true);
    });

    it('keeps asking when the phone cannot check tickets itself', async () => {
      const { server, scanner } = setup();
      server.down = true;
      await scanner.sync();
      scanner.unreachable();
      expect(scanner.shouldAskServer()).toBe(true);
    });
  });

  describe('without what it needs', () => {
    it('gives no verdict before its first sync, nor on a typed ticket id', async () => {
      const { scanner } = setup();
      expect(await scanner.check({ qrCodeData: ticket().code })).toEqual({
        kind: 'unavailable',
        reason: 'no-keys',
      });
      await scanner.sync();
      expect(await scanner.check({ ticketId: randomUUID() })).toEqual({
        kind: 'unavailable',
        reason: 'typed-id',
      });
    });
  });

  describe('the queue', () => {
    it('survives a reload: a new page on the same storage sends what the first one queued', async () => {
      const storage = memoryStorage();
      const first = setup({ storage });
      await first.scanner.sync();
      first.server.down = true;
      await first.scanner.check({ qrCodeData: ticket().code });
      await first.scanner.upload();
      expect(first.scanner.getSnapshot()).toMatchObject({ queued: 1, online: false });

      const second = setup({ storage });
      await second.scanner.load();
      expect(second.scanner.getSnapshot().queued).toBe(1);
      await second.scanner.upload();
      expect(second.server.uploads).toHaveLength(1);
      expect(second.scanner.getSnapshot()).toMatchObject({ queued: 0, online: true });
    });

    it('sends scans in batches with their nonces and scan times, then empties', async () => {
      const { server, scanner, clock } = setup();
      await scanner.sync();
      const nonces = new Set<string>();
      for (let index = 0; index < 130; index += 1) {
        clock.now = new Date(Date.parse('2026-10-16T08:00:00Z') + index * 1000);
        await scanner.check({ qrCodeData: ticket().code });
      }

      await scanner.upload();

      expect(server.uploads.map((batch) => batch.length)).toEqual([100, 30]);
      for (const scan of server.uploads.flat()) nonces.add(scan.nonce);
      expect(nonces.size).toBe(130);
      expect(server.uploads[0]?.[1]?.scanned_at).toBe('2026-10-16T08:00:01.000Z');
      expect(scanner.getSnapshot()).toMatchObject({ queued: 0 });
      expect(scanner.getSnapshot().synced.upload).toEqual(clock.now);
    });

    it('sends the same nonces again after an answer was lost, so the server counts each scan once', async () => {
      const { server, scanner } = setup();
      await scanner.sync();
      await scanner.check({ qrCodeData: ticket().code });
      server.loseNextAnswer = true;

      await scanner.upload();
      expect(scanner.getSnapshot()).toMatchObject({ queued: 1, online: false });
      await scanner.upload();

      const [first, again] = server.uploads;
      expect(again).toEqual(first);
      expect(server.recorded.size).toBe(1);
      expect(scanner.getSnapshot().queued).toBe(0);
    });

    it('keeps for the staff member the scans the server found used twice or not valid', async () => {
      const { server, scanner } = setup();
      await scanner.sync();
      const twice = ticket();
      await scanner.check({ qrCodeData: twice.code });
      await scanner.check({ qrCodeData: ticket().code });
      server.outcome = (scan) => (scan.qr_code_data === twice.code ? 'used-twice' : 'entered');

      await scanner.upload();

      expect(scanner.getSnapshot().problems).toEqual([
        expect.objectContaining({ outcome: 'used-twice', scannedAt: '2026-10-16T08:00:00.000Z' }),
      ]);
      await scanner.dismissProblems();
      expect(scanner.getSnapshot().problems).toEqual([]);
    });

    // A call that timed out may still have reached the server: its 'used twice' may be the
    // same visitor counted twice, and staff are told so.
    it('flags a used-twice scan that was checked after a call got no answer', async () => {
      const { server, scanner } = setup();
      await scanner.sync();
      await scanner.check({ qrCodeData: ticket().code }, { afterFailedCall: true });
      server.outcome = () => 'used-twice';

      await scanner.upload();

      expect(scanner.getSnapshot().problems).toEqual([
        expect.objectContaining({ outcome: 'used-twice', afterFailedCall: true }),
      ]);
    });

    it('sets a scan the server refuses for good aside as a problem, and sends the rest', async () => {
      const { scanner, server, storage } = setup();
      await scanner.sync();
      server.down = true;
      for (const holder of [ticket(), ticket(), ticket()]) {
        await scanner.check({ qrCodeData: holder.code });
      }
      server.down = false;
      const queue = (await storage.get<{ nonce: string }[]>(QUEUE_KEY)) ?? [];
      const nonces = queue.map((scan) => scan.nonce);
      expect(nonces).toHaveLength(3);
      // The second scan of the queue is one the server will never take.
      server.refuse.add(nonces[1] ?? '');

      await scanner.upload();

      expect(scanner.getSnapshot().queued).toBe(0);
      expect(server.uploads.flat().map((scan) => scan.nonce)).toEqual([nonces[0], nonces[2]]);
      expect(scanner.getSnapshot().problems).toEqual([
        expect.objectContaining({
          nonce: nonces[1],
          outcome: 'refused',
          message: `La scansione ${nonces[1]} è già stata ricevuta con un altro biglietto.`,
        }),
      ]);
      // Each upload says what the phone's clock read when it was sent.
      expect(server.sentAt.every((sentAt) => sentAt === '2026-10-16T08:00:00.000Z')).toBe(true);
    });

    it('refuses a ticket another tab of /validate let in meanwhile', async () => {
      const storage = memoryStorage();
      const first = setup({ storage });
      const second = setup({ storage });
      await first.scanner.sync();
      await second.scanner.sync();
      first.server.down = true;
      second.server.down = true;
      const mario = ticket();

      expect(verdictOf(await first.scanner.check({ qrCodeData: mario.code })).admitted).toBe(true);
      expect(verdictOf(await second.scanner.check({ qrCodeData: mario.code }))).toMatchObject({
        admitted: false,
        message: 'Biglietto già convalidato alle 10:00',
      });
    });

    it('sends the scans of the staff member signed in before (a change of shift strands none)', async () => {
      const storage = memoryStorage();
      const giulia = setup({ storage, staffUserId: 7 });
      await giulia.scanner.sync();
      giulia.server.down = true;
      await giulia.scanner.check({ qrCodeData: ticket().code });

      const marco = setup({ storage, staffUserId: 9 });
      await marco.scanner.load();
      expect(marco.scanner.getSnapshot().queued).toBe(1);
      await marco.scanner.upload();

      expect(marco.scanner.getSnapshot().queued).toBe(0);
      expect(marco.server.uploads).toHaveLength(1);
    });
  });
});
