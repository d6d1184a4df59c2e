import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per public list (vendors, events), raised by statement triggers on every change
 * (see drizzle/0002): the lists are served from a cached body and checked against this single
 * row per request instead of being read and serialised again.
 */
export const contentVersions = pgTable('content_versions', {
  list: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(1),
});
