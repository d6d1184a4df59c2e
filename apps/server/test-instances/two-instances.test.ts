import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../test/helpers/mail';
import { signIn } from '../test/helpers/production-build';
import {
  DEMO_FAIR_WITH_ADMIN,
  ADMIN,
  REDIS_URL,
  SLOW,
  startTwoInstances,
  type TwoInstances,
} from './two-instances-on-postgres';

/**
 * Two server processes on one PostgreSQL with Redis, behind a round-robin proxy, as the compose
 * file runs them: every request may land on either, and the results are those of one server.
 */

type Json = Record<string, unknown>;

describe('two instances behind a balancer', () => {
  let mail: MailCatcher;
  let fair: TwoInstances;

  beforeAll(async () => {
    mail = await startMailCatcher();
    // Both at once, on an empty database: one migrates, one seeds, one admin is created.
    fair = await startTwoInstances('instances', {
      redisUrl: REDIS_URL,
      env: {
        SMTP_URL: mail.url,
        ...DEMO_FAIR_WITH_ADMIN,
      },
    });
  }, SLOW);

  afterAll(async () => {
    await fair?.close();
    await mail?.close();
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

  const login = (email: string, password: string) => signIn(fair.proxy.url, email, password);

  const [first, second] = [0, 1];
  const at = (index: number) => fair.instances[index]?.url ?? '';

  it(
    'started together on an empty database: one demo fair, one admin account',
    async () => {
      const client = new pg.Client({ connectionString: fair.database.url });
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
      const registered = await call(fair.proxy.url, 'POST', '/api/auth/register', {
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
        (await call(fair.proxy.url, 'POST', '/api/auth/verify-email', { body: { token: link } }))
          .status,
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
      const password = readFileSync(
        path.join(fair.dataDir, 'secrets', 'demo-password'),
        'utf8',
      ).trim();
      const visitor = await login('visitatore@fiera.example', password);
      const staff = await login('staff@fiera.example', password);
      const me = await call(fair.proxy.url, 'GET', '/api/users/me', { token: visitor });
      const code = me.json.qr_code_data as string;
      expect(code).toMatch(/^F2\./);

      const scans = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(fair.proxy.url, 'POST', '/api/tickets/validate', {
            token: staff,
            body: { qr_code_data: code },
          }),
        ),
      );
      expect(scans.map((scan) => scan.status)).toEqual(Array(20).fill(200));
      expect(scans.filter((scan) => scan.json.valid === true)).toHaveLength(1);
      expect(new Set(fair.proxy.served.slice(-20))).toEqual(new Set([at(first), at(second)]));
      const stats = await call(fair.proxy.url, 'GET', '/api/tickets/checkins/stats', {
        token: staff,
      });
      expect(stats.json).toMatchObject({ total: 1 });
    },
    SLOW,
  );

  it(
    'ranks, decides and lists matches wherever each request lands',
    async () => {
      const password = readFileSync(
        path.join(fair.dataDir, 'secrets', 'demo-password'),
        'utf8',
      ).trim();
      const visitor = await login('visitatore@fiera.example', password);
      let suggestion: Json = { match: null };
      for (let asked = 0; suggestion.match === null && asked < 240; asked += 1) {
        if (asked > 0) await setTimeout(250);
        suggestion = (await call(fair.proxy.url, 'GET', '/api/matches/new', { token: visitor }))
          .json;
      }
      const vendorId = (suggestion.match as { vendor_id: number }).vendor_id;
      const accepted = await call(fair.proxy.url, 'POST', `/api/matches/${vendorId}/accept`, {
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
    'shows the organiser an exhibitor added on one instance at once on the other, with the same ETag',
    async () => {
      const admin = await login(ADMIN.email, ADMIN.password);
      // Both have served the list already, as when the organiser's page is open.
      for (const instance of [first, second]) {
        expect((await call(at(instance), 'GET', '/api/vendors/', { token: admin })).status).toBe(
          200,
        );
      }
      const created = await call(at(first), 'POST', '/api/admin/vendors', {
        token: admin,
        body: { name: 'Officina Nuova' },
      });
      expect(created.status).toBe(201);
      // Asked again at once, as the organiser's page does, on the other instance first.
      const lists = await Promise.all(
        [second, first].map((instance) =>
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
