import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PackedVector, RankingResult, RankingTask, RankingVendors } from './ranking-task';
import type { CollaborativeTally } from './collaborative';
import type { MatchUser, MatchVendor, RankedMatch } from './types';
import { type EmbeddingProvider, vendorEmbeddingTexts } from './embeddings';

/** A vendor set ready to be sent to the workers, with its vectors when embeddings are on. */
export interface PreparedVendors {
  version: string;
  payload: RankingVendors;
}

export interface RankingPoolOptions {
  /** Worker threads at most; see `matchingThreadsFromEnv`. */
  threads: number;
  /** Fetched on the calling thread (network, cache in the database); the workers get vectors. */
  embeddings?: EmbeddingProvider;
  /** An idle thread exits after this long, and its vendor index with it. */
  idleTimeoutMs?: number;
  /**
   * A ranking waiting or running longer than this is abandoned (its thread is terminated), so
   * a computation can never hold its queue forever.
   */
  taskTimeoutMs?: number;
  /** Errors of a thread outside any task. */
  onError?: (error: unknown) => void;
}

export interface RankingPool {
  readonly threads: number;
  /** Embeds the vendors when embeddings are configured; once per vendor-set version. */
  prepare(version: string, vendors: readonly MatchVendor[]): Promise<PreparedVendors>;
  /** Every vendor of the set for this user, best first, ranked on a worker thread. */
  rank(vendors: PreparedVendors, user: MatchUser, options?: PoolRankOptions): Promise<Ranking>;
  /** What the user's profile is about, to find visitors like them (see collaborative.ts). */
  features(vendors: PreparedVendors, user: MatchUser): Promise<string[]>;
  /** Lets running rankings finish, then stops the threads. */
  close(): Promise<void>;
}

export interface PoolRankOptions {
  /** Vendor id → decisions of visitors with similar profiles. */
  crowd?: ReadonlyMap<number, CollaborativeTally>;
  /** Score this vendor alone. */
  only?: number;
}

export interface Ranking {
  ranked: RankedMatch[];
  /** The user's profile features, as `features` gives them. */
  features: string[];
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const YOUNG_GENERATION_MB = 48;
const DEFAULT_TASK_TIMEOUT_MS = 60_000;
/**
 * The threads' entry: in production the bundled ranking-worker.js beside this code (dist/);
 * from the TypeScript sources (tests, `npm run dev`) a small .mjs that loads them through tsx.
 */
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './ranking-worker-entry.mjs' : './ranking-worker.js',
  import.meta.url,
).href;

/**
 * MATCHING_THREADS, or one thread fewer than the machine has cores (at least one, and a few at
 * most): the event loop keeps a core for the requests, the ticket gate first.
 */
export function matchingThreadsFromEnv(env: Record<string, string | undefined> = process.env) {
  const value = env.MATCHING_THREADS?.trim();
  if (value === undefined || value === '') {
    return Math.max(1, Math.min(4, availableParallelism() - 1));
  }
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new Error(`MATCHING_THREADS must be a whole number from 1 to 64, not "${value}"`);
  }
  return threads;
}

const pack = (vector: readonly number[] | undefined): PackedVector =>
  Float64Array.from(vector ?? []);

export function createRankingPool(options: RankingPoolOptions): RankingPool {
  const { embeddings, threads } = options;
  const taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
  // No thread until the first ranking: most requests never rank, and tests build many apps.
  const piscina = new Piscina<RankingTask, RankingResult>({
    filename: WORKER,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    concurrentTasksPerWorker: 1,
    // V8 sizes a thread's young generation by the machine's memory, up to 128 MB resident for
    // each thread on a large machine: bounded as the main thread's (npm start's flags).
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  piscina.on('error', (error: unknown) => options.onError?.(error));

  const run = (task: RankingTask) =>
    piscina.run(task, { signal: AbortSignal.timeout(taskTimeoutMs) });

  // The vendors cross to a thread only when it lacks them: once per version and thread.
  const runWithVendors = async (task: RankingTask, vendors: PreparedVendors): Promise<Ranking> => {
    let result = await run(task);
    if ('needsVendors' in result) result = await run({ ...task, vendors: vendors.payload });
    if ('needsVendors' in result) throw new Error('ranking worker refused its vendors');
    return result;
  };

  return {
    threads,

    async prepare(version, vendors) {
      if (embeddings === undefined) return { version, payload: { vendors } };
      const vectors = await embeddings.embed(vendors.flatMap(vendorEmbeddingTexts));
      return { version, payload: { vendors, vectors: vectors.map(pack) } };
    },

    async rank(vendors, user, rankOptions = {}) {
      const userVectors =
        embeddings === undefined
          ? undefined
          : await embeddings
              .embed([user.seeking ?? '', user.description ?? ''])
              .then(([seeking, description]) => [pack(seeking), pack(description)] as const);
      const crowd = [...(rankOptions.crowd ?? [])].map(
        ([vendorId, tally]) => [vendorId, tally.accepted, tally.rejected] as const,
      );
      const task: RankingTask = {
        version: vendors.version,
        user,
        userVectors,
        crowd,
        only: rankOptions.only,
      };
      return runWithVendors(task, vendors);
    },

    async features(vendors, user) {
      const task: RankingTask = { version: vendors.version, user, featuresOnly: true };
      return (await runWithVendors(task, vendors)).features;
    },

    close: () => piscina.close(),
  };
}
