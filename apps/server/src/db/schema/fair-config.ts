import type { FairConfig } from '@fiera/fair-config';
import { integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The fair config (packages/fair-config): one row, validated before it is written. Its changes
 * raise content_versions 'fair-config' (trigger in drizzle/0005), so every instance serves the
 * new one within a poll, and its ETag follows the version.
 */
export const fairConfig = pgTable('fair_config', {
  id: smallint().primaryKey().default(1),
  config: jsonb().$type<FairConfig>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
});
