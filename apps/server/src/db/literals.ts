import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import pg from 'pg';

/**
 * Values written into the statement as escaped literals instead of parameters: the CLI runs
 * statements through the embedded server's socket, where only a single simple-protocol message,
 * one without parameters, is atomic (see cli/database.ts).
 */
export function literal(value: string | null): SQL {
  return sql.raw(value === null ? 'null' : pg.escapeLiteral(value));
}

export function textArrayLiteral(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((value) => pg.escapeLiteral(value)).join(', ')}]::text[]`);
}

/** `excluded.<column>` of an upsert, for a column given by its (camelCase) key. */
export function excluded(key: string): SQL {
  return sql.raw(`excluded.${pg.escapeIdentifier(toSnakeCase(key))}`);
}

/** The counts of an upsert whose statement returns `(xmax = 0) as inserted` for changed rows. */
export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export function upsertCounts(
  total: number,
  changed: readonly { inserted: boolean }[],
): UpsertCounts {
  const inserted = changed.filter((row) => row.inserted).length;
  return { inserted, updated: changed.length - inserted, unchanged: total - changed.length };
}

// xmax is 0 on a row version this statement inserted, the updating transaction's id otherwise.
export const wasInserted = sql<boolean>`(xmax = 0)`;
