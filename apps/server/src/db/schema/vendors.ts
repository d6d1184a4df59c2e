import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const vendors = pgTable('vendors', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique('vendors_name_key'),
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
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
