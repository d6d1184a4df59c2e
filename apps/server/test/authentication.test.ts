import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/errors';
import { requireStaff } from '../src/plugins/app/auth/index';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

const SESSION_INVALID = { detail: 'Sessione scaduta o non valida. Accedi di nuovo.' };

describe('bearer authentication of protected routes', () => {
  let app: FastifyInstance;
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await createUser(app);
  });
  afterAll(() => app.close());

  const getEvents = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/events/', headers });

  it('given a valid token, answers 200', async () => {
    expect((await getEvents(bearer(user.token))).statusCode).toBe(200);
  });

  it('given no token, answers 401 with WWW-Authenticate: Bearer', async () => {
    const response = await getEvents();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('given a token signed by another key, answers 401', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer('fiera')
      .setAudience('fiera-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(privateKey);
    const response = await getEvents(bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('given an expired token, answers 401', async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const expired = await app.accessTokens.sign({ userId: user.id, role: 'attendee' }, anHourAgo);
    const response = await getEvents(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('refuses a token it accepted before, once the token expires', async () => {
    const token = await app.accessTokens.sign({ userId: user.id, role: 'attendee' });
    expect((await getEvents(bearer(token))).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      const response = await getEvents(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_INVALID);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given a genuine token whose user id is beyond PostgreSQL integers, answers 401, not 500', async () => {
    const token = await app.accessTokens.sign({ userId: 2 ** 31, role: 'attendee' });
    const response = await getEvents(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('given an unsigned token (alg none), answers 401', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({
      sub: String(user.id),
      role: 'admin',
      iss: 'fiera',
      aud: 'fiera-api',
      exp: Math.floor(Date.now() / 1000) + 600,
    })}.`;
    expect((await getEvents(bearer(unsigned))).statusCode).toBe(401);
  });

  it('given garbage or another scheme, answers 401', async () => {
    expect((await getEvents(bearer('not.a.token'))).statusCode).toBe(401);
    expect((await getEvents({ authorization: `Basic ${user.token}` })).statusCode).toBe(401);
  });

  it('leaves public routes open', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('requireStaff', () => {
  const requestAs = (role: 'attendee' | 'staff' | 'admin' | null) =>
    ({ user: role === null ? null : { userId: 1, role } }) as FastifyRequest;

  it('lets staff and admins through', () => {
    expect(requireStaff(requestAs('staff')).role).toBe('staff');
    expect(requireStaff(requestAs('admin')).role).toBe('admin');
  });

  it('answers 403 to attendees and 401 to anonymous requests', () => {
    expect(thrownBy(() => requireStaff(requestAs('attendee')))).toMatchObject({
      statusCode: 403,
      detail: 'Accesso riservato allo staff.',
    });
    expect(thrownBy(() => requireStaff(requestAs(null)))).toMatchObject({ statusCode: 401 });
  });
});

function thrownBy(fn: () => unknown): AppError | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}
