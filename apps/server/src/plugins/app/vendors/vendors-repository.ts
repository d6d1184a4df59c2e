import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { vendors } from '../../../db/schema/index';

export type VendorRow = typeof vendors.$inferSelect;

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
  };
}
