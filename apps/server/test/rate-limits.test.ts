import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './helpers/accounts';
import { buildTestApp } from './helpers/build-app';

const TOO_MANY = { detail: 'Troppe richieste. Riprova tra poco.' };

let nextAddress = 1;
/** Each test calls from its own client address, so that per-address counters do not mix. */
const newAddress = () => `10.0.0.${nextAddress++}`;

function loginFrom(
  app: FastifyInstance,
  remoteAddress: string,
  username: string,
  password?: string,
) {
  const form = new URLSearchParams({ username });
  if (password !== undefined) form.set('password', password);
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

function postFrom(app: FastifyInstance, remoteAddress: string, url: string, payload: object) {
  return app.inject({ method: 'POST', url, remoteAddress, payload });
}

async function repeat(times: number, call: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await call()).statusCode);
  return codes;
}

function expectTooMany(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('rate limits (in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('limits logins to 10 a minute per account, whatever the address, and not other accounts', async () => {
    const email = uniqueEmail();
    const codes = await repeat(10, () => loginFrom(app, newAddress(), email, 'sbagliata-1234'));
    expect(new Set(codes)).toEqual(new Set([401]));
    // The same account, case and spaces aside, from yet another address.
    expectTooMany(await loginFrom(app, newAddress(), ` ${email.toUpperCase()}`, PASSWORD));
    expect((await loginFrom(app, newAddress(), uniqueEmail(), PASSWORD)).statusCode).toBe(401);
  });

  it('limits logins to 300 a minute per address, counting even malformed ones', async () => {
    const address = newAddress();
    // Without a password the request fails validation (422) after the per-address count.
    const codes = await repeat(300, () => loginFrom(app, address, uniqueEmail()));
    expect(new Set(codes)).toEqual(new Set([422]));
    expectTooMany(await loginFrom(app, address, uniqueEmail(), PASSWORD));
    expect((await loginFrom(app, newAddress(), uniqueEmail(), PASSWORD)).statusCode).toBe(401);
  });

  it('limits registrations to 60 an hour per address', async () => {
    const address = newAddress();
    const codes = await repeat(60, () =>
      postFrom(app, address, '/api/auth/register', { email: 'non-valida' }),
    );
    expect(new Set(codes)).toEqual(new Set([422]));
    expectTooMany(
      await postFrom(app, address, '/api/auth/register', {
        email: uniqueEmail(),
        password: PASSWORD,
        privacy_consent: true,
      }),
    );
  });

  it.each(['/api/auth/forgot-password', '/api/auth/resend-verification'])(
    'limits %s to 3 per account in 15 minutes, known or not',
    async (url) => {
      const email = uniqueEmail();
      const codes = await repeat(3, () => postFrom(app, newAddress(), url, { email }));
      expect(codes).toEqual([200, 200, 200]);
      expectTooMany(await postFrom(app, newAddress(), url, { email: email.toUpperCase() }));
      expect((await postFrom(app, newAddress(), url, { email: uniqueEmail() })).statusCode).toBe(
        200,
      );
    },
  );
});

describe('rate limits with REDIS_URL', () => {
  const redisUrl = 'redis://127.0.0.1:6379';
  let app: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    app = await buildTestApp({ config: { redisUrl } });
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await app.close();
    await redis.quit();
  });

  it('keeps the counters in Redis, under a namespace, without e-mail addresses', async () => {
    const email = uniqueEmail();
    const codes = await repeat(3, () =>
      postFrom(app, newAddress(), '/api/auth/forgot-password', { email }),
    );
    expect(codes).toEqual([200, 200, 200]);
    expectTooMany(await postFrom(app, newAddress(), '/api/auth/forgot-password', { email }));

    const keys = await redis.keys('fiera:rate-limit:*forgotPassword*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(email);
  });
});

describe('rate limits behind a reverse proxy (TRUST_PROXY)', () => {
  const PROXY = '192.168.1.10';
  // Without a password: refused at once, and still counted (see the per-address limit above).
  function loginVia(app: FastifyInstance, phone: string) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PROXY,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': phone,
      },
      payload: new URLSearchParams({ username: uniqueEmail() }).toString(),
    });
  }

  it.each([
    { trustProxy: [PROXY], counted: 'per phone' },
    { trustProxy: 1, counted: 'per phone' },
    { trustProxy: false, counted: 'per proxy address' },
  ] as const)('with trustProxy $trustProxy counts $counted', async ({ trustProxy, counted }) => {
    const app = await buildTestApp({
      config: { trustProxy: typeof trustProxy === 'object' ? [...trustProxy] : trustProxy },
    });
    try {
      const phone = newAddress();
      const codes = await repeat(300, () => loginVia(app, phone));
      expect(codes.filter((code) => code === 429)).toHaveLength(0);
      const otherPhone = await loginVia(app, newAddress());
      expect(otherPhone.statusCode).toBe(counted === 'per phone' ? 422 : 429);
    } finally {
      await app.close();
    }
  });
});
