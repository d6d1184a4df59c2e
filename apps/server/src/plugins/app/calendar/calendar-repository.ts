import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agendaItems, calendarFeeds, events } from '../../../db/schema/index';
import type { EventRow } from '../events/events-repository';

export function createCalendarRepository(db: Database) {
  return {
    async event(id: number): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row;
    },

    /** The events a user starred, in the order they happen. */
    async starredEvents(userId: number): Promise<EventRow[]> {
      const rows = await db
        .select({ event: events })
        .from(agendaItems)
        .innerJoin(events, eq(events.id, agendaItems.eventId))
        .where(and(eq(agendaItems.userId, userId), eq(agendaItems.starred, true)))
        .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id));
      return rows.map((row) => row.event);
    },

    /** The user whose feed this token (hashed) opens. */
    async feedOwner(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId;
    },

    async feedCreatedAt(userId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row?.createdAt;
    },

    /** A new token for the user's feed: the old address stops working at once. */
    async replaceFeed(userId: number, tokenHash: string): Promise<Date> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash, createdAt: new Date() },
        })
        .returning({ createdAt: calendarFeeds.createdAt });
      if (row === undefined) throw new Error(`calendar feed of user ${userId} not written`);
      return row.createdAt;
    },

    async deleteFeed(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}
