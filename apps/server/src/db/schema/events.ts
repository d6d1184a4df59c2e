import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, time, unique } from 'drizzle-orm/pg-core';

export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    speaker: text(),
    companyName: text(),
    topic: text(),
    /** The stage's name. */
    location: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Strings, not Date objects: the programme is in the fair's local time, with no time zone.
    eventDate: date({ mode: 'string' }).notNull(),
    eventTime: time().notNull(),
    /** Goes up at every change of the event: the back-office's If-Match. */
    version: integer().notNull().default(1),
  },
  (t) => [
    // A re-import of the programme recognises an event by these three.
    unique('events_title_date_time_key').on(t.title, t.eventDate, t.eventTime),
    index('events_date_time_idx').on(t.eventDate, t.eventTime),
  ],
);
