/**
 * Throughput of the entrance: POST /api/tickets/validate at 50 connections against a test
 * server (in-memory PGlite, or the PostgreSQL of DATABASE_URL), with the scans a busy gate
 * sends: real tickets (the first scan of each admits, later ones are repeats, refused) mixed
 * with tampered codes. A trivial Fastify app measured the same way gives this machine's ceiling.
 *
 *   npm run validate -w @fiera/bench
 *
 * This machine's speed moves by a third within a minute (the trivial route: 18k to 30k req/s in
 * six consecutive 5 s runs). One ceiling run and one validate run minutes apart measure that
 * drift more than the server, so the runs are interleaved: each round measures the ceiling, a
 * trivial POST and validation in turn, a last ceiling run closes, and each validation run is
 * compared with the ceiling runs just before and after it. The medians of the rounds are the
 * figures.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createUser, startTestServer } from '@fiera/server/testing';
import { median } from './lib/percentiles';
import { issueTickets, scanRequests, sequence, TAMPERED_SHARE } from './lib/ticket-scans';

const CONNECTIONS = 50;
const DURATION_S = 6;
const ROUNDS = 5;
/** Fresh tickets each round: every round admits its first entries, then refuses repeats. */
const ATTENDEES = 1000;
/** More scans than a connection sends in one run (~1,200 at 10k req/s). */
const SCANS = 2000;
/**
 * autocannon's threads. With one, the load generator limited the validate run (not the trivial
 * one): the server's event loop idled a quarter of the time while a quarter of the machine's CPU
 * was unused. Two keep the server busy in both runs; the connections are split between them.
 */
const LOAD_THREADS = 2;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

// The load runs in worker threads: in the server's own event loop it would slow what it measures.
async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: LOAD_THREADS,
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function describe(figures: Figures): string {
  return (
    `${figures.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms` +
    (figures.non2xx + figures.errors > 0
      ? ` (${figures.non2xx} non-2xx, ${figures.errors} errors)`
      : '')
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const server = await startTestServer();
const trivial = Fastify();
trivial.get('/', () => ({ ok: true }));
// What any POST costs here: the same headers and body as a scan, an answer of the same size.
const trivialAnswer = { valid: false, message: 'x'.repeat(60), ticket_uuid: null, user_id: null };
trivial.post('/', () => trivialAnswer);
const trivialUrl = await trivial.listen({ port: 0, host: '127.0.0.1' });

try {
  const staff = await createUser(server.app, { role: 'staff' });
  const headers = { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' };
  const next = sequence();
  const roundScans = async () =>
    scanRequests(await issueTickets(server.app, ATTENDEES), SCANS, headers, next);

  const ceilings: Figures[] = [await load({ url: trivialUrl })];
  const posts: Figures[] = [];
  const validations: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const requests = await roundScans();
    posts.push(await load({ url: trivialUrl, method: 'POST', headers, body: requests[0]?.body }));
    validations.push(await load({ url: server.url, requests }));
    ceilings.push(await load({ url: trivialUrl }));
  }

  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}; ` +
      `${availableParallelism()} CPUs; Node ${process.version}; ` +
      `${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_S} s runs; ` +
      `${ATTENDEES} new tickets a round, ${percent(TAMPERED_SHARE)} of scans tampered`,
  );
  const shares = validations.map((validation, round) => {
    const ceiling =
      ((ceilings[round]?.requestsPerSecond ?? NaN) +
        (ceilings[round + 1]?.requestsPerSecond ?? NaN)) /
      2;
    const share = validation.requestsPerSecond / ceiling;
    const postShare = (posts[round]?.requestsPerSecond ?? NaN) / ceiling;
    console.log(`round ${round + 1}`);
    console.log(`  ceiling, trivial GET:       ${describe(ceilings[round] as Figures)}`);
    console.log(`  trivial POST, scan's body:  ${describe(posts[round] as Figures)}`);
    console.log(`  POST /api/tickets/validate: ${describe(validation)}`);
    console.log(
      `  validate: ${percent(share)} of the mean ceiling around it ` +
        `(the trivial POST: ${percent(postShare)})`,
    );
    return { share, postShare };
  });
  console.log(`closing ceiling, trivial GET: ${describe(ceilings.at(-1) as Figures)}`);
  console.log(
    `median of ${ROUNDS} rounds: validate ` +
      `${median(validations.map((figures) => figures.requestsPerSecond)).toFixed(0)} req/s = ` +
      `${percent(median(shares.map(({ share }) => share)))} of the ceiling, ` +
      `p50 ${median(validations.map((figures) => figures.p50)).toFixed(1)} ms, ` +
      `p99 ${median(validations.map((figures) => figures.p99)).toFixed(1)} ms; ` +
      `ceiling ${median(ceilings.map((figures) => figures.requestsPerSecond)).toFixed(0)} req/s; ` +
      `trivial POST ${percent(median(shares.map(({ postShare }) => postShare)))} of the ceiling`,
  );
} finally {
  await trivial.close();
  await server.close();
}
