import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One line per change an admin makes in the back-office (who, what, when). The admin's e-mail is
 * copied in, so the line still says who acted after their account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    target: text(),
    summary: text(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
