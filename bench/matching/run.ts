/**
 * Matching engine quality and speed.
 *
 * Quality: NDCG@5 and precision@3 (relevant = grade 2 or 3) on the labelled Italian set in
 * dataset.ts, for the engine and for a plain TF-IDF baseline (cosine of whole profiles, no
 * stemming, no lexicon) computed in the same run.
 * Speed: one user against 1,000 synthetic vendors, and 10,000 users × 300 vendors with the
 * vendor index built once.
 *
 *   npm run matching -w @fiera/bench
 */
import { availableParallelism, loadavg } from 'node:os';
import { createMatcher } from '../../apps/server/src/matching';
import type { MatchUser, MatchVendor } from '../../apps/server/src/matching';
import { formatMs, percentile } from '../lib/percentiles';
import { type LabelledUser, USERS, VENDORS } from './dataset';

const grade = (user: LabelledUser, vendorId: number) => user.relevance[vendorId] ?? 0;

function ndcgAt(k: number, user: LabelledUser, ranking: readonly number[]): number {
  const gain = (g: number) => 2 ** g - 1;
  const dcg = ranking
    .slice(0, k)
    .reduce((sum, id, i) => sum + gain(grade(user, id)) / Math.log2(i + 2), 0);
  const ideal = Object.values(user.relevance)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

function precisionAt(k: number, user: LabelledUser, ranking: readonly number[]): number {
  return ranking.slice(0, k).filter((id) => grade(user, id) >= 2).length / k;
}

// Plain TF-IDF: lower case, words of letters, raw term frequency × ln(N/df), cosine.
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

function tfidfBaseline(vendors: readonly MatchVendor[]) {
  const documents = vendors.map((vendor) =>
    words([vendor.name, vendor.description ?? '', vendor.seeking ?? ''].join(' ')),
  );
  const df = new Map<string, number>();
  for (const document of documents) {
    for (const word of new Set(document)) df.set(word, (df.get(word) ?? 0) + 1);
  }
  const vectorOf = (tokens: readonly string[]) => {
    const vector = new Map<string, number>();
    for (const token of tokens) {
      const idf = Math.log(documents.length / (df.get(token) ?? documents.length));
      vector.set(token, (vector.get(token) ?? 0) + idf);
    }
    return vector;
  };
  const norm = (vector: Map<string, number>) =>
    Math.sqrt([...vector.values()].reduce((sum, x) => sum + x * x, 0));
  const vendorVectors = documents.map(vectorOf);
  return (user: MatchUser): number[] => {
    const query = vectorOf(words(`${user.seeking ?? ''} ${user.description ?? ''}`));
    const queryNorm = norm(query);
    const scored = vendors.map((vendor, i) => {
      const vector = vendorVectors[i] ?? new Map<string, number>();
      let dot = 0;
      for (const [term, weight] of query) dot += weight * (vector.get(term) ?? 0);
      const denominator = queryNorm * norm(vector);
      return { id: vendor.id, score: denominator > 0 ? dot / denominator : 0 };
    });
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return scored.map((entry) => entry.id);
  };
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

// --- Quality --------------------------------------------------------------------------------
const matcher = await createMatcher(VENDORS);
const baseline = tfidfBaseline(VENDORS);
const engineNdcg: number[] = [];
const engineP3: number[] = [];
const baseNdcg: number[] = [];
const baseP3: number[] = [];
for (const user of USERS) {
  const ranking = (await matcher.rank(user)).map((match) => match.vendorId);
  engineNdcg.push(ndcgAt(5, user, ranking));
  engineP3.push(precisionAt(3, user, ranking));
  const baseRanking = baseline(user);
  baseNdcg.push(ndcgAt(5, user, baseRanking));
  baseP3.push(precisionAt(3, user, baseRanking));
}
const judged = USERS.reduce((sum, user) => sum + Object.keys(user.relevance).length, 0);
console.log(
  `labelled set: ${USERS.length} profiles × ${VENDORS.length} vendors (${judged} graded pairs > 0, the rest 0)`,
);
console.log('                  NDCG@5   P@3');
console.log(`  engine          ${mean(engineNdcg).toFixed(3)}    ${mean(engineP3).toFixed(3)}`);
console.log(`  TF-IDF baseline ${mean(baseNdcg).toFixed(3)}    ${mean(baseP3).toFixed(3)}`);

// --- Speed ----------------------------------------------------------------------------------
// Deterministic pseudo-random generator (mulberry32) so every run measures the same inputs.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function syntheticVendors(count: number, seed: number): MatchVendor[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const a = pick(VENDORS, next);
    const b = pick(VENDORS, next);
    return {
      id: i + 1,
      name: `${a.name} ${i + 1}`,
      description: `${a.description ?? ''} ${b.description ?? ''}`,
      seeking: `${a.seeking ?? ''} ${pick(VENDORS, next).seeking ?? ''}`,
    };
  });
}

function syntheticUsers(count: number, seed: number): MatchUser[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const a = pick(USERS, next);
    const b = pick(USERS, next);
    return {
      id: i + 1,
      seeking: `${a.seeking ?? ''}, ${b.seeking ?? ''}`,
      description: `${pick(USERS, next).description ?? ''}`,
      employment_type: a.employment_type,
    };
  });
}

// Wall time suffers when other work shares the machine; CPU time of this process shows the cost.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
console.log(
  `\nspeed (${availableParallelism()} CPUs, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at start):`,
);
const thousand = syntheticVendors(1000, 1);
let started = performance.now();
const bigMatcher = await createMatcher(thousand);
console.log(`  index of 1,000 vendors built in ${formatMs(performance.now() - started)}`);
const probeUsers = syntheticUsers(220, 2);
const times: number[] = [];
const cpuTimes: number[] = [];
for (const [i, user] of probeUsers.entries()) {
  started = performance.now();
  const cpu = process.cpuUsage();
  await bigMatcher.rank(user);
  // The first 20 warm the JIT up and are not counted.
  if (i >= 20) {
    times.push(performance.now() - started);
    cpuTimes.push(cpuMs(cpu));
  }
}
console.log(
  `  rank 1 user × 1,000 vendors (all explained), ${times.length} users: wall p50 ${formatMs(percentile(times, 50))}, p95 ${formatMs(percentile(times, 95))}; CPU p50 ${formatMs(percentile(cpuTimes, 50))}, p95 ${formatMs(percentile(cpuTimes, 95))}`,
);

const threeHundred = syntheticVendors(300, 3);
const tenThousand = syntheticUsers(10_000, 4);
started = performance.now();
const batchCpu = process.cpuUsage();
const batchMatcher = await createMatcher(threeHundred);
let pairs = 0;
for await (const { matches } of batchMatcher.scoreAll(tenThousand)) pairs += matches.length;
const seconds = (performance.now() - started) / 1000;
console.log(
  `  all matches, 10,000 users × 300 vendors (${pairs.toLocaleString('en')} scored and explained pairs, index built once): ${seconds.toFixed(1)} s wall, ${(cpuMs(batchCpu) / 1000).toFixed(1)} s CPU`,
);
