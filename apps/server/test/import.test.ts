import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, vendors } from '../src/db/schema/index';
import { defaultFairConfig } from '@fiera/fair-config';
import { DEMO_EVENTS } from '../src/db/seed/demo-fair';
import { formatSummary, prepareEvents, type ImportSummary } from '../src/import/import-catalogue';
import {
  formatProblem,
  ImportError,
  JSON_NOT_A_LIST,
  readRecords,
  recordsFromJson,
  recordsFromText,
  TOO_MANY_ROWS,
  writeRecords,
  type ImportProblem,
} from '../src/import/read-records';
import {
  eventEntity,
  eventEntityFor,
  validateInput,
  validateRows,
  vendorEntity,
} from '../src/import/rows';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { png } from './helpers/images';

describe('importing vendors and events through the API', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer((await createUser(app, { role: 'admin' })).token);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(vendors);
    await app.db.delete(events);
  });

  async function post(kind: 'vendors' | 'events', content: string, type = 'text/csv') {
    return app.inject({
      method: 'POST',
      url: `/api/admin/imports/${kind}`,
      headers: { ...admin, 'content-type': type },
      payload: content,
    });
  }

  async function importFile(kind: 'vendors' | 'events', content: string, type = 'text/csv') {
    const response = await post(kind, content, type);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportSummary & { dry_run: boolean }>();
  }

  /** The problems of a refused file, as the command line prints them. */
  async function problemsOf(kind: 'vendors' | 'events', content: string, type = 'text/csv') {
    const response = await post(kind, content, type);
    expect(response.statusCode, response.body).toBe(422);
    return response.json<{ problems: ImportProblem[] }>().problems.map(formatProblem);
  }

  const vendorRows = () => app.db.select().from(vendors).orderBy(asc(vendors.name));

  describe('given a comma-separated CSV of vendors', () => {
    it('imports every row, with a name containing a quote', async () => {
      const summary = await importFile(
        'vendors',
        [
          'name,stand,location,website,address,email,telephone,description,seeking',
          'Caffè dell\'Orso,A01,Padiglione A,www.orso.example.com,"Via Roma 1, Milano",info@orso.example.com,+39 02 1234 5678,Torrefazione,Baristi',
          "L'Officina,B02,,,,,,,",
        ].join('\n'),
      );
      expect(summary).toEqual({
        kind: 'vendors',
        total: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
        dry_run: false,
      });
      expect(formatSummary(summary)).toBe('Importate 2 aziende (2 nuove, 0 aggiornate)');
      const rows = await vendorRows();
      expect(rows.map((row) => row.name)).toEqual(["Caffè dell'Orso", "L'Officina"]);
      expect(rows[0]).toMatchObject({
        stand: 'A01',
        website: 'https://www.orso.example.com',
        address: 'Via Roma 1, Milano',
        email: 'info@orso.example.com',
        telephone: '+39 02 1234 5678',
        seeking: 'Baristi',
        logoPath: null,
      });
      expect(rows[1]).toMatchObject({ location: null, website: null, description: null });
    });
  });

  describe('given a JSON array', () => {
    it('imports vendors and events, a number as text, tags as an array or separated by |', async () => {
      await importFile(
        'vendors',
        JSON.stringify([{ name: 'Alfa', stand: 'A01', telephone: 3902123456 }]),
        'application/json',
      );
      expect(await vendorRows()).toMatchObject([{ name: 'Alfa', telephone: '3902123456' }]);

      const summary = await importFile(
        'events',
        JSON.stringify([
          {
            title: 'Apertura',
            location: 'Palco Marchionne',
            tags: ['#apertura', 'keynote'],
            event_date: '2026-10-16',
            event_time: '9:30',
          },
          {
            title: 'Chiusura',
            tags: 'premi|saluti',
            event_date: '2026-10-17',
            event_time: '17:00',
          },
        ]),
        'application/json',
      );
      expect(formatSummary(summary)).toBe('Importati 2 eventi (2 nuovi, 0 aggiornati)');
      const rows = await app.db.select().from(events).orderBy(asc(events.eventDate));
      expect(rows).toMatchObject([
        { title: 'Apertura', tags: ['apertura', 'keynote'], eventTime: '09:30:00' },
        { title: 'Chiusura', tags: ['premi', 'saluti'], location: null },
      ]);
    });
  });

  describe('given a file with a bad row', () => {
    it('reports line, field and reason of each problem, and imports nothing', async () => {
      const problems = await problemsOf(
        'vendors',
        [
          'name,email,website',
          'Buona,buona@example.com,https://buona.example.com',
          '"Su due',
          'righe",ok@example.com,',
          'Cattiva,non-una-email,',
          ',senza@example.com,non un sito',
          'BUONA,doppia@example.com,',
          '\u200B\u2066,invisibile@example.com,',
        ].join('\n'),
      );
      expect(problems).toEqual([
        'riga 5, campo email: indirizzo email non valido',
        'riga 6, campo name: obbligatorio',
        'riga 6, campo website: indirizzo web non valido (es. https://www.azienda.it)',
        "riga 7, campo name: l'azienda «BUONA» compare già alla riga 2",
        'riga 8, campo name: obbligatorio',
      ]);
      expect(await vendorRows()).toEqual([]);
    });

    it('reports bad dates, times and comma-separated tags of events by JSON position', async () => {
      const problems = await problemsOf(
        'events',
        JSON.stringify([
          { title: 'Buono', event_date: '2026-10-16', event_time: '10:00' },
          { title: 'Data', event_date: '2026-02-30', event_time: '10:00' },
          { title: 'Ora', event_date: '2026-10-16', event_time: '25:00' },
          { title: 'Tag', tags: 'ai, startup', event_date: '2026-10-16', event_time: '11:00' },
        ]),
        'application/json',
      );
      expect(problems).toEqual([
        'riga 2, campo event_date: data non valida: usa AAAA-MM-GG (es. 2026-10-16)',
        'riga 3, campo event_time: orario non valido: usa HH:MM (es. 09:30)',
        "riga 4, campo tags: separa i tag con '|', non con la virgola (es. ai|startup)",
      ]);
      expect(await app.db.select().from(events)).toEqual([]);
    });

    it('refuses unknown columns, a missing name column, unclosed quotes and an http logo', async () => {
      expect(await problemsOf('vendors', 'nome,telefono\nAlfa,1')).toEqual([
        'riga 1: colonne sconosciute "nome", "telefono"; quelle previste sono: name, logo_path, stand, location, website, address, email, telephone, description, seeking',
        'riga 1: manca la colonna name',
      ]);
      expect(await problemsOf('vendors', 'name,description\nAlfa,"aperte\n')).toEqual([
        'riga 2: CSV non valido: virgolette aperte e mai chiuse',
      ]);
      expect(
        await problemsOf('vendors', 'name,logo_path\nAlfa,http://cdn.example.com/a.png\n'),
      ).toEqual([
        'riga 2, campo logo_path: indirizzo web del logo non valido: usa un indirizzo https:// (es. https://www.azienda.it/logo.png)',
      ]);
    });
  });

  describe('given rows already imported', () => {
    it('updates them by natural key, only in the columns the file has', async () => {
      await importFile('vendors', 'name,stand,description\nAlfa,A01,Prima\nBeta,A02,Beta srl\n');
      const [alfaBefore] = await vendorRows();
      const summary = await importFile(
        'vendors',
        'name,description\nalfa,Seconda\nBeta,Beta srl\nGamma,Nuova\n',
      );
      expect(summary).toMatchObject({ total: 3, inserted: 1, updated: 1, unchanged: 1 });
      expect(formatSummary(summary)).toBe(
        'Importate 3 aziende (1 nuova, 1 aggiornata, 1 invariata)',
      );
      const rows = await vendorRows();
      expect(rows.map((row) => [row.name, row.stand, row.description])).toEqual([
        ['Alfa', 'A01', 'Seconda'],
        ['Beta', 'A02', 'Beta srl'],
        ['Gamma', null, 'Nuova'],
      ]);
      expect(rows[0]?.id).toBe(alfaBefore?.id);

      const eventCsv = (speaker: string) =>
        `title;speaker;event_date;event_time\nApertura;${speaker};2026-10-16;09:30\n`;
      await importFile('events', eventCsv('Anna'));
      const again = await importFile('events', eventCsv('Bruno'));
      expect(again).toMatchObject({ inserted: 0, updated: 1 });
      expect(await app.db.select().from(events)).toMatchObject([{ speaker: 'Bruno' }]);
    });
  });

  describe('given a CSV row shorter than its header (regression: the missing fields were cleared)', () => {
    it('refuses the row, and leaves the exhibitor already there as it was', async () => {
      await importFile('vendors', 'name,stand,description\nAlfa,A01,Torrefazione\n');
      expect(
        await problemsOf('vendors', 'name,stand,description\nBeta,B02,Nuova\nAlfa,A03\n'),
      ).toEqual([
        'riga 3: la riga ha 2 campi, l’intestazione ne ha 3: lascia vuoti i campi senza valore, ma con il loro separatore',
      ]);
      expect(await vendorRows()).toMatchObject([
        { name: 'Alfa', stand: 'A01', description: 'Torrefazione' },
      ]);
    });
  });

  describe('given logos', () => {
    it('keeps web addresses, takes a logo the server stores, and removes one no row shows any more', async () => {
      const [alfa] = await app.db.insert(vendors).values({ name: 'Alfa' }).returning();
      const uploaded = await app.inject({
        method: 'PUT',
        url: `/api/admin/vendors/${alfa?.id}/logo`,
        headers: { ...admin, 'content-type': 'image/png' },
        payload: png(8, 8),
      });
      const stored = String(uploaded.json().logo_path);
      await importFile(
        'vendors',
        `name,logo_path\nBeta,https://cdn.example.com/beta.svg\nGamma,${stored}\n`,
      );
      const rows = await vendorRows();
      expect(rows.map((row) => row.logoPath)).toEqual([
        stored,
        'https://cdn.example.com/beta.svg',
        stored,
      ]);
      // Alfa and Gamma lose the logo: its file goes with the last one that showed it.
      await importFile('vendors', 'name,logo_path\nAlfa,\nGamma,\n');
      expect((await app.inject({ url: stored })).statusCode).toBe(404);
    });

    it('answers 404 in Italian for unknown names and paths leaving the logos folder', async () => {
      for (const url of [
        '/media/logos/0123456789abcdef0123456789abcdef.png',
        '/media/logos/..%2F..%2Fetc%2Fpasswd',
        '/media/logos/..%2Fsecrets%2Ftoken-ed25519.pem',
        `/media/logos/${encodeURIComponent('/etc/passwd')}`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ detail: 'Logo non trovato.' });
      }
      const dotted = await app.inject({ method: 'GET', url: '/media/logos/../../etc/passwd' });
      expect(dotted.statusCode).toBe(404);
    });
  });

  describe('given names that look alike (regression: look-alike duplicates by invisible characters or spaces)', () => {
    it('reports the look-alikes of a file as one exhibitor twice, and imports nothing', async () => {
      const problems = await problemsOf(
        'vendors',
        [
          'name,stand',
          'Acme Srl,A01',
          '"Acme  Srl",A02',
          'Ac\u200Bme Srl,A03',
          'ACME\u00A0SRL\uFEFF,A04',
          '"Acme\tSrl",A05',
        ].join('\n'),
      );
      expect(problems).toEqual([
        "riga 3, campo name: l'azienda «Acme Srl» compare già alla riga 2",
        "riga 4, campo name: l'azienda «Acme Srl» compare già alla riga 2",
        "riga 5, campo name: l'azienda «ACME SRL» compare già alla riga 2",
        "riga 6, campo name: l'azienda «Acme Srl» compare già alla riga 2",
      ]);
      expect(await vendorRows()).toEqual([]);
    });

    it('stores a name as it looks, so that importing its look-alike updates it', async () => {
      await importFile('vendors', 'name,stand\n" Caffe\u0300\u200D  dell\u2019Orso ",A01\n');
      expect((await vendorRows()).map((row) => row.name)).toEqual(['Caff\u00E8 dell\u2019Orso']);

      const again = await importFile('vendors', 'name,stand\nCaff\u00E8 dell\u2019Orso,B02\n');
      expect(again).toMatchObject({ inserted: 0, updated: 1 });
      expect(await vendorRows()).toMatchObject([
        { name: 'Caff\u00E8 dell\u2019Orso', stand: 'B02' },
      ]);

      await importFile(
        'events',
        'title,event_date,event_time\n"Apertura  \u200Blavori",2026-10-16,09:30\n',
      );
      const sameEvent = await importFile(
        'events',
        'title,event_date,event_time,speaker\nApertura lavori,2026-10-16,09:30,Anna\n',
      );
      expect(sameEvent).toMatchObject({ inserted: 0, updated: 1 });
      expect(await app.db.select().from(events)).toMatchObject([
        { title: 'Apertura lavori', speaker: 'Anna' },
      ]);
    });
  });

  describe('given direction controls (regression: a name shown reversed)', () => {
    const BIDI = 'contiene caratteri di controllo della direzione del testo non ammessi';

    it('refuses them in names, titles, speakers and tags, naming line and field', async () => {
      expect(
        await problemsOf(
          'vendors',
          'name,location\n\u202Eexe.tnemucod,\nAlfa,Padiglione \u2066A\u2069\n',
        ),
      ).toEqual([`riga 2, campo name: ${BIDI}`, `riga 3, campo location: ${BIDI}`]);
      expect(
        await problemsOf(
          'events',
          JSON.stringify([
            { title: 'Apertura \u202Bdi\u202C', event_date: '2026-10-16', event_time: '09:30' },
            {
              title: 'Chiusura',
              speaker: '\u202DAnna Rossi',
              tags: 'premi|\u2067saluti',
              event_date: '2026-10-17',
              event_time: '17:00',
            },
          ]),
          'application/json',
        ),
      ).toEqual([
        `riga 1, campo title: ${BIDI}`,
        `riga 2, campo speaker: ${BIDI}`,
        `riga 2, campo tags: ${BIDI}`,
      ]);
      expect(await vendorRows()).toEqual([]);
    });

    it('keeps a description as written: free text may quote right-to-left words', async () => {
      const description =
        'Distributori a \u2067\u05EA\u05DC \u05D0\u05D1\u05D9\u05D1\u2069\ne a Roma';
      await importFile(
        'vendors',
        JSON.stringify([{ name: 'Alfa', description }]),
        'application/json',
      );
      expect(await vendorRows()).toMatchObject([{ name: 'Alfa', description }]);
    });
  });

  it('changes the ETag of the lists on this instance at once, and on the others by the poll', async () => {
    const auth = bearer((await createUser(app)).token);
    const etagOf = async (url: string) =>
      String((await app.inject({ method: 'GET', url, headers: auth })).headers.etag);
    const vendorsBefore = await etagOf('/api/vendors/');
    const eventsBefore = await etagOf('/api/events/');
    await importFile('vendors', 'name\nAlfa\n');
    await importFile('events', 'title,event_date,event_time\nApertura,2026-10-16,09:30\n');
    expect(await etagOf('/api/vendors/')).not.toBe(vendorsBefore);
    expect(await etagOf('/api/events/')).not.toBe(eventsBefore);

    // Another process (another instance, a direct command) raises the version in the database:
    // the server reads it on a short timer.
    const changed = await etagOf('/api/vendors/');
    await app.db.insert(vendors).values({ name: 'Beta' });
    await vi.waitFor(async () => expect(await etagOf('/api/vendors/')).not.toBe(changed), {
      timeout: 5_000,
      interval: 50,
    });
  });
});

describe('reading an import file', () => {
  let filesDir: string;
  beforeEach(() => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'fiera-import-'));
  });
  afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

  function file(name: string, content: string | Buffer): string {
    const target = path.join(filesDir, name);
    writeFileSync(target, content);
    return target;
  }

  it('reads .json files as JSON and anything else as CSV; refuses a file not in UTF-8', async () => {
    expect((await readRecords(file('a.json', '[{"name":"Alfa"}]'))).records).toEqual([
      { line: 1, values: { name: 'Alfa' } },
    ]);
    expect((await readRecords(file('a.txt', 'name\nAlfa\n'))).records).toEqual([
      { line: 2, values: { name: 'Alfa' } },
    ]);
    const error = await readRecords(file('b.csv', Buffer.from('name\nCaffè\n', 'latin1'))).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problems.map(formatProblem)).toEqual([
      'file: il file non è in UTF-8: salvalo come "CSV UTF-8" (o JSON UTF-8) e riprova',
    ]);
  });

  /** The problems of a text that cannot be read as rows. */
  function readingProblems(read: () => unknown): string[] {
    try {
      read();
    } catch (error) {
      if (error instanceof ImportError) return error.problems.map(formatProblem);
      throw error;
    }
    return [];
  }

  it('refuses a CSV header that repeats a column (regression: the last one silently won)', () => {
    expect(
      readingProblems(() =>
        recordsFromText(
          'name,telephone,telephone,stand,stand\nAlfa,02 1234,333 1234,A01,A02\n',
          'csv',
        ),
      ),
    ).toEqual([
      'riga 1: colonna "telephone" ripetuta: ogni colonna va una volta sola',
      'riga 1: colonna "stand" ripetuta: ogni colonna va una volta sola',
    ]);
    // On the header's own line, after blank lines.
    expect(readingProblems(() => recordsFromText('\n\nname,name\nAlfa,Beta\n', 'csv'))).toEqual([
      'riga 3: colonna "name" ripetuta: ogni colonna va una volta sola',
    ]);
  });

  it('refuses CSV rows with fewer or more fields than the header (regression: fewer were blanked)', () => {
    expect(
      readingProblems(() =>
        recordsFromText('name,stand,email\nAlfa,A01\nBeta\nGamma,G01,g@example.com,extra\n', 'csv'),
      ),
    ).toEqual([
      'riga 2: la riga ha 2 campi, l’intestazione ne ha 3: lascia vuoti i campi senza valore, ma con il loro separatore',
      'riga 3: la riga ha 1 campo, l’intestazione ne ha 3: lascia vuoti i campi senza valore, ma con il loro separatore',
      'riga 4: la riga ha 4 campi, l’intestazione ne ha 3: un testo con il separatore va tra virgolette',
    ]);
    expect(recordsFromText('name,stand,email\nAlfa,,\n', 'csv').records).toEqual([
      { line: 2, values: { name: 'Alfa', stand: '', email: '' } },
    ]);
  });

  it('says what a JSON import must be: a list, of at most 20000 rows', () => {
    expect(readingProblems(() => recordsFromText('{"name": "Alfa"}', 'json'))).toEqual([
      `file: ${JSON_NOT_A_LIST}`,
    ]);
    expect(JSON_NOT_A_LIST).toBe(
      'il JSON deve essere un elenco (array) di oggetti, uno per riga: [{"name": "..."}, ...]',
    );
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `A${index}` }));
    expect(readingProblems(() => recordsFromJson(rows(20_001)))).toEqual([
      `file: ${TOO_MANY_ROWS}`,
    ]);
    expect(TOO_MANY_ROWS).toBe('troppe righe: al massimo 20.000 per import, dividi il file');
    expect(recordsFromJson(rows(20_000)).records).toHaveLength(20_000);
  });

  it.each([
    ['LF', 'h\n\na\n"x\ny"\nb\n', [3, 4, 6]],
    ['CR LF, with line breaks inside quotes', 'h\r\n\r\na\r\n"x\r\n\r\ny"\r\nb\r\n', [3, 4, 7]],
    ['CR', 'h\r"x\ry"\rb\r', [2, 4]],
  ])(
    'counts lines as the organiser sees them (%s), and writes each row back on its line',
    (_, csv, lines) => {
      const source = recordsFromText(csv, 'csv');
      expect(source.records.map((record) => record.line)).toEqual(lines);
      const again = recordsFromText(writeRecords(source, 'csv'), 'csv');
      expect(again.records).toEqual(source.records);
    },
  );
});

describe("the programme's rules given the fair's days and stages", () => {
  const fair = {
    days: ['2026-10-16', '2026-10-17'],
    stages: ['Marchionne', 'Montalcini', 'Epicentro'],
  };
  const event = { title: 'Apertura', event_date: '2026-10-16', event_time: '09:30' };
  const issuesOf = (input: Record<string, unknown>, calendar = fair) =>
    validateInput(eventEntityFor(calendar), { ...event, ...input });
  const importProblems = async (csv: string, calendar?: typeof fair) => {
    try {
      await prepareEvents(recordsFromText(csv, 'csv'), calendar);
      return [];
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      return error.problems.map(formatProblem);
    }
  };

  it('refuses a day outside the fair, listing its days as Italians write them (regression)', async () => {
    expect(issuesOf({ event_date: '2026-10-18' })).toEqual({
      ok: false,
      issues: [
        {
          path: 'event_date',
          message: 'la data non è uno dei giorni della fiera (16/10/2026, 17/10/2026)',
        },
      ],
    });
    expect(
      await importProblems(
        'title,event_date,event_time\nApertura,2026-10-16,09:30\nChiusura,2027-10-17,17:00\n',
        fair,
      ),
    ).toEqual([
      'riga 3, campo event_date: la data non è uno dei giorni della fiera (16/10/2026, 17/10/2026)',
    ]);
  });

  it('refuses a place on none of its stages, naming them (regression)', async () => {
    const unknownStage = 'palco sconosciuto: usa uno di Marchionne, Montalcini, Epicentro';
    expect(issuesOf({ location: 'Sala Verdi' })).toEqual({
      ok: false,
      issues: [{ path: 'location', message: unknownStage }],
    });
    expect(
      await importProblems(
        'title,event_date,event_time,location\nApertura,2026-10-16,09:30,Palco Centrale\n',
        fair,
      ),
    ).toEqual([`riga 2, campo location: ${unknownStage}`]);
  });

  it("takes a place that names a stage as the app's stage filter finds it, and no place", () => {
    for (const location of [
      'Marchionne',
      'Palco Marchionne',
      'ARENA EPICENTRO',
      'Sala Montalcìni',
    ]) {
      expect(issuesOf({ location }), location).toMatchObject({ ok: true, row: { location } });
    }
    expect(issuesOf({ location: '' })).toMatchObject({ ok: true, row: { location: null } });
  });

  it('takes any place when the fair lists no stages; any day and place without the fair', async () => {
    expect(issuesOf({ location: 'Sala Verdi' }, { ...fair, stages: [] }).ok).toBe(true);
    expect(
      validateInput(eventEntity, { ...event, event_date: '2030-01-01', location: 'Altrove' }).ok,
    ).toBe(true);
    expect(
      await importProblems(
        'title,event_date,event_time,location\nApertura,2030-01-01,09:30,Altrove\n',
      ),
    ).toEqual([]);
  });

  it("given the demo fair, each of its events passes the rules of the demo fair's config", () => {
    for (const demo of DEMO_EVENTS) {
      const result = validateInput(eventEntityFor(defaultFairConfig), {
        title: demo.title,
        speaker: demo.speaker,
        company_name: demo.companyName,
        topic: demo.topic,
        location: demo.location,
        tags: demo.tags,
        event_date: demo.eventDate,
        event_time: demo.eventTime,
      });
      expect(result, demo.title).toMatchObject({ ok: true });
    }
  });
});

describe('a long file being checked', () => {
  it('leaves the server turns to answer other requests between slices of rows', async () => {
    const lines = ['name,stand'];
    for (let index = 0; index < 2000; index += 1) lines.push(`Azienda ${index},A${index}`);
    const source = recordsFromText(lines.join('\n'), 'csv');

    let checked = false;
    let turnsWhileChecking = 0;
    const turn = () => {
      if (checked) return;
      turnsWhileChecking += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const { rows, problems } = await validateRows(source, vendorEntity);
    checked = true;

    expect(problems).toEqual([]);
    expect(rows).toHaveLength(2000);
    expect(turnsWhileChecking).toBeGreaterThanOrEqual(5);
  });
});
