import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const vendors = pgTable(
  'vendors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    logoPath: text(),
    stand: text(),
    location: text(),
    website: text(),
    address: text(),
    email: text(),
    telephone: text(),
    description: text(),
    seeking: text(),
    pageViewCount: integer().notNull().default(0),
    /** Goes up at every change of the exhibitor's fields: the back-office's If-Match. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One exhibitor per name whatever its case: "ACME" in an import file is the "Acme" listed.
  (t) => [uniqueIndex('vendors_name_lower_key').on(sql`lower(${t.name})`)],
);
