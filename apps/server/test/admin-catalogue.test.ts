import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { defaultFairConfig } from '@fiera/fair-config';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, events, vendors } from '../src/db/schema/index';
import { LOGO_URL_PREFIX, logosDir } from '../src/media/logos';
import type { Schemas } from '../src/routes/types';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { png, WEBP_1X1 } from './helpers/images';

type Caller = { authorization: string } | Record<string, never>;

describe('the back-office catalogue (exhibitors, programme, import)', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let adminId: number;
  let staff: Caller;
  let attendee: Caller;
  beforeAll(async () => {
    app = await buildTestApp();
    const user = await createUser(app, { role: 'admin' });
    adminId = user.id;
    admin = bearer(user.token);
    staff = bearer((await createUser(app, { role: 'staff' })).token);
    attendee = bearer((await createUser(app)).token);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(vendors);
    await app.db.delete(events);
    await app.db.delete(auditLog);
  });

  const call = (options: InjectOptions & { as?: Caller }) => {
    const { as = admin, headers, ...rest } = options;
    return app.inject({ ...rest, headers: { ...headers, ...as } });
  };
  const json = <T>(response: { json: () => unknown }) => response.json() as T;

  /** What a phone gets right after the change: the list served from its snapshot. */
  const listed = async (url: '/api/vendors/' | '/api/events/') =>
    (await call({ url, as: attendee })).json<{ id: number; name?: string; title?: string }[]>();

  const auditLines = () =>
    app.db
      .select({
        action: auditLog.action,
        target: auditLog.target,
        summary: auditLog.summary,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.id));

  async function createVendor(body: Record<string, unknown>) {
    const response = await call({ method: 'POST', url: '/api/admin/vendors', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return json<Schemas['Vendor']>(response);
  }

  describe('given an exhibitor typed in the back-office', () => {
    it('creates it with the import’s rules, lists it at once and records who did it', async () => {
      await listed('/api/vendors/'); // a snapshot exists before the change
      const response = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: '  Caffè dell’Orso ', website: 'www.orso.example.com', stand: 'A01' },
      });
      expect(response.statusCode).toBe(201);
      const vendor = json<Schemas['Vendor']>(response);
      expect(vendor).toMatchObject({
        name: 'Caffè dell’Orso',
        website: 'https://www.orso.example.com',
        stand: 'A01',
        email: null,
        logo_path: null,
        page_view_count: 0,
      });
      expect((await listed('/api/vendors/')).map((row) => row.name)).toEqual(['Caffè dell’Orso']);
      expect(await auditLines()).toEqual([
        {
          action: 'vendor.create',
          target: String(vendor.id),
          summary: 'Caffè dell’Orso',
          actorId: adminId,
        },
      ]);
    });

    it('answers 422 naming each wrong field in Italian, and writes nothing', async () => {
      const response = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: 'Alfa', email: 'non-una-email', website: 'non un sito', telephone: 'x' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: 'Azienda non salvata: correggi i campi indicati.',
        issues: [
          { path: 'website', message: 'indirizzo web non valido (es. https://www.azienda.it)' },
          { path: 'email', message: 'indirizzo email non valido' },
          {
            path: 'telephone',
            message: 'numero di telefono non valido (es. +39 02 1234 5678)',
          },
        ],
      });
      expect(await app.db.select().from(vendors)).toEqual([]);
      expect(await auditLines()).toEqual([]);
    });

    it.each([
      ['zero-width spaces', '\u200B\u200C\u200D'],
      ['a word joiner and a BOM', '\u2060\uFEFF '],
      ['bidirectional controls', '\u202A\u202E\u2066\u2069'],
    ])('refuses a name made only of %s: obbligatorio', async (_kind, name) => {
      const response = await call({ method: 'POST', url: '/api/admin/vendors', payload: { name } });
      expect(response.statusCode).toBe(422);
      expect(response.json().issues).toEqual([{ path: 'name', message: 'obbligatorio' }]);
    });

    it('keeps a name that has visible letters around invisible ones, without them', async () => {
      const vendor = await createVendor({ name: 'Al\u200Bfa' });
      expect(vendor.name).toBe('Alfa');
    });

    it('answers 409 for a name already used, whatever its case', async () => {
      await createVendor({ name: 'Lumina Software' });
      const response = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: 'LUMINA software' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: "Esiste già un'azienda con questo nome (anche con maiuscole diverse).",
      });
    });

    it('takes a logo as an https address, never as a file path or http', async () => {
      const https = await createVendor({ name: 'Web', logo_path: 'https://cdn.example.com/l.png' });
      expect(https.logo_path).toBe('https://cdn.example.com/l.png');
      for (const logo of ['logo.png', '/etc/passwd', 'http://cdn.example.com/l.png']) {
        const response = await call({
          method: 'POST',
          url: '/api/admin/vendors',
          payload: { name: `Con ${logo}`, logo_path: logo },
        });
        expect(response.statusCode, logo).toBe(422);
        expect(response.json().issues[0].path, logo).toBe('logo_path');
      }
    });

    it('updates every field, keeps the logo unless logo_path is sent, and lists the change', async () => {
      const vendor = await createVendor({
        name: 'Alfa',
        stand: 'A01',
        description: 'Prima',
        logo_path: 'https://cdn.example.com/alfa.png',
      });
      await listed('/api/vendors/');
      const updated = await call({
        method: 'PUT',
        url: `/api/admin/vendors/${vendor.id}`,
        payload: { name: 'Alfa Due', description: 'Seconda' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        id: vendor.id,
        name: 'Alfa Due',
        stand: null,
        description: 'Seconda',
        logo_path: 'https://cdn.example.com/alfa.png',
      });
      expect((await listed('/api/vendors/')).map((row) => row.name)).toEqual(['Alfa Due']);

      const cleared = await call({
        method: 'PUT',
        url: `/api/admin/vendors/${vendor.id}`,
        payload: { name: 'Alfa Due', logo_path: null },
      });
      expect(cleared.json().logo_path).toBeNull();
      expect((await auditLines()).map((line) => [line.action, line.summary])).toEqual([
        ['vendor.create', 'Alfa'],
        [
          'vendor.update',
          'Alfa Due — nome: «Alfa» → «Alfa Due»; stand: «A01» → vuoto; descrizione: «Prima» → «Seconda»',
        ],
        [
          'vendor.update',
          'Alfa Due — descrizione: «Seconda» → vuoto; logo: «https://cdn.example.com/alfa.png» → vuoto',
        ],
      ]);
    });

    it('answers 404 for an unknown exhibitor and 409 for a name another one has', async () => {
      const alfa = await createVendor({ name: 'Alfa' });
      await createVendor({ name: 'Beta' });
      const missing = await call({
        method: 'PUT',
        url: '/api/admin/vendors/999999',
        payload: { name: 'Gamma' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Azienda non trovata.' });
      const taken = await call({
        method: 'PUT',
        url: `/api/admin/vendors/${alfa.id}`,
        payload: { name: 'BETA' },
      });
      expect(taken.statusCode).toBe(409);
      // Its own name in another case is no conflict.
      const recased = await call({
        method: 'PUT',
        url: `/api/admin/vendors/${alfa.id}`,
        payload: { name: 'ALFA' },
      });
      expect(recased.statusCode).toBe(200);
    });

    it('deletes it, lists it no more, and answers 404 the second time', async () => {
      const vendor = await createVendor({ name: 'Alfa' });
      expect(await listed('/api/vendors/')).toHaveLength(1);
      const deleted = await call({ method: 'DELETE', url: `/api/admin/vendors/${vendor.id}` });
      expect(deleted.statusCode).toBe(204);
      expect(await listed('/api/vendors/')).toEqual([]);
      const again = await call({ method: 'DELETE', url: `/api/admin/vendors/${vendor.id}` });
      expect(again.statusCode).toBe(404);
      expect((await auditLines()).at(-1)).toMatchObject({
        action: 'vendor.delete',
        target: String(vendor.id),
        summary: 'Alfa',
      });
    });
  });

  describe('given a logo upload', () => {
    const upload = (id: number, type: string, payload: Buffer, as: Caller = admin) =>
      call({
        method: 'PUT',
        url: `/api/admin/vendors/${id}/logo`,
        headers: { 'content-type': type },
        payload,
        as,
      });
    const fileOf = (url: string) =>
      path.join(logosDir(app.config.dataDir), url.slice(LOGO_URL_PREFIX.length));
    const storedFiles = () =>
      existsSync(logosDir(app.config.dataDir)) ? readdirSync(logosDir(app.config.dataDir)) : [];

    it('stores a PNG or WebP, serves it, and removes the file it replaces', async () => {
      const vendor = await createVendor({ name: 'Alfa' });
      const first = await upload(vendor.id, 'image/png', png(64, 32));
      expect(first.statusCode, first.body).toBe(200);
      const firstUrl = String(first.json().logo_path);
      expect(firstUrl).toMatch(/^\/media\/logos\/[a-f0-9]{32}\.png$/);
      const served = await app.inject({ url: firstUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(
        (await listed('/api/vendors/')).map((row) => (row as Schemas['Vendor']).logo_path),
      ).toEqual([firstUrl]);

      const second = await upload(vendor.id, 'image/webp', WEBP_1X1);
      expect(second.statusCode).toBe(200);
      expect(second.json().logo_path).toMatch(/\.webp$/);
      expect(existsSync(fileOf(firstUrl))).toBe(false);
      expect((await auditLines()).at(-1)).toMatchObject({
        action: 'vendor.logo',
        target: String(vendor.id),
        summary: 'Alfa',
      });
    });

    it('keeps a logo file another exhibitor still shows, and removes it with the last one', async () => {
      const alfa = await createVendor({ name: 'Alfa' });
      const logo = String((await upload(alfa.id, 'image/png', png(10, 10))).json().logo_path);
      const beta = await createVendor({ name: 'Beta', logo_path: logo });
      expect(beta.logo_path).toBe(logo);
      await call({ method: 'DELETE', url: `/api/admin/vendors/${alfa.id}` });
      expect(existsSync(fileOf(logo))).toBe(true);
      await call({ method: 'DELETE', url: `/api/admin/vendors/${beta.id}` });
      expect(existsSync(fileOf(logo))).toBe(false);
    });

    it('refuses content of another type than declared, with 422', async () => {
      const vendor = await createVendor({ name: 'Alfa' });
      const before = storedFiles();
      const response = await upload(vendor.id, 'image/jpeg', png(10, 10));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: "Logo non accettato: il contenuto non è un'immagine JPEG.",
      });
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an image over 4096 × 4096 pixels, however small its file', async () => {
      const vendor = await createVendor({ name: 'Alfa' });
      const huge = png(12000, 12000);
      expect(huge.length).toBeLessThan(100_000);
      const response = await upload(vendor.id, 'image/png', huge);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail:
          'Logo non accettato: immagine di 12000 × 12000 pixel, troppo grande: al massimo 4096 × 4096.',
      });
      expect((await upload(vendor.id, 'image/png', png(4096, 1))).statusCode).toBe(200);
    });

    it('refuses a file over 2 MiB with 413, and any other media type with 415', async () => {
      const vendor = await createVendor({ name: 'Alfa' });
      const big = Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await upload(vendor.id, 'image/png', big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ detail: 'Logo non accettato: al massimo 2 MB.' });
      for (const type of ['image/gif', 'image/svg+xml', 'application/octet-stream']) {
        const refused = await upload(vendor.id, type, png(10, 10));
        expect(refused.statusCode, type).toBe(415);
      }
    });

    it('answers 404 for an unknown exhibitor, and stores nothing', async () => {
      const before = storedFiles();
      const response = await upload(999_999, 'image/png', png(10, 10));
      expect(response.statusCode).toBe(404);
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('given an event typed in the back-office', () => {
    const event = {
      title: 'Apertura',
      event_date: '2026-10-16',
      event_time: '9:30',
      tags: ['#Keynote', 'ai'],
      location: 'Palco Marchionne',
    };

    it('creates, updates and deletes it, listing each change at once', async () => {
      await listed('/api/events/');
      const created = await call({ method: 'POST', url: '/api/admin/events', payload: event });
      expect(created.statusCode).toBe(201);
      const saved = json<Schemas['Event']>(created);
      expect(saved).toMatchObject({
        title: 'Apertura',
        event_time: '09:30:00',
        tags: ['Keynote', 'ai'],
        speaker: null,
      });
      expect((await listed('/api/events/')).map((row) => row.title)).toEqual(['Apertura']);

      const updated = await call({
        method: 'PUT',
        url: `/api/admin/events/${saved.id}`,
        payload: { ...event, title: 'Apertura ufficiale', speaker: 'Anna Rossi' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ title: 'Apertura ufficiale', speaker: 'Anna Rossi' });
      expect((await listed('/api/events/')).map((row) => row.title)).toEqual([
        'Apertura ufficiale',
      ]);

      const deleted = await call({ method: 'DELETE', url: `/api/admin/events/${saved.id}` });
      expect(deleted.statusCode).toBe(204);
      expect(await listed('/api/events/')).toEqual([]);
      expect((await auditLines()).map((line) => [line.action, line.target, line.summary])).toEqual([
        ['event.create', String(saved.id), 'Apertura'],
        [
          'event.update',
          String(saved.id),
          'Apertura ufficiale — titolo: «Apertura» → «Apertura ufficiale»; relatore: vuoto → «Anna Rossi»',
        ],
        ['event.delete', String(saved.id), 'Apertura ufficiale'],
      ]);
    });

    it('answers 422 naming the field, 409 for the same title, day and time, 404 for none', async () => {
      const bad = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...event, speaker: '\u200B', tags: ['ai, startup'] },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        detail: 'Evento non salvato: correggi i campi indicati.',
        issues: [
          {
            path: 'tags',
            message:
              'un tag non può contenere \',\' o \'|\': metti ogni tag in un elemento a sé (es. ["ai", "startup"])',
          },
        ],
      });
      // The contract's own checks answer in the same shape.
      const noDate = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...event, event_date: '2026-02-30' },
      });
      expect(noDate.statusCode).toBe(422);
      expect(noDate.json()).toEqual({
        detail: 'Evento non salvato: correggi i campi indicati.',
        issues: [
          {
            path: 'event_date',
            message: "Il campo 'event_date' deve contenere una data valida (AAAA-MM-GG).",
          },
        ],
      });
      const noTitle = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: { event_date: '2026-10-16', event_time: '10:00' },
      });
      expect(noTitle.json().issues).toEqual([
        { path: 'title', message: "Il campo 'title' è obbligatorio." },
      ]);
      const first = await call({ method: 'POST', url: '/api/admin/events', payload: event });
      expect(first.statusCode).toBe(201);
      const twice = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...event, event_time: '09:30' },
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({
        detail: "Esiste già un evento con questo titolo, in questo giorno e a quest'ora.",
      });
      const other = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...event, event_time: '10:30' },
      });
      const clash = await call({
        method: 'PUT',
        url: `/api/admin/events/${other.json().id}`,
        payload: event,
      });
      expect(clash.statusCode).toBe(409);
      const missing = await call({
        method: 'PUT',
        url: '/api/admin/events/999999',
        payload: event,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Evento non trovato.' });
      const gone = await call({ method: 'DELETE', url: '/api/admin/events/999999' });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('given an import', () => {
    const importFile = (
      kind: string,
      payload: string | Buffer,
      type = 'text/csv',
      query = '',
      as: Caller = admin,
    ) =>
      call({
        method: 'POST',
        url: `/api/admin/imports/${kind}${query}`,
        headers: { 'content-type': type },
        payload,
        as,
      });
    const names = async () =>
      (await app.db.select().from(vendors).orderBy(asc(vendors.id))).map((row) => row.name);

    it('refuses a file with one bad row, listing line and field, and writes nothing; fixed, imports it', async () => {
      const csv = (email: string) =>
        `name,email,stand\nAlfa,alfa@example.com,A01\nBeta,${email},A02\nGamma,,A03\n`;
      const refused = await importFile('vendors', csv('non-una-email'));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        detail: 'Import annullato, nessuna riga importata: 1 problema.',
        problems: [{ line: 3, field: 'email', reason: 'indirizzo email non valido' }],
      });
      expect(await names()).toEqual([]);
      expect(await auditLines()).toEqual([]);

      await listed('/api/vendors/');
      const imported = await importFile('vendors', csv('beta@example.com'));
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toEqual({
        kind: 'vendors',
        total: 3,
        inserted: 3,
        updated: 0,
        unchanged: 0,
        dry_run: false,
      });
      expect((await listed('/api/vendors/')).map((row) => row.name)).toEqual([
        'Alfa',
        'Beta',
        'Gamma',
      ]);
      expect(await auditLines()).toEqual([
        {
          action: 'catalogue.import',
          target: 'vendors',
          summary: 'Import aziende: 3 nuove, 0 aggiornate, 0 invariate',
          actorId: adminId,
        },
      ]);

      const again = await importFile('vendors', 'name,stand\nALFA,A09\nBeta,A02\nDelta,B1\n');
      expect(again.json()).toMatchObject({ inserted: 1, updated: 1, unchanged: 1 });
      // The exhibitor keeps its name; the file's other case only finds it.
      expect(await names()).toEqual(['Alfa', 'Beta', 'Gamma', 'Delta']);
      expect((await auditLines()).at(-1)?.summary).toBe(
        'Import aziende: 1 nuova, 1 aggiornata, 1 invariata',
      );
    });

    it('with dry_run, counts what would change and writes nothing', async () => {
      await importFile('vendors', 'name\nAlfa\n');
      const dry = await importFile(
        'vendors',
        'name,stand\nAlfa,A1\nBeta,B1\n',
        'text/csv',
        '?dry_run=true',
      );
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toEqual({
        kind: 'vendors',
        total: 2,
        inserted: 1,
        updated: 1,
        unchanged: 0,
        dry_run: true,
      });
      const rows = await app.db.select().from(vendors);
      expect(rows.map((row) => [row.name, row.stand])).toEqual([['Alfa', null]]);
      expect((await auditLines()).map((line) => line.action)).toEqual(['catalogue.import']);
    });

    it('reads a semicolon-separated CSV with a BOM, as Excel saves it', async () => {
      const csv =
        '\uFEFFname;description;seeking\r\n' +
        '"Rossi; Figli";"Pasta ""fresca""\r\nogni giorno";"Distributori; buyer"\r\n' +
        'Bianchi;Vino;\r\n';
      const response = await importFile('vendors', Buffer.from(csv, 'utf8'));
      expect(response.statusCode).toBe(200);
      const rows = await app.db.select().from(vendors).orderBy(asc(vendors.name));
      expect(rows.map((row) => [row.name, row.description, row.seeking])).toEqual([
        ['Bianchi', 'Vino', null],
        ['Rossi; Figli', 'Pasta "fresca"\r\nogni giorno', 'Distributori; buyer'],
      ]);
    });

    it('refuses a file that is not UTF-8, saying how to save it', async () => {
      const latin1 = Buffer.from('name,description\nCaffè,Tè\n', 'latin1');
      const response = await importFile('vendors', latin1);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: 'Import annullato, nessuna riga importata: 1 problema.',
        problems: [
          {
            line: 0,
            reason: 'il file non è in UTF-8: salvalo come "CSV UTF-8" (o JSON UTF-8) e riprova',
          },
        ],
      });
    });

    it('imports a JSON array of events, tags as an array or separated by |', async () => {
      await listed('/api/events/');
      const response = await importFile(
        'events',
        JSON.stringify([
          { title: 'Apertura', tags: ['#apertura'], event_date: '2026-10-16', event_time: '9:30' },
          {
            title: 'Chiusura',
            tags: 'premi|saluti',
            event_date: '2026-10-17',
            event_time: '17:00',
          },
        ]),
        'application/json',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'events', total: 2, inserted: 2 });
      expect((await listed('/api/events/')).map((row) => row.title)).toEqual([
        'Apertura',
        'Chiusura',
      ]);
      const rows = await app.db.select().from(events).orderBy(asc(events.eventDate));
      expect(rows.map((row) => row.tags)).toEqual([['apertura'], ['premi', 'saluti']]);
      expect((await auditLines()).at(-1)?.summary).toBe(
        'Import eventi: 2 nuovi, 0 aggiornati, 0 invariati',
      );
    });

    it('answers every refusal of the body as an ImportReport', async () => {
      const notArray = await importFile('vendors', '{"name":"Alfa"}', 'application/json');
      expect(notArray.statusCode).toBe(422);
      expect(notArray.json()).toMatchObject({
        detail: 'Import annullato, nessuna riga importata: 1 problema.',
        problems: [{ line: 0, reason: expect.any(String) }],
      });
      const nul = await importFile('vendors', '[{"name":"A\\u0000"}]', 'application/json');
      expect(nul.statusCode).toBe(422);
      expect(nul.json().problems).toHaveLength(1);
      const unknownKind = await importFile('exhibitors', 'name\nAlfa\n');
      expect(unknownKind.statusCode).toBe(422);
      expect(unknownKind.json().problems).toHaveLength(1);
    });

    it('takes a logo as a web address or a logo the server stores, never a file path', async () => {
      const response = await importFile(
        'vendors',
        'name,logo_path\nAlfa,https://cdn.example.com/a.png\nBeta,logo beta.png\nGamma,/media/logos/0123456789abcdef0123456789abcdef.png\n',
      );
      expect(response.statusCode).toBe(422);
      const reason =
        "qui il logo va indicato come indirizzo web (https://...): carica il file del logo dalla scheda dell'azienda";
      expect(response.json().problems).toEqual([
        { line: 3, field: 'logo_path', reason },
        { line: 4, field: 'logo_path', reason },
      ]);
    });

    it('takes files up to 5 MiB (JSON too), and refuses a larger one with 413 in Italian', async () => {
      const rows = Array.from({ length: 6_000 }, (_, index) => ({
        name: `Azienda ${index}`,
        description: 'x'.repeat(250),
      }));
      const jsonBody = JSON.stringify(rows);
      expect(jsonBody.length).toBeGreaterThan(1024 * 1024);
      const dryJson = await importFile('vendors', jsonBody, 'application/json', '?dry_run=true');
      expect(dryJson.statusCode).toBe(200);
      expect(dryJson.json()).toMatchObject({ total: 6_000, inserted: 6_000, dry_run: true });

      const csv = `name,description\n${rows.map((row) => `${row.name},${row.description}`).join('\n')}\n`;
      expect(csv.length).toBeGreaterThan(1024 * 1024);
      const dryCsv = await importFile('vendors', csv, 'text/csv', '?dry_run=true');
      expect(dryCsv.statusCode).toBe(200);

      const tooLarge = await importFile('vendors', `name\n${'x'.repeat(5 * 1024 * 1024)}\n`);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({
        detail: 'Il file è troppo grande: al massimo 5 MB. Dividilo in più file.',
      });
      // Every other route keeps the 1 MiB limit.
      const other = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: 'Alfa', description: 'x'.repeat(1_100_000) },
      });
      expect(other.statusCode).toBe(413);
      expect(await names()).toEqual([]);
    });

    it('answers 415 for a form, or a CSV sent to a JSON operation', async () => {
      const form = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Alfa',
      });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toEqual({ detail: 'Formato della richiesta non supportato.' });
      const csv = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        headers: { 'content-type': 'text/csv' },
        payload: 'name\nAlfa\n',
      });
      expect(csv.statusCode).toBe(415);
      const formImport = await importFile(
        'vendors',
        'name=Alfa',
        'application/x-www-form-urlencoded',
      );
      expect(formImport.statusCode).toBe(415);
      expect(await names()).toEqual([]);
    });
  });

  describe('given a caller who is not an admin', () => {
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/vendors', payload: { name: 'Alfa' } },
      { method: 'PUT', url: '/api/admin/vendors/1', payload: { name: 'Alfa' } },
      { method: 'DELETE', url: '/api/admin/vendors/1' },
      {
        method: 'PUT',
        url: '/api/admin/vendors/1/logo',
        headers: { 'content-type': 'image/png' },
        payload: png(1, 1),
      },
      {
        method: 'POST',
        url: '/api/admin/events',
        payload: { title: 'A', event_date: '2026-10-16', event_time: '10:00' },
      },
      {
        method: 'PUT',
        url: '/api/admin/events/1',
        payload: { title: 'A', event_date: '2026-10-16', event_time: '10:00' },
      },
      { method: 'DELETE', url: '/api/admin/events/1' },
      {
        method: 'POST',
        url: '/api/admin/imports/vendors',
        headers: { 'content-type': 'text/csv' },
        payload: 'name\nAlfa\n',
      },
    ];

    it.each(requests)(
      '$method $url answers 401 anonymous, 403 to attendee and staff',
      async (request) => {
        expect((await call({ ...request, as: {} })).statusCode).toBe(401);
        for (const as of [attendee, staff]) {
          const response = await call({ ...request, as });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({
            detail: 'Accesso riservato agli organizzatori della fiera.',
          });
        }
        expect(await app.db.select().from(vendors)).toEqual([]);
        expect(await app.db.select().from(events)).toEqual([]);
        expect(await auditLines()).toEqual([]);
      },
    );
  });

  it('an exhibitor removed takes its match decisions with it', async () => {
    const vendor = await createVendor({ name: 'Alfa', description: 'Caffè' });
    const decided = await call({
      method: 'POST',
      url: `/api/matches/${vendor.id}/accept`,
      as: attendee,
    });
    expect(decided.statusCode).toBeLessThan(300);
    await call({ method: 'DELETE', url: `/api/admin/vendors/${vendor.id}` });
    expect(await app.db.select().from(vendors).where(eq(vendors.id, vendor.id))).toEqual([]);
  });
});

describe('the back-office catalogue, given names that look alike or read reversed, and broken logos', () => {
  let app: FastifyInstance;
  let admin: Caller;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer((await createUser(app, { role: 'admin' })).token);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(vendors);
    await app.db.delete(events);
  });

  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...admin } });
  const BIDI = 'contiene caratteri di controllo della direzione del testo non ammessi';
  const nameTaken = {
    detail: "Esiste già un'azienda con questo nome (anche con maiuscole diverse).",
  };

  describe('given an exhibitor named like another but for invisible characters or spaces (regression)', () => {
    it.each([
      ['two spaces', 'Acme  Srl'],
      ['a zero-width space', 'Ac\u200Bme Srl'],
      ['a word joiner, a no-break space and a BOM', 'ACME\u2060\u00A0SRL\uFEFF'],
      ['a tab and a line break', '  Acme\t\nSrl '],
    ])(
      'answers 409 to one written with %s, and stores the name as it looks',
      async (_kind, name) => {
        const first = await call({
          method: 'POST',
          url: '/api/admin/vendors',
          payload: { name: 'Acme Srl' },
        });
        expect(first.statusCode).toBe(201);
        const twin = await call({ method: 'POST', url: '/api/admin/vendors', payload: { name } });
        expect(twin.statusCode).toBe(409);
        expect(twin.json()).toEqual(nameTaken);

        const other = await call({
          method: 'POST',
          url: '/api/admin/vendors',
          payload: { name: 'Beta' },
        });
        const renamed = await call({
          method: 'PUT',
          url: `/api/admin/vendors/${other.json().id}`,
          payload: { name },
        });
        expect(renamed.statusCode).toBe(409);
        expect((await app.db.select().from(vendors)).map((row) => row.name).sort()).toEqual([
          'Acme Srl',
          'Beta',
        ]);
      },
    );

    it('stores a new name without its invisible characters, one space between words, accents composed', async () => {
      const created = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: ' Caffe\u0300\u200C  dell\u2019Orso\u200F ', stand: 'A\u200B01' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Caff\u00E8 dell\u2019Orso', stand: 'A01' });
    });

    it('answers 409 to an event whose title differs by spaces only, on the same day and time', async () => {
      const event = { title: 'Apertura lavori', event_date: '2026-10-16', event_time: '09:30' };
      expect(
        (await call({ method: 'POST', url: '/api/admin/events', payload: event })).statusCode,
      ).toBe(201);
      const twin = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...event, title: 'Apertura\u00A0 \u200Blavori ' },
      });
      expect(twin.statusCode).toBe(409);
      expect(await app.db.select().from(events)).toHaveLength(1);
    });
  });

  describe('given direction controls in a name, a title or a speaker (regression: "\\u202Eexe.tnemucod")', () => {
    it('answers 422 naming the field, and writes nothing', async () => {
      const vendor = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: '\u202Eexe.tnemucod', location: 'Padiglione \u2066B\u2069' },
      });
      expect(vendor.statusCode).toBe(422);
      expect(vendor.json()).toEqual({
        detail: 'Azienda non salvata: correggi i campi indicati.',
        issues: [
          { path: 'name', message: BIDI },
          { path: 'location', message: BIDI },
        ],
      });
      const event = await call({
        method: 'POST',
        url: '/api/admin/events',
        payload: {
          title: 'Apertura \u202Bufficiale\u202C',
          speaker: '\u202DAnna Rossi',
          event_date: '2026-10-16',
          event_time: '09:30',
        },
      });
      expect(event.statusCode).toBe(422);
      expect(event.json()).toEqual({
        detail: 'Evento non salvato: correggi i campi indicati.',
        issues: [
          { path: 'title', message: BIDI },
          { path: 'speaker', message: BIDI },
        ],
      });
      expect(await app.db.select().from(vendors)).toEqual([]);
      expect(await app.db.select().from(events)).toEqual([]);
    });

    it('keeps them in a description, which is free text over several lines', async () => {
      const description = 'Agenti a \u2067\u05EA\u05DC \u05D0\u05D1\u05D9\u05D1\u2069.\nE a Roma.';
      const created = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: 'Alfa', description },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ description });
    });
  });

  describe('given a logo cut short or padded (regression: a truncated PNG was stored)', () => {
    /** A real 2 × 2 baseline JPEG, ending with its EOI marker. */
    const JPEG_2X2 = Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APOq/Qz5g//Z',
      'base64',
    );
    const broken = { detail: 'Logo non accettato: immagine incompleta o danneggiata.' };
    const upload = (id: number, type: string, payload: Buffer) =>
      call({
        method: 'PUT',
        url: `/api/admin/vendors/${id}/logo`,
        headers: { 'content-type': type },
        payload,
      });
    const storedFiles = () =>
      existsSync(logosDir(app.config.dataDir)) ? readdirSync(logosDir(app.config.dataDir)) : [];
    async function vendorId(): Promise<number> {
      const response = await call({
        method: 'POST',
        url: '/api/admin/vendors',
        payload: { name: 'Alfa' },
      });
      return Number(response.json().id);
    }

    it.each([
      ['a PNG with its header only (no IDAT, no IEND)', 'image/png', png(64, 32).subarray(0, 33)],
      ['a PNG without its IEND', 'image/png', png(64, 32).subarray(0, -12)],
      ['a PNG with a chunk cut in the middle', 'image/png', png(64, 32).subarray(0, -20)],
      [
        'a PNG with bytes after its IEND',
        'image/png',
        Buffer.concat([png(8, 8), Buffer.from('<html>')]),
      ],
      ['a JPEG without its end marker', 'image/jpeg', JPEG_2X2.subarray(0, -2)],
      ['a JPEG cut in its picture data', 'image/jpeg', JPEG_2X2.subarray(0, -10)],
      ['a WebP shorter than its RIFF size says', 'image/webp', WEBP_1X1.subarray(0, -2)],
      [
        'a WebP longer than its RIFF size says',
        'image/webp',
        Buffer.concat([WEBP_1X1, Buffer.alloc(2)]),
      ],
    ])('refuses %s with 422, and stores nothing', async (_kind, type, bytes) => {
      const id = await vendorId();
      const before = storedFiles();
      const response = await upload(id, type, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(broken);
      expect(storedFiles()).toEqual(before);
      expect(
        (await app.db.select().from(vendors).where(eq(vendors.id, id)))[0]?.logoPath,
      ).toBeNull();
    });

    it('takes whole files: a PNG, a JPEG (also padded with zeros after its end), a WebP', async () => {
      const id = await vendorId();
      for (const [type, bytes] of [
        ['image/png', png(64, 32)],
        ['image/jpeg', JPEG_2X2],
        ['image/jpeg', Buffer.concat([JPEG_2X2, Buffer.alloc(16)])],
        ['image/webp', WEBP_1X1],
      ] as const) {
        const response = await upload(id, type, bytes);
        expect(response.statusCode, `${type} ${response.body}`).toBe(200);
      }
    });
  });
});

describe('the back-office programme, given the fair’s days and stages', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer((await createUser(app, { role: 'admin' })).token);
  });
  afterAll(() => app.close());

  const talk = { title: 'Apertura', event_date: '2026-10-16', event_time: '09:30' };
  const save = (payload: Record<string, unknown>, url = '/api/admin/events', method = 'POST') =>
    app.inject({ method: method as 'POST' | 'PUT', url, payload, headers: admin });

  it('refuses a day that is not one of the fair’s, and a place on none of its stages', async () => {
    const outside = await save({ ...talk, event_date: '2026-10-18' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().issues).toEqual([
      {
        path: 'event_date',
        message: 'la data non è uno dei giorni della fiera (16/10/2026, 17/10/2026)',
      },
    ]);
    const nowhere = await save({ ...talk, location: 'Sala Verdi' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().issues).toEqual([
      { path: 'location', message: expect.stringContaining('Marchionne, Montalcini, Epicentro') },
    ]);
    expect(await app.db.select().from(events)).toEqual([]);
  });

  it('takes a place that names a stage, and checks an edit and an import the same way', async () => {
    const created = await save({ ...talk, location: 'Palco Marchionne' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const moved = await save(
      { ...talk, event_date: '2026-11-01' },
      `/api/admin/events/${id}`,
      'PUT',
    );
    expect(moved.statusCode).toBe(422);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/imports/events',
      payload: [{ ...talk, title: 'Chiusura', event_date: '2026-10-19' }],
      headers: admin,
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().problems).toEqual([
      expect.objectContaining({ line: 1, field: 'event_date' }),
    ]);
  });

  it('follows the fair config: days and stages changed in Aspetto apply at once', async () => {
    const fair = await app.fairConfigService.update(
      {
        ...defaultFairConfig,
        days: [...defaultFairConfig.days, '2026-11-01'],
        stages: [...defaultFairConfig.stages, 'Sala Verdi'],
      },
      null,
    );
    expect(fair.ok).toBe(true);
    const saved = await save({
      ...talk,
      title: 'Nuova fiera',
      event_date: '2026-11-01',
      location: 'Sala Verdi',
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
});
