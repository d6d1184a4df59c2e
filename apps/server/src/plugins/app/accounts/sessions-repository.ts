import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh tokens: one row per issued token, rotations of one login sharing a family. */
export function createSessionsRepository(db: Database) {
  return {
    async insert(token: {
      userId: number;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Spends a live token in one statement, so two concurrent refreshes with the same token
     * cannot both succeed: the second finds `used_at` set. Undefined when not live.
     */
    async consume(tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * Logout: the family of the presented token, whatever state that token is in. Answers the
     * family's user, undefined for a token never issued.
     */
    async revokeFamilyOf(tokenHash: string, now: Date): Promise<number | undefined> {
      const [token] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (token === undefined) return undefined;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, token.familyId), isNull(refreshTokens.revokedAt)));
      return token.userId;
    },

    async revokeAllOfUser(userId: number, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
