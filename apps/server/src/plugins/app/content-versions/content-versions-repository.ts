import type { Database } from '../../../db/client';
import { contentVersions } from '../../../db/schema/index';

export function createContentVersionsRepository(db: Database) {
  return {
    async all(): Promise<Map<string, number>> {
      const rows = await db
        .select({ list: contentVersions.list, version: contentVersions.version })
        .from(contentVersions);
      return new Map(rows.map((row) => [row.list, row.version]));
    },
  };
}
