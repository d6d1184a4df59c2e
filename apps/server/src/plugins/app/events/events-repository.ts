import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events } from '../../../db/schema/index';

export type EventRow = typeof events.$inferSelect;

export function createEventsRepository(db: Database) {
  return {
    listByDateAndTime(): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id));
    },
  };
}
