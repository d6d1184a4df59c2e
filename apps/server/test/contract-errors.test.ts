import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

const validRegistration = {
  email: 'anna@example.com',
  password: 'una-password-lunga',
  privacy_consent: true,
};

// Requests are read-only here (or rejected before any write): one app serves the whole file.
describe('requests that break the contract', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp({
      beforeReady(instance) {
        instance.get('/api/test/boom', async () => {
          throw new Error('secret internals: password=hunter2');
        });
      },
    });
    token = (await createUser(app)).token;
  });
  afterAll(() => app.close());

  describe('when the JSON body is malformed', () => {
    it('answers 400 with an Italian detail', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "anna@example.com",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Il corpo della richiesta non è un JSON valido.' });
    });

    it('answers 400 for an empty JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/vuoto/);
    });
  });

  describe('when a field is missing or wrong', () => {
    it('answers 422 naming the missing email', async () => {
      const { email: _email, ...withoutEmail } = validRegistration;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: withoutEmail,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: "Il campo 'email' è obbligatorio." });
    });

    it('answers 422 for a malformed e-mail address', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, email: 'not-an-address' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        "Il campo 'email' deve contenere un indirizzo email valido.",
      );
    });

    it('answers 422 for a too short password', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, password: 'corta' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe("Il campo 'password' deve contenere almeno 8 caratteri.");
    });

    it('answers 422 with a plain sentence when the privacy consent is missing', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, privacy_consent: false },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe("È necessario accettare l'informativa sulla privacy.");
    });

    it('answers 422 for a form-encoded login without password', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=anna%40example.com',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe("Il campo 'password' è obbligatorio.");
    });

    it('answers 422, not 500, for a query enum out of range', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/matches/1/status?status=maybe',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        "Il parametro 'status' deve essere uno dei valori: accepted, rejected.",
      );
    });

    it('answers 422 for a path id that is not an integer', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/vendors/abc',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe("Il parametro 'vendorId' deve essere un numero intero.");
    });

    it('checks the session before the request: 401 for an anonymous invalid request', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/matches/1/status?status=maybe',
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['POST', '/api/admin/vendors', '{"name": 5'],
      ['POST', '/api/admin/imports/vendors', '{"a":'],
      ['PUT', '/api/admin/vendors/abc', '{}'],
      ['GET', '/api/admin/users?limit=0', undefined],
    ] as const)(
      "answers a non-admin's %s %s with 403 before reading the request",
      async (method, url, payload) => {
        const staff = (await createUser(app, { role: 'staff' })).token;
        for (const caller of [token, staff]) {
          const response = await app.inject({
            method,
            url,
            headers: { ...bearer(caller), 'content-type': 'application/json' },
            ...(payload === undefined ? {} : { payload }),
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({
            detail: 'Accesso riservato agli organizzatori della fiera.',
          });
        }
      },
    );
  });

  it('answers 415 for a content type the operation does not take', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/csv' },
      payload: 'email\nanna@example.com',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Formato della richiesta non supportato.' });
  });

  it('answers 415 with the reason for a compressed body, which is never decompressed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'anna@example.com', password: 'lunga-password' })),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'Corpo della richiesta compresso: invialo senza compressione.',
    });
  });

  it.each([
    { encoding: 'identity', payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }) },
    { encoding: 'gzip', payload: randomBytes(1_100_000) },
  ])(
    'answers 413 in Italian for a body over the limit ($encoding)',
    async ({ encoding, payload }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'La richiesta è troppo grande.' });
    },
  );

  it('answers 404 in Italian for an unknown /api route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: 'Risorsa non trovata.' });
  });

  it.each(['/%', '/api/vendors/%zz', '/api/%E0%A4%A'])(
    'answers 400 in Italian for the malformed address %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Indirizzo non valido: controlla il link.' });
    },
  );

  it('answers a 500 without leaking the message or the stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Si è verificato un errore interno. Riprova più tardi.',
    });
    expect(response.body).not.toMatch(/hunter2|secret|at /);
  });
});
