/**
 * Ranking on worker threads (issue 14, "No attendee can stall the gate"): the same answers as the
 * engine in-process, without holding the event loop while a ranking runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMatcher,
  createRankingPool,
  matchingThreadsFromEnv,
  type EmbeddingProvider,
  type MatchUser,
  type MatchVendor,
  type RankingPool,
} from '../../src/matching';
import { manyVendors } from './many-vendors';

const vendorsOf = manyVendors;

const DEVELOPER: MatchUser = {
  id: 7,
  seeking: 'Cerco lavoro come sviluppatore software: programmazione web e applicazioni mobile.',
  description: 'Sono uno sviluppatore JavaScript con esperienza in React e Node.js.',
  employment_type: 'employee',
};
const BAKER: MatchUser = {
  id: 8,
  seeking: 'Cerco lavoro in un forno o in una pasticceria.',
  description: 'Sono un fornaio esperto: pane, dolci e lievitati.',
  employment_type: 'private',
};

/** Deterministic vectors from the letters of a text; counts its calls. */
function fakeEmbeddings(): EmbeddingProvider & { texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    async embed(batch) {
      texts.push(...batch);
      return batch.map((text) => {
        if (text.trim() === '') return [];
        const vector = new Array<number>(8).fill(0);
        for (const char of text.toLowerCase()) {
          const code = char.codePointAt(0) ?? 0;
          vector[code % 8] = (vector[code % 8] ?? 0) + 1;
        }
        return vector;
      });
    },
  };
}

describe('given the ranking pool', () => {
  let pool: RankingPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('ranks on a worker thread exactly as the engine does in-process', async () => {
    const vendors = vendorsOf(30);
    pool = createRankingPool({ threads: 1 });
    const prepared = await pool.prepare('v1', vendors);
    const matcher = await createMatcher(vendors);
    for (const user of [DEVELOPER, BAKER, DEVELOPER]) {
      expect(await pool.rank(prepared, user)).toEqual({
        ranked: await matcher.rank(user),
        features: matcher.features(user),
      });
    }
  });

  it('scores one vendor alone, and passes the decisions of similar visitors on', async () => {
    const vendors = vendorsOf(30);
    pool = createRankingPool({ threads: 1 });
    const prepared = await pool.prepare('v1', vendors);
    const matcher = await createMatcher(vendors);
    const crowd = new Map([[7, { accepted: 9, rejected: 0 }]]);
    const alone = await pool.rank(prepared, BAKER, { only: 7, crowd });
    expect(alone.ranked).toEqual(
      (await matcher.rank(BAKER, { crowd })).filter((match) => match.vendorId === 7),
    );
    expect(await pool.features(prepared, BAKER)).toEqual(matcher.features(BAKER));
  });

  it('uses vectors fetched on the calling thread when embeddings are on', async () => {
    const vendors = vendorsOf(12);
    const embeddings = fakeEmbeddings();
    pool = createRankingPool({ threads: 1, embeddings });
    const prepared = await pool.prepare('v1', vendors);
    const matcher = await createMatcher(vendors, { embeddings: fakeEmbeddings() });
    const { ranked } = await pool.rank(prepared, BAKER);
    expect(ranked).toEqual(await matcher.rank(BAKER));
    // The embedding service is called from this thread: vendors once, then the user's texts.
    expect(embeddings.texts).toHaveLength(2 * vendors.length + 2);
    expect(embeddings.texts.slice(-2)).toEqual([BAKER.seeking, BAKER.description]);
  });

  it('ranks against the vendor set of the version asked for', async () => {
    pool = createRankingPool({ threads: 1 });
    const ids = (matches: { vendorId: number }[]) => matches.map((match) => match.vendorId);
    const first = await pool.prepare('v1', vendorsOf(2));
    const second = await pool.prepare('v2', vendorsOf(3).slice(1));
    const expected = async (vendors: MatchVendor[]) =>
      ids(await (await createMatcher(vendors)).rank(BAKER));
    expect(ids((await pool.rank(first, BAKER)).ranked)).toEqual(await expected(vendorsOf(2)));
    expect(ids((await pool.rank(second, BAKER)).ranked)).toEqual(
      await expected(vendorsOf(3).slice(1)),
    );
    expect(ids((await pool.rank(second, BAKER)).ranked).sort()).toEqual([2, 3]);
    expect(ids((await pool.rank(first, BAKER)).ranked).sort()).toEqual([1, 2]);
  });

  it('leaves the event loop free while a ranking runs', async () => {
    const vendors = vendorsOf(1_000);
    pool = createRankingPool({ threads: 1 });
    const prepared = await pool.prepare('v1', vendors);
    await pool.rank(prepared, DEVELOPER);

    // In-process, the whole ranking runs before the loop turns again: no tick in between.
    let settled = false;
    let ticks = 0;
    const tick = () => {
      if (settled) return;
      ticks += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const ranking = pool.rank(prepared, BAKER).finally(() => (settled = true));
    const { ranked } = await ranking;
    expect(ranked).toHaveLength(vendors.length);
    expect(ticks).toBeGreaterThan(0);
  });

  it('takes its size from MATCHING_THREADS, one core left to the event loop by default', () => {
    expect(matchingThreadsFromEnv({ MATCHING_THREADS: '3' })).toBe(3);
    expect(matchingThreadsFromEnv({})).toBeGreaterThanOrEqual(1);
    expect(matchingThreadsFromEnv({})).toBeLessThanOrEqual(4);
    for (const wrong of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => matchingThreadsFromEnv({ MATCHING_THREADS: wrong })).toThrow(/MATCHING_THREADS/);
    }
  });
});
