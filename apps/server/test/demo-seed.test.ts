import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, type Config } from '../src/config';
import { DEMO_ACCOUNTS, DEMO_EVENTS, DEMO_VENDORS } from '../src/db/seed/demo-fair';
import {
  demoPassword,
  demoPasswordPath,
  seedDemoFair,
  seedDemoOnStart,
} from '../src/db/seed/seed-demo';
import { events, tickets, users, vendors } from '../src/db/schema/index';
import { eventRowSchema, vendorRowSchema } from '../src/import/rows';
import demoPlugin from '../src/plugins/app/demo/index';
import { login } from './helpers/accounts';
import { buildTestApp } from './helpers/build-app';

const MAP_STANDS = [
  ...readFileSync(path.join(REPO_ROOT, 'apps/fair/public/fair-map.svg'), 'utf8').matchAll(
    /<text class="code"[^>]*>([AB]\d{2})<\/text>/g,
  ),
].map((match) => match[1]);

describe('the demo fair', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  const issueTicket = (userId: number) => app.ticketsService.issueTicket(userId);
  const counts = async () => ({
    vendors: (await app.db.select().from(vendors)).length,
    events: (await app.db.select().from(events)).length,
  });

  it('seeded twice, gives the same rows: the second run changes nothing', async () => {
    const first = await seedDemoFair(app.db, app.config.dataDir);
    expect(first.vendors).toMatchObject({ inserted: DEMO_VENDORS.length, updated: 0 });
    expect(first.events).toMatchObject({ inserted: DEMO_EVENTS.length, updated: 0 });
    const before = await counts();
    const rowsBefore = await app.db.select().from(vendors);

    const second = await seedDemoFair(app.db, app.config.dataDir);
    expect(second.vendors).toMatchObject({ inserted: 0, updated: 0, unchanged: 40 });
    expect(second.events).toMatchObject({ inserted: 0, updated: 0 });
    expect(await counts()).toEqual(before);
    expect(await app.db.select().from(vendors)).toEqual(rowsBefore);
  });

  it('has 40 exhibitors on the stands of the map, described for matching, with logos served', async () => {
    await seedDemoFair(app.db, app.config.dataDir);
    const rows = await app.db.select().from(vendors);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(MAP_STANDS).toHaveLength(40);
    expect(rows.map((row) => row.stand).sort()).toEqual([...MAP_STANDS].sort());
    for (const row of rows) {
      expect(row.description?.length, row.name).toBeGreaterThan(100);
      expect(row.seeking?.length, row.name).toBeGreaterThan(80);
      expect(row.location).toBe(`Padiglione ${row.stand?.charAt(0)}`);
      expect(vendorRowSchema.safeParse({ ...row, logo_path: null }).success, row.name).toBe(true);
    }
    const withLogo = rows.filter((row) => row.logoPath !== null);
    expect(withLogo.length).toBeGreaterThan(5);
    const logo = await app.inject({ method: 'GET', url: String(withLogo[0]?.logoPath) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('has at least 30 events over both days and on all three stages', async () => {
    await seedDemoFair(app.db, app.config.dataDir);
    const rows = await app.db.select().from(events);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.eventDate))).toEqual(
      new Set(['2026-10-16', '2026-10-17']),
    );
    for (const stage of ['marchionne', 'montalcini', 'epicentro']) {
      const onStage = rows.filter((row) => row.location?.toLowerCase().includes(stage));
      expect(onStage.length, stage).toBeGreaterThanOrEqual(5);
    }
    const exhibitors = new Set(DEMO_VENDORS.map((vendor) => vendor.name));
    expect(rows.filter((row) => exhibitors.has(row.companyName ?? '')).length).toBeGreaterThan(20);
    for (const event of DEMO_EVENTS) {
      const fields = {
        ...event,
        company_name: event.companyName,
        event_date: event.eventDate,
        event_time: event.eventTime,
      };
      expect(eventRowSchema.safeParse(fields).success, event.title).toBe(true);
    }
  });

  describe('at start-up', () => {
    const passwordFile = () => demoPasswordPath(app.config.dataDir);
    const logsIn = async (email: string, password: string) =>
      (await login(app, email, password)).statusCode === 200;

    it('given an empty database, seeds the fair and verified demo accounts with tickets that log in', async () => {
      const start = await seedDemoOnStart(app.db, app.config.dataDir, issueTicket);
      expect(start.seeded?.vendors.inserted).toBe(DEMO_VENDORS.length);
      expect(start.created).toEqual({
        accounts: [
          { email: 'visitatore@fiera.example', role: 'attendee' },
          { email: 'staff@fiera.example', role: 'staff' },
        ],
        password: demoPassword(app.config.dataDir),
      });
      expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
      for (const account of DEMO_ACCOUNTS) {
        const [row] = await app.db
          .select({ verified: users.isVerified, ticket: tickets.uuid })
          .from(users)
          .leftJoin(tickets, eq(tickets.userId, users.id))
          .where(eq(users.email, account.email));
        expect(row).toEqual({ verified: true, ticket: expect.any(String) });
        expect(await logsIn(account.email, start.created?.password ?? ''), account.email).toBe(
          true,
        );
      }

      // A restart: nothing written, and the password is not told again.
      expect(await seedDemoOnStart(app.db, app.config.dataDir, issueTicket)).toEqual({});
      expect((await app.db.select().from(users)).length).toBe(DEMO_ACCOUNTS.length);
      expect((await app.db.select().from(tickets)).length).toBe(DEMO_ACCOUNTS.length);
    });

    it('given a demo account deleted since, does not create it again (security review F4)', async () => {
      const first = await seedDemoOnStart(app.db, app.config.dataDir, issueTicket);
      expect(first.created?.accounts).toHaveLength(DEMO_ACCOUNTS.length);
      await app.db.delete(users).where(eq(users.email, 'staff@fiera.example'));

      expect(await seedDemoOnStart(app.db, app.config.dataDir, issueTicket)).toEqual({});
      const emails = (await app.db.select({ email: users.email }).from(users)).map(
        (row) => row.email,
      );
      expect(emails).toEqual(['visitatore@fiera.example']);
      expect(await logsIn('staff@fiera.example', demoPassword(app.config.dataDir))).toBe(false);
    });

    it('given the demo fair written by `fiera seed:demo`, creates its accounts on the next start only', async () => {
      await seedDemoFair(app.db, app.config.dataDir);
      expect(existsSync(passwordFile())).toBe(false);

      const start = await seedDemoOnStart(app.db, app.config.dataDir, issueTicket);
      expect(start.seeded).toBeUndefined();
      expect(start.created?.accounts.map((account) => account.email)).toEqual(
        DEMO_ACCOUNTS.map((account) => account.email),
      );
      await app.db.delete(users);
      expect(await seedDemoOnStart(app.db, app.config.dataDir, issueTicket)).toEqual({});
      expect(await app.db.select().from(users)).toEqual([]);
    });

    it('given a database with the organiser’s own vendors, adds nothing, not even a password', async () => {
      await app.db.insert(vendors).values({ name: 'Espositore vero' });
      expect(await seedDemoOnStart(app.db, app.config.dataDir, issueTicket)).toEqual({});
      expect(await counts()).toEqual({ vendors: 1, events: 0 });
      expect(await app.db.select().from(users)).toEqual([]);
      expect(existsSync(passwordFile())).toBe(false);
    });
  });
});

describe('the demo plugin', () => {
  const startLog = async (nodeEnv: Config['nodeEnv']) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = await buildTestApp({
      config: { nodeEnv },
      serverOptions: { logger: { level: 'info', stream } },
      beforeReady: async (instance) => {
        await instance.register(demoPlugin);
      },
    });
    try {
      const password = demoPassword(app.config.dataDir);
      const told = lines.filter((line) => line.includes('account demo'));
      return { password, told: told.join(''), file: demoPasswordPath(app.config.dataDir) };
    } finally {
      await app.close();
    }
  };

  it('tells the demo password once, when it creates the accounts', async () => {
    const { password, told, file } = await startLog('development');
    expect(told).toContain('staff@fiera.example (staff)');
    expect(told).toContain(`password: ${password}`);
    expect(told).toContain(file);
  });

  it('in production, tells where the password is, never the password (security review F3)', async () => {
    const { password, told, file } = await startLog('production');
    expect(told).toContain('staff@fiera.example (staff)');
    expect(told).toContain(file);
    expect(told).not.toContain(password);
  });
});
