import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  excluded,
  literal,
  upsertCounts,
  wasInserted,
  type UpsertCounts,
} from '../../../db/literals';
import { vendors } from '../../../db/schema/index';

export type VendorRow = typeof vendors.$inferSelect;

/** Every field of a vendor but its name (the natural key). */
export const VENDOR_DATA_KEYS = [
  'logoPath',
  'stand',
  'location',
  'website',
  'address',
  'email',
  'telephone',
  'description',
  'seeking',
] as const;
export type VendorDataKey = (typeof VENDOR_DATA_KEYS)[number];
export type VendorFields = Pick<VendorRow, 'name' | VendorDataKey>;

export function createVendorsRepository(db: Database) {
  return {
    list(): Promise<VendorRow[]> {
      return db
        .select()
        .from(vendors)
        .orderBy(sql`lower(${vendors.name})`, asc(vendors.id));
    },

    /** Reads a vendor and counts the view in one statement, so concurrent views are never lost. */
    async findByIdCountingView(id: number): Promise<VendorRow | undefined> {
      const [row] = await db
        .update(vendors)
        .set({ pageViewCount: sql`${vendors.pageViewCount} + 1` })
        .where(eq(vendors.id, id))
        .returning();
      return row;
    },

    /** How many of `names` are vendors; all of them when `names` is omitted. */
    async count(names?: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(vendors)
        .where(names === undefined ? undefined : inArray(vendors.name, [...names]));
      return row?.count ?? 0;
    },

    /**
     * Inserts the vendors, or updates `updateKeys` of those whose name exists, in ONE statement
     * without parameters: atomic on every route, the CLI's through the server's socket included.
     * Rows whose values are already those given are left alone (and counted as unchanged).
     * The names must be distinct.
     */
    async upsertByName(
      rows: readonly VendorFields[],
      updateKeys: readonly VendorDataKey[] = VENDOR_DATA_KEYS,
    ): Promise<UpsertCounts> {
      if (rows.length === 0) return upsertCounts(0, []);
      const insert = db.insert(vendors).values(
        rows.map((row) => ({
          name: literal(row.name),
          ...Object.fromEntries(VENDOR_DATA_KEYS.map((key) => [key, literal(row[key])])),
        })),
      );
      const changed =
        updateKeys.length === 0
          ? await insert
              .onConflictDoNothing({ target: vendors.name })
              .returning({ inserted: wasInserted })
          : await insert
              .onConflictDoUpdate({
                target: vendors.name,
                set: {
                  ...Object.fromEntries(updateKeys.map((key) => [key, excluded(key)])),
                  updatedAt: sql`now()`,
                },
                setWhere: sql`(${sql.join(
                  updateKeys.map((key) => vendors[key]),
                  sql`, `,
                )}) is distinct from (${sql.join(updateKeys.map(excluded), sql`, `)})`,
              })
              .returning({ inserted: wasInserted });
      return upsertCounts(rows.length, changed);
    },
  };
}
