import {
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { vendors } from './vendors';

export const matchStatus = pgEnum('match_status', ['accepted', 'rejected', 'none']);

export const matches = pgTable(
  'matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** 0 to 1. */
    score: real().notNull(),
    /** Why this vendor suits the user, in Italian. */
    description: text().notNull(),
    status: matchStatus().notNull().default('none'),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('matches_user_id_vendor_id_key').on(t.userId, t.vendorId),
    index('matches_user_id_status_idx').on(t.userId, t.status),
  ],
);
