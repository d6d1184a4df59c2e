import type { FairConfig } from '@fiera/fair-config';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fairConfig } from '../../../db/schema/index';

const THE_FAIR = 1;

export function createFairConfigRepository(db: Database) {
  return {
    async get(): Promise<FairConfig | undefined> {
      const [row] = await db
        .select({ config: fairConfig.config })
        .from(fairConfig)
        .where(eq(fairConfig.id, THE_FAIR));
      return row?.config;
    },

    /** Writes the first config; another instance that got there first wins. */
    async insertIfMissing(config: FairConfig): Promise<void> {
      await db.insert(fairConfig).values({ id: THE_FAIR, config }).onConflictDoNothing();
    },

    async save(config: FairConfig, updatedBy: number | null): Promise<void> {
      await db
        .insert(fairConfig)
        .values({ id: THE_FAIR, config, updatedBy })
        .onConflictDoUpdate({
          target: fairConfig.id,
          set: { config, updatedBy, updatedAt: new Date() },
        });
    },
  };
}
