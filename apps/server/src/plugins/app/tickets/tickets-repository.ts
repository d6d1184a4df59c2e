import { and, asc, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  checkins,
  offlineScans,
  ticketRevocations,
  tickets,
  users,
} from '../../../db/schema/index';

export type TicketRow = typeof tickets.$inferSelect;

/** What a scan finds: the ticket's holder and this day's first check-in, if any. */
export interface CheckinAttempt {
  revoked: boolean;
  isVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Set when this call recorded the day's first check-in. */
  insertedAt: Date | null;
  /** The day's first check-in when it was already there. */
  firstCheckinAt: Date | null;
}

interface CheckinAttemptRow {
  ord: number | string;
  ticket_id: number;
  revoked: boolean;
  is_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  email: string;
  inserted_at: Date | string | null;
  first_checkin_at: Date | string | null;
}

// Both drivers answer raw statements with `{ rows }`; Drizzle types that answer as unknown.
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * The check-ins of a batch of scans, in one statement (see checkIn). Named: PostgreSQL parses
 * and plans it once per connection instead of at every batch.
 */
const checkInBatchQuery = new PgDialect().sqlToQuery(sql`
  with scans as (
    select * from unnest(
      ${sql.placeholder('ticketUuids')}::uuid[], ${sql.placeholder('userIds')}::int[],
      ${sql.placeholder('staffUserIds')}::int[], ${sql.placeholder('ats')}::timestamptz[],
      ${sql.placeholder('days')}::date[]
    ) with ordinality as s(ticket_uuid, user_id, staff_user_id, at, day, ord)
  ),
  found as (
    select s.ord, s.staff_user_id, s.at, s.day, t.id as ticket_id, t.revoked, u.is_verified,
           u.first_name, u.last_name, u.email, c.checked_in_at as earlier_at
    from scans s
    -- Lateral and fenced (offset 0), each lookup is an index probe per scan. Joined plainly, the
    -- planner guesses 10 scans of unknown ids and reads all the users of a fair of a thousand.
    cross join lateral (select id, user_id, revoked_at is not null as revoked from tickets
                        where uuid = s.ticket_uuid and user_id = s.user_id offset 0) t
    cross join lateral (select is_verified, first_name, last_name, email from users
                        where id = t.user_id offset 0) u
    left join lateral (select checked_in_at from checkins
                       where ticket_id = t.id and checkin_day = s.day offset 0) c on true
  ),
  admissible as (
    -- The batch's first scan of a ticket on a day; later ones in the same batch are repeats.
    select distinct on (ticket_id, day) ord, ticket_id, staff_user_id, at, day
    from found
    -- Only spares repeat scans the insert's work: the unique key still decides races.
    where not revoked and is_verified and earlier_at is null
    order by ticket_id, day, ord
  ),
  inserted as (
    insert into checkins (ticket_id, staff_user_id, checked_in_at, checkin_day)
    -- A staff account deleted while its access token lives on leaves no dangling reference.
    select a.ticket_id, (select id from users where id = a.staff_user_id), a.at, a.day
    from admissible a
    -- One order for every batch: two batches waiting on each other's rows cannot deadlock.
    order by a.ticket_id, a.day
    on conflict (ticket_id, checkin_day) do nothing
    returning ticket_id, checkin_day, checked_in_at
  )
  select f.ord, f.ticket_id, f.revoked, f.is_verified, f.first_name, f.last_name, f.email,
         case when a.ord = f.ord then i.checked_in_at end as inserted_at,
         -- Rows this very statement inserted are not in its snapshot of checkins.
         coalesce(f.earlier_at, i.checked_in_at) as first_checkin_at
  from found f
  left join inserted i on i.ticket_id = f.ticket_id and i.checkin_day = f.day
  left join admissible a on a.ticket_id = f.ticket_id and a.day = f.day`);

/** Scans waiting for the same database round trip: at a busy gate, most arrive together. */
const MAX_BATCH = 200;
/**
 * Batches in the database at once. While they run, new scans wait and leave together in the
 * next one: fewer, larger statements (the per-statement work dominated a scan's cost). Two, so
 * that one slow commit does not hold up the gate. Measured 1, 2, 4: 2 gave the most scans/s.
 */
const MAX_RUNNING_BATCHES = 2;

/**
 * A PostgreSQL array literal of values that never need quoting: uuids, integers, ISO timestamps
 * and dates, all made by this server. The driver would quote and escape each element itself.
 */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

/** The dashboard lists the latest problems: a screenful, the rest is in the exports. */
const OFFLINE_PROBLEMS_SHOWN = 50;

export type OfflineScanRow = typeof offlineScans.$inferSelect;
export type NewOfflineScan = typeof offlineScans.$inferInsert & { nonce: string };
/** The outcome of a claimed offline scan still being checked. */
export const PENDING_OFFLINE_SCAN = 'pending';

export interface CheckinScan {
  ticketUuid: string;
  userId: number;
  staffUserId: number;
  at: Date;
  day: string;
}

export function createTicketsRepository(db: Database) {
  let checkInStatement: PgPreparedQuery<PreparedQueryConfig> | undefined;
  let waiting: {
    scan: CheckinScan;
    resolve: (attempt: CheckinAttempt | undefined) => void;
    reject: (error: unknown) => void;
  }[] = [];

  let running = 0;
  let flushScheduled = false;

  function scheduleFlush() {
    if (flushScheduled || running >= MAX_RUNNING_BATCHES || waiting.length === 0) return;
    flushScheduled = true;
    setImmediate(flush);
  }

  // Runs once the current turn of the event loop has read every request that had arrived.
  function flush() {
    flushScheduled = false;
    const part = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(part.length);
    running += 1;
    checkInAll(part.map((entry) => entry.scan))
      .then(
        (attempts) => part.forEach((entry, index) => entry.resolve(attempts[index])),
        (error: unknown) => part.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        running -= 1;
        scheduleFlush();
      });
    scheduleFlush();
  }

  async function checkInAll(scans: CheckinScan[]): Promise<(CheckinAttempt | undefined)[]> {
    checkInStatement ??= db._.session.prepareQuery(
      checkInBatchQuery,
      undefined,
      'fiera_tickets_check_in_batch',
      false,
    );
    const result = await checkInStatement.execute({
      ticketUuids: arrayLiteral(scans.map((scan) => scan.ticketUuid)),
      userIds: arrayLiteral(scans.map((scan) => scan.userId)),
      staffUserIds: arrayLiteral(scans.map((scan) => scan.staffUserId)),
      ats: arrayLiteral(scans.map((scan) => scan.at.toISOString())),
      days: arrayLiteral(scans.map((scan) => scan.day)),
    });
    const attempts: (CheckinAttempt | undefined)[] = scans.map(() => undefined);
    for (const row of rowsOf<CheckinAttemptRow>(result)) {
      const index = Number(row.ord) - 1;
      const scan = scans[index];
      if (scan === undefined) continue;
      let earlier = toDate(row.first_checkin_at);
      const insertedAt = toDate(row.inserted_at);
      if (insertedAt === null && earlier === null && !row.revoked && row.is_verified) {
        // A concurrent scan inserted the row after this statement's snapshot was taken: the
        // insert waited for it and gave way, but the select cannot see it. A new statement can.
        earlier = await firstCheckinAt(row.ticket_id, scan.day);
      }
      attempts[index] = {
        revoked: row.revoked,
        isVerified: row.is_verified,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        insertedAt,
        firstCheckinAt: earlier,
      };
    }
    return attempts;
  }

  async function firstCheckinAt(ticketId: number, day: string): Promise<Date | null> {
    const [row] = await db
      .select({ checkedInAt: checkins.checkedInAt })
      .from(checkins)
      .where(and(eq(checkins.ticketId, ticketId), eq(checkins.checkinDay, day)));
    return row?.checkedInAt ?? null;
  }

  return {
    /**
     * Inserts the user's ticket unless they have one (unique user_id): a second verification,
     * even a concurrent one, leaves the first ticket alone. Returns the row only when inserted.
     */
    async insertIfAbsent(ticket: {
      uuid: string;
      userId: number;
      qrCodeData: string;
    }): Promise<TicketRow | undefined> {
      const [row] = await db
        .insert(tickets)
        .values(ticket)
        .onConflictDoNothing({ target: tickets.userId })
        .returning();
      return row;
    },

    async findByUserId(userId: number): Promise<TicketRow | undefined> {
      const [row] = await db.select().from(tickets).where(eq(tickets.userId, userId));
      return row;
    },

    /**
     * The ticket with this uuid (lower case, as stored), for a ticket id typed by staff. Only
     * what the check-in needs: its uuid and its holder.
     */
    async findByUuid(uuid: string): Promise<{ uuid: string; userId: number } | undefined> {
      const [row] = await db
        .select({ uuid: tickets.uuid, userId: tickets.userId })
        .from(tickets)
        .where(eq(tickets.uuid, uuid));
      return row;
    },

    async setQrCodeData(id: number, qrCodeData: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .update(tickets)
        .set({ qrCodeData })
        .where(eq(tickets.id, id))
        .returning();
      return row;
    },

    /**
     * Finds the ticket with its holder and, when it may enter, records the day's first
     * check-in. The unique (ticket_id, checkin_day) key decides, not a prior read: of any
     * number of concurrent scans exactly one inserts, the others do nothing. Undefined when no
     * ticket has this uuid and user. Scans arriving together share one statement (checkInAll).
     */
    checkIn(scan: CheckinScan): Promise<CheckinAttempt | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ scan, resolve, reject });
        scheduleFlush();
      });
    },

    /** The scans of these nonces that have arrived before, by nonce. */
    async offlineScansByNonce(nonces: readonly string[]): Promise<Map<string, OfflineScanRow>> {
      if (nonces.length === 0) return new Map();
      const rows = await db
        .select()
        .from(offlineScans)
        .where(inArray(offlineScans.nonce, [...nonces]));
      return new Map(rows.map((row) => [row.nonce, row]));
    },

    /**
     * Claims an arrived offline scan's nonce before it is checked, so that of two uploads of one
     * queue at the same moment only one checks the scan (the other would see the first's
     * check-in and call the entry a ticket used twice). Not claimed: the row already there,
     * settled or still being checked (`pending`).
     */
    async claimOfflineScan(
      scan: Omit<NewOfflineScan, 'outcome' | 'message'>,
    ): Promise<{ row: OfflineScanRow; claimed: boolean }> {
      const [inserted] = await db
        .insert(offlineScans)
        .values({ ...scan, outcome: PENDING_OFFLINE_SCAN, message: '' })
        .onConflictDoNothing()
        .returning();
      if (inserted !== undefined) return { row: inserted, claimed: true };
      const [kept] = await db.select().from(offlineScans).where(eq(offlineScans.nonce, scan.nonce));
      if (kept === undefined)
        throw new Error(`offline scan ${scan.nonce} neither recorded nor found`);
      return { row: kept, claimed: false };
    },

    async offlineScan(nonce: string): Promise<OfflineScanRow | undefined> {
      const [row] = await db.select().from(offlineScans).where(eq(offlineScans.nonce, nonce));
      return row;
    },

    /**
     * Takes over a claim left pending since before `claimedBefore` (its instance died while
     * checking it): true when this caller now holds it.
     */
    async reclaimOfflineScan(nonce: string, claimedBefore: Date, now: Date): Promise<boolean> {
      const taken = await db
        .update(offlineScans)
        .set({ receivedAt: now })
        .where(
          and(
            eq(offlineScans.nonce, nonce),
            eq(offlineScans.outcome, PENDING_OFFLINE_SCAN),
            lt(offlineScans.receivedAt, claimedBefore),
          ),
        )
        .returning({ nonce: offlineScans.nonce });
      return taken.length > 0;
    },

    /** What the check of a claimed scan found. */
    async settleOfflineScan(
      nonce: string,
      settled: Pick<NewOfflineScan, 'ticketUuid' | 'scannedAt' | 'scanDay' | 'outcome' | 'message'>,
    ): Promise<OfflineScanRow> {
      const [row] = await db
        .update(offlineScans)
        .set(settled)
        .where(eq(offlineScans.nonce, nonce))
        .returning();
      if (row === undefined) throw new Error(`offline scan ${nonce} vanished while checked`);
      return row;
    },

    /**
     * Revocations after `since`, oldest first, settled for `settleSeconds` (see the contract:
     * an id taken by a transaction still open must not be skipped by a later `since`).
     */
    async revocationsAfter(since: number, limit: number, settleSeconds: number) {
      return db
        .select({
          id: ticketRevocations.id,
          ticketUuid: ticketRevocations.ticketUuid,
          revokedAt: ticketRevocations.revokedAt,
        })
        .from(ticketRevocations)
        .where(
          and(
            gt(ticketRevocations.id, since),
            lt(ticketRevocations.revokedAt, sql`now() - make_interval(secs => ${settleSeconds})`),
          ),
        )
        .orderBy(asc(ticketRevocations.id))
        .limit(limit);
    },

    /**
     * How many offline scans of `day` arrived, and the latest of those that were no clean
     * entry (a ticket used twice, a code that was no valid ticket), newest first.
     */
    async offlineScansOf(day: string): Promise<{ received: number; problems: OfflineScanRow[] }> {
      const [counted] = await db
        .select({ received: sql<number>`count(*)`.mapWith(Number) })
        .from(offlineScans)
        .where(eq(offlineScans.scanDay, day));
      const problems = await db
        .select()
        .from(offlineScans)
        .where(
          and(
            eq(offlineScans.scanDay, day),
            notInArray(offlineScans.outcome, ['entered', PENDING_OFFLINE_SCAN]),
          ),
        )
        .orderBy(desc(offlineScans.scannedAt))
        .limit(OFFLINE_PROBLEMS_SHOWN);
      return { received: counted?.received ?? 0, problems };
    },

    /** First check-ins of `day` and of every day, anonymised ones included. */
    async countCheckins(day: string): Promise<{ today: number; total: number }> {
      const [row] = await db
        .select({
          today: sql<number>`(count(*) filter (where ${checkins.checkinDay} = ${day}))::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(checkins);
      return { today: row?.today ?? 0, total: row?.total ?? 0 };
    },

    /** Every check-in recorded, anonymised ones included. */
    async countAllCheckins(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(checkins);
      return row?.total ?? 0;
    },

    /**
     * First check-ins of `day` per hour (as hours since 1970, UTC) and staff member: one pass
     * over the day's rows by its index. Truncating an instant is cheap; converting each row to
     * the fair's clock cost twice as much (the caller maps a few hours instead).
     */
    async checkinsPerHourAndStaff(
      day: string,
    ): Promise<{ utcHour: number; staffUserId: number | null; count: number }[]> {
      const perHour = db
        .select({
          // UTC whatever the session's time zone: the fair's offsets are whole hours.
          start: sql<unknown>`date_trunc('hour', ${checkins.checkedInAt}, 'UTC')`.as('start'),
          staffUserId: checkins.staffUserId,
          count: sql<number>`count(*)::int`.as('count'),
        })
        .from(checkins)
        .where(eq(checkins.checkinDay, day))
        .groupBy(sql`1`, sql`2`)
        .as('per_hour');
      return db
        .select({
          utcHour: sql<number>`(extract(epoch from ${perHour.start}) / 3600)::int`,
          staffUserId: perHour.staffUserId,
          count: perHour.count,
        })
        .from(perHour);
    },

    /** Names of staff members by id; deleted accounts are left out. */
    async staffNames(
      ids: number[],
    ): Promise<{ id: number; firstName: string | null; lastName: string | null; email: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}
