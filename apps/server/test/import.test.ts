import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, vendors } from '../src/db/schema/index';
import {
  applyImport,
  formatSummary,
  prepareImport,
  type CatalogueKind,
} from '../src/import/import-catalogue';
import { formatProblem, ImportError } from '../src/import/read-records';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('importing vendors and events', () => {
  let app: FastifyInstance;
  let filesDir: string;
  beforeEach(async () => {
    app = await buildTestApp();
    filesDir = mkdtempSync(path.join(tmpdir(), 'fiera-import-'));
  });
  afterEach(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  function file(name: string, content: string | Buffer): string {
    const target = path.join(filesDir, name);
    writeFileSync(target, content);
    return target;
  }

  async function importFile(kind: CatalogueKind, name: string, content: string | Buffer) {
    const prepared = await prepareImport(kind, file(name, content), app.config.dataDir);
    return applyImport(app.db, prepared, app.config.dataDir);
  }

  /** The problems of a refused file, as the CLI prints them. */
  async function problemsOf(kind: CatalogueKind, name: string, content: string) {
    const error: unknown = await importFile(kind, name, content).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).problems.map(formatProblem);
  }

  const vendorRows = () => app.db.select().from(vendors).orderBy(asc(vendors.name));

  describe('given a comma-separated CSV of vendors', () => {
    it('imports every row, with a name containing a quote', async () => {
      const summary = await importFile(
        'vendors',
        'aziende.csv',
        [
          'name,stand,location,website,address,email,telephone,description,seeking',
          'Caffè dell\'Orso,A01,Padiglione A,www.orso.example.com,"Via Roma 1, Milano",info@orso.example.com,+39 02 1234 5678,Torrefazione,Baristi',
          "L'Officina,B02,,,,,,,",
        ].join('\n'),
      );
      expect(summary).toEqual({ kind: 'vendors', total: 2, inserted: 2, updated: 0, unchanged: 0 });
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

  describe('given a semicolon-separated CSV with a BOM and quoted fields', () => {
    it('reads separators, double quotes and line breaks inside quotes', async () => {
      const csv =
        '\uFEFFname;description;seeking\r\n' +
        '"Rossi; Figli";"Pasta ""fresca""\r\nogni giorno";"Distributori; buyer"\r\n' +
        'Bianchi;Vino;\r\n';
      const summary = await importFile('vendors', 'aziende.csv', csv);
      expect(summary.inserted).toBe(2);
      const rows = await vendorRows();
      expect(rows.map((row) => [row.name, row.description, row.seeking])).toEqual([
        ['Bianchi', 'Vino', null],
        ['Rossi; Figli', 'Pasta "fresca"\r\nogni giorno', 'Distributori; buyer'],
      ]);
    });
  });

  describe('given a JSON array', () => {
    it('imports vendors and events, tags as an array or separated by |', async () => {
      await importFile(
        'vendors',
        'aziende.json',
        JSON.stringify([{ name: 'Alfa', stand: 'A01', telephone: 3902123456 }]),
      );
      expect(await vendorRows()).toMatchObject([{ name: 'Alfa', telephone: '3902123456' }]);

      const summary = await importFile(
        'events',
        'eventi.json',
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
        'aziende.csv',
        [
          'name,email,website',
          'Buona,buona@example.com,https://buona.example.com',
          '"Su due',
          'righe",ok@example.com,',
          'Cattiva,non-una-email,',
          ',senza@example.com,non un sito',
          'Buona,doppia@example.com,',
        ].join('\n'),
      );
      expect(problems).toEqual([
        'riga 5, campo email: indirizzo email non valido',
        'riga 6, campo name: obbligatorio',
        'riga 6, campo website: indirizzo web non valido (es. https://www.azienda.it)',
        "riga 7, campo name: l'azienda «Buona» compare già alla riga 2",
      ]);
      expect(await vendorRows()).toEqual([]);
    });

    it('reports bad dates, times and comma-separated tags of events by JSON position', async () => {
      const problems = await problemsOf(
        'events',
        'eventi.json',
        JSON.stringify([
          { title: 'Buono', event_date: '2026-10-16', event_time: '10:00' },
          { title: 'Data', event_date: '2026-02-30', event_time: '10:00' },
          { title: 'Ora', event_date: '2026-10-16', event_time: '25:00' },
          { title: 'Tag', tags: 'ai, startup', event_date: '2026-10-16', event_time: '11:00' },
        ]),
      );
      expect(problems).toEqual([
        'riga 2, campo event_date: data non valida: usa AAAA-MM-GG (es. 2026-10-16)',
        'riga 3, campo event_time: orario non valido: usa HH:MM (es. 09:30)',
        "riga 4, campo tags: separa i tag con '|', non con la virgola (es. ai|startup)",
      ]);
      expect(await app.db.select().from(events)).toEqual([]);
    });

    it('refuses unknown columns, a missing name column and unclosed quotes', async () => {
      expect(await problemsOf('vendors', 'a.csv', 'nome,telefono\nAlfa,1')).toEqual([
        'riga 1: colonne sconosciute "nome", "telefono"; quelle previste sono: name, logo_path, stand, location, website, address, email, telephone, description, seeking',
        'riga 1: manca la colonna name',
      ]);
      expect(await problemsOf('vendors', 'b.csv', 'name,description\nAlfa,"aperte\n')).toEqual([
        'riga 2: CSV non valido: virgolette aperte e mai chiuse',
      ]);
      expect(await problemsOf('vendors', 'c.json', '{"name": "Alfa"}')).toEqual([
        'file: il JSON deve essere un array di oggetti',
      ]);
    });
  });

  describe('given rows already imported', () => {
    it('updates them by natural key, only in the columns the file has', async () => {
      await importFile(
        'vendors',
        'prima.csv',
        'name,stand,description\nAlfa,A01,Prima\nBeta,A02,Beta srl\n',
      );
      const [alfaBefore] = await vendorRows();
      const summary = await importFile(
        'vendors',
        'dopo.csv',
        'name,description\nAlfa,Seconda\nBeta,Beta srl\nGamma,Nuova\n',
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
      await importFile('events', 'e1.csv', eventCsv('Anna'));
      const again = await importFile('events', 'e2.csv', eventCsv('Bruno'));
      expect(again).toMatchObject({ inserted: 0, updated: 1 });
      expect(await app.db.select().from(events)).toMatchObject([{ speaker: 'Bruno' }]);
    });
  });

  describe('given logos', () => {
    it('copies a logo file under its content hash and serves it with long cache headers', async () => {
      file('logo alfa.png', PNG_1X1);
      await importFile(
        'vendors',
        'aziende.csv',
        'name,logo_path\nAlfa,logo alfa.png\nBeta,https://cdn.example.com/beta.svg\n',
      );
      const [alfa, beta] = await vendorRows();
      expect(alfa?.logoPath).toMatch(/^\/media\/logos\/[a-f0-9]{32}\.png$/);
      expect(beta?.logoPath).toBe('https://cdn.example.com/beta.svg');

      const response = await app.inject({ method: 'GET', url: String(alfa?.logoPath) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(PNG_1X1)).toBe(true);

      // Imported again, the stored URL is accepted as it is.
      await importFile('vendors', 'di-nuovo.csv', `name,logo_path\nGamma,${alfa?.logoPath}\n`);
      expect((await vendorRows())[2]?.logoPath).toBe(alfa?.logoPath);
    });

    it('refuses missing files, other formats and renamed files, and stores nothing', async () => {
      file('finto.png', 'non sono un png');
      file('logo.gif', 'GIF89a');
      const problems = await problemsOf(
        'vendors',
        'aziende.csv',
        'name,logo_path\nAlfa,manca.png\nBeta,logo.gif\nGamma,finto.png\n',
      );
      expect(problems).toEqual([
        `riga 2, campo logo_path: file del logo non trovato: ${path.join(filesDir, 'manca.png')}`,
        'riga 3, campo logo_path: formato del logo non supportato: usa png, jpg, jpeg, svg o webp',
        "riga 4, campo logo_path: il contenuto di finto.png non è un'immagine png",
      ]);
      expect(readdirSync(app.config.dataDir)).not.toContain('logos');
    });

    it('answers 404 in Italian for unknown names and paths leaving the logos folder', async () => {
      file('segreto.png', PNG_1X1);
      for (const url of [
        '/media/logos/0123456789abcdef0123456789abcdef.png',
        '/media/logos/..%2F..%2Fetc%2Fpasswd',
        '/media/logos/..%2Fsecrets%2Ftoken-ed25519.pem',
        `/media/logos/${encodeURIComponent(path.join(filesDir, 'segreto.png'))}`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ detail: 'Logo non trovato.' });
      }
      const dotted = await app.inject({ method: 'GET', url: '/media/logos/../../etc/passwd' });
      expect(dotted.statusCode).toBe(404);
    });
  });

  it('changes the ETag of the lists, so clients fetch them again', async () => {
    const auth = bearer((await createUser(app)).token);
    const etagOf = async (url: string) =>
      String((await app.inject({ method: 'GET', url, headers: auth })).headers.etag);
    const vendorsBefore = await etagOf('/api/vendors/');
    const eventsBefore = await etagOf('/api/events/');
    await importFile('vendors', 'a.csv', 'name\nAlfa\n');
    await importFile('events', 'e.csv', 'title,event_date,event_time\nApertura,2026-10-16,09:30\n');
    // The server reads the lists' versions on a short timer, not per request.
    await vi.waitFor(
      async () => {
        expect(await etagOf('/api/vendors/')).not.toBe(vendorsBefore);
        expect(await etagOf('/api/events/')).not.toBe(eventsBefore);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
