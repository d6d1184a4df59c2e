import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { components } from '@fiera/api-client/schema';
import { defaultFairConfig, nightFair, terracottaFair, type FairConfig } from '@fiera/fair-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

/**
 * packages/fair-config's type and openapi.yaml's FairConfig describe the same JSON: each must be
 * assignable to the other, or this file does not compile (the typecheck is part of npm test).
 */
type WireConfig = components['schemas']['FairConfig'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<FairConfig, WireConfig> = true;

describe('the fair config', () => {
  it('has one shape in packages/fair-config and in openapi.yaml', () => {
    expect(sameShape).toBe(true);
  });

  let app: FastifyInstance;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await createUser(app, { role: 'admin' })).token;
    staff = (await createUser(app, { role: 'staff' })).token;
  });
  afterAll(() => app.close());

  const put = (body: unknown, token = admin) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/fair-config',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('is the demo fair on a new database, public, and revalidated by ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/fair-config' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(defaultFairConfig);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);

    const again = await app.inject({
      method: 'GET',
      url: '/api/fair-config',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves its theme as a stylesheet over the app tokens', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/fair-config/theme.css' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('--primary: #1c50b5;');
  });

  it('gives the installed app its manifest: name and colours from the config', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/fair-config/manifest.webmanifest',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      name: defaultFairConfig.productName,
      lang: 'it',
      display: 'standalone',
      start_url: '/',
      theme_color: defaultFairConfig.theme.light.primary,
      icons: [
        { src: expect.stringMatching(/^\/api\/fair-config\/icon\.svg\?v=\d+$/), sizes: 'any' },
        { src: '/favicon.svg', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', purpose: 'maskable' },
      ],
    });
  });

  it('takes a new config from an admin: served at once, with a new ETag and theme', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/fair-config' });

    const saved = await put(terracottaFair);

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(terracottaFair);
    const after = await app.inject({
      method: 'GET',
      url: '/api/fair-config',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ productName: 'Expo Terra' });
    const theme = await app.inject({ method: 'GET', url: '/api/fair-config/theme.css' });
    expect(theme.body).toContain('--primary: #a73b15;');
    expect(theme.body).toContain('Georgia');
    const manifest = await app.inject({
      method: 'GET',
      url: '/api/fair-config/manifest.webmanifest',
    });
    expect(manifest.json()).toMatchObject({ name: 'Expo Terra', theme_color: '#a73b15' });

    // Another fair, dark: back and forth works.
    expect((await put(nightFair)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/fair-config' })).json()).toMatchObject({
      productName: 'Notte Tech',
    });
  });

  it('refuses a config that breaks a rule, naming each field in Italian, and keeps the old one', async () => {
    await put(defaultFairConfig);
    const broken = {
      ...defaultFairConfig,
      productName: 'Fiera Nuova',
      openingHours: { opens: '18:00', closes: '09:00' },
      theme: {
        ...defaultFairConfig.theme,
        light: { ...defaultFairConfig.theme.light, primaryForeground: '#2050b0' },
      },
    };

    const refused = await put(broken);

    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ detail: string; issues: { path: string; message: string }[] }>();
    expect(body.detail).toBe(
      'La configurazione della fiera non è valida: correggi i campi indicati.',
    );
    expect(body.issues.map((issue) => issue.path).toSorted()).toEqual([
      'openingHours.closes',
      'theme.light.primaryForeground',
    ]);
    expect(body.issues.find((issue) => issue.path === 'openingHours.closes')?.message).toBe(
      "L'orario di chiusura viene dopo quello di apertura",
    );
    expect((await app.inject({ method: 'GET', url: '/api/fair-config' })).json()).toMatchObject({
      productName: 'Fiera',
    });
  });

  it('refuses a colour that is not one in Italian, and a field it does not know', async () => {
    const colour = await put({
      ...defaultFairConfig,
      theme: {
        ...defaultFairConfig.theme,
        light: { ...defaultFairConfig.theme.light, ring: 'red' },
      },
    });
    expect(colour.statusCode).toBe(422);
    expect(colour.json<{ detail: string }>().detail).toMatch(/ring/);

    // Dropped, a misspelt field would leave the real one as it was without a word.
    const unknown = await put({ ...defaultFairConfig, extra: '<script>' });
    expect(unknown.statusCode).toBe(422);
    const served = await app.inject({ method: 'GET', url: '/api/fair-config' });
    expect(served.json()).not.toHaveProperty('extra');
  });

  it('lets only admins change it', async () => {
    expect((await put(terracottaFair, staff)).statusCode).toBe(403);
    expect((await put(terracottaFair, staff)).json()).toEqual({
      detail: 'Accesso riservato agli organizzatori della fiera.',
    });
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/admin/fair-config',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(terracottaFair),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('two organisers saving the fair config', () => {
  let app: FastifyInstance;
  let anna: string;
  let bruno: string;
  beforeAll(async () => {
    app = await buildTestApp();
    anna = (await createUser(app, { role: 'admin', email: 'anna@fiera.example' })).token;
    bruno = (await createUser(app, { role: 'admin', email: 'bruno@fiera.example' })).token;
  });
  afterAll(() => app.close());

  const read = async () => {
    const response = await app.inject({ url: '/api/fair-config' });
    return { config: response.json<FairConfig>(), etag: String(response.headers.etag) };
  };
  const save = (token: string, body: unknown, ifMatch?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/fair-config',
      headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: body as object,
    });

  it('saves the first, refuses the second made on the same version with 412, and tags each save', async () => {
    const { config, etag } = await read();
    const first = await save(anna, { ...config, productName: 'Expo Nord' }, etag);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await read();
    expect(first.headers.etag).toBe(afterFirst.etag);
    expect(afterFirst.etag).not.toBe(etag);

    const second = await save(
      bruno,
      { ...config, organiser: { ...config.organiser, phone: '+39 02 1' } },
      etag,
    );
    expect(second.statusCode).toBe(412);
    expect(second.json().detail).toMatch(/^Nel frattempo qualcun altro ha salvato/);
    expect((await read()).config).toMatchObject({
      productName: 'Expo Nord',
      organiser: { phone: config.organiser.phone },
    });

    const retried = await save(
      bruno,
      { ...afterFirst.config, organiser: { ...config.organiser, phone: '+39 02 1' } },
      afterFirst.etag,
    );
    expect(retried.statusCode).toBe(200);
    expect((await read()).config).toMatchObject({
      productName: 'Expo Nord',
      organiser: { phone: '+39 02 1' },
    });
  });

  it('lets exactly one of simultaneous saves on one version through', async () => {
    const { config, etag } = await read();
    const answers = await Promise.all(
      ['Uno', 'Due', 'Tre', 'Quattro', 'Cinque'].map((name, index) =>
        save(index % 2 === 0 ? anna : bruno, { ...config, productName: `Fiera ${name}` }, etag),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412, 412, 412, 412]);
  });

  it('records what changed, was → is', async () => {
    const { config, etag } = await read();
    const saved = await save(
      anna,
      {
        ...config,
        productName: 'Expo Sud',
        stages: [...config.stages, 'Arena'],
        theme: { ...config.theme, radius: 1 },
      },
      etag,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { items } = (
      await app.inject({ url: '/api/admin/audit?limit=1', headers: bearer(anna) })
    ).json<{
      items: { action: string; summary: string }[];
    }>();
    expect(items[0]).toMatchObject({
      action: 'fair-config.update',
      summary:
        `Expo Sud — nome: «${config.productName}» → «Expo Sud»; ` +
        `palchi: «${config.stages.join(', ')}» → «${[...config.stages, 'Arena'].join(', ')}»; modificati: colori`,
    });
  });

  it('keeps the days and stages the programme still uses, naming them', async () => {
    const event = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(anna),
      payload: {
        title: 'Chiusura',
        event_date: '2026-10-17',
        event_time: '17:00',
        location: 'Palco Epicentro',
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    const { config } = await read();

    const refused = await save(anna, { ...config, days: ['2026-10-16'], stages: ['Marchionne'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().issues).toEqual([
      {
        path: 'days',
        message:
          'il programma ha ancora 1 evento il 17/10/2026: spostalo o eliminalo prima di togliere il giorno',
      },
      {
        path: 'stages',
        message:
          '1 evento del programma non sarebbe su nessun palco (Palco Epicentro): spostalo o tieni il palco',
      },
    ]);
    expect((await read()).config.days).toEqual(config.days);
  });
});

describe('FAIR_CONFIG_FILE', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-fair-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("seeds an empty database with the file's config", async () => {
    const file = path.join(dir, 'fair.json');
    writeFileSync(file, JSON.stringify(terracottaFair));
    const app = await buildTestApp({ config: { fairConfigFile: file } });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/fair-config' });
      expect(response.json()).toEqual(terracottaFair);
    } finally {
      await app.close();
    }
  });

  it('stops the start on a file that breaks a rule, naming the field in Italian', async () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ ...terracottaFair, days: ['2026-10-17', '2026-10-16'] }));

    await expect(buildTestApp({ config: { fairConfigFile: file } })).rejects.toThrow(
      /Configurazione della fiera non valida in .*broken\.json:\n {2}days: Giorni in ordine, senza ripetizioni/,
    );
  });
});
