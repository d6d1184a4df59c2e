import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vendors } from '../src/db/schema/index';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

describe('vendors', () => {
  let app: FastifyInstance;
  let auth: { authorization: string };
  let ids: Record<string, number>;

  beforeEach(async () => {
    app = await buildTestApp();
    auth = bearer((await createUser(app)).token);
    const rows = await app.db
      .insert(vendors)
      .values([
        { name: 'zeta Robotica', stand: 'B12', website: 'https://zeta.example' },
        { name: 'Alfa Energia', stand: null, location: 'Padiglione 2' },
        { name: 'beta Logistica', description: 'Trasporti', seeking: 'Autisti' },
      ])
      .returning({ id: vendors.id, name: vendors.name });
    ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
    // Seen by the server within its polling interval; read now so no test depends on timing.
    await app.contentVersions.refresh();
  });
  afterEach(() => app.close());

  describe('GET /api/vendors/', () => {
    it('lists every vendor by name, ignoring case, in the contract shape', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>[]>();
      expect(body.map((vendor) => vendor.name)).toEqual([
        'Alfa Energia',
        'beta Logistica',
        'zeta Robotica',
      ]);
      expect(body[0]).toEqual({
        id: ids['Alfa Energia'],
        name: 'Alfa Energia',
        logo_path: null,
        stand: null,
        location: 'Padiglione 2',
        website: null,
        address: null,
        email: null,
        telephone: null,
        description: null,
        seeking: null,
        page_view_count: 0,
        version: 1,
      });
    });

    it('answers 304 to an If-None-Match with the current ETag, 200 once the list changed', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const revalidate = () =>
        app.inject({
          method: 'GET',
          url: '/api/vendors/',
          headers: { ...auth, 'if-none-match': etag },
        });
      const unchanged = await revalidate();
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      // Written straight to the database, as an import or another server process would: the
      // server notices within its polling interval, with no request asking the database.
      await app.db
        .update(vendors)
        .set({ stand: 'C1' })
        .where(eq(vendors.id, ids['Alfa Energia'] ?? 0));
      const changed = await vi.waitFor(
        async () => {
          const answer = await revalidate();
          expect(answer.statusCode).toBe(200);
          return answer;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(changed.headers.etag).not.toBe(etag);
      const alfa = changed
        .json<{ name: string; stand: string | null }[]>()
        .find((vendor) => vendor.name === 'Alfa Energia');
      expect(alfa?.stand).toBe('C1');
    });

    it('sees vendors added or removed by another connection', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      await app.db.insert(vendors).values({ name: 'Delta Tessile' });
      await app.contentVersions.refresh();
      const added = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      expect(added.json<unknown[]>()).toHaveLength(4);
      expect(added.headers.etag).not.toBe(first.headers.etag);
      await app.db.delete(vendors).where(eq(vendors.name, 'Delta Tessile'));
      await app.contentVersions.refresh();
      const removed = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      expect(removed.json<unknown[]>()).toHaveLength(3);
    });

    it('keeps the list (and its ETag) when a vendor page is viewed: the page has the live count', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      const page = await app.inject({
        method: 'GET',
        url: `/api/vendors/${ids['Alfa Energia']}`,
        headers: auth,
      });
      expect(page.json<{ page_view_count: number }>().page_view_count).toBe(1);
      await app.contentVersions.refresh();
      const after = await app.inject({
        method: 'GET',
        url: '/api/vendors/',
        headers: { ...auth, 'if-none-match': String(first.headers.etag) },
      });
      expect(after.statusCode).toBe(304);
    });

    it.each(['br', 'gzip'] as const)(
      'sends the list compressed with %s to a client that accepts it, same content',
      async (encoding) => {
        const plain = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
        const packed = await app.inject({
          method: 'GET',
          url: '/api/vendors/',
          headers: { ...auth, 'accept-encoding': `${encoding}, identity;q=0.5` },
        });
        expect(packed.statusCode).toBe(200);
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(packed.headers.etag).toBe(plain.headers.etag);
        const unpacked =
          encoding === 'br'
            ? brotliDecompressSync(packed.rawPayload)
            : gunzipSync(packed.rawPayload);
        expect(JSON.parse(unpacked.toString('utf8'))).toEqual(plain.json());
      },
    );
  });

  describe('GET /api/vendors/{vendorId}', () => {
    it('answers the vendor and counts the page view', async () => {
      const url = `/api/vendors/${ids['beta Logistica']}`;
      const first = await app.inject({ method: 'GET', url, headers: auth });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        name: 'beta Logistica',
        description: 'Trasporti',
        seeking: 'Autisti',
        page_view_count: 1,
      });
      const second = await app.inject({ method: 'GET', url, headers: auth });
      expect(second.json().page_view_count).toBe(2);
    });

    it('counts each of 20 concurrent views exactly once', async () => {
      const url = `/api/vendors/${ids['zeta Robotica']}`;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ method: 'GET', url, headers: auth })),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const counts = responses.map((response) => response.json().page_view_count as number);
      expect(new Set(counts).size).toBe(20);
      const list = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      const zeta = list
        .json<{ name: string; page_view_count: number }[]>()
        .find((vendor) => vendor.name === 'zeta Robotica');
      expect(zeta?.page_view_count).toBe(20);
    });

    it('answers 404 "Azienda non trovata." for an unknown id', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/vendors/999999',
        headers: auth,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Azienda non trovata.' });
    });

    it('answers 401 without a token, and counts nothing', async () => {
      const url = `/api/vendors/${ids['beta Logistica']}`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const response = await app.inject({ method: 'GET', url, headers: auth });
      expect(response.json().page_view_count).toBe(1);
    });
  });
});
