import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/helpers/build-app';
import { startMailCatcher, type MailCatcher } from '../test/helpers/mail';
import {
  buildServerInto,
  signIn,
  startServerProcess,
  type ServerProcess,
} from '../test/helpers/production-build';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/**
 * Two server processes on one PostgreSQL with Redis, behind a round-robin proxy, as the compose
 * file runs them: every request may land on either, and the results are those of one server.
 */
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/5';
const ADMIN = { email: 'organizzazione@fiera.example', password: 'una-password-lunga' };
const SLOW = 240_000;

type Json = Record<string, unknown>;

describe('two instances behind a balancer', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-instances-'));
  let outDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let mail: MailCatcher;
  let instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    outDir = await buildServerInto('instances');
    database = await createPostgresDatabase(POSTGRES_URL);
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    mail = await startMailCatcher();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      SMTP_URL: mail.url,
      // Shared, as the compose file's volume: the keys made by the first start serve both.
      DATA_DIR: dataDir,
      FIERA_DEMO_SEED: 'true',
      FIERA_ADMIN_EMAIL: ADMIN.email,
      FIERA_ADMIN_PASSWORD: ADMIN.password,
    };
    // Both at once, on an empty database: one migrates, one seeds, one admin is created.
    instances = await Promise.all([
      startServerProcess(outDir, env),
      startServerProcess(outDir, env),
    ]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  }, SLOW);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await mail?.close();
    await database?.drop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  async function call(
    base: string,
    method: string,
    url: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; json: Json & Json[]; etag: string | null }> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: (text === '' ? {} : JSON.parse(text)) as Json & Json[],
      etag: response.headers.get('etag'),
    };
  }

  const login = (email: string, password: string) => signIn(proxy.url, email, password);

  const [first, second] = [0, 1];
  const at = (index: number) => instances[index]?.url ?? '';

  it(
    'started together on an empty database: one demo fair, one admin account',
    async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const counts = await client.query<{ vendors: number; admins: number }>(
          `select (select count(*) from vendors)::int as vendors,
                  (select count(*) from users where email = $1)::int as admins`,
          [ADMIN.email],
        );
        expect(counts.rows[0]).toEqual({ vendors: 40, admins: 1 });
      } finally {
        await client.end();
      }
    },
    SLOW,
  );

  it(
    'registers, verifies by the e-mailed link and signs in, wherever each step lands',
    async () => {
      const email = 'nuova.visitatrice@example.com';
      const registered = await call(proxy.url, 'POST', '/api/auth/register', {
        body: { email, password: 'password-sicura', privacy_consent: true, first_name: 'Nora' },
      });
      expect(registered.status).toBe(201);
      let link: string | undefined;
      for (let waited = 0; link === undefined && waited < 15_000; waited += 100) {
        link = /https?:\/\/\S*verify-email\?token=([\w.-]+)/.exec(
          mail.to(email)[0]?.text ?? '',
        )?.[1];
        if (link === undefined) await setTimeout(100);
      }
      expect(link).toBeDefined();
      expect(
        (await call(proxy.url, 'POST', '/api/auth/verify-email', { body: { token: link } })).status,
      ).toBe(200);

      const token = await login(email, 'password-sicura');
      for (const instance of [first, second]) {
        const me = await call(at(instance), 'GET', '/api/users/me', { token });
        expect(me.status).toBe(200);
        expect(me.json).toMatchObject({ email, first_name: 'Nora', role: 'attendee' });
      }

      // A role change on one instance: the old token is refused on both at once.
      const admin = await login(ADMIN.email, ADMIN.password);
      const id = (await call(at(first), 'GET', '/api/users/me', { token })).json.id as number;
      const promoted = await call(at(first), 'PUT', `/api/admin/users/${id}/role`, {
        token: admin,
        body: { role: 'staff' },
      });
      expect(promoted.status).toBe(200);
      for (const instance of [second, first]) {
        expect((await call(at(instance), 'GET', '/api/users/me', { token })).status).toBe(401);
      }
      const again = await login(email, 'password-sicura');
      for (const instance of [first, second]) {
        const me = await call(at(instance), 'GET', '/api/users/me', { token: again });
        expect(me.json.role).toBe('staff');
      }
    },
    SLOW,
  );

  it(
    'admits a ticket once when 20 gates scan it at the same moment on both instances',
    async () => {
      const password = readFileSync(path.join(dataDir, 'secrets', 'demo-password'), 'utf8').trim();
      const visitor = await login('visitatore@fiera.example', password);
      const staff = await login('staff@fiera.example', password);
      const me = await call(proxy.url, 'GET', '/api/users/me', { token: visitor });
      const code = me.json.qr_code_data as string;
      expect(code).toMatch(/^F2\./);

      const scans = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(proxy.url, 'POST', '/api/tickets/validate', {
            token: staff,
            body: { qr_code_data: code },
          }),
        ),
      );
      expect(scans.map((scan) => scan.status)).toEqual(Array(20).fill(200));
      expect(scans.filter((scan) => scan.json.valid === true)).toHaveLength(1);
      expect(new Set(proxy.served.slice(-20))).toEqual(new Set([at(first), at(second)]));
      const stats = await call(proxy.url, 'GET', '/api/tickets/checkins/stats', { token: staff });
      expect(stats.json).toMatchObject({ total: 1 });
    },
    SLOW,
  );

  it(
    'ranks, decides and lists matches wherever each request lands',
    async () => {
      const password = readFileSync(path.join(dataDir, 'secrets', 'demo-password'), 'utf8').trim();
      const visitor = await login('visitatore@fiera.example', password);
      let suggestion: Json = { match: null };
      for (let asked = 0; suggestion.match === null && asked < 240; asked += 1) {
        if (asked > 0) await setTimeout(250);
        suggestion = (await call(proxy.url, 'GET', '/api/matches/new', { token: visitor })).json;
      }
      const vendorId = (suggestion.match as { vendor_id: number }).vendor_id;
      const accepted = await call(proxy.url, 'POST', `/api/matches/${vendorId}/accept`, {
        token: visitor,
      });
      expect(accepted.status).toBe(200);
      for (const instance of [first, second]) {
        const history = await call(at(instance), 'GET', '/api/matches/', { token: visitor });
        expect(history.json.map((match) => match.vendor_id)).toContain(vendorId);
        const next = await call(at(instance), 'GET', '/api/matches/new', { token: visitor });
        expect((next.json.match as { vendor_id: number } | null)?.vendor_id).not.toBe(vendorId);
      }
    },
    SLOW,
  );

  it(
    'shows an exhibitor added on one instance on the other, with the same ETag on both',
    async () => {
      const admin = await login(ADMIN.email, ADMIN.password);
      const created = await call(at(first), 'POST', '/api/admin/vendors', {
        token: admin,
        body: { name: 'Officina Nuova' },
      });
      expect(created.status).toBe(201);
      const lists = await Promise.all(
        [first, second].map((instance) =>
          call(at(instance), 'GET', '/api/vendors/', { token: admin }),
        ),
      );
      for (const list of lists) {
        expect(list.json.map((vendor) => vendor.name)).toContain('Officina Nuova');
      }
      expect(lists[0]?.etag).toBeTruthy();
      expect(lists[0]?.etag).toBe(lists[1]?.etag);
    },
    SLOW,
  );
});
