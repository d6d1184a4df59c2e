import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  embeddingCache,
  matchGenerations,
  matches,
  users,
  vendors,
} from '../../../db/schema/index';
import type {
  CollaborativeTally,
  EmbeddingCache,
  MatchVendor,
  RankedMatch,
} from '../../../matching/index';

export type MatchRow = typeof matches.$inferSelect;
export type Decision = 'accepted' | 'rejected';
export type GenerationRow = typeof matchGenerations.$inferSelect;

/** Similar users whose decisions one computation reads at most (the latest computed). */
const SIMILAR_USERS = 300;

/** What the suggestion card shows of the vendor. */
export type VendorCardRow = Pick<
  typeof vendors.$inferSelect,
  'id' | 'name' | 'description' | 'seeking' | 'website' | 'email'
>;

/** The best undecided match with its vendor's card. */
export interface Suggestion {
  match: MatchRow;
  vendor: VendorCardRow;
}

/** The profile fields matching reads, as stored. */
export interface MatchingProfile {
  id: number;
  seeking: string | null;
  description: string | null;
  employmentType: 'private' | 'self_employed' | 'employee' | null;
}

/**
 * Rows per statement when storing computed matches. The embedded database runs on the event
 * loop's thread: a statement for a whole fair would hold every other request, ticket scans
 * included, for as long as it runs, while a short one lets them in between.
 */
const SAVE_CHUNK = 100;

// The first decision's time is kept when the same decision is repeated (idempotent calls).
const decidedAtFor = (status: Decision) =>
  sql`case when ${matches.status} = ${status} then ${matches.decidedAt} else now() end`;

export function createMatchesRepository(db: Database) {
  return {
    async findProfile(userId: number): Promise<MatchingProfile | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          seeking: users.seeking,
          description: users.description,
          employmentType: users.employmentType,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Changes whenever a vendor is added, removed or updated (imports touch updated_at), so
     * matches computed against an older version are known to be out of date.
     */
    async vendorVersion(): Promise<{ version: string; count: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          maxId: sql<string>`coalesce(max(${vendors.id}), 0)::text`,
          maxUpdatedAt: sql<string>`coalesce(max(${vendors.updatedAt})::text, '')`,
        })
        .from(vendors);
      const count = row?.count ?? 0;
      return { version: `${count}:${row?.maxId ?? 0}:${row?.maxUpdatedAt ?? ''}`, count };
    },

    listVendors(): Promise<MatchVendor[]> {
      return db
        .select({
          id: vendors.id,
          name: vendors.name,
          description: vendors.description,
          seeking: vendors.seeking,
        })
        .from(vendors)
        .orderBy(asc(vendors.id));
    },

    async vendorExists(vendorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      return row !== undefined;
    },

    async generation(userId: number): Promise<GenerationRow | undefined> {
      const [row] = await db
        .select()
        .from(matchGenerations)
        .where(eq(matchGenerations.userId, userId));
      return row;
    },

    /**
     * Records that the user's matches must be computed for these inputs. True when the caller
     * must enqueue the computation: the inputs changed, or an earlier request was lost (its
     * instance stopped) and is older than `retryAfterMs`. Atomic, so of several instances
     * asking at once only one enqueues.
     */
    async requestGeneration(
      userId: number,
      profileHash: string,
      vendorVersion: string,
      retryAfterMs: number,
    ): Promise<boolean> {
      const rows = await db
        .insert(matchGenerations)
        .values({ userId, profileHash, vendorVersion })
        .onConflictDoUpdate({
          target: matchGenerations.userId,
          set: { profileHash, vendorVersion, requestedAt: sql`now()`, completedAt: null },
          setWhere: sql`(${matchGenerations.profileHash}, ${matchGenerations.vendorVersion})
              is distinct from (${profileHash}, ${vendorVersion})
            or (${matchGenerations.completedAt} is null
              and ${matchGenerations.requestedAt} < now() - make_interval(secs => ${retryAfterMs / 1000}))`,
        })
        .returning({ userId: matchGenerations.userId });
      return rows.length > 0;
    },

    /** Only if nothing newer was requested meanwhile: that request's job will complete it. */
    /** `features`: what the profile is about, for the collaborative signal of other users. */
    async completeGeneration(
      userId: number,
      profileHash: string,
      vendorVersion: string,
      features: readonly string[],
    ): Promise<void> {
      await db
        .update(matchGenerations)
        .set({ completedAt: sql`now()`, features: [...features] })
        .where(
          and(
            eq(matchGenerations.userId, userId),
            eq(matchGenerations.profileHash, profileHash),
            eq(matchGenerations.vendorVersion, vendorVersion),
          ),
        );
    },

    /**
     * Stores scores and reasons; decided matches keep those the user decided on (a decision is
     * never rewritten behind the user's back, and the history shows what they saw).
     */
    async saveComputed(userId: number, ranked: readonly RankedMatch[]): Promise<void> {
      for (let start = 0; start < ranked.length; start += SAVE_CHUNK) {
        if (start > 0) await yieldToEventLoop();
        // One JSON parameter rather than parameters per row: building a statement with a
        // parameter per value costs the event loop more than the database takes to run it.
        const rows = JSON.stringify(
          ranked.slice(start, start + SAVE_CHUNK).map((match) => ({
            vendor_id: match.vendorId,
            score: match.score,
            description: match.description,
          })),
        );
        // Rows that did not change are not rewritten: a profile saved again and again mostly
        // yields the same scores and reasons.
        await db.execute(sql`
          insert into matches (user_id, vendor_id, score, description)
          select ${userId}, r.vendor_id, r.score, r.description
          from json_to_recordset(${rows}::json) as r(vendor_id integer, score real, description text)
          on conflict (user_id, vendor_id) do update
            set score = excluded.score, description = excluded.description, computed_at = now()
            where matches.status = 'none'
              and (matches.score, matches.description)
                is distinct from (excluded.score, excluded.description)`);
      }
    },

    /**
     * Decisions of other users whose profile shares any of `features`, per vendor: each user
     * counts once, however many features they share (one account cannot weigh as several). The
     * most recently computed `SIMILAR_USERS` are read, through the (user, status) index, so the
     * cost stays bounded however large the fair grows.
     */
    async crowdTallies(
      userId: number,
      features: readonly string[],
    ): Promise<Map<number, CollaborativeTally>> {
      const tallies = new Map<number, CollaborativeTally>();
      if (features.length === 0) return tallies;
      const wanted = sql`${`{${features.map((feature) => JSON.stringify(feature)).join(',')}}`}::text[]`;
      const result = await db.execute(sql`
        with alike as (
          select user_id from match_generations
          where features && ${wanted} and user_id <> ${userId} and completed_at is not null
          order by completed_at desc
          limit ${SIMILAR_USERS}
        )
        select m.vendor_id,
          count(*) filter (where m.status = 'accepted')::int as accepted,
          count(*) filter (where m.status = 'rejected')::int as rejected
        from alike s
          join matches m on m.user_id = s.user_id and m.status in ('accepted', 'rejected')
        group by m.vendor_id`);
      // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }; the generic database
      // type cannot say so.
      const { rows } = result as unknown as {
        rows: { vendor_id: number; accepted: number; rejected: number }[];
      };
      for (const row of rows)
        tallies.set(Number(row.vendor_id), {
          accepted: Number(row.accepted),
          rejected: Number(row.rejected),
        });
      return tallies;
    },

    async counts(userId: number): Promise<{ pending: number; decided: number }> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${matches.status} = 'none')`.mapWith(Number),
          decided: sql<number>`count(*) filter (where ${matches.status} <> 'none')`.mapWith(Number),
        })
        .from(matches)
        .where(eq(matches.userId, userId));
      return { pending: row?.pending ?? 0, decided: row?.decided ?? 0 };
    },

    /** Read with its vendor in one statement (a match goes when its vendor is deleted). */
    async bestUndecided(userId: number): Promise<Suggestion | undefined> {
      const [row] = await db
        .select({
          match: matches,
          vendor: {
            id: vendors.id,
            name: vendors.name,
            description: vendors.description,
            seeking: vendors.seeking,
            website: vendors.website,
            email: vendors.email,
          },
        })
        .from(matches)
        .innerJoin(vendors, eq(vendors.id, matches.vendorId))
        .where(and(eq(matches.userId, userId), eq(matches.status, 'none')))
        .orderBy(desc(matches.score), asc(matches.vendorId))
        .limit(1);
      return row;
    },

    async find(userId: number, vendorId: number): Promise<MatchRow | undefined> {
      const [row] = await db
        .select()
        .from(matches)
        .where(and(eq(matches.userId, userId), eq(matches.vendorId, vendorId)));
      return row;
    },

    /** Inserts the decided match, or records the decision on the existing one. */
    async decide(
      userId: number,
      vendorId: number,
      status: Decision,
      computed: Pick<RankedMatch, 'score' | 'description'>,
    ): Promise<MatchRow> {
      const [row] = await db
        .insert(matches)
        .values({
          userId,
          vendorId,
          status,
          decidedAt: sql`now()`,
          score: computed.score,
          description: computed.description,
        })
        .onConflictDoUpdate({
          target: [matches.userId, matches.vendorId],
          set: { status, decidedAt: decidedAtFor(status) },
        })
        .returning();
      if (row === undefined) throw new Error('match not stored');
      return row;
    },

    /** Undefined when the match is not the user's (or does not exist). */
    async setStatus(
      userId: number,
      matchId: number,
      status: Decision,
    ): Promise<MatchRow | undefined> {
      const [row] = await db
        .update(matches)
        .set({ status, decidedAt: decidedAtFor(status) })
        .where(and(eq(matches.id, matchId), eq(matches.userId, userId)))
        .returning();
      return row;
    },

    history(userId: number): Promise<MatchRow[]> {
      return db
        .select()
        .from(matches)
        .where(and(eq(matches.userId, userId), ne(matches.status, 'none')))
        .orderBy(desc(matches.decidedAt), desc(matches.id));
    },

    /** The vendor embeddings of EMBEDDINGS_URL, kept across restarts and shared by instances. */
    embeddingCache(): EmbeddingCache {
      return {
        async get(key) {
          const [row] = await db
            .select({ vector: embeddingCache.vector })
            .from(embeddingCache)
            .where(eq(embeddingCache.key, key));
          return row?.vector;
        },
        async set(key, vector) {
          await db
            .insert(embeddingCache)
            .values({ key, vector: [...vector] })
            .onConflictDoNothing();
        },
      };
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
