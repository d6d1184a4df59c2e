import { sql } from 'drizzle-orm';

/** How many rows of an upsert were inserted, changed, and found already as given. */
export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The counts of an upsert whose statement returns `(xmax = 0) as inserted` for changed rows. */
export function upsertCounts(
  total: number,
  changed: readonly { inserted: boolean }[],
): UpsertCounts {
  const inserted = changed.filter((row) => row.inserted).length;
  return { inserted, updated: changed.length - inserted, unchanged: total - changed.length };
}

// xmax is 0 on a row version this statement inserted, the updating transaction's id otherwise.
export const wasInserted = sql<boolean>`(xmax = 0)`;

/** Both drivers answer raw statements with `{ rows }`; Drizzle types that answer as unknown. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * The PostgreSQL error code of a failed statement (e.g. 23505, unique_violation): Drizzle wraps
 * the driver's error, which node-postgres and PGlite both give a `code`.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
