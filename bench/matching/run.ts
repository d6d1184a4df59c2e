/**
 * Matching engine quality and speed.
 *
 * Quality, on evaluation sets each written by a separate session that saw only the product
 * description and the grading rules, never the engine (sets/*.md say how): NDCG@5, precision@3
 * (relevant = grade 2 or 3) and the mean score of the relevant and of the irrelevant suggestions
 * among the first five, for the engine and a plain TF-IDF baseline computed in the same run.
 * `dev` is the set to study and tune on. The held-out sets are evaluated only with --held-out,
 * once the engine work is done: a figure seen while tuning is no longer held out.
 * Speed: one user against 1,000 synthetic vendors, and 10,000 users × 300 vendors with the
 * vendor index built once.
 *
 * Calibration: over every pair, how often a suggestion in each band of shown score was relevant;
 * --calibrate also fits the logistic curve of calibration.ts on the dev set and prints it.
 * Crowd: the same sets ranked again with the collaborative signal (crowd-simulation.ts): from
 * the set's other visitors deciding as their grades say, and from five look-alikes of each
 * visitor deciding with 20 % of their decisions flipped.
 *
 *   npm run matching -w @fiera/bench
 *   npm run matching -w @fiera/bench -- --held-out
 *   npm run matching -w @fiera/bench -- --calibrate
 */
import { availableParallelism, loadavg } from 'node:os';
import { createMatcher } from '../../apps/server/src/matching';
import type { MatchUser, MatchVendor } from '../../apps/server/src/matching';
import { formatMs, percentile } from '../lib/percentiles';
import { calibrationTable, fitCalibration, labelledScores } from './calibration-check';
import { rankWithCrowd, rankWithLookAlikes } from './crowd-simulation';
import { type EvaluationSet, loadEvaluationSet } from './evaluation-set';
import {
  mean,
  ndcgAt,
  precisionAt,
  RELEVANT,
  type Scored,
  suggestionScores,
  tfidfBaseline,
} from './metrics';

const HELD_OUT = ['held-out-a', 'held-out-b'];
const withHeldOut = process.argv.includes('--held-out');
const withCalibration = process.argv.includes('--calibrate');

interface Figures {
  ndcg5: number;
  p3: number;
  relevantScore: number;
  irrelevantScore: number;
}

function evaluate(
  set: EvaluationSet,
  rank: (visitor: EvaluationSet['visitors'][number]) => Scored[],
): Figures {
  const ndcg: number[] = [];
  const p3: number[] = [];
  const relevant: number[] = [];
  const irrelevant: number[] = [];
  for (const visitor of set.visitors) {
    const ranking = rank(visitor);
    const ids = ranking.map((entry) => entry.id);
    ndcg.push(ndcgAt(5, visitor, ids));
    p3.push(precisionAt(3, visitor, ids));
    const scores = suggestionScores(5, visitor, ranking);
    relevant.push(...scores.relevant);
    irrelevant.push(...scores.irrelevant);
  }
  return {
    ndcg5: mean(ndcg),
    p3: mean(p3),
    relevantScore: mean(relevant),
    irrelevantScore: mean(irrelevant),
  };
}

const row = (label: string, figures: Figures) =>
  `  ${label.padEnd(16)}${figures.ndcg5.toFixed(3)}    ${figures.p3.toFixed(3)}   ` +
  `${figures.relevantScore.toFixed(2)} / ${figures.irrelevantScore.toFixed(2)}`;

// --- Quality --------------------------------------------------------------------------------
const dev = loadEvaluationSet('dev');
const sets = [dev, ...(withHeldOut ? HELD_OUT.map(loadEvaluationSet) : [])];
for (const set of sets) {
  const matcher = await createMatcher(set.exhibitors);
  const engineRankings = new Map<number, Scored[]>();
  for (const visitor of set.visitors) {
    const ranked = await matcher.rank(visitor);
    engineRankings.set(
      visitor.id,
      ranked.map((match) => ({ id: match.vendorId, score: match.score })),
    );
  }
  const baseline = tfidfBaseline(set.exhibitors);
  const judged = set.visitors.reduce((sum, v) => sum + Object.keys(v.grades).length, 0);
  const relevantPairs = set.visitors.reduce(
    (sum, v) => sum + Object.values(v.grades).filter((grade) => grade >= RELEVANT).length,
    0,
  );
  console.log(
    `set ${set.name}${set === dev ? ' (studied)' : ' (held out)'}: ${set.visitors.length} visitors × ` +
      `${set.exhibitors.length} exhibitors, ${judged} graded pairs > 0 (${relevantPairs} at 2–3)`,
  );
  console.log(
    '                  NDCG@5   P@3     score of relevant / irrelevant suggestions (top 5)',
  );
  console.log(
    row(
      'engine',
      evaluate(set, (visitor) => engineRankings.get(visitor.id) ?? []),
    ),
  );
  console.log(row('TF-IDF baseline', evaluate(set, baseline)));
  const crowdRankings = await rankWithCrowd(set, matcher, engineRankings);
  console.log(
    row(
      '+ crowd (set)',
      evaluate(set, (visitor) => crowdRankings.get(visitor.id) ?? []),
    ),
  );
  const lookAlikes = await rankWithLookAlikes(set, matcher, engineRankings, {
    count: 5,
    noise: 0.2,
    seed: 7,
  });
  console.log(
    row(
      '+ 5 look-alikes',
      evaluate(set, (visitor) => lookAlikes.get(visitor.id) ?? []),
    ),
  );
  const scores = labelledScores(set, engineRankings);
  console.log('  how often a suggestion was relevant, by the score shown (engine, every pair):');
  console.log(calibrationTable(scores));
  if (withCalibration && set === dev) {
    const fitted = fitCalibration(scores);
    console.log(
      `  fitted calibration: slope ${fitted.slope.toFixed(2)}, intercept ${fitted.intercept.toFixed(2)}`,
    );
  }
}
if (!withHeldOut) {
  console.log(
    `(held-out sets ${HELD_OUT.join(', ')}: not evaluated; --held-out once the work is done)`,
  );
}

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
    const a = pick(dev.exhibitors, next);
    const b = pick(dev.exhibitors, next);
    return {
      id: i + 1,
      name: `${a.name} ${i + 1}`,
      description: `${a.description ?? ''} ${b.description ?? ''}`,
      seeking: `${a.seeking ?? ''} ${pick(dev.exhibitors, next).seeking ?? ''}`,
    };
  });
}

function syntheticUsers(count: number, seed: number): MatchUser[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const a = pick(dev.visitors, next);
    const b = pick(dev.visitors, next);
    return {
      id: i + 1,
      seeking: `${a.seeking ?? ''}, ${b.seeking ?? ''}`,
      description: `${pick(dev.visitors, next).description ?? ''}`,
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
