import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  excluded,
  literal,
  textArrayLiteral,
  upsertCounts,
  wasInserted,
  type UpsertCounts,
} from '../../../db/literals';
import { events } from '../../../db/schema/index';

export type EventRow = typeof events.$inferSelect;

/** Every field of an event but title, date and time (the natural key). */
export const EVENT_DATA_KEYS = ['speaker', 'companyName', 'topic', 'location', 'tags'] as const;
export type EventDataKey = (typeof EVENT_DATA_KEYS)[number];
export type EventFields = Pick<EventRow, 'title' | 'eventDate' | 'eventTime' | EventDataKey>;

export function createEventsRepository(db: Database) {
  return {
    listByDateAndTime(): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id));
    },

    /**
     * Inserts the events, or updates `updateKeys` of those with the same title, date and time,
     * in ONE statement without parameters (see the vendors' upsertByName). The keys must be
     * distinct.
     */
    async upsertByTitleAndTime(
      rows: readonly EventFields[],
      updateKeys: readonly EventDataKey[] = EVENT_DATA_KEYS,
    ): Promise<UpsertCounts> {
      if (rows.length === 0) return upsertCounts(0, []);
      const target = [events.title, events.eventDate, events.eventTime];
      const insert = db.insert(events).values(
        rows.map((row) => ({
          title: literal(row.title),
          eventDate: literal(row.eventDate),
          eventTime: literal(row.eventTime),
          speaker: literal(row.speaker),
          companyName: literal(row.companyName),
          topic: literal(row.topic),
          location: literal(row.location),
          tags: textArrayLiteral(row.tags),
        })),
      );
      const changed =
        updateKeys.length === 0
          ? await insert.onConflictDoNothing({ target }).returning({ inserted: wasInserted })
          : await insert
              .onConflictDoUpdate({
                target,
                set: Object.fromEntries(updateKeys.map((key) => [key, excluded(key)])),
                setWhere: sql`(${sql.join(
                  updateKeys.map((key) => events[key]),
                  sql`, `,
                )}) is distinct from (${sql.join(updateKeys.map(excluded), sql`, `)})`,
              })
              .returning({ inserted: wasInserted });
      return upsertCounts(rows.length, changed);
    },
  };
}
