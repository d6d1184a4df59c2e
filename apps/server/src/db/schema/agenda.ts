import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * A visitor's personal agenda ('La mia agenda'): one row per event they starred or unstarred,
 * with the time the device made the change. Each event is decided on its own, by the latest
 * change, so two phones that star different events (or one offline for an hour) lose nothing;
 * an unstar is kept as a row too, so an older star sent later cannot bring it back.
 */
export const agendaItems = pgTable(
  'agenda_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    starred: boolean().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/**
 * The secret address of a visitor's agenda as a calendar feed: only its hash is kept (the
 * address is shown once), one per visitor; a new one, or Disattiva, ends the previous.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
