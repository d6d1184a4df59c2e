import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailTokens } from '../../../db/schema/index';

export type EmailTokenKind = (typeof emailTokens.$inferSelect)['kind'];

export function createEmailTokensRepository(db: Database) {
  return {
    async insert(token: {
      userId: number;
      kind: EmailTokenKind;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    /**
     * Marks the token used and answers its user, in one statement: of two concurrent uses only
     * one matches `used_at is null`. Undefined for an unknown, used or expired token.
     */
    async consume(kind: EmailTokenKind, tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.kind, kind),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    /** Spends every outstanding token of that kind, e.g. other reset links once one worked. */
    async consumeAll(userId: number, kind: EmailTokenKind, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.kind, kind),
            isNull(emailTokens.usedAt),
          ),
        );
    },
  };
}
