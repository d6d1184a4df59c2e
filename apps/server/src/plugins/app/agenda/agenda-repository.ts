import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agendaItems, events } from '../../../db/schema/index';

export interface AgendaChange {
  eventId: number;
  starred: boolean;
  changedAt: Date;
}

export function createAgendaRepository(db: Database) {
  return {
    /** The events the user has starred, by id. */
    async starred(userId: number): Promise<number[]> {
      const rows = await db
        .select({ eventId: agendaItems.eventId })
        .from(agendaItems)
        .where(and(eq(agendaItems.userId, userId), eq(agendaItems.starred, true)))
        .orderBy(asc(agendaItems.eventId));
      return rows.map((row) => row.eventId);
    },

    /** Every agenda row of the user, stars and unstars, with the event's title and time. */
    async rowsOf(userId: number) {
      return db
        .select({
          eventId: agendaItems.eventId,
          title: events.title,
          eventDate: events.eventDate,
          eventTime: events.eventTime,
          starred: agendaItems.starred,
          changedAt: agendaItems.changedAt,
        })
        .from(agendaItems)
        .innerJoin(events, eq(events.id, agendaItems.eventId))
        .where(eq(agendaItems.userId, userId))
        .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id));
    },

    /**
     * Applies each change unless the event holds a later one (from another device), or one of
     * the same instant that starred it (a tie keeps the star): one
     * statement, the changes as one JSON parameter. Changes of events that no longer exist are
     * skipped. The event ids must be distinct.
     */
    async apply(userId: number, changes: readonly AgendaChange[]): Promise<void> {
      if (changes.length === 0) return;
      const json = JSON.stringify(
        changes.map((change) => ({
          event_id: change.eventId,
          starred: change.starred,
          changed_at: change.changedAt.toISOString(),
        })),
      );
      await db.execute(sql`
        insert into ${agendaItems} (user_id, event_id, starred, changed_at)
        select ${userId}, c.event_id, c.starred, c.changed_at
        from jsonb_to_recordset(${json}::jsonb) as c(event_id integer, starred boolean, changed_at timestamptz)
        where exists (select 1 from events e where e.id = c.event_id)
        on conflict (user_id, event_id) do update
          set starred = excluded.starred, changed_at = excluded.changed_at
          where ${agendaItems}.changed_at < excluded.changed_at
            or (${agendaItems}.changed_at = excluded.changed_at and excluded.starred and not ${agendaItems}.starred)`);
    },
  };
}
