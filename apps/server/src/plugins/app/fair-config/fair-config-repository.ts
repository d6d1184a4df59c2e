import type { FairConfig } from '@fiera/fair-config';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contentVersions, events, fairConfig } from '../../../db/schema/index';
import { VERSION_CHANGED, versionMatches, type VersionCondition } from '../../../db/versions';

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

    /** The days and places of the programme's events, each once, with how many events. */
    async programmeDaysAndPlaces(): Promise<
      { eventDate: string; location: string | null; count: number }[]
    > {
      return db
        .select({
          eventDate: events.eventDate,
          location: events.location,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(events)
        .groupBy(events.eventDate, events.location);
    },

    /** Writes the first config; another instance that got there first wins. */
    async insertIfMissing(config: FairConfig): Promise<void> {
      await db.insert(fairConfig).values({ id: THE_FAIR, config }).onConflictDoNothing();
    },

    /**
     * Writes the config if its version (the content version 'fair-config', which its trigger
     * raises) meets `condition`, and answers the config as it was and the new version. The
     * version's row is locked first: two saves made on one version cannot both pass.
     */
    async save(
      config: FairConfig,
      updatedBy: number | null,
      condition?: VersionCondition,
    ): Promise<{ previous: FairConfig | undefined; version: number } | typeof VERSION_CHANGED> {
      return db.transaction(async (tx) => {
        const version = tx
          .select({ version: contentVersions.version })
          .from(contentVersions)
          .where(eq(contentVersions.list, 'fair-config'));
        const [before] = await version.for('update');
        if (!versionMatches(condition, before?.version ?? 0)) return VERSION_CHANGED;
        const [previous] = await tx
          .select({ config: fairConfig.config })
          .from(fairConfig)
          .where(eq(fairConfig.id, THE_FAIR));
        await tx
          .insert(fairConfig)
          .values({ id: THE_FAIR, config, updatedBy })
          .onConflictDoUpdate({
            target: fairConfig.id,
            set: { config, updatedBy, updatedAt: new Date() },
          });
        const [after] = await version;
        return { previous: previous?.config, version: after?.version ?? 0 };
      });
    },
  };
}
