import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/production-build';
import { startCuttableTcpProxy, type CuttableTcpProxy } from './cuttable-tcp-proxy';
import {
  ADMIN,
  POSTGRES_URL,
  REDIS_URL,
  startTwoInstances,
  type TwoInstances,
} from './two-instances-on-postgres';

/**
 * The deployment's own Caddyfile, run by a real Caddy in front of two built instances with the
 * settings compose gives them (TRUST_PROXY, an https PUBLIC_URL, Redis): what a visitor and an
 * operator get from `docker compose up`, less the containers.
 */
const CADDYFILE = path.resolve(import.meta.dirname, '../../../deploy/Caddyfile');
const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' });
const CADDY_MISSING = caddyVersion.error !== undefined;
/**
 * Caddy up to 2.11.1 loses the body of a request it retries after a refused connection, and
 * answers 502 (caddyserver/caddy#7546, fixed by #7547): with such a Caddy (Debian's is 2.6), a
 * POST that meets a stopped instance before its health check fails is lost.
 */
const CADDY_RETRIES_BODIES = (() => {
  const [major = 0, minor = 0, patch = 0] = (
    /(\d+)\.(\d+)\.(\d+)/.exec(caddyVersion.stdout ?? '') ?? []
  )
    .slice(1)
    .map(Number);
  return major * 1e6 + minor * 1e3 + patch > 2_011_001;
})();
if (CADDY_MISSING) {
  console.warn(
    'behind-caddy.test.ts is skipped: no `caddy` on PATH (Debian: apt-get install -y caddy; .ci/run installs it).',
  );
}

const TOO_MANY = 'Troppe richieste. Riprova tra poco.';
const INDEX_HTML = '<!doctype html><html><body><div id="root">Fiera</div></body></html>';
const ASSET = 'assets/index-5d1e0c2a.js';
const ASSET_JS = `console.log(${JSON.stringify('fiera '.repeat(500))});`;
const MINUTE = 60_000;
/** The Caddyfile's health_interval, and a second for the check itself. */
const HEALTH_INTERVAL_MS = 6_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function exchange(send: (receive: (incoming: IncomingMessage) => void) => ClientRequest) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = send((incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on('error', reject);
  });
}

/** Instances' JSON log lines for requests to `url` from `address`, as each instance saw them. */
function requestsLogged(log: string, url: string, address: string): number {
  return log.split('\n').filter((line) => {
    try {
      const entry = JSON.parse(line) as {
        msg?: string;
        req?: { url?: string; remoteAddress?: string };
      };
      return (
        entry.msg === 'incoming request' &&
        entry.req?.url === url &&
        entry.req.remoteAddress === address
      );
    } catch {
      return false;
    }
  }).length;
}

describe.skipIf(CADDY_MISSING)('two instances behind the Caddyfile of the deployment', () => {
  // Made in beforeAll: a skipped suite leaves nothing behind.
  let workDir: string | undefined;
  let httpsPort: number;
  let httpPort: number;
  let site: string;
  let fair: TwoInstances | undefined;
  let databaseRelay: CuttableTcpProxy | undefined;
  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  let caddyRoot: Buffer;
  // One client per loopback address: Caddy sees each as a visitor of its own.
  const agents = new Map<string, Agent>();

  function call(
    url: string,
    options: { method?: string; headers?: OutgoingHttpHeaders; body?: string; from?: string } = {},
  ): Promise<Answer> {
    const from = options.from ?? '127.0.0.1';
    let agent = agents.get(from);
    if (agent === undefined) {
      agent = new Agent({ ca: caddyRoot, keepAlive: true, localAddress: from });
      agents.set(from, agent);
    }
    const agentOfClient = agent;
    return exchange((receive) => {
      const outgoing = httpsRequest(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: 'localhost',
          path: url,
          method: options.method ?? 'GET',
          agent: agentOfClient,
          headers: { host: site, ...options.headers },
        },
        receive,
      );
      outgoing.end(options.body);
      return outgoing;
    });
  }

  /** The same request straight to an instance, without Caddy. */
  function callDirect(base: string, url: string, headers: OutgoingHttpHeaders = {}) {
    return exchange((receive) => {
      const outgoing = httpRequest(new URL(url, base), { headers }, receive);
      outgoing.end();
      return outgoing;
    });
  }

  /** As the app's sign-in form posts from the page at PUBLIC_URL. */
  function signIn(from?: string) {
    return call('/api/auth/login', {
      method: 'POST',
      from,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `https://${site}`,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
    });
  }

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'fiera-caddy-'));
    const dataHome = path.join(workDir, 'data');
    const staticDir = path.join(workDir, 'dist');
    mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, ASSET), ASSET_JS);
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    site = `localhost:${httpsPort}`;
    const postgres = new URL(POSTGRES_URL);
    databaseRelay = await startCuttableTcpProxy({
      host: postgres.hostname,
      port: Number(postgres.port || 5432),
    });
    const relayPort = databaseRelay.port;
    fair = await startTwoInstances('behind-caddy', {
      redisUrl: REDIS_URL,
      databaseUrlFor: (direct) => {
        const relayed = new URL(direct);
        relayed.port = String(relayPort);
        return relayed.toString();
      },
      env: {
        // As compose sets them.
        TRUST_PROXY: '1',
        PUBLIC_URL: `https://${site}`,
        FIERA_ADMIN_EMAIL: ADMIN.email,
        FIERA_ADMIN_PASSWORD: ADMIN.password,
        STATIC_DIR: staticDir,
        // Each request is logged with the address the instance took for the client's.
        LOG_LEVEL: 'info',
      },
    });
    caddy = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: workDir,
        XDG_DATA_HOME: dataHome,
        XDG_CONFIG_HOME: path.join(workDir, 'config'),
        FIERA_SITE: site,
        FIERA_UPSTREAMS: fair.instances.map((instance) => new URL(instance.url).host).join(' '),
        // The second instance stands for compose's fiera-gate, the first for the fallback.
        FIERA_GATE_UPSTREAMS: [...fair.instances]
          .reverse()
          .map((instance) => new URL(instance.url).host)
          .join(' '),
        // Root here: without skip_install_trust Caddy would add its root to the machine's store.
        CADDY_GLOBAL_OPTIONS: ['skip_install_trust', `http_port ${httpPort}`, 'admin off'].join(
          '\n',
        ),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    const rootFile = path.join(dataHome, 'caddy/pki/authorities/local/root.crt');
    for (const startedAt = Date.now(); ; await setTimeout(200)) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
      if (Date.now() - startedAt > 30_000) throw new Error(`caddy did not answer:\n${caddyLog}`);
      if (!existsSync(rootFile)) continue;
      caddyRoot = readFileSync(rootFile);
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
      const health = await call('/api/health').catch(() => undefined);
      if (health?.status === 200) break;
    }
  }, 120_000);

  afterAll(async () => {
    for (const agent of agents.values()) agent.destroy();
    if (caddy !== undefined && caddy.exitCode === null && caddy.signalCode === null) {
      const exited = once(caddy, 'exit');
      caddy.kill('SIGTERM');
      const killer = globalThis.setTimeout(() => caddy?.kill('SIGKILL'), 10_000);
      await exited;
      globalThis.clearTimeout(killer);
    }
    await fair?.close();
    await databaseRelay?.close();
    if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('with the environment of compose, proxies to fiera-1 and fiera-2 on the standard ports', () => {
    const adapted = spawnSync('caddy', ['adapt', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: workDir ?? '', FIERA_SITE: 'fiera.example.org' },
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const config = JSON.parse(adapted.stdout) as {
      admin?: unknown;
      apps: {
        http: {
          http_port?: number;
          servers: Record<string, { listen: string[]; routes: unknown[] }>;
        };
        pki?: unknown;
      };
    };
    // Caddy's defaults: admin API on localhost:2019, HTTP on 80, trust installed for `localhost`.
    expect(config.admin).toBeUndefined();
    expect(config.apps.pki).toBeUndefined();
    expect(config.apps.http.http_port).toBeUndefined();
    const servers = Object.values(config.apps.http.servers);
    expect(servers.map((server) => server.listen)).toEqual([[':443']]);
    const route = JSON.stringify(servers[0]?.routes);
    expect(route).toContain('"host":["fiera.example.org"]');
    expect(route).toContain('"upstreams":[{"dial":"fiera-1:3000"},{"dial":"fiera-2:3000"}]');
    expect(route).toContain(
      '"upstreams":[{"dial":"fiera-gate:3000"},{"dial":"fiera-1:3000"},{"dial":"fiera-2:3000"}]',
    );
    expect(route).toContain('"path":["/api/tickets/validate","/api/tickets/checkins/offline"]');
    expect(route).toContain('"uri":"/api/health/live"');
  });

  it('serves the app and the API over HTTPS, and sends plain HTTP there', async () => {
    const page = await call('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(INDEX_HTML);
    const route = await call('/programma', { headers: { accept: 'text/html' } });
    expect(route.body).toBe(INDEX_HTML);
    const asset = await call(`/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(ASSET_JS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const health = await call('/api/health');
    expect(health.status).toBe(200);

    const plain = await exchange((receive) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/programma', headers: { host: 'localhost' } },
        receive,
      );
      outgoing.end();
      return outgoing;
    });
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe(`https://${site}/programma`);
  });

  it('passes the security headers of the app through unchanged, adding none that conflict', async () => {
    const direct = fair?.instances[0]?.url ?? '';
    for (const [url, headers] of [
      ['/', { accept: 'text/html' }],
      [`/${ASSET}`, {}],
      ['/api/health', {}],
    ] as const) {
      const [straight, proxied] = [
        await callDirect(direct, url, headers),
        await call(url, { headers }),
      ];
      expect(proxied.status).toBe(straight.status);
      // What only the connection decides (Caddy speaks to the instance over its own one).
      // Caddy streams the body in chunks where the instance gave its length: both are whole.
      const perConnection = new Set([
        'date',
        'connection',
        'keep-alive',
        'transfer-encoding',
        'content-length',
      ]);
      const sent = Object.entries(straight.headers).filter(([name]) => !perConnection.has(name));
      for (const [name, value] of sent)
        expect([url, name, proxied.headers[name]]).toEqual([url, name, value]);
      // Caddy's own additions say who served and that HTTP/3 is offered, nothing else.
      const added = Object.keys(proxied.headers).filter(
        (name) => !perConnection.has(name) && straight.headers[name] === undefined,
      );
      expect(added.sort()).toEqual(['alt-svc', 'server']);
    }
    // Behind HTTPS (PUBLIC_URL), pages and API answers make browsers stay on HTTPS.
    for (const url of ['/', '/api/health']) {
      expect(
        (await call(url, { headers: { accept: 'text/html' } })).headers[
          'strict-transport-security'
        ],
      ).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('signs in as the browser does and keeps the session going through the proxy', async () => {
    const login = await signIn();
    expect(login.status, login.body).toBe(200);
    let token = (JSON.parse(login.body) as { access_token: string }).access_token;
    const refreshCookie = (answer: Answer) =>
      [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('fiera_refresh='));
    let cookie = refreshCookie(login);
    // Secure: the instance knows from PUBLIC_URL that the browser is on HTTPS.
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);

    // Each round's requests land on both instances (round robin): either accepts the other's.
    for (let round = 0; round < 2; round += 1) {
      for (let asked = 0; asked < 2; asked += 1) {
        const me = await call('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
        expect(JSON.parse(me.body)).toMatchObject({ email: ADMIN.email });
      }
      // The page renews its token with the cookie, which each renewal replaces.
      const refreshed = await call('/api/auth/refresh', {
        method: 'POST',
        headers: {
          cookie: cookie?.split(';')[0] ?? '',
          origin: `https://${site}`,
          'sec-fetch-site': 'same-origin',
        },
      });
      expect(refreshed.status, refreshed.body).toBe(200);
      token = (JSON.parse(refreshed.body) as { access_token: string }).access_token;
      cookie = refreshCookie(refreshed);
      expect(cookie).toMatch(/; Secure/);
    }
  });

  it('takes requests to the two instances in turn, each seeing the address of the visitor', async () => {
    const visitor = '127.0.0.3';
    const instances = fair?.instances ?? [];
    for (let asked = 0; asked < 6; asked += 1) {
      expect((await call('/api/health', { from: visitor })).status).toBe(200);
    }
    const counted = () =>
      instances.map((instance) => requestsLogged(instance.log(), '/api/health', visitor));
    // The instances' output arrives through pipes: give it a moment.
    for (
      let waited = 0;
      counted().reduce((sum, count) => sum + count, 0) < 6 && waited < 5_000;
      waited += 100
    ) {
      await setTimeout(100);
    }
    expect(counted()).toEqual([3, 3]);
  });

  it("sends every scan to the gates' instance, and the screens elsewhere", async () => {
    const gate = '127.0.0.8';
    const instances = fair?.instances ?? [];
    for (let asked = 0; asked < 4; asked += 1) {
      // Without a staff token: refused, but logged by the instance that got it.
      const scan = await call('/api/tickets/validate', {
        method: 'POST',
        from: gate,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ qr_code_data: 'x' }),
      });
      expect(scan.status).toBe(401);
      expect((await call('/api/health', { from: gate })).status).toBe(200);
    }
    const counted = (url: string) =>
      instances.map((instance) => requestsLogged(instance.log(), url, gate));
    for (
      let waited = 0;
      counted('/api/tickets/validate').reduce((sum, count) => sum + count, 0) < 4 && waited < 5_000;
      waited += 100
    ) {
      await setTimeout(100);
    }
    expect(counted('/api/tickets/validate')).toEqual([0, 4]);
    expect(counted('/api/health')).toEqual([2, 2]);
  });

  it(
    'counts the per-address sign-in limit per visitor, not for the proxy as a whole',
    async () => {
      // Form posts that fail validation: counted by the per-address limit (it runs before the
      // body is read) without slowing down any account.
      const flood = (from: string, headers: OutgoingHttpHeaders = {}) =>
        call('/api/auth/login', {
          method: 'POST',
          from,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'username=nessuno',
        });
      let sent = 0;
      let answer = await flood('127.0.0.4');
      for (; answer.status !== 429 && sent < 2_000; sent += 1) {
        expect(answer.status).toBe(422);
        answer = await flood('127.0.0.4');
      }
      expect(JSON.parse(answer.body)).toEqual({ detail: TOO_MANY });
      // A forged X-Forwarded-For does not make the same visitor somebody else.
      const forged = await flood('127.0.0.4', { 'x-forwarded-for': '203.0.113.7' });
      expect(forged.status).toBe(429);
      // Every other visitor behind the same Caddy goes on signing in.
      expect((await flood('127.0.0.5')).status).toBe(422);
      expect((await signIn('127.0.0.6')).status).toBe(200);
    },
    MINUTE,
  );

  it(
    'answers the Italian 503 with Retry-After while PostgreSQL is down, not an empty one of its own',
    async () => {
      const login = await signIn();
      const token = (JSON.parse(login.body) as { access_token: string }).access_token;
      // A read each instance makes from the database every time.
      const accounts = () =>
        call('/api/admin/users?limit=5', { headers: { authorization: `Bearer ${token}` } });
      expect((await accounts()).status).toBe(200);

      databaseRelay?.cut();
      // Past a health check: the instances stay in rotation, their database is not Caddy's
      // business.
      await setTimeout(HEALTH_INTERVAL_MS);
      for (let asked = 0; asked < 4; asked += 1) {
        const answer = await accounts();
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(JSON.parse(answer.body)).toEqual({
          detail: 'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.',
        });
      }
      databaseRelay?.restore();
      let status = 0;
      for (let tries = 0; status !== 200 && tries < 40; tries += 1) {
        status = (await accounts()).status;
        if (status !== 200) await setTimeout(250);
      }
      expect(status).toBe(200);
    },
    MINUTE,
  );

  it(
    'keeps answering through Caddy while one instance stops',
    async () => {
      const login = await signIn();
      expect(login.status).toBe(200);
      const token = (JSON.parse(login.body) as { access_token: string }).access_token;
      const read = async () =>
        (await call('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status;
      const statuses = { reads: [] as number[], signIns: [] as number[] };
      let going = true;
      const traffic = Promise.all([
        (async () => {
          while (going) statuses.reads.push(await read());
        })(),
        (async () => {
          while (going && CADDY_RETRIES_BODIES) statuses.signIns.push((await signIn()).status);
        })(),
      ]);
      await setTimeout(500);
      await fair?.instances[0]?.stop();
      await setTimeout(1_500);
      going = false;
      await traffic;
      // A request sent to the stopped instance is tried again on the other one.
      expect(statuses.reads.length).toBeGreaterThan(10);
      expect(statuses.reads.filter((status) => status !== 200)).toEqual([]);
      expect(statuses.signIns.filter((status) => status !== 200)).toEqual([]);

      // Once its health check has failed, Caddy sends nothing more to the stopped instance.
      await setTimeout(HEALTH_INTERVAL_MS);
      for (let asked = 0; asked < 6; asked += 1) {
        expect((await signIn()).status).toBe(200);
        expect(await read()).toBe(200);
      }
    },
    MINUTE,
  );
});
