import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
      });
    });

    it('answers 304 to an If-None-Match with the current ETag, 200 once the list changed', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/vendors/', headers: auth });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      const unchanged = await app.inject({
        method: 'GET',
        url: '/api/vendors/',
        headers: { ...auth, 'if-none-match': String(etag) },
      });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      await app.inject({
        method: 'GET',
        url: `/api/vendors/${ids['Alfa Energia']}`,
        headers: auth,
      });
      const changed = await app.inject({
        method: 'GET',
        url: '/api/vendors/',
        headers: { ...auth, 'if-none-match': String(etag) },
      });
      expect(changed.statusCode).toBe(200);
    });
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
