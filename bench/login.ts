/**
 * Login latency: POST /api/auth/login, one request at a time, against a test server (in-memory
 * PGlite, or the PostgreSQL of DATABASE_URL). Most of a login is the argon2id verification, whose
 * cost is chosen to keep the median under 150 ms on the 2-core machine the fair runs on.
 *
 *   npm run login -w @fiera/bench
 */
import { availableParallelism } from 'node:os';
import { ARGON2_OPTIONS, createUser, startTestServer } from '@fiera/server/testing';
import { formatMs, percentile } from './lib/percentiles';

const WARM_UP = 20;
const MEASURED = 200;
const PASSWORD = 'una-password-lunga';
// Logins are limited to 10 a minute per account: enough accounts that none gets near it.
const ACCOUNTS = 30;

const server = await startTestServer();
try {
  const emails: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    emails.push((await createUser(server.app, { password: PASSWORD })).email);
  }

  const loginOnce = async (i: number): Promise<number> => {
    const body = new URLSearchParams({ username: emails[i % ACCOUNTS] ?? '', password: PASSWORD });
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', body });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    // A failed login would measure something else: stop rather than print wrong figures.
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    return elapsed;
  };

  for (let i = 0; i < WARM_UP; i += 1) await loginOnce(i);
  const times: number[] = [];
  for (let i = 0; i < MEASURED; i += 1) times.push(await loginOnce(WARM_UP + i));

  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  console.log(
    `argon2id m=${memoryCost} KiB (${memoryCost / 1024} MiB), t=${timeCost}, p=${parallelism}`,
  );
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}; ${availableParallelism()} CPUs; Node ${process.version}`,
  );
  console.log(`POST /api/auth/login, ${MEASURED} sequential logins after ${WARM_UP} warm-up:`);
  for (const p of [50, 95, 99]) console.log(`  p${p}: ${formatMs(percentile(times, p))}`);
  console.log(`  min ${formatMs(Math.min(...times))}, max ${formatMs(Math.max(...times))}`);
} finally {
  await server.close();
}
