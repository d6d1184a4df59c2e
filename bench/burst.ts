/**
 * The opening hour (issue 19): two built server instances on one PostgreSQL and Redis, with a
 * fair of 20,000 accounts, 1,000 exhibitors and 500 events, under a mix of what phones and gates
 * send when the doors open, at 50, 200 and 500 concurrent connections (and 4, 10 and 24, to find
 * where the p99 crosses 100 ms).
 *
 *   npm run burst -w @fiera/bench
 *   BURST_LOGIN_SHARE=0 npm run burst -w @fiera/bench    # the same mix without logins
 *
 * PostgreSQL: the admin URL in DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a
 * database of its own is made and dropped. Redis: BENCH_REDIS_URL (default db 9 on 127.0.0.1,
 * flushed: the instance tests use db 5).
 *
 * - The instances are what `npm run build -w @fiera/server` makes, run by plain node as in
 *   production (apps/server/test/helpers/production-build.ts), sharing DATA_DIR's keys.
 * - No balancer process: on 2 cores it would take CPU from what it balances. Each connection
 *   goes straight to one instance, half to each, as a round-robin balancer spreads them; every
 *   request carries X-Forwarded-For with its client's own address, as the balancer would add,
 *   and the instances believe it from 127.0.0.1 (TRUST_PROXY), so the per-address login limits
 *   count visitors, not the load generator.
 * - Visitors signed in before the fair carry an access token signed with the instances' key (a
 *   session started on the phone earlier); the burst's logins are real logins (argon2).
 * - The matches of the visitors who swipe are computed by the instances before the load (they
 *   opened the matches screen before): a first computation writes a row per exhibitor, the cost
 *   of a new profile, which this does not measure.
 * - Each level: the trivial route's ceiling first (a bare Fastify in this process, the same
 *   generator and connections), then the mix, warmed up and then measured. The CPU each process
 *   used in the level is read from /proc.
 * - Afterwards: every check-in a gate was told was valid must be in the database; the resident
 *   memory of each instance is read with the fair loaded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createPostgresDatabase } from '@fiera/server/testing';
import { createAccessTokens } from '../apps/server/src/plugins/app/auth/access-tokens';
import { readOrCreateTicketKey } from '../apps/server/src/plugins/app/tickets/ticket-key-files';
import {
  buildServerInto,
  startServerProcess,
  type ServerProcess,
} from '../apps/server/test/helpers/production-build';
import {
  ROUTES,
  type Client,
  type FromWorker,
  type MeasuredRoute,
  type Phase,
  type PhaseResult,
  type Route,
  type RouteResult,
  type ToWorker,
  type WorkerSetup,
} from './lib/burst-load';
import { seedFair } from './lib/burst-seed';
import { percentile } from './lib/percentiles';
import {
  coresBusy,
  cpuSnapshot,
  machineCpuSeconds,
  pidsNamed,
  residentMemoryMb,
  type CpuGroups,
} from './lib/proc-stats';

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/9';

const SIZES = { users: 20_000, staff: 40, exhibitors: 1000, events: 500 };
/** Visitors signed in before the fair: they open the app and read. */
const SIGNED_IN_VISITORS = 6000;
/** Of those, the ones who swipe through their matches (60 decisions a minute each at most). */
const MATCH_VISITORS = 200;
/** Accounts that sign in during the burst, none twice. */
const LOGIN_ACCOUNTS = 3000;
const PASSWORD = 'una-password-da-fiera';

/**
 * The opening hour's requests. Gates scan every arriving visitor; a visitor on arrival opens the
 * app, whose screens revalidate the programme and the exhibitors' list and read the account (the
 * ticket's QR is in it); some swipe through their matches, deciding on about half of what they
 * are shown; few sign in, since a session started before the fair lasts on the phone.
 */
const OPENING_HOUR: Record<Route, number> = {
  validate: 0.3,
  programme: 0.2,
  exhibitors: 0.15,
  me: 0.15,
  newMatch: 0.12,
  decision: 0.06,
  login: 0.02,
};
/**
 * BURST_LOGIN_SHARE (0 to 1) replaces the logins' share, the others scaled to fill the rest: a
 * login costs about 60 ms of argon2, so its share decides much of what the rest gets.
 */
const MIX = withLoginShare(OPENING_HOUR, process.env.BURST_LOGIN_SHARE);
/**
 * A third instance takes the scans alone, as compose's fiera-gate behind Caddy's path route
 * (see burst-load.ts); BURST_GATE_INSTANCE=0 runs the two instances alone, scans included.
 */
const GATE_INSTANCE = process.env.BURST_GATE_INSTANCE !== '0';

function withLoginShare(mix: Record<Route, number>, value: string | undefined) {
  if (value === undefined || value === '') return mix;
  const login = Number(value);
  if (!(login >= 0 && login < 1)) throw new Error(`BURST_LOGIN_SHARE: ${value} is not in [0, 1)`);
  const scale = (1 - login) / (1 - mix.login);
  return Object.fromEntries(
    ROUTES.map((route) => [route, route === 'login' ? login : mix[route] * scale]),
  ) as Record<Route, number>;
}
const REPEAT_SHARE = 0.05;
const TAMPERED_SHARE = 0.05;

/** The issue's 50, 200 and 500; 4, 10 and 24 find where the p99 crosses the budget below 50. */
const LEVELS = [4, 10, 24, 50, 200, 500];
const LOAD_THREADS = 2;
const WARMUP = { connections: 50, ms: 5000 };
const LEVEL_WARMUP_MS = 3000;
const LEVEL_MS = 10_000;
const CEILING_WARMUP_MS = 1000;
const CEILING_MS = 4000;
const MATCHES_TIMEOUT_MS = 240_000;

/** Targets of issue 19. */
const P99_BUDGET_MS = 100;
const VALIDATION_P99_TARGET_MS = 50;
const RSS_TARGET_MB = 300;
/** A visitor using the app sends a request every this many seconds, on average. */
const VISITOR_THINK_S = 10;

const LABELS: Record<MeasuredRoute, string> = {
  validate: 'POST /api/tickets/validate',
  programme: 'GET /api/events/',
  exhibitors: 'GET /api/vendors/',
  me: 'GET /api/users/me',
  newMatch: 'GET /api/matches/new',
  decision: 'POST /api/matches/{id}/accept|reject',
  login: 'POST /api/auth/login',
  trivial: 'trivial GET (bare Fastify)',
};

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

/** An address per simulated phone, as the hall's proxy would forward it. */
const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** A fixed shuffle: the order in which visitors reach the gates. */
function shuffled<T>(list: readonly T[], seed = 19): T[] {
  const copy = [...list];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

interface Figures {
  count: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  notModified: number;
  non2xx: number;
  errors: number;
  otherStatuses: Record<string, number>;
}

function figuresOf(results: readonly RouteResult[], seconds: number): Figures {
  const latencies = results.flatMap((result) => result.latencies);
  const otherStatuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.otherStatuses)) {
      otherStatuses[status] = (otherStatuses[status] ?? 0) + count;
    }
  }
  const sum = (pick: (result: RouteResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    count: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: latencies.length === 0 ? NaN : percentile(latencies, 50),
    p99: latencies.length === 0 ? NaN : percentile(latencies, 99),
    ok: sum((result) => result.ok),
    notModified: sum((result) => result.notModified),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    otherStatuses,
  };
}

function row(label: string, figures: Figures): string {
  const statuses = Object.entries(figures.otherStatuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return (
    `  ${label.padEnd(46)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${figures.p50.toFixed(1).padStart(6)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms  ` +
    `non-2xx ${figures.non2xx}${statuses === '' ? '' : ` (${statuses})`}  errors ${figures.errors}` +
    (figures.notModified > 0 ? `  (304 revalidations: ${figures.notModified})` : '')
  );
}

interface LevelFigures {
  connections: number;
  ceiling: Figures;
  all: Figures;
  /** Every request but the logins: what the capacity is judged on. */
  withoutLogin: Figures;
  routes: Map<Route, Figures>;
  cores: Record<string, number>;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-burst-'));
let outDir: string | undefined;
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let pool: pg.Pool | undefined;
let instances: ServerProcess[] = [];
const workers: Worker[] = [];
const trivial = Fastify();
trivial.get('/', () => ({ ok: true }));

let cleaning: Promise<void> | undefined;
/** Leaves no process, database or folder behind, whether the run ends or is interrupted. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
    await trivial.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await pool?.end();
    await database?.drop();
    if (outDir !== undefined) rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping the instances and dropping the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  // What else runs on the machine: the bench cannot stop it, only say it.
  const quiet = machineCpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const busy = machineCpuSeconds();
  log(
    `${availableParallelism()} CPUs, Node ${process.version}; cores busy before the bench ` +
      `started: ${((busy.busy - quiet.busy) / ((busy.total - quiet.total) / availableParallelism())).toFixed(2)}; ` +
      `building the server (Rolldown) ...`,
  );
  outDir = await buildServerInto('burst');
  database = await createPostgresDatabase(POSTGRES_URL);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    DATA_DIR: dataDir,
    FIERA_DEMO_SEED: 'false',
    TRUST_PROXY: '127.0.0.1',
  };
  // Both at once on an empty database, as the compose file starts them: one migrates.
  instances = await Promise.all([
    startServerProcess(outDir, env),
    startServerProcess(outDir, env),
    ...(GATE_INSTANCE ? [startServerProcess(outDir, env)] : []),
  ]);
  const pids = instances.map((instance) => instance.process.pid ?? 0);
  log(
    `instances up: ${instances.map((instance) => instance.url).join(', ')}` +
      (GATE_INSTANCE ? ' (the third for the scans alone)' : ''),
  );
  const memoryLine = (moment: string) =>
    `resident memory ${moment}: ` +
    pids
      .map((pid, index) => {
        const { rss, peak, anonymous } = residentMemoryMb(pid);
        return (
          `instance ${index + 1} ${rss.toFixed(0)} MB (${anonymous.toFixed(0)} MB anonymous; ` +
          `peak ${peak.toFixed(0)} MB)`
        );
      })
      .join(', ');
  log(memoryLine('at start, empty database'));

  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const seedStart = performance.now();
  const fair = await seedFair(pool, SIZES, PASSWORD, readOrCreateTicketKey(dataDir));
  log(
    `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ` +
      `${SIZES.users} verified accounts (${SIZES.staff} staff; every attendee with a matching ` +
      `profile and a ticket), ${fair.vendorIds.length} exhibitors, ${SIZES.events} events`,
  );

  // Sessions started before the fair: tokens signed with the key the instances made.
  const accessTokens = await createAccessTokens(
    readFileSync(path.join(dataDir, 'secrets', 'token-ed25519.pem'), 'utf8'),
  );
  const visitors: Client[] = await Promise.all(
    fair.attendees.slice(0, SIGNED_IN_VISITORS).map(async ({ id }, index) => ({
      token: await accessTokens.sign({ userId: id, role: 'attendee' }),
      address: addressOf(index + 1),
    })),
  );
  const staff: Client[] = await Promise.all(
    fair.staffIds.map(async (id, index) => ({
      token: await accessTokens.sign({ userId: id, role: 'staff' }),
      address: `192.168.50.${index + 1}`,
    })),
  );
  const matchVisitors = visitors
    .filter((_, index) => fair.attendees[index]?.matchable === true)
    .slice(0, MATCH_VISITORS);
  const logins = fair.attendees
    .slice(SIGNED_IN_VISITORS, SIGNED_IN_VISITORS + LOGIN_ACCOUNTS)
    .map(({ email }, index) => ({ email, address: addressOf(SIGNED_IN_VISITORS + index + 1) }));

  // The matches of the swiping visitors, computed by the instances' own jobs.
  const matchesStart = performance.now();
  const queue = [...matchVisitors.entries()];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const [index, visitor] = next;
        const url = instances[index % instances.length]?.url ?? '';
        const answer = await fetch(`${url}/api/matches/new`, {
          headers: { authorization: `Bearer ${visitor.token}` },
        });
        if (answer.status !== 200) throw new Error(`matches/new answered ${answer.status}`);
        await answer.arrayBuffer();
      }
    }),
  );
  for (;;) {
    const { rows } = await pool.query<{ done: number }>(
      'select count(*)::int as done from match_generations where completed_at is not null',
    );
    if ((rows[0]?.done ?? 0) >= MATCH_VISITORS) break;
    if (performance.now() - matchesStart > MATCHES_TIMEOUT_MS) {
      throw new Error(`matches computed for ${rows[0]?.done ?? 0} of ${MATCH_VISITORS} visitors`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { rows: matchRows } = await pool.query<{ count: number }>(
    'select count(*)::int as count from matches',
  );
  log(memoryLine('with the fair loaded and the matches computed'));
  log(
    `matches of ${MATCH_VISITORS} visitors computed by the instances in ` +
      `${((performance.now() - matchesStart) / 1000).toFixed(1)} s (${matchRows[0]?.count} rows)`,
  );

  // The lists' ETags, which half of the phones send back.
  const etagOf = async (listPath: string) => {
    const answer = await fetch(`${instances[0]?.url}${listPath}`, {
      headers: { authorization: `Bearer ${visitors[0]?.token}`, 'accept-encoding': 'br' },
    });
    await answer.arrayBuffer();
    const etag = answer.headers.get('etag');
    if (etag === null) throw new Error(`${listPath}: no ETag`);
    return etag;
  };
  const etags = {
    programme: await etagOf('/api/events/'),
    exhibitors: await etagOf('/api/vendors/'),
  };

  const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' });
  const gateOrder = shuffled(fair.tickets);
  for (let index = 0; index < LOAD_THREADS; index += 1) {
    const setup: WorkerSetup = {
      instances: instances.slice(0, 2).map((instance) => instance.url),
      ...(GATE_INSTANCE ? { gateInstance: instances[2]?.url } : {}),
      trivialUrl,
      mix: MIX,
      // Pools dealt out so that no two threads share a visitor, a ticket or an account.
      visitors: visitors.filter((_, i) => i % LOAD_THREADS === index),
      matchVisitors: matchVisitors.filter((_, i) => i % LOAD_THREADS === index),
      staff: staff.filter((_, i) => i % LOAD_THREADS === index),
      logins: logins.filter((_, i) => i % LOAD_THREADS === index),
      password: PASSWORD,
      tickets: gateOrder
        .filter((_, i) => i % LOAD_THREADS === index)
        .map(({ code, uuid }) => ({ code, uuid })),
      etags,
      vendorIds: fair.vendorIds,
      seed: 1000 + index,
      repeatShare: REPEAT_SHARE,
      tamperedShare: TAMPERED_SHARE,
    };
    workers.push(
      new Worker(new URL('./lib/burst-load.ts', import.meta.url), { workerData: setup }),
    );
  }

  const admitted: string[] = [];
  const scanCounts = { first: 0, repeats: 0, tampered: 0, unanswered: 0 };
  /** The phase on every load thread, its connections split between them. */
  async function run(phase: Omit<Phase, 'connections' | 'firstInstance'>, connections: number) {
    const results = await Promise.all(
      workers.map(
        (worker, index) =>
          new Promise<PhaseResult>((resolve, reject) => {
            const share =
              Math.floor(connections / LOAD_THREADS) + (index < connections % LOAD_THREADS ? 1 : 0);
            const onMessage = (message: FromWorker) => {
              worker.off('error', reject);
              resolve(message.result);
            };
            worker.once('message', onMessage);
            worker.once('error', reject);
            worker.postMessage({
              type: 'phase',
              phase: { ...phase, connections: share, firstInstance: index % 2 },
            } satisfies ToWorker);
          }),
      ),
    );
    for (const result of results) {
      admitted.push(...result.scans.admitted);
      scanCounts.first += result.scans.first;
      scanCounts.repeats += result.scans.repeats;
      scanCounts.tampered += result.scans.tampered;
      scanCounts.unanswered += result.scans.unanswered;
    }
    const byRoute = new Map<MeasuredRoute, RouteResult[]>();
    for (const result of results) {
      for (const route of result.routes) {
        byRoute.set(route.route, [...(byRoute.get(route.route) ?? []), route]);
      }
    }
    return byRoute;
  }

  const cpuGroups: CpuGroups = {
    'instance 1': () => pids.slice(0, 1),
    'instance 2': () => pids.slice(1, 2),
    ...(GATE_INSTANCE ? { 'gate instance': () => pids.slice(2, 3) } : {}),
    postgres: () => pidsNamed('postgres'),
    redis: () => pidsNamed('redis-server'),
    'load generator': () => [process.pid],
  };

  log(`warm-up: the mix at ${WARMUP.connections} connections for ${WARMUP.ms / 1000} s`);
  await run(
    { target: 'fiera', warmupMs: WARMUP.ms, durationMs: 0, record: false },
    WARMUP.connections,
  );

  log(memoryLine('after the warm-up'));

  const levels: LevelFigures[] = [];
  for (const connections of LEVELS) {
    const ceilingResults = await run(
      { target: 'trivial', warmupMs: CEILING_WARMUP_MS, durationMs: CEILING_MS, record: true },
      connections,
    );
    const ceiling = figuresOf(ceilingResults.get('trivial') ?? [], CEILING_MS / 1000);
    const before = cpuSnapshot(cpuGroups);
    const results = await run(
      { target: 'fiera', warmupMs: LEVEL_WARMUP_MS, durationMs: LEVEL_MS, record: true },
      connections,
    );
    const cores = coresBusy(before, cpuSnapshot(cpuGroups));
    const routes = new Map(
      ROUTES.map((route) => [route, figuresOf(results.get(route) ?? [], LEVEL_MS / 1000)]),
    );
    const all = figuresOf([...results.values()].flat(), LEVEL_MS / 1000);
    const withoutLogin = figuresOf(
      [...results.entries()].flatMap(([route, list]) => (route === 'login' ? [] : list)),
      LEVEL_MS / 1000,
    );
    levels.push({ connections, ceiling, all, withoutLogin, routes, cores });

    console.log(
      `\n${connections} connections (${Math.ceil(connections / 2)} + ${Math.floor(connections / 2)}` +
        ` on the two instances), ${LEVEL_MS / 1000} s measured after ${LEVEL_WARMUP_MS / 1000} s:`,
    );
    for (const route of ROUTES) {
      console.log(
        row(`${LABELS[route]} (${(MIX[route] * 100).toFixed(0)} %)`, routes.get(route) as Figures),
      );
    }
    console.log(row('all routes', all));
    console.log(row('all routes but login', withoutLogin));
    console.log(row(`${LABELS.trivial}, just before`, ceiling));
    console.log(
      `  the mix: ${((all.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} % of ` +
        `the trivial ceiling; cores busy over the level: ` +
        Object.entries(cores)
          .map(([group, value]) => `${group} ${value.toFixed(2)}`)
          .join(', '),
    );
  }

  // Check-ins: every ticket a gate was told was valid must be in the database, once.
  const { rows: recorded } = await pool.query<{ uuid: string }>(
    'select t.uuid from checkins c join tickets t on t.id = c.ticket_id',
  );
  const inDatabase = new Set(recorded.map((entry) => entry.uuid));
  const lost = admitted.filter((uuid) => !inDatabase.has(uuid));
  const admittedTwice = admitted.length - new Set(admitted).size;
  console.log(
    `\ncheck-ins: ${admitted.length} scans answered valid, ${inDatabase.size} check-ins in the ` +
      `database (${recorded.length} rows), lost ${lost.length}, admitted twice ${admittedTwice}; ` +
      `scans sent over the whole run: ${scanCounts.first} first scans of ` +
      `${fair.tickets.length} tickets (after the last ticket, first scans become repeats), ` +
      `${scanCounts.repeats} repeats, ${scanCounts.tampered} tampered, ` +
      `${scanCounts.unanswered} unanswered or not 200`,
  );

  const memory = pids.map((pid) => residentMemoryMb(pid));
  console.log(
    memoryLine(
      `after the run, ${SIZES.users} users, ${SIZES.exhibitors} exhibitors and ` +
        `${SIZES.events} events loaded`,
    ),
  );

  // Capacity: the most connections at which the visitors' requests but the logins (argon2 by
  // design, with a budget of their own) answer 99 % within the budget, interpolated between
  // the levels on either side; a visitor is not a connection sending back to back, so the
  // throughput there is also read as visitors sending a request every VISITOR_THINK_S.
  const p99Of = (level: LevelFigures) => level.withoutLogin.p99;
  const worstRoute = (level: LevelFigures) =>
    Math.max(
      ...ROUTES.filter((route) => route !== 'login').map(
        (route) => level.routes.get(route)?.p99 ?? NaN,
      ),
    );
  console.log(
    `\np99 of every request but the logins, per level (in brackets the slowest route's): ` +
      levels
        .map(
          (level) =>
            `${level.connections}: ${p99Of(level).toFixed(1)} ms (${worstRoute(level).toFixed(1)})`,
        )
        .join(', '),
  );
  const lastGood = levels.findLastIndex((level) => p99Of(level) < P99_BUDGET_MS);
  const good = levels[lastGood];
  const bad = levels[lastGood + 1];
  if (good === undefined) {
    console.log(
      `capacity at p99 < ${P99_BUDGET_MS} ms: below ${levels[0]?.connections} connections ` +
        `(the lowest level measured)`,
    );
  } else if (bad === undefined) {
    console.log(
      `capacity at p99 < ${P99_BUDGET_MS} ms: at least ${good.connections} connections ` +
        `(the highest level measured)`,
    );
  } else {
    const share = (P99_BUDGET_MS - p99Of(good)) / (p99Of(bad) - p99Of(good));
    const connections = good.connections + share * (bad.connections - good.connections);
    const throughput =
      good.all.requestsPerSecond + share * (bad.all.requestsPerSecond - good.all.requestsPerSecond);
    console.log(
      `capacity at p99 < ${P99_BUDGET_MS} ms, interpolated between ${good.connections} and ` +
        `${bad.connections} connections: ${connections.toFixed(0)} connections, ` +
        `${throughput.toFixed(0)} req/s for the two instances; one instance: ` +
        `${(connections / 2).toFixed(0)} clients that never pause, ` +
        `${(throughput / 2).toFixed(0)} req/s = ${((throughput / 2) * VISITOR_THINK_S).toFixed(0)} ` +
        `visitors sending a request every ${VISITOR_THINK_S} s`,
    );
  }

  const last = levels.at(-1);
  const validation = last?.routes.get('validate');
  const failures = levels.reduce((sum, level) => sum + level.all.non2xx + level.all.errors, 0);
  console.log(
    `\ngoals: errors and non-2xx at every level: ${failures} (goal 0); lost check-ins: ` +
      `${lost.length} (goal 0); validation p99 at ${last?.connections} connections: ` +
      `${validation?.p99.toFixed(1)} ms (goal < ${VALIDATION_P99_TARGET_MS} ms); resident memory: ` +
      `${memory.map(({ rss }) => `${rss.toFixed(0)} MB`).join(' and ')} (goal < ${RSS_TARGET_MB} MB)`,
  );
  console.log(
    `mix: ${ROUTES.map((route) => `${route} ${(MIX[route] * 100).toFixed(0)} %`).join(', ')}; ` +
      `scans ${(REPEAT_SHARE * 100).toFixed(0)} % repeats and ` +
      `${(TAMPERED_SHARE * 100).toFixed(0)} % tampered; ${LOAD_THREADS} load threads; ` +
      `total ${elapsed()}`,
  );
  for (const instance of instances) {
    const errors = instance
      .log()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (errors.length > 0)
      console.log(`an instance logged ${errors.length} errors, first: ${errors[0]}`);
  }
} finally {
  await cleanUp();
}
