import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Which inputs a user's computed matches reflect: the profile (as a hash) and the vendor set
 * (as a version). A row whose `completedAt` is null has a computation requested and not done
 * yet; every server instance reads the same row, so any of them can tell "generating".
 */
export const matchGenerations = pgTable(
  'match_generations',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileHash: text().notNull(),
    vendorVersion: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /**
     * What the profile is about (matching's `profileFeatures`), saved by each computation: the
     * decisions of users sharing features make the collaborative signal.
     */
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  // "Who shares one of these features" is asked at every computation.
  (table) => [index('match_generations_features_idx').using('gin', table.features)],
);

/** Embedding vectors of the optional EMBEDDINGS_URL provider, by hash of model and text. */
export const embeddingCache = pgTable('embedding_cache', {
  key: text().primaryKey(),
  vector: jsonb().$type<number[]>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
