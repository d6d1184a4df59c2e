import { existsSync, readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, vendors } from '../src/db/schema/index';
import { JSON_NOT_A_LIST, TOO_MANY_ROWS } from '../src/import/read-records';
import { logosDir } from '../src/media/logos';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { png, WEBP_1X1 } from './helpers/images';

/**
 * The rules of what an organiser types or imports, through the API: the regressions of an
 * adversarial pass (invisible names, Infinity as a name, repeated tags, addresses with
 * credentials, logos with a header and no picture).
 */
describe('the rules of the back-office input, through the API', () => {
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

  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...admin } });
  const createVendor = (payload: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/admin/vendors', payload });
  const importJson = (kind: 'vendors' | 'events', body: string) =>
    call({
      method: 'POST',
      url: `/api/admin/imports/${kind}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  const vendorNames = async () =>
    (await app.db.select().from(vendors).orderBy(asc(vendors.name))).map((row) => row.name);
  const notSaved = (path: string, message: string) => ({
    detail: 'Azienda non salvata: correggi i campi indicati.',
    issues: [{ path, message }],
  });

  describe('given a name made only of invisible characters (regression: shown as an empty row)', () => {
    it.each([
      ['a Hangul filler', '\u3164'],
      ['Braille blanks', '\u2800\u2800\u2800'],
      ['tag characters', '\u{E0041}\u{E0063}\u{E006D}\u{E0065}'],
      ['variation selectors', '\uFE0F\u{E0100}'],
      ['a combining grapheme joiner and Khmer vowels', '\u034F\u17B4\u17B5'],
      ['the object replacement character', '\uFFFC'],
    ])('refuses %s as a missing name, typed or imported', async (_kind, name) => {
      const typed = await createVendor({ name });
      expect(typed.statusCode).toBe(422);
      expect(typed.json()).toEqual(notSaved('name', 'obbligatorio'));

      const imported = await importJson('vendors', JSON.stringify([{ name }]));
      expect(imported.statusCode).toBe(422);
      expect(imported.json()).toMatchObject({
        problems: [{ line: 1, field: 'name', reason: 'obbligatorio' }],
      });
      expect(await vendorNames()).toEqual([]);
    });

    it('takes a Braille blank as a space, so the look-alike is the exhibitor already there', async () => {
      expect((await createVendor({ name: 'Accademia Digitale Futura' })).statusCode).toBe(201);
      const twin = await createVendor({ name: 'Accademia\u2800Digitale Futura' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toEqual({
        detail: "Esiste già un'azienda con questo nome (anche con maiuscole diverse).",
      });
      const imported = await importJson(
        'vendors',
        JSON.stringify([{ name: 'Accademia\u3164Digitale\u{E0020} Futura', stand: 'B12' }]),
      );
      expect(imported.json()).toMatchObject({ inserted: 0, updated: 1 });
      expect(await vendorNames()).toEqual(['Accademia Digitale Futura']);
    });

    it('keeps an emoji family whole in a name', async () => {
      const name = 'Famiglia \u{1F468}\u200D\u{1F469}\u200D\u{1F467} Srl';
      const created = await createVendor({ name });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name });
    });
  });

  describe('given a JSON number that is no number (regression: an exhibitor called Infinity)', () => {
    it('refuses 1e400 (Infinity) in a text field, and still takes a plain number as text', async () => {
      const refused = await importJson(
        'vendors',
        '[{"name": 1e400}, {"name": "Alfa", "telephone": -1e400}, {"name": "Beta", "stand": 12}]',
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        problems: [
          { line: 1, field: 'name', reason: 'deve essere un testo' },
          { line: 2, field: 'telephone', reason: 'deve essere un testo' },
        ],
      });
      expect(await vendorNames()).toEqual([]);

      const taken = await importJson('vendors', '[{"name": 2026, "stand": 12}]');
      expect(taken.statusCode, taken.body).toBe(200);
      expect(await vendorNames()).toEqual(['2026']);
    });
  });

  describe('given tags (regression: repeats kept, a "|" inside a tag split on the CSV export)', () => {
    const event = { title: 'Apertura', event_date: '2026-10-16', event_time: '09:30' };
    const createEvent = (tags: unknown) =>
      call({ method: 'POST', url: '/api/admin/events', payload: { ...event, tags } });

    it('keeps the first spelling of tags that differ by case only', async () => {
      const created = await createEvent(['AI', 'startup', 'ai', 'Startup', '#ai']);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ tags: ['AI', 'startup'] });

      const imported = await importJson(
        'events',
        JSON.stringify([{ ...event, title: 'Chiusura', tags: 'Premi|premi|PREMI|saluti' }]),
      );
      expect(imported.statusCode, imported.body).toBe(200);
      const rows = await app.db.select().from(events).orderBy(asc(events.title));
      expect(rows.map((row) => row.tags)).toEqual([
        ['AI', 'startup'],
        ['Premi', 'saluti'],
      ]);
    });

    it("refuses a '|' or a ',' inside a tag of a list, saying to give each tag its own item", async () => {
      const message =
        'un tag non può contenere \',\' o \'|\': metti ogni tag in un elemento a sé (es. ["ai", "startup"])';
      for (const tags of [['ai|startup'], ['ai, startup'], ['ok', 'a|b']]) {
        const refused = await createEvent(tags);
        expect(refused.statusCode, JSON.stringify(tags)).toBe(422);
        expect(refused.json()).toEqual({
          detail: 'Evento non salvato: correggi i campi indicati.',
          issues: [{ path: 'tags', message }],
        });
      }
      const imported = await importJson('events', JSON.stringify([{ ...event, tags: ['a|b'] }]));
      expect(imported.json()).toMatchObject({
        problems: [{ line: 1, field: 'tags', reason: message }],
      });
      expect(await app.db.select().from(events)).toEqual([]);
    });
  });

  describe('given a website (regression: //evil.example stored as https:////evil.example)', () => {
    it('reads //www.azienda.it as https://www.azienda.it', async () => {
      const created = await createVendor({ name: 'Alfa', website: '//www.alfa.example.com' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ website: 'https://www.alfa.example.com' });
    });

    it.each([
      '///evil.example',
      'https:////evil.example',
      '/evil.example',
      'https:/\\evil.example',
    ])('refuses %s', async (website) => {
      const refused = await createVendor({ name: 'Alfa', website });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(
        notSaved('website', 'indirizzo web non valido (es. https://www.azienda.it)'),
      );
    });

    it.each([
      'https://utente:segreto@www.alfa.example.com',
      'www.alfa.example.com@evil.example',
      'http://admin@evil.example',
    ])('refuses %s: an address with credentials', async (website) => {
      const refused = await createVendor({ name: 'Alfa', website });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(
        notSaved('website', 'indirizzo web con credenziali non ammesso'),
      );
    });

    it("refuses a logo's address with credentials too", async () => {
      const refused = await createVendor({
        name: 'Alfa',
        logo_path: 'https://utente:segreto@cdn.example.com/alfa.png',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(
        notSaved('logo_path', 'indirizzo web con credenziali non ammesso'),
      );
    });
  });

  describe('given a logo with a header and no picture (regression: stored as a logo)', () => {
    /** A real 2 × 2 baseline JPEG: SOI, JFIF, tables, SOF0, DHT, SOS, its scan, EOI. */
    const JPEG_2X2 = Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APOq/Qz5g//Z',
      'base64',
    );
    const sos = JPEG_2X2.indexOf(Buffer.from([0xff, 0xda]));
    const EOI = Buffer.from([0xff, 0xd9]);

    /** A WebP of one chunk (VP8L, or VP8 for a lossy one) holding `payload`. */
    function webp(type: 'VP8L' | 'VP8 ', payload: Buffer): Buffer {
      const padded = payload.length % 2 === 0 ? payload : Buffer.concat([payload, Buffer.alloc(1)]);
      const chunk = Buffer.alloc(8);
      chunk.write(type, 0, 'latin1');
      chunk.writeUInt32LE(payload.length, 4);
      const head = Buffer.alloc(12);
      head.write('RIFF', 0, 'latin1');
      head.writeUInt32LE(4 + 8 + padded.length, 4);
      head.write('WEBP', 8, 'latin1');
      return Buffer.concat([head, chunk, padded]);
    }
    /** The 1 × 1 WebP's VP8L header: its signature and its size, without the picture. */
    const VP8L_HEADER = WEBP_1X1.subarray(20, 25);
    /** A lossy VP8 frame header of 1 × 1 pixels (frame tag, start code, size), no picture. */
    const VP8_HEADER = Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x01, 0x00, 0x01, 0x00]);

    /** The PNG with one bit changed in its picture data, its CRC left as it was. */
    function pngWithBadCrc(): Buffer {
      const bytes = Buffer.from(png(64, 32));
      const idat = bytes.indexOf('IDAT', 8, 'latin1');
      bytes[idat + 6] = (bytes[idat + 6] ?? 0) ^ 0x01;
      return bytes;
    }
    /** The PNG with its picture data swapped for an empty IDAT (CRC right): whole, no picture. */
    function pngWithEmptyIdat(): Buffer {
      const bytes = png(8, 8);
      const idat = bytes.indexOf('IDAT', 8, 'latin1') - 4;
      const length = bytes.readUInt32BE(idat);
      const empty = Buffer.alloc(12);
      empty.write('IDAT', 4, 'latin1');
      empty.writeUInt32BE(crc32(Buffer.from('IDAT', 'latin1')), 8);
      return Buffer.concat([bytes.subarray(0, idat), empty, bytes.subarray(idat + 12 + length)]);
    }

    const storedFiles = () =>
      existsSync(logosDir(app.config.dataDir)) ? readdirSync(logosDir(app.config.dataDir)) : [];
    const upload = async (type: string, payload: Buffer) => {
      const vendor = await createVendor({ name: `Alfa ${storedFiles().length}` });
      expect(vendor.statusCode).toBe(201);
      return call({
        method: 'PUT',
        url: `/api/admin/vendors/${vendor.json<{ id: number }>().id}/logo`,
        headers: { 'content-type': type },
        payload,
      });
    };

    it.each([
      ['a PNG with a bad CRC', 'image/png', pngWithBadCrc()],
      ['a PNG whose only IDAT is empty', 'image/png', pngWithEmptyIdat()],
      [
        'a JPEG header without its scan (SOS)',
        'image/jpeg',
        Buffer.concat([JPEG_2X2.subarray(0, sos), EOI]),
      ],
      [
        'a JPEG whose scan has no data',
        'image/jpeg',
        Buffer.concat([JPEG_2X2.subarray(0, sos + 2 + JPEG_2X2.readUInt16BE(sos + 2)), EOI]),
      ],
      ['a lossless WebP header with no picture', 'image/webp', webp('VP8L', VP8L_HEADER)],
      ['a lossy WebP header with no picture', 'image/webp', webp('VP8 ', VP8_HEADER)],
    ])('refuses %s, and stores nothing', async (_kind, type, bytes) => {
      const response = await upload(type, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: 'Logo non accettato: immagine incompleta o danneggiata.',
      });
      expect(storedFiles()).toEqual([]);
    });

    it.each([
      ['a PNG', 'image/png', png(64, 32)],
      ['a JPEG', 'image/jpeg', JPEG_2X2],
      ['a JPEG padded with zeros', 'image/jpeg', Buffer.concat([JPEG_2X2, Buffer.alloc(8)])],
      ['a WebP', 'image/webp', WEBP_1X1],
    ])('still takes %s that is whole', async (_kind, type, bytes) => {
      const response = await upload(type, bytes);
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('given a JSON import that is not a list of rows', () => {
    // The contract (openapi.yaml: an array, at most 20000 items) refuses these before the
    // import reads them: one problem of the whole file, nothing written.
    it('refuses an object instead of an array, and more rows than an import takes', async () => {
      const object = await importJson('vendors', JSON.stringify({ name: 'Alfa' }));
      const tooMany = await importJson(
        'vendors',
        JSON.stringify(Array.from({ length: 20_001 }, (_, index) => ({ name: `A${index}` }))),
      );
      expect(object.statusCode).toBe(422);
      expect(object.json()).toMatchObject({ problems: [{ line: 0, reason: JSON_NOT_A_LIST }] });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toMatchObject({ problems: [{ line: 0, reason: TOO_MANY_ROWS }] });
      expect(await vendorNames()).toEqual([]);
    });
  });
});
