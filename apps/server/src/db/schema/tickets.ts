import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const tickets = pgTable('tickets', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid()
    .notNull()
    .unique('tickets_uuid_key')
    .default(sql`gen_random_uuid()`),
  userId: integer()
    .notNull()
    .unique('tickets_user_id_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  qrCodeData: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true }),
});

export const checkins = pgTable(
  'checkins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the attendee deleted their account: the check-in stays, anonymised, in the counts. */
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    staffUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The fair's local day of the check-in; with the unique key a ticket counts once a day. */
    checkinDay: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    unique('checkins_ticket_id_checkin_day_key').on(t.ticketId, t.checkinDay),
    index('checkins_checkin_day_idx').on(t.checkinDay),
  ],
);

/**
 * Each scan a staff member's phone made without network, once it arrived: its nonce (made by
 * the device) is the key, so a scan sent twice is recorded once. The check-in itself, if any,
 * is in checkins at the scan's time; this row says it came from the queue, when it was scanned
 * and when it arrived, and what became of it at the gate.
 */
export const offlineScans = pgTable(
  'offline_scans',
  {
    nonce: uuid().primaryKey(),
    staffUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null for a code that named no ticket of ours. */
    ticketUuid: uuid(),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The fair's local day of the scan. */
    scanDay: date({ mode: 'string' }).notNull(),
    /** entered | used-twice | refused */
    outcome: text().notNull(),
    message: text().notNull(),
  },
  (t) => [index('offline_scans_scan_day_idx').on(t.scanDay)],
);

/**
 * Every ticket that stopped being valid (revoked, or deleted with its account), in order: a
 * scanner without network keeps a copy, asking only for what came after the last one it has.
 * Written by triggers on tickets (drizzle/0011), so no path that ends a ticket can forget it.
 */
export const ticketRevocations = pgTable('ticket_revocations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  ticketUuid: uuid().notNull(),
  revokedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
