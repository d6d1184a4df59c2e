/**
 * Can attendees stall the gate? (issue 14, finding F2 of the 2026-11-23 security review.)
 * With 1,000 exhibitors loaded, staff scan tickets (POST /api/tickets/validate, 50 connections,
 * the scans of validate.ts) first alone, then while attendees keep saving hostile profiles: 2,000
 * characters of punctuation in `seeking` and `description`, different at every save, so every
 * save asks for the attendee's matches to be computed again against every exhibitor.
 *
 *   npm run stall -w @fiera/bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run stall -w @fiera/bench
 *
 * Two hostile loads, each on 20 connections that save back to back:
 * - "20 attendees": the issue's case. Per-user limits on profile saves, where the server has
 *   them, answer most of these saves with 429: they count as refused, and the gate is measured
 *   with whatever work the accepted ones cause. A round that falls in a window the attendees
 *   have already spent sees only refusals: the rounds print their counts.
 * - "many attendees": the same connections spread over HOSTILE_ACCOUNTS accounts (200 unless
 *   set), so that per-user limits do not hide the cost of the computations themselves: what an
 *   attacker with many accounts could cause. Every account has had its matches computed once
 *   before: a first computation stores a row per exhibitor, the cost of any new attendee, which
 *   is not what this measures.
 * Rounds interleave quiet and hostile runs, as this machine's speed drifts within a minute; the
 * medians of the rounds are the figures.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { createUser, startTestServer } from '@fiera/server/testing';
import { median } from './lib/percentiles';
import { issueTickets, scanRequests, sequence } from './lib/ticket-scans';
import { vendors } from '../apps/server/src/db/schema/index';
import { loadEvaluationSet } from './matching/evaluation-set';

/** Exhibitor texts to vary: the development set's, written independently of the engine. */
const VENDORS = loadEvaluationSet('dev').exhibitors;
const EXHIBITORS = 1000;
const SCAN_CONNECTIONS = 50;
const HOSTILE_CONNECTIONS = 20;
const HOSTILE_ACCOUNTS = Number(process.env.HOSTILE_ACCOUNTS ?? 200);
const DURATION_S = 8;
const ROUNDS = 3;
const TICKETS = 1000;
const SCANS = 2000;
/** The contract's maximum for `seeking` and `description`. */
const PROFILE_LENGTH = 2000;
const TARGET_P99_MS = 25;

interface Run {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

interface Saves {
  accepted: number;
  refused: number;
  other: number;
}

// Load from worker threads: in the server's own event loop it would slow what it measures.
async function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ duration: DURATION_S, workers: 2, ...options });
}

const figures = (result: autocannon.Result): Run => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  requestsPerSecond: result.requests.average,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

function savesOf(result: autocannon.Result): Saves {
  const codes = result.statusCodeStats as Record<string, { count: number } | undefined>;
  const count = (code: string) => codes[code]?.count ?? 0;
  const accepted = count('200');
  const refused = count('429');
  return { accepted, refused, other: result.requests.total - accepted - refused };
}

/** Punctuation that does not end the string, as in the review: the worst case of the old regex. */
function hostileText(variant: number): string {
  const marks = '.,;:!?';
  const mark = marks.charAt(variant % marks.length);
  return `${mark.repeat(PROFILE_LENGTH - 8)}x${String(variant).padStart(7, '0')}`;
}

const describeRun = (run: Run) =>
  `${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms` +
  (run.errors > 0 ? ` (${run.errors} errors)` : '');
const describeSaves = (saves: Saves) =>
  `${saves.accepted} saves accepted, ${saves.refused} refused (429)` +
  (saves.other > 0 ? `, ${saves.other} other` : '');

const server = await startTestServer();
try {
  const { app } = server;
  await app.db.insert(vendors).values(
    Array.from({ length: EXHIBITORS }, (_, i) => {
      const a = VENDORS[i % VENDORS.length];
      const b = VENDORS[(i * 7 + 3) % VENDORS.length];
      return {
        name: `${a?.name ?? 'Espositore'} ${i + 1}`,
        stand: `${String.fromCharCode(65 + (i % 10))}${i + 1}`,
        description: `${a?.description ?? ''} ${b?.description ?? ''}`,
        seeking: `${a?.seeking ?? ''} ${b?.seeking ?? ''}`,
      };
    }),
  );

  const staff = await createUser(app, { role: 'staff' });
  const scanHeaders = {
    authorization: `Bearer ${staff.token}`,
    'content-type': 'application/json',
  };
  const scans = scanRequests(await issueTickets(app, TICKETS), SCANS, scanHeaders, sequence());

  const accounts = await Promise.all(
    Array.from({ length: Math.max(HOSTILE_CONNECTIONS, HOSTILE_ACCOUNTS) }, () => createUser(app)),
  );
  let variant = 0;
  /** Each account saves a different profile every time its turn comes. */
  const saves = (count: number, turns: number) =>
    Array.from({ length: count * turns }, (_, i) => {
      const account = accounts[i % count];
      variant += 1;
      return {
        method: 'PUT' as const,
        path: `/api/users/${account?.id ?? 0}`,
        headers: {
          authorization: `Bearer ${account?.token ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ seeking: hostileText(variant), description: hostileText(-variant) }),
      };
    });
  const fewSaves = saves(HOSTILE_CONNECTIONS, 50);
  const manySaves = saves(HOSTILE_ACCOUNTS, 3);

  // Warm: the matching threads start and index the exhibitors, and every account has its
  // matches stored, before anything is measured.
  for (const save of manySaves.slice(0, HOSTILE_ACCOUNTS)) {
    const saved = await app.inject({
      method: 'PUT',
      url: save.path,
      headers: save.headers,
      payload: save.body,
    });
    if (saved.statusCode !== 200) throw new Error(`profile save answered ${saved.statusCode}`);
  }
  await app.matchQueue.idle();
  // A computation that failed would only be logged: check that the matches exist.
  const suggested = await app.inject({
    method: 'GET',
    url: '/api/matches/new',
    headers: manySaves[0]?.headers,
  });
  const suggestion = suggested.json<{ match: { description: string } | null }>();
  if (suggestion.match === null) throw new Error('the warm-up computed no matches');
  console.log(`a hostile profile's first suggestion: "${suggestion.match.description}"`);
  await load({ url: server.url, connections: SCAN_CONNECTIONS, requests: scans, duration: 2 });

  const quiet: Run[] = [];
  const few: { scans: Run; saves: Saves }[] = [];
  const many: { scans: Run; saves: Saves }[] = [];
  const underAttack = async (requests: typeof fewSaves) => {
    const [gate, attack] = await Promise.all([
      load({ url: server.url, connections: SCAN_CONNECTIONS, requests: scans }),
      load({ url: server.url, connections: HOSTILE_CONNECTIONS, requests, workers: 1 }),
    ]);
    // The computations the saves asked for finish before the next run is measured.
    await app.matchQueue.idle();
    return { scans: figures(gate), saves: savesOf(attack) };
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    quiet.push(
      figures(await load({ url: server.url, connections: SCAN_CONNECTIONS, requests: scans })),
    );
    few.push(await underAttack(fewSaves));
    many.push(await underAttack(manySaves));
  }

  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}; ` +
      `${availableParallelism()} CPUs; Node ${process.version}; MATCHING_THREADS=` +
      `${process.env.MATCHING_THREADS ?? '(default)'}; ${EXHIBITORS} exhibitors; ` +
      `${SCAN_CONNECTIONS} scan connections; ${HOSTILE_CONNECTIONS} saving connections; ` +
      `${ROUNDS} rounds of ${DURATION_S} s runs`,
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const fewRound = few[round];
    const manyRound = many[round];
    if (fewRound === undefined || manyRound === undefined) continue;
    console.log(`round ${round + 1}`);
    console.log(`  quiet:                        ${describeRun(quiet[round] as Run)}`);
    console.log(
      `  20 attendees saving:          ${describeRun(fewRound.scans)}; ${describeSaves(fewRound.saves)}`,
    );
    console.log(
      `  ${`${HOSTILE_ACCOUNTS} attendees saving:`.padEnd(30)}${describeRun(manyRound.scans)}; ${describeSaves(manyRound.saves)}`,
    );
  }
  const p99 = (runs: Run[]) => median(runs.map((run) => run.p99));
  const total = (runs: { saves: Saves }[], key: keyof Saves) =>
    runs.reduce((sum, run) => sum + run.saves[key], 0);
  const hostileP99 = p99(few.map((run) => run.scans));
  console.log(
    `ticket validation p99, median of ${ROUNDS} rounds: quiet ${p99(quiet).toFixed(1)} ms | ` +
      `20 attendees saving hostile profiles ${hostileP99.toFixed(1)} ms ` +
      `(${total(few, 'accepted')} saves accepted, ${total(few, 'refused')} refused) | ` +
      `${HOSTILE_ACCOUNTS} attendees ${p99(many.map((run) => run.scans)).toFixed(1)} ms ` +
      `(${total(many, 'accepted')} accepted, ${total(many, 'refused')} refused); ` +
      `target < ${TARGET_P99_MS} ms: ${hostileP99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.close();
}
