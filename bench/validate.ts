/**
 * Throughput of the entrance: POST /api/tickets/validate at 50 connections for 10 s against a
 * test server (in-memory PGlite, or the PostgreSQL of DATABASE_URL), with the scans a busy gate
 * sends: real tickets (the first scan of each admits, later ones are repeats, refused) mixed
 * with tampered codes. A trivial Fastify app measured the same way gives this machine's ceiling.
 *
 *   npm run validate -w @fiera/bench
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createUser, startTestServer } from '@fiera/server/testing';

const CONNECTIONS = 50;
const DURATION_S = 10;
const ATTENDEES = 1000;
const SCANS = 4000;
const TAMPERED_SHARE = 0.25;
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

function tampered(token: string, seed: number): string {
  const index = 3 + (seed % (token.length - 3));
  const character = token.charAt(index);
  const replacement = character === 'A' ? 'B' : character === '.' ? 'x' : 'A';
  return token.slice(0, index) + replacement + token.slice(index + 1);
}

function describe(name: string, figures: Figures): string {
  return (
    `${name}: ${figures.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms` +
    (figures.non2xx + figures.errors > 0
      ? ` (${figures.non2xx} non-2xx, ${figures.errors} errors)`
      : '')
  );
}

async function measureCeiling(): Promise<Figures> {
  const trivial = Fastify();
  trivial.get('/', () => ({ ok: true }));
  const url = await trivial.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load({ url });
  } finally {
    await trivial.close();
  }
}

// The machine is shared: the ceiling is measured before and after, and compared with their mean.
const ceilingBefore = await measureCeiling();
const server = await startTestServer();
let validate: Figures;
try {
  const staff = await createUser(server.app, { role: 'staff' });
  const tokens: string[] = [];
  for (let i = 0; i < ATTENDEES; i += 1) {
    const { id } = await createUser(server.app);
    tokens.push((await server.app.ticketsService.issueTicket(id)).ticket.qrCodeData);
  }
  // A fixed pseudo-random sequence: runs are comparable.
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  const requests = Array.from({ length: SCANS }, () => {
    const token = tokens[next() % ATTENDEES] ?? '';
    const code = next() / 2 ** 31 < TAMPERED_SHARE ? tampered(token, next()) : token;
    return {
      method: 'POST' as const,
      path: '/api/tickets/validate',
      headers: {
        authorization: `Bearer ${staff.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ qr_code_data: code }),
    };
  });
  validate = await load({ url: server.url, requests });
} finally {
  await server.close();
}
const ceilingAfter = await measureCeiling();
const ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;

console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}; ` +
    `${availableParallelism()} CPUs; Node ${process.version}; ` +
    `${CONNECTIONS} connections, ${DURATION_S} s each`,
);
console.log(
  describe(
    `POST /api/tickets/validate (${ATTENDEES} tickets, ${TAMPERED_SHARE * 100} % tampered)`,
    validate,
  ),
);
console.log(describe('ceiling before, trivial Fastify GET /', ceilingBefore));
console.log(describe('ceiling after, trivial Fastify GET /', ceilingAfter));
console.log(
  `validate reaches ${((validate.requestsPerSecond / ceiling) * 100).toFixed(0)} % of the mean ceiling`,
);
