import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import {
  createRankingPool,
  embeddingsFromEnv,
  matchingThreadsFromEnv,
  type MatchUser,
  type PreparedVendors,
  type RankedMatch,
} from '../../../matching/index';
import { createPgBossQueue } from './pg-boss-queue';
import { createInProcessQueue, type MatchQueue } from './queue';
import {
  createMatchesRepository,
  type Decision,
  type MatchingProfile,
  type MatchRow,
  type Suggestion,
} from './matches-repository';

declare module 'fastify' {
  interface FastifyInstance {
    matchesService: MatchesService;
    /** Exposed so that tests can wait for the background computations (`idle()`). */
    matchQueue: MatchQueue;
  }
}

export interface NextMatch {
  /**
   * The best undecided match with its vendor's card. Null while the matches are computed, when
   * all vendors are decided, or on an incomplete profile.
   */
  suggestion: Suggestion | null;
  pendingMatches: number;
  remainingVendors: number;
}

export interface MatchesService {
  next(userId: number): Promise<NextMatch>;
  /** Decided matches, newest decision first. */
  history(userId: number): Promise<MatchRow[]>;
  /** Accept or reject a vendor, computed yet or not; repeating a decision changes nothing. */
  decide(userId: number, vendorId: number, status: Decision): Promise<MatchRow>;
  /** Flips a match of the user's own. */
  setStatus(userId: number, matchId: number, status: Decision): Promise<MatchRow>;
  /** Schedules a computation when the profile or the vendors changed since the last one. */
  refresh(userId: number): Promise<void>;
  /** The background job: computes and stores the user's undecided matches. */
  generate(userId: number): Promise<void>;
}

/**
 * A computation requested this long ago and still not done is taken as lost (its instance
 * stopped with it queued in memory) and requested again.
 */
const LOST_REQUEST_MS = 2 * 60_000;

const hasText = (text: string | null) => (text ?? '').trim().length > 0;

/** The matches screen shows its gate instead: nothing to compute from. */
const isComplete = (profile: MatchingProfile) =>
  hasText(profile.seeking) && hasText(profile.description);

/** What the computed matches depend on, of the user: changing any of it recomputes them. */
function profileHash(profile: MatchingProfile): string {
  return createHash('sha256')
    .update(JSON.stringify([profile.seeking, profile.description, profile.employmentType]))
    .digest('hex');
}

const toMatchUser = (profile: MatchingProfile): MatchUser => ({
  id: profile.id,
  seeking: profile.seeking,
  description: profile.description,
  employment_type: profile.employmentType,
});

async function matchesPlugin(fastify: FastifyInstance) {
  const repository = createMatchesRepository(fastify.db);
  // EMBEDDINGS_URL is read where the engine documents it (matching/embeddings.ts) rather than
  // through Config; the vectors are kept in the database, so they survive restarts.
  const embeddings = embeddingsFromEnv(process.env, repository.embeddingCache());

  // Ranking runs on worker threads: scoring and explaining every vendor is CPU work that, on the
  // event loop, would hold up every request, ticket scans at the gate included.
  // MATCHING_THREADS is read here for the same reason as EMBEDDINGS_URL.
  const pool = createRankingPool({
    threads: matchingThreadsFromEnv(process.env),
    embeddings,
    onError: (error) => fastify.log.error({ err: error }, 'matching thread failed'),
  });

  // One vendor set per version, shared by every user: reading (and maybe embedding) every vendor
  // is the expensive part on this side; each thread indexes it once too.
  let cached: { version: string; vendors: Promise<PreparedVendors> } | undefined;
  function vendorsFor(version: string): Promise<PreparedVendors> {
    if (cached?.version !== version) {
      const vendors = repository.listVendors().then((list) => pool.prepare(version, list));
      cached = { version, vendors };
      vendors.catch(() => {
        if (cached?.vendors === vendors) cached = undefined;
      });
    }
    return cached.vendors;
  }

  /** Every vendor for the user, with the decisions of users like them blended in. */
  async function rankAll(version: string, profile: MatchingProfile) {
    const vendors = await vendorsFor(version);
    const user = toMatchUser(profile);
    const features = await pool.features(vendors, user);
    const crowd = await repository.crowdTallies(profile.id, features);
    return pool.rank(vendors, user, { crowd });
  }

  /** One vendor alone: a decision on a vendor not computed yet ranks nothing else. */
  async function scoreOne(
    version: string,
    profile: MatchingProfile,
    vendorId: number,
  ): Promise<RankedMatch | undefined> {
    const { ranked } = await pool.rank(await vendorsFor(version), toMatchUser(profile), {
      only: vendorId,
    });
    return ranked[0];
  }

  async function profileOf(userId: number): Promise<MatchingProfile> {
    const profile = await repository.findProfile(userId);
    // The account may be deleted between the token check and here (another request, another
    // instance within its token-version recheck).
    if (profile === undefined) throw new AppError(401, messages.sessionInvalid);
    return profile;
  }

  /**
   * Whether the stored matches reflect the current profile and vendors: `current`; or the
   * current profile against an older vendor set (`profileOnly`), still worth showing while they
   * are computed again, since an exhibitor edited for everybody must not empty everybody's screen.
   */
  async function freshness(
    profile: MatchingProfile,
    vendorVersion: string,
  ): Promise<'current' | 'profileOnly' | 'stale'> {
    const generation = await repository.generation(profile.id);
    if (generation?.completedAt == null || generation.profileHash !== profileHash(profile))
      return 'stale';
    return generation.vendorVersion === vendorVersion ? 'current' : 'profileOnly';
  }
  const upToDate = async (profile: MatchingProfile, vendorVersion: string) =>
    (await freshness(profile, vendorVersion)) === 'current';

  async function request(profile: MatchingProfile, vendorVersion: string, retryAfterMs: number) {
    const changed = await repository.requestGeneration(
      profile.id,
      profileHash(profile),
      vendorVersion,
      retryAfterMs,
    );
    if (changed) await queue.enqueue(profile.id);
  }

  const service: MatchesService = {
    async next(userId) {
      const profile = await profileOf(userId);
      const [{ version, count }, { pending, decided }] = await Promise.all([
        repository.vendorVersion(),
        repository.counts(userId),
      ]);
      const answer = (suggestion: Suggestion | null): NextMatch => ({
        suggestion,
        pendingMatches: pending,
        remainingVendors: Math.max(0, count - decided),
      });
      if (!isComplete(profile)) return answer(null);
      const fresh = await freshness(profile, version);
      if (fresh !== 'current') {
        await request(profile, version, LOST_REQUEST_MS);
        if (fresh === 'stale') return answer(null);
        // A vendor removed since has taken its matches with it: what is stored can be shown.
        return answer((await repository.bestUndecided(userId)) ?? null);
      }
      const best = await repository.bestUndecided(userId);
      if (best === undefined && count > decided) {
        // Undecided vendors without a computed match cannot come from a finished computation:
        // compute again rather than leave the client polling forever.
        await request(profile, version, 0);
      }
      return answer(best ?? null);
    },

    history: (userId) => repository.history(userId),

    async decide(userId, vendorId, status) {
      if (!(await repository.vendorExists(vendorId))) {
        throw new AppError(404, messages.vendorNotFound);
      }
      const existing = await repository.find(userId, vendorId);
      if (existing !== undefined) {
        return repository.decide(userId, vendorId, status, existing);
      }
      // Decided before its computation (a vendor opened from the directory, say): score it now.
      const profile = await profileOf(userId);
      const { version } = await repository.vendorVersion();
      const computed = await scoreOne(version, profile, vendorId);
      if (computed === undefined) throw new AppError(404, messages.vendorNotFound);
      return repository.decide(userId, vendorId, status, computed);
    },

    async setStatus(userId, matchId, status) {
      const match = await repository.setStatus(userId, matchId, status);
      // Another user's match answers as a missing one: ids are not to be probed.
      if (match === undefined) throw new AppError(404, messages.matchNotFound);
      return match;
    },

    async refresh(userId) {
      const profile = await profileOf(userId);
      if (!isComplete(profile)) return;
      const { version } = await repository.vendorVersion();
      if (!(await upToDate(profile, version))) await request(profile, version, LOST_REQUEST_MS);
    },

    async generate(userId) {
      const profile = await repository.findProfile(userId);
      if (profile === undefined || !isComplete(profile)) return;
      // The version is read before the vendors: a vendor added in between makes the stored
      // version look old, which only costs one more computation.
      const { version } = await repository.vendorVersion();
      const { ranked, features } = await rankAll(version, profile);
      await repository.saveComputed(userId, ranked);
      await repository.completeGeneration(userId, profileHash(profile), version, features);
    },
  };

  const onError = (error: unknown, userId?: number) =>
    fastify.log.error({ err: error, userId }, 'match computation failed');
  const queue: MatchQueue =
    fastify.config.databaseUrl === undefined
      ? createInProcessQueue(service.generate, onError)
      : await createPgBossQueue(fastify.config.databaseUrl, service.generate, onError);

  fastify.decorate('matchesService', service);
  fastify.decorate('matchQueue', queue);
  // preClose: the computation in progress still has its database.
  fastify.addHook('preClose', () => queue.close());
  // onClose: requests in flight may still rank (a decision on a vendor not computed yet).
  fastify.addHook('onClose', () => pool.close());
}

export default fp(matchesPlugin, { name: 'matches', dependencies: ['db'] });
