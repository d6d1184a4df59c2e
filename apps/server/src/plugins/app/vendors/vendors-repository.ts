import { asc, eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from '../../../db/client';
import { vendors } from '../../../db/schema/index';
import {
  databaseErrorCode,
  rowsOf,
  UNIQUE_VIOLATION,
  upsertCounts,
  type UpsertCounts,
} from '../../../db/upserts';
import { VERSION_CHANGED, versionMatches, type VersionCondition } from '../../../db/versions';
import { LOGO_URL_PREFIX } from '../../../media/logos';

export type { UpsertCounts };
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

/** A write refused because another vendor has the name (in any case). */
export const NAME_TAKEN = 'name-taken';

// ON CONFLICT DO UPDATE reaching one row twice in a statement.
const CARDINALITY_VIOLATION = '21000';

const column = (key: 'name' | VendorDataKey) => sql.identifier(toSnakeCase(key));
const excluded = (key: VendorDataKey) => sql`excluded.${column(key)}`;

/** A list of texts as one parameter, whatever its length (see upsertByName). */
const textList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Logos this server stores (not web addresses) that some vendor shows. */
const storedLogoPaths = async (db: Database): Promise<Set<string>> => {
  const rows = await db
    .selectDistinct({ logoPath: vendors.logoPath })
    .from(vendors)
    .where(sql`starts_with(${vendors.logoPath}, ${LOGO_URL_PREFIX})`);
  return new Set(rows.flatMap((row) => (row.logoPath === null ? [] : [row.logoPath])));
};

export function createVendorsRepository(db: Database) {
  /** Runs `work` in a transaction; a unique violation on the name answers NAME_TAKEN. */
  async function nameChecked<T>(work: () => Promise<T>): Promise<T | typeof NAME_TAKEN> {
    try {
      return await work();
    } catch (error) {
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) return NAME_TAKEN;
      throw error;
    }
  }

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

    /** How many of `names` (in any case) are vendors; all of them when `names` is omitted. */
    async count(names?: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(vendors)
        .where(
          names === undefined
            ? undefined
            : sql`lower(${vendors.name}) in (select lower(n) from ${textList(names)} as t(n))`,
        );
      return row?.count ?? 0;
    },

    /** A new vendor, or NAME_TAKEN when its name is already one (in any case). */
    async insert(fields: VendorFields): Promise<VendorRow | typeof NAME_TAKEN> {
      const [row] = await db.insert(vendors).values(fields).onConflictDoNothing().returning();
      return row ?? NAME_TAKEN;
    },

    /**
     * Replaces a vendor's fields (its logo only when `logoPath` is given) if its version meets
     * `condition`; undefined when no such vendor. `previous` is the vendor as it was, for the
     * audit line and for the caller to tidy up its old logo.
     */
    async update(
      id: number,
      fields: Omit<VendorFields, 'logoPath'> & { logoPath?: string | null },
      condition?: VersionCondition,
    ): Promise<
      | { row: VendorRow; previous: VendorRow }
      | undefined
      | typeof NAME_TAKEN
      | typeof VERSION_CHANGED
    > {
      return nameChecked(() =>
        db.transaction(async (tx) => {
          const [previous] = await tx
            .select()
            .from(vendors)
            .where(eq(vendors.id, id))
            .for('update');
          if (previous === undefined) return undefined;
          if (!versionMatches(condition, previous.version)) return VERSION_CHANGED;
          // Saving what is there changes nothing: no new version for another organiser to trip on.
          const same = (Object.keys(fields) as (keyof typeof fields)[]).every(
            (key) => fields[key] === previous[key],
          );
          if (same) return { row: previous, previous };
          const [row] = await tx
            .update(vendors)
            .set({ ...fields, version: sql`${vendors.version} + 1`, updatedAt: sql`now()` })
            .where(eq(vendors.id, id))
            .returning();
          return row === undefined ? undefined : { row, previous };
        }),
      );
    },

    /** Gives a vendor a logo; undefined when no such vendor. */
    async setLogo(
      id: number,
      logoPath: string,
    ): Promise<{ row: VendorRow; previousLogo: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ logoPath: vendors.logoPath })
          .from(vendors)
          .where(eq(vendors.id, id))
          .for('update');
        if (before === undefined) return undefined;
        const [row] = await tx
          .update(vendors)
          .set({ logoPath, version: sql`${vendors.version} + 1`, updatedAt: sql`now()` })
          .where(eq(vendors.id, id))
          .returning();
        return row === undefined ? undefined : { row, previousLogo: before.logoPath };
      });
    },

    /**
     * Deletes a vendor if its version meets `condition` (its match decisions go with it, by
     * cascade); undefined when no such vendor.
     */
    async delete(
      id: number,
      condition?: VersionCondition,
    ): Promise<VendorRow | undefined | typeof VERSION_CHANGED> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: vendors.version })
          .from(vendors)
          .where(eq(vendors.id, id))
          .for('update');
        if (current === undefined) return undefined;
        if (!versionMatches(condition, current.version)) return VERSION_CHANGED;
        const [row] = await tx.delete(vendors).where(eq(vendors.id, id)).returning();
        return row;
      });
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
      return row !== undefined;
    },

    /** Whether any vendor shows this logo. */
    async logoInUse(logoPath: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.logoPath, logoPath))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inserts the vendors, or updates `updateKeys` of those whose name exists (in any case), in
     * one statement: the rows travel as one JSON parameter, so a file of any length is one
     * statement with one parameter. Rows whose values are already those given are left alone (and
     * counted as unchanged). The names must be distinct. With `dryRun` the statement runs and is
     * rolled back: the counts are exactly those a real import would give.
     *
     * `unusedLogos`: stored logos that some vendor showed before and none shows now. NAME_TAKEN
     * when two rows reach the same vendor: the caller compared the names as JavaScript lowers
     * them, the index compares them as the database does, and they differ on a few letters.
     */
    async upsertByName(
      rows: readonly VendorFields[],
      updateKeys: readonly VendorDataKey[] = VENDOR_DATA_KEYS,
      options: { dryRun?: boolean } = {},
    ): Promise<(UpsertCounts & { unusedLogos: string[] }) | typeof NAME_TAKEN> {
      if (rows.length === 0) return { ...upsertCounts(0, []), unusedLogos: [] };
      const keys = ['name', ...VENDOR_DATA_KEYS] as const;
      const json = JSON.stringify(
        rows.map((row) => Object.fromEntries(keys.map((key) => [toSnakeCase(key), row[key]]))),
      );
      const columns = sql.join(keys.map(column), sql`, `);
      const onConflict: SQL =
        updateKeys.length === 0
          ? sql`do nothing`
          : sql`do update set ${sql.join(
              updateKeys.map((key) => sql`${column(key)} = ${excluded(key)}`),
              sql`, `,
            )}, version = ${vendors}.version + 1, updated_at = now()
            where (${sql.join(
              updateKeys.map((key) => sql`${vendors}.${column(key)}`),
              sql`, `,
            )}) is distinct from (${sql.join(updateKeys.map(excluded), sql`, `)})`;
      const statement = sql`
        insert into ${vendors} (${columns})
        select ${sql.join(
          keys.map((key) => sql`r.${column(key)}`),
          sql`, `,
        )}
        from jsonb_array_elements(${json}::jsonb) with ordinality as e(item, ord),
          jsonb_to_record(e.item) as r(${sql.join(
            keys.map((key) => sql`${column(key)} text`),
            sql`, `,
          )})
        -- Ids follow the file's order.
        order by e.ord
        on conflict ((lower(name))) ${onConflict}
        returning (xmax = 0) as inserted`;

      let result: (UpsertCounts & { unusedLogos: string[] }) | undefined;
      try {
        await db.transaction(async (tx) => {
          const logosBefore = await storedLogoPaths(tx);
          const changed = rowsOf<{ inserted: boolean }>(await tx.execute(statement));
          const logosAfter = await storedLogoPaths(tx);
          result = {
            ...upsertCounts(rows.length, changed),
            unusedLogos: [...logosBefore].filter((logo) => !logosAfter.has(logo)),
          };
          if (options.dryRun === true) tx.rollback();
        });
      } catch (error) {
        if (databaseErrorCode(error) === CARDINALITY_VIOLATION) return NAME_TAKEN;
        if (!(error instanceof TransactionRollbackError)) throw error;
      }
      if (result === undefined) throw new Error('upsertByName: no result');
      return options.dryRun === true ? { ...result, unusedLogos: [] } : result;
    },
  };
}
