import { and, eq, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { checkins, tickets } from '../../../db/schema/index';

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
 * The check-in of a scan, in one statement (see checkIn). Named: PostgreSQL parses and plans it
 * once per connection instead of at every scan, which was most of its cost.
 */
const checkInQuery = new PgDialect().sqlToQuery(sql`
  with ticket as (
    select t.id, t.revoked_at is not null as revoked, u.is_verified,
           u.first_name, u.last_name, u.email
    from tickets t join users u on u.id = t.user_id
    where t.uuid = ${sql.placeholder('ticketUuid')}::uuid
      and t.user_id = ${sql.placeholder('userId')}::int
  ),
  inserted as (
    insert into checkins (ticket_id, staff_user_id, checked_in_at, checkin_day)
    -- A staff account deleted while its access token lives on leaves no dangling reference.
    select ticket.id, (select id from users where id = ${sql.placeholder('staffUserId')}::int),
           ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('day')}::date
    from ticket
    where not ticket.revoked and ticket.is_verified
      -- Only spares repeat scans the insert's work: the unique key still decides races.
      and not exists (select from checkins c
                      where c.ticket_id = ticket.id
                        and c.checkin_day = ${sql.placeholder('day')}::date)
    on conflict (ticket_id, checkin_day) do nothing
    returning checked_in_at
  )
  select ticket.id as ticket_id, ticket.revoked, ticket.is_verified,
         ticket.first_name, ticket.last_name, ticket.email,
         (select checked_in_at from inserted) as inserted_at,
         (select c.checked_in_at from checkins c
          where c.ticket_id = ticket.id and c.checkin_day = ${sql.placeholder('day')}::date)
           as first_checkin_at
  from ticket`);

export function createTicketsRepository(db: Database) {
  let checkInStatement: PgPreparedQuery<PreparedQueryConfig> | undefined;

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

    async setQrCodeData(id: number, qrCodeData: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .update(tickets)
        .set({ qrCodeData })
        .where(eq(tickets.id, id))
        .returning();
      return row;
    },

    /**
     * One statement: finds the ticket with its holder and, when it may enter, records the day's
     * first check-in. The unique (ticket_id, checkin_day) key decides, not a prior read: of any
     * number of concurrent scans exactly one inserts, the others do nothing. Undefined when no
     * ticket has this uuid and user.
     */
    async checkIn(attempt: {
      ticketUuid: string;
      userId: number;
      staffUserId: number;
      at: Date;
      day: string;
    }): Promise<CheckinAttempt | undefined> {
      checkInStatement ??= db._.session.prepareQuery(
        checkInQuery,
        undefined,
        'fiera_tickets_check_in',
        false,
      );
      const result = await checkInStatement.execute({
        ticketUuid: attempt.ticketUuid,
        userId: attempt.userId,
        staffUserId: attempt.staffUserId,
        at: attempt.at.toISOString(),
        day: attempt.day,
      });
      const [row] = rowsOf<CheckinAttemptRow>(result);
      if (row === undefined) return undefined;
      let earlier = toDate(row.first_checkin_at);
      const insertedAt = toDate(row.inserted_at);
      if (insertedAt === null && earlier === null && !row.revoked && row.is_verified) {
        // A concurrent scan inserted the row after this statement's snapshot was taken: the
        // insert waited for it and gave way, but the select cannot see it. A new statement can.
        earlier = await firstCheckinAt(row.ticket_id, attempt.day);
      }
      return {
        revoked: row.revoked,
        isVerified: row.is_verified,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        insertedAt,
        firstCheckinAt: earlier,
      };
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
  };
}
