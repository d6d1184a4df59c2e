import { and, asc, eq, getTableName, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkins, matches, tickets, users, vendors } from '../../../db/schema/index';

export type EmploymentType = NonNullable<(typeof users.$inferSelect)['employmentType']>;

export interface AttendeeRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  employmentType: EmploymentType | null;
  /** Already in the fair's time zone, as the file shows it. */
  registeredAt: string;
  isVerified: boolean;
  checkinDays: number;
}

export interface CheckinRow {
  id: number;
  /** Already in the fair's time zone, as the file shows it. */
  at: string;
  day: string;
  /**
   * The visitor's account id, as the attendees' file lists it; null once they deleted their
   * account. Never the ticket's uuid: typed at the gate, that lets anyone in.
   */
  attendeeId: number | null;
  /** Null once the staff member's account was deleted. */
  staffEmail: string | null;
}

export interface DecisionGroup {
  day: string;
  vendorName: string;
  status: 'accepted' | 'rejected';
  count: number;
}

/** Formats of the files: Excel in the Italian locale reads both as dates. */
const DATE_TIME = 'DD/MM/YYYY HH24:MI:SS';
const DATE = 'DD/MM/YYYY';

/**
 * What the organisers download. Each query reads one page, in an order with a unique key, so an
 * export of a whole fair never holds the database, or PGlite's event loop, for long at once.
 */
export function createAdminReportsRepository(db: Database, timeZone: string) {
  const local = (column: typeof users.createdAt | typeof checkins.checkedInAt, format: string) =>
    sql<string>`to_char(${column} at time zone ${timeZone}, ${format})`;

  return {
    /** Visitors only (role attendee), by id. */
    attendeesAfter(afterId: number, limit: number): Promise<AttendeeRow[]> {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          companyName: users.companyName,
          employmentType: users.employmentType,
          registeredAt: local(users.createdAt, DATE_TIME),
          isVerified: users.isVerified,
          // Per row, by index: the ticket by user, its check-ins by ticket. The outer row named
          // in full: in a one-table query Drizzle leaves columns unqualified.
          checkinDays: sql<number>`(select count(*)::int from ${checkins} c
            inner join ${tickets} t on t.id = c.ticket_id
            where t.user_id = ${sql.identifier(getTableName(users))}.${sql.identifier('id')})`,
        })
        .from(users)
        .where(and(eq(users.role, 'attendee'), gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /** The fair days with check-ins, in order (YYYY-MM-DD). */
    async checkinDays(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ day: checkins.checkinDay })
        .from(checkins)
        .orderBy(asc(checkins.checkinDay));
      return rows.map((row) => row.day);
    },

    /**
     * One day's check-ins in time order, as ids: narrow rows, sorted once. Paging the full rows
     * in time order instead sorted the whole day again for every page.
     */
    async checkinIdsInTimeOrder(day: string): Promise<number[]> {
      const rows = await db
        .select({ id: checkins.id })
        .from(checkins)
        .where(eq(checkins.checkinDay, day))
        .orderBy(asc(checkins.checkedInAt), asc(checkins.id));
      return rows.map((row) => row.id);
    },

    /** These check-ins (by primary key), formatted for the file, in no particular order. */
    checkinsWithIds(ids: readonly number[]): Promise<CheckinRow[]> {
      return (
        db
          .select({
            id: checkins.id,
            at: local(checkins.checkedInAt, DATE_TIME),
            day: sql<string>`to_char(${checkins.checkinDay}, ${DATE})`,
            attendeeId: tickets.userId,
            staffEmail: users.email,
          })
          .from(checkins)
          .leftJoin(tickets, eq(tickets.id, checkins.ticketId))
          .leftJoin(users, eq(users.id, checkins.staffUserId))
          // One array parameter, not one parameter per id; the ids are integers of ours.
          .where(sql`${checkins.id} = any(${`{${ids.join(',')}}`}::int[])`)
      );
    },

    /**
     * Accepted and rejected exhibitors counted per local day, exhibitor and decision. Rows that
     * name no visitor are all alike within a group: the file repeats each group's row.
     */
    decisionGroups(): Promise<DecisionGroup[]> {
      return (
        db
          .select({
            day: sql<string>`to_char(coalesce(${matches.decidedAt}, ${matches.computedAt}) at time zone ${timeZone}, ${DATE})`,
            vendorName: vendors.name,
            status: sql<'accepted' | 'rejected'>`${matches.status}`,
            count: sql<number>`count(*)::int`,
            // Sorts the days as days, not as DD/MM/YYYY text.
            sortDay: sql<string>`(coalesce(${matches.decidedAt}, ${matches.computedAt}) at time zone ${timeZone})::date`,
          })
          .from(matches)
          .innerJoin(vendors, eq(vendors.id, matches.vendorId))
          .where(ne(matches.status, 'none'))
          // By position: a repeated expression would carry parameters of its own.
          .groupBy(sql`1`, sql`2`, sql`3`, sql`5`)
          .orderBy(sql`5`, sql`2`, sql`3`)
      );
    },
  };
}
