import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { readOrCreateTicketKey, readRetiredTicketKeys } from './ticket-key-files';
import { fairClockTime, fairDay, fairHour } from './fair-time';
import { createTicketTokens, type TicketClaims, type TicketPublicJwk } from './ticket-tokens';
import {
  createTicketsRepository,
  type CheckinAttempt,
  PENDING_OFFLINE_SCAN,
  type OfflineScanRow,
  type TicketRow,
} from './tickets-repository';

declare module 'fastify' {
  interface FastifyInstance {
    ticketsService: TicketsService;
  }
}

export interface IssuedTicket {
  ticket: TicketRow;
  /** False when the user already had a ticket: nothing was created. */
  created: boolean;
}

export interface Validation {
  valid: boolean;
  /** Italian, for the staff member at the gate. */
  message: string;
  /** Null unless the code carries our signature: unsigned data is not echoed back. */
  ticketUuid: string | null;
  userId: number | null;
  /** On a repeat scan: when the holder first entered today. */
  firstCheckinAt: Date | null;
}

export interface OfflineScan {
  nonce: string;
  qrCodeData: string;
  scannedAt: Date;
}

export type OfflineOutcome = 'entered' | 'used-twice' | 'refused';

export interface OfflineScanResult {
  nonce: string;
  outcome: OfflineOutcome;
  message: string;
  ticketUuid: string | null;
  scannedAt: Date;
  repeated: boolean;
}

/** What the gate did, seen afterwards: a refusal with an earlier entry is a ticket used twice. */
function offlineOutcome(validation: Validation): OfflineOutcome {
  if (validation.valid) return 'entered';
  return validation.firstCheckinAt === null ? 'refused' : 'used-twice';
}

export interface TicketsService {
  /**
   * The user's ticket, created on first call. `db` lets a caller's transaction include it.
   * THE place that decides what the QR encodes.
   */
  issueTicket(userId: number, db?: Database): Promise<IssuedTicket>;
  /** Checks a scanned code and records the holder's first check-in of the day. */
  validate(qrCodeData: string, staffUserId: number, now?: Date): Promise<Validation>;
  /**
   * The manual fallback: the ticket id the holder reads under their QR code, typed by staff.
   * Then the same check-in as `validate`, with the same verdicts.
   */
  validateTicketId(ticketId: string, staffUserId: number, now?: Date): Promise<Validation>;
  /**
   * The scans a phone made without network, checked as `validate` checks a scan, at the scan's
   * time. Each nonce counts once: one sent again answers as the first time (`repeated`).
   */
  uploadOfflineScans(
    scans: readonly OfflineScan[],
    staffUserId: number,
    /** The device's clock when it sent them: their times are corrected by its error. */
    device: { deviceSentAt: Date | null },
    now?: Date,
  ): Promise<OfflineScanResult[]>;
  /** Tickets no longer valid after `since` (a scanner's copy), a page at a time. */
  revocations(since: number): Promise<{
    items: { ticketUuid: string; revokedAt: Date }[];
    nextSince: number;
    more: boolean;
  }>;
  checkinStats(now?: Date): Promise<{ today: number; total: number }>;
  /** The organisers' view of the gate: today's first entries by local hour and by staff. */
  gateDashboard(now?: Date): Promise<GateDashboard>;
  /** The key that signs now. */
  readonly publicKeyJwk: TicketPublicJwk;
  /** Every key a valid ticket may be signed with, the current one first. */
  readonly publicKeys: readonly TicketPublicJwk[];
}

export interface GateDashboard {
  /** Today in the fair's time zone, YYYY-MM-DD. */
  day: string;
  today: number;
  total: number;
  reentry: 'deny' | 'allow';
  /** Only hours with entries, in order. */
  perHour: { hour: number; count: number }[];
  /** Most first; a deleted staff account has null id and name. */
  perStaff: { staffId: number | null; name: string | null; count: number }[];
  /** Today's scans that arrived from phones without network, and what became of them. */
  offline: {
    received: number;
    /** Tickets that went in although they had entered today, or were no valid ticket. */
    problems: { outcome: 'used-twice' | 'refused'; message: string; scannedAt: Date }[];
  };
}

export const ticketMessages = {
  malformed: 'QR code non riconosciuto: non è un biglietto della fiera.',
  /** A queued scan dated before the scanner could have made it (its clock was wrong). */
  implausibleScanTime:
    "Scansione non registrata: l'ora del dispositivo non è valida (controlla data e ora del telefono).",
  /** What a queued entry keeps: the holder's name stays out of the records. */
  entered: 'Ingresso registrato.',
  scanBeingRecorded:
    'Queste scansioni sono in registrazione da un altro invio: riprova tra qualche secondo.',
  /** One nonce sent with another scan than the one it named first. */
  reusedNonce: (nonce: string) =>
    `La scansione ${nonce} è già stata ricevuta con un altro biglietto: ogni scansione ha il suo identificativo.`,
  forged: 'Biglietto contraffatto o alterato: la firma non è valida.',
  unknown: 'Biglietto sconosciuto: non risulta emesso o è stato cancellato.',
  /** A typed ticket id that matches no ticket: most likely a typing mistake. */
  notFound: 'Biglietto non trovato: controlla il codice.',
  revoked: 'Biglietto revocato.',
  unverified: "Biglietto non attivo: l'account non ha ancora verificato l'email.",
  welcome: (name: string) => `Benvenuto, ${name}`,
  alreadyValidated: (time: string) => `Biglietto già convalidato alle ${time}`,
  welcomeBack: (name: string, time: string) => `Bentornato, ${name}: primo ingresso alle ${time}`,
} as const;

function holderName(holder: Pick<CheckinAttempt, 'firstName' | 'lastName' | 'email'>): string {
  const name = [holder.firstName, holder.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? holder.email : name;
}

const HOUR_MS = 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** No ticket to speak of: nothing about it is echoed back. */
function refusal(message: string): Validation {
  return { valid: false, message, ticketUuid: null, userId: null, firstCheckinAt: null };
}

/**
 * A typed ticket id as the database stores it: lower case, without the `urn:uuid:` prefix that
 * the contract's uuid format also admits.
 */
function normalisedTicketId(ticketId: string): string | null {
  const id = ticketId
    .trim()
    .toLowerCase()
    .replace(/^urn:uuid:/, '');
  // The route's schema checked it already; the database must never see a non-uuid here.
  return UUID.test(id) ? id : null;
}

const REVOCATIONS_PER_PAGE = 5000;
/** How long an upload waits for a scan that another upload is checking (a check takes ms). */
const PENDING_SCAN_WAIT_MS = 5_000;
const PENDING_SCAN_POLL_MS = 25;
/** A claim this old was left by an instance that stopped mid-check: another may take it over. */
const ABANDONED_CLAIM_MS = 60_000;
/** Longer than any transaction that deletes an account takes. */
const REVOCATION_SETTLE_SECONDS = 10;

/** How far back a queued scan may be: a scanner offline for a whole fair, not a reset clock. */
const OFFLINE_SCAN_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A scan made in the last two weeks or since the eve of the fair's first day (an upload after
 * the fair ended); a clock reset to 1970, or a time that is no instant, is not one.
 */
function plausibleScanTime(scannedAt: Date, now: Date, fairDays: readonly string[]): boolean {
  const time = scannedAt.getTime();
  if (!Number.isFinite(time)) return false;
  const [firstDay] = [...fairDays].sort();
  const fairStart =
    firstDay === undefined ? Infinity : Date.parse(`${firstDay}T00:00:00Z`) - DAY_MS;
  return time >= Math.min(now.getTime() - OFFLINE_SCAN_MAX_AGE_MS, fairStart);
}

/**
 * A nonce names one scan: sent again (a retried upload, perhaps by the next staff member signed
 * in on that phone) it must be a scan of the same ticket. Another scan under a used nonce (a
 * buggy or hostile client)
 * would otherwise get the first scan's answer and be lost without a word: the whole upload is
 * refused before anything is recorded, naming the nonce.
 */
function refuseReusedNonces(
  scans: readonly OfflineScan[],
  known: ReadonlyMap<string, OfflineScanRow>,
  ticketOf: (code: string) => string | null,
): void {
  const inThisUpload = new Map<string, { ticketUuid: string | null; scannedAt: number }>();
  for (const scan of scans) {
    const ticketUuid = ticketOf(scan.qrCodeData);
    const earlier = known.get(scan.nonce);
    const before = inThisUpload.get(scan.nonce);
    const reused =
      (earlier !== undefined && earlier.ticketUuid !== ticketUuid) ||
      (before !== undefined &&
        (before.ticketUuid !== ticketUuid ||
          !Object.is(before.scannedAt, scan.scannedAt.getTime())));
    if (reused) throw new AppError(422, ticketMessages.reusedNonce(scan.nonce));
    inThisUpload.set(scan.nonce, { ticketUuid, scannedAt: scan.scannedAt.getTime() });
  }
}

function offlineResult(row: OfflineScanRow, repeated: boolean): OfflineScanResult {
  return {
    nonce: row.nonce,
    outcome: row.outcome as OfflineOutcome,
    message: row.message,
    ticketUuid: row.ticketUuid,
    scannedAt: row.scannedAt,
    repeated,
  };
}

/** The answer about a correctly signed code (a module function: the gate's busiest path). */
function verdict(
  claims: TicketClaims,
  valid: boolean,
  message: string,
  firstCheckinAt: Date | null = null,
): Validation {
  return { valid, message, ticketUuid: claims.ticketUuid, userId: claims.userId, firstCheckinAt };
}

async function ticketsPlugin(fastify: FastifyInstance) {
  const { config } = fastify;
  const tokens = createTicketTokens(
    config.ticketPrivateKeyPem ?? readOrCreateTicketKey(config.dataDir),
    [...config.ticketPreviousKeysPem, ...readRetiredTicketKeys(config.dataDir)],
  );

  // Scans and counts use the app's database; issueTicket may run in a caller's transaction.
  const repository = createTicketsRepository(fastify.db);

  /**
   * The answer of a scan another upload claimed: waited for while it is being checked. Null when
   * this caller took over a claim abandoned by an instance that stopped mid-check.
   */
  async function settledOfflineScan(nonce: string, now: Date): Promise<OfflineScanRow | null> {
    for (let waited = 0; waited <= PENDING_SCAN_WAIT_MS; waited += PENDING_SCAN_POLL_MS) {
      const row = await repository.offlineScan(nonce);
      if (row !== undefined && row.outcome !== PENDING_OFFLINE_SCAN) return row;
      await setTimeout(PENDING_SCAN_POLL_MS);
    }
    const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_MS);
    if (await repository.reclaimOfflineScan(nonce, abandonedBefore, now)) return null;
    throw new AppError(409, ticketMessages.scanBeingRecorded, { headers: { 'retry-after': '5' } });
  }

  const service: TicketsService = {
    async issueTicket(userId, db = fastify.db) {
      const tickets = createTicketsRepository(db);
      const ticketUuid = randomUUID();
      const created = await tickets.insertIfAbsent({
        uuid: ticketUuid,
        userId,
        qrCodeData: tokens.sign({ ticketUuid, userId }),
      });
      if (created !== undefined) return { ticket: created, created: true };
      const existing = await tickets.findByUserId(userId);
      if (existing === undefined)
        throw new Error(`ticket of user ${userId} neither created nor found`);
      // Tickets from before signing (or from another key) are re-signed: same ticket, new QR.
      const qrCodeData = tokens.sign({ ticketUuid: existing.uuid, userId });
      if (existing.qrCodeData === qrCodeData) return { ticket: existing, created: false };
      const resigned = await tickets.setQrCodeData(existing.id, qrCodeData);
      return { ticket: resigned ?? existing, created: false };
    },

    async validate(qrCodeData, staffUserId, now = new Date()) {
      // The signature is checked before any query: forged codes cost the database nothing.
      const check = tokens.check(qrCodeData.trim());
      if (!check.ok) {
        return refusal(
          check.reason === 'malformed' ? ticketMessages.malformed : ticketMessages.forged,
        );
      }
      return checkIn(check.claims, staffUserId, now);
    },

    async validateTicketId(ticketId, staffUserId, now = new Date()) {
      const id = normalisedTicketId(ticketId);
      const ticket = id === null ? undefined : await repository.findByUuid(id);
      if (ticket === undefined) return refusal(ticketMessages.notFound);
      // From here on, exactly what a scan of this ticket's QR code does.
      return checkIn({ ticketUuid: ticket.uuid, userId: ticket.userId }, staffUserId, now);
    },

    async uploadOfflineScans(scans, staffUserId, { deviceSentAt }, now = new Date()) {
      const { days } = await fastify.fairConfigService.current();
      const plausible = (scannedAt: Date) => plausibleScanTime(scannedAt, now, days);
      const known = await repository.offlineScansByNonce(scans.map((scan) => scan.nonce));
      const sentAt = deviceSentAt?.getTime() ?? Number.NaN;
      const clockError = Number.isFinite(sentAt) ? now.getTime() - sentAt : 0;
      const ticketOf = (code: string) => {
        const check = tokens.check(code.trim());
        return check.ok ? check.claims.ticketUuid : null;
      };
      refuseReusedNonces(scans, known, ticketOf);
      const results: OfflineScanResult[] = [];
      // One after the other, in the order scanned: two scans of one ticket in the queue are a
      // first entry and a second, as they were at the gate.
      for (const scan of scans) {
        const earlier = known.get(scan.nonce);
        if (earlier !== undefined && earlier.outcome !== PENDING_OFFLINE_SCAN) {
          results.push(offlineResult(earlier, true));
          continue;
        }
        // The device's clock error, measured at sending, applies to its scan times too (a phone
        // a day behind would otherwise record today's entries yesterday, dodging the re-entry
        // rule). A device clock still ahead of the server's is not trusted beyond the arrival;
        // one far behind (reset to 1970, a typed date) is refused, not recorded.
        const corrected = new Date(scan.scannedAt.getTime() + clockError);
        const clamped = corrected > now ? now : corrected;
        const scannedAt = plausible(clamped) ? clamped : now;
        const claim = await repository.claimOfflineScan({
          nonce: scan.nonce,
          staffUserId,
          // Known before the check, so an upload repeated meanwhile is matched against it.
          ticketUuid: ticketOf(scan.qrCodeData),
          scannedAt,
          receivedAt: now,
          scanDay: fairDay(scannedAt),
        });
        if (!claim.claimed) {
          const settled = await settledOfflineScan(scan.nonce, now);
          if (settled !== null) {
            known.set(scan.nonce, settled);
            results.push(offlineResult(settled, true));
            continue;
          }
        }
        const validation = plausible(clamped)
          ? await service.validate(scan.qrCodeData, staffUserId, scannedAt)
          : refusal(ticketMessages.implausibleScanTime);
        const row = await repository.settleOfflineScan(scan.nonce, {
          // A refusal before the ticket was looked at (a wrong clock) still names the signed
          // ticket: the same scan sent again is then recognised, and the dashboard says whose.
          ticketUuid: validation.ticketUuid ?? ticketOf(scan.qrCodeData),
          scannedAt,
          scanDay: fairDay(scannedAt),
          outcome: offlineOutcome(validation),
          // Kept without the holder's name: an account deleted later leaves no name here.
          message: validation.valid ? ticketMessages.entered : validation.message,
        });
        known.set(scan.nonce, row);
        // The first answer greets the holder by name, as the gate did.
        results.push({ ...offlineResult(row, false), message: validation.message });
      }
      return results;
    },

    async revocations(since) {
      const rows = await repository.revocationsAfter(
        since,
        REVOCATIONS_PER_PAGE + 1,
        REVOCATION_SETTLE_SECONDS,
      );
      const page = rows.slice(0, REVOCATIONS_PER_PAGE);
      return {
        items: page.map(({ ticketUuid, revokedAt }) => ({ ticketUuid, revokedAt })),
        nextSince: page.at(-1)?.id ?? since,
        more: rows.length > REVOCATIONS_PER_PAGE,
      };
    },

    checkinStats(now = new Date()) {
      return repository.countCheckins(fairDay(now));
    },

    async gateDashboard(now = new Date()) {
      const day = fairDay(now);
      // One after the other: a poll holds one connection, not two, while the gate scans. The
      // total is read last, so that it never counts fewer entries than today does.
      const rows = await repository.checkinsPerHourAndStaff(day);
      const offline = await repository.offlineScansOf(day);
      const total = await repository.countAllCheckins();
      const perHour = new Map<number, number>();
      const perStaff = new Map<number | null, number>();
      for (const row of rows) {
        // Whole-hour offsets: each UTC hour is one hour of the fair's clock (two UTC hours
        // are the same local hour on the night the clocks go back).
        const hour = fairHour(new Date(row.utcHour * HOUR_MS));
        perHour.set(hour, (perHour.get(hour) ?? 0) + row.count);
        perStaff.set(row.staffUserId, (perStaff.get(row.staffUserId) ?? 0) + row.count);
      }
      const staffIds = [...perStaff.keys()].filter((id) => id !== null);
      const names = new Map(
        (await repository.staffNames(staffIds)).map((staff) => [staff.id, holderName(staff)]),
      );
      // A staff account deleted since (its id may still be in the rows read above) is no one.
      const byStaff = new Map<number | null, number>();
      for (const [id, count] of perStaff) {
        const known = id !== null && names.has(id) ? id : null;
        byStaff.set(known, (byStaff.get(known) ?? 0) + count);
      }
      return {
        day,
        today: rows.reduce((sum, row) => sum + row.count, 0),
        total,
        reentry: config.ticketReentry,
        offline: {
          received: offline.received,
          problems: offline.problems.map((row) => ({
            outcome: row.outcome as 'used-twice' | 'refused',
            message: row.message,
            scannedAt: row.scannedAt,
          })),
        },
        perHour: [...perHour]
          .map(([hour, count]) => ({ hour, count }))
          .sort((a, b) => a.hour - b.hour),
        perStaff: [...byStaff]
          .map(([staffId, count]) => ({
            staffId,
            name: staffId === null ? null : (names.get(staffId) ?? null),
            count,
          }))
          .sort(
            (a, b) =>
              b.count - a.count ||
              Number(a.staffId === null) - Number(b.staffId === null) ||
              (a.staffId ?? 0) - (b.staffId ?? 0),
          ),
      };
    },

    publicKeyJwk: tokens.publicKeyJwk,
    publicKeys: tokens.publicKeys,
  };

  /**
   * Records the holder's first check-in of the day and gives the verdict: the one path of a
   * scanned code and a typed ticket id alike.
   */
  async function checkIn(
    claims: TicketClaims,
    staffUserId: number,
    now: Date,
  ): Promise<Validation> {
    const holder = await repository.checkIn({
      ticketUuid: claims.ticketUuid,
      userId: claims.userId,
      staffUserId,
      at: now,
      day: fairDay(now),
    });
    if (holder === undefined) return verdict(claims, false, ticketMessages.unknown);
    if (holder.revoked) return verdict(claims, false, ticketMessages.revoked);
    if (!holder.isVerified) return verdict(claims, false, ticketMessages.unverified);
    if (holder.insertedAt !== null) {
      return verdict(claims, true, ticketMessages.welcome(holderName(holder)));
    }
    if (holder.firstCheckinAt === null) {
      throw new Error(`ticket ${claims.ticketUuid}: no check-in inserted nor found`);
    }
    const time = fairClockTime(holder.firstCheckinAt);
    return config.ticketReentry === 'allow'
      ? verdict(
          claims,
          true,
          ticketMessages.welcomeBack(holderName(holder), time),
          holder.firstCheckinAt,
        )
      : verdict(claims, false, ticketMessages.alreadyValidated(time), holder.firstCheckinAt);
  }

  fastify.decorate('ticketsService', service);
}

export default fp(ticketsPlugin, { name: 'tickets', dependencies: ['db'] });
