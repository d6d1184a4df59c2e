import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/index';

/** The per-user version every access token must carry to be accepted. */
export function createTokenVersionsRepository(db: Database) {
  return {
    /** Undefined when the user no longer exists. */
    async current(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ version: users.tokenVersion })
        .from(users)
        .where(eq(users.id, userId));
      return row?.version;
    },

    async raise(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },
  };
}
