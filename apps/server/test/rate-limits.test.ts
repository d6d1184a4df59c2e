import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryFailureStore } from '../src/plugins/app/login-throttle/failure-store';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  createLoginThrottle,
  delayAfter,
} from '../src/plugins/app/login-throttle/index';
import { PASSWORD, uniqueEmail } from './helpers/accounts';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

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

function expectThrottled(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect((response.json() as { detail: string }).detail).toMatch(
    /^Troppi tentativi di accesso non riusciti\. Riprova tra /,
  );
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

  // Regression for the review's F5: a fixed 10-a-minute window per account let a stranger keep
  // a staff account locked out by failing ten times a minute, and allowed 600 guesses an hour.
  it('slows failed logins down per account, whatever the address, and not other accounts', async () => {
    const staff = await createUser(app, { role: 'staff', password: PASSWORD });
    const codes = await repeat(ACCOUNT_POLICY.free, () =>
      loginFrom(app, newAddress(), staff.email, 'sbagliata-1234'),
    );
    expect(new Set(codes)).toEqual(new Set([401]));
    // Even the right password waits: the throttle must not answer whether a guess was right.
    const throttled = await loginFrom(app, newAddress(), ` ${staff.email.toUpperCase()}`, PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(throttled.json()).toEqual({
      detail: 'Troppi tentativi di accesso non riusciti. Riprova tra un secondo.',
    });
    expect((await loginFrom(app, newAddress(), uniqueEmail(), PASSWORD)).statusCode).toBe(401);
    // A few seconds later the owner gets in, and the success clears the record.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_000);
      expect((await loginFrom(app, newAddress(), staff.email, PASSWORD)).statusCode).toBe(200);
      expect((await loginFrom(app, newAddress(), staff.email, 'sbagliata-1234')).statusCode).toBe(
        401,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('never makes the owner wait more than 36 s, and allows about 100 failures an hour', () => {
    let failures = 0;
    let time = 0;
    let longest = 0;
    while (time < 60 * 60_000) {
      failures += 1;
      const wait = delayAfter(failures, ACCOUNT_POLICY);
      longest = Math.max(longest, wait);
      time += Math.max(wait, 1);
    }
    expect(longest).toBe(36_000);
    expect(failures).toBeLessThanOrEqual(110);
  });

  it('slows one address down once it fails on many accounts (password spraying)', async () => {
    const throttle = createLoginThrottle(createMemoryFailureStore(), () => undefined);
    const address = newAddress();
    // Each attempt is counted as it starts; a wrong password leaves it counted.
    for (let i = 0; i < ADDRESS_POLICY.free; i += 1) await throttle.begin(uniqueEmail(), address);
    await expect(throttle.begin(uniqueEmail(), address)).rejects.toMatchObject({
      statusCode: 429,
      detail: 'Troppi tentativi di accesso non riusciti. Riprova tra un secondo.',
    });
    await expect(throttle.begin(uniqueEmail(), newAddress())).resolves.toBeDefined();
  });

  it('once the password is checked, a failing store loses a count but never the answer', async () => {
    const reported: unknown[] = [];
    const store = createMemoryFailureStore();
    const failing = { ...store, clear: () => Promise.reject(new Error('redis gone')) };
    const throttle = createLoginThrottle(failing, (error) => reported.push(error));
    const attempt = await throttle.begin(uniqueEmail(), newAddress());
    await expect(attempt.succeeded()).resolves.toBeUndefined();
    expect(reported).toHaveLength(1);
  });

  it('lets a fair wifi address with many mistyped passwords go on without a wait', async () => {
    const throttle = createLoginThrottle(createMemoryFailureStore(), () => undefined);
    const wifi = newAddress();
    // Hundreds of phones behind the fair's address, one in five mistyping once at opening time,
    // and many more getting in at the first try.
    for (let i = 0; i < 400; i += 1) await throttle.begin(uniqueEmail(), wifi);
    for (let i = 0; i < 1_000; i += 1)
      await (await throttle.begin(uniqueEmail(), wifi)).succeeded();
    await expect(throttle.begin(uniqueEmail(), wifi)).resolves.toBeDefined();
    // And past the free budget the wait stays short.
    expect(delayAfter(5_000, ADDRESS_POLICY)).toBe(10_000);
  });

  // Regression for the adversarial pass: the failure was counted after the password check, so
  // 40 parallel guesses all passed the check and were all tried.
  it('counts parallel guesses on one account as they start: only the free ones are tried', async () => {
    const victim = uniqueEmail();
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom(app, newAddress(), victim, `guess-${i}`)),
    );
    expect(codes.filter((response) => response.statusCode === 401)).toHaveLength(
      ACCOUNT_POLICY.free,
    );
    expect(codes.filter((response) => response.statusCode === 429)).toHaveLength(
      20 - ACCOUNT_POLICY.free,
    );
  });

  it("lets the owner's own device in while a stranger keeps failing on the account", async () => {
    const staff = await createUser(app, { role: 'staff', password: PASSWORD });
    const owner = await loginFrom(app, newAddress(), staff.email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    const deviceCookie = owner.cookies.find((cookie) => cookie.name === 'fiera_device');
    expect(deviceCookie?.httpOnly).toBe(true);
    expect(deviceCookie?.path).toBe('/api/auth/login');
    await repeat(ACCOUNT_POLICY.free + 3, () =>
      loginFrom(app, newAddress(), staff.email, 'sbagliata-1234'),
    );
    expectThrottled(await loginFrom(app, newAddress(), staff.email, PASSWORD));
    // The gate phone that logged in before is not held up by the stranger.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { fiera_device: deviceCookie?.value ?? '' },
      payload: new URLSearchParams({ username: staff.email, password: PASSWORD }).toString(),
    });
    expect(again.statusCode).toBe(200);
    // A device cookie of one account is nothing for another, throttled, account.
    const other = await createUser(app, { password: PASSWORD });
    await repeat(ACCOUNT_POLICY.free + 3, () =>
      loginFrom(app, newAddress(), other.email, 'sbagliata-1234'),
    );
    const otherTry = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { fiera_device: deviceCookie?.value ?? '' },
      payload: new URLSearchParams({ username: other.email, password: PASSWORD }).toString(),
    });
    expectThrottled(otherTry);
  });

  it('limits profile saves to 20 a minute per attendee, and not other attendees', async () => {
    const [one, other] = [await createUser(app), await createUser(app)];
    const save = (user: { id: number; token: string }) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: bearer(user.token),
        payload: { first_name: 'Anna' },
      });
    const codes = await repeat(20, () => save(one));
    expect(new Set(codes)).toEqual(new Set([200]));
    expectTooMany(await save(one));
    expect((await save(other)).statusCode).toBe(200);
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

  it('counts an IPv6 client by its /64 network: a new address in it is no new allowance', async () => {
    const network = '2001:db8:77:1';
    const codes = await repeat(100, () =>
      postFrom(app, `${network}::${(nextAddress++).toString(16)}`, '/api/auth/forgot-password', {
        email: uniqueEmail(),
      }),
    );
    expect(codes.filter((code) => code !== 200)).toEqual([]);
    expectTooMany(
      await postFrom(app, `${network}:ffff::1`, '/api/auth/forgot-password', {
        email: uniqueEmail(),
      }),
    );
    const neighbour = await postFrom(app, '2001:db8:77:2::1', '/api/auth/forgot-password', {
      email: uniqueEmail(),
    });
    expect(neighbour.statusCode).toBe(200);
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

  it('counts parallel login guesses atomically, across instances sharing Redis', async () => {
    const second = await buildTestApp({ config: { redisUrl } });
    try {
      const victim = uniqueEmail();
      const codes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          loginFrom(i % 2 === 0 ? app : second, newAddress(), victim, `guess-${i}`),
        ),
      );
      const tried = codes.filter((response) => response.statusCode === 401);
      expect(tried).toHaveLength(ACCOUNT_POLICY.free);
      const refused = codes.filter((response) => response.statusCode === 429);
      expect(refused).toHaveLength(20 - ACCOUNT_POLICY.free);
      for (const response of refused) expectThrottled(response);
      const records = await redis.keys('fiera:login-failures:*');
      expect(records.join(' ')).not.toContain(victim);
    } finally {
      await second.close();
    }
  });
});

describe('rate limits with REDIS_URL configured but Redis down', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails.
    app = await buildTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => app.close());

  it('lets an attendee sign in, and still slows guesses down (counted in this instance)', async () => {
    const user = await createUser(app, { password: PASSWORD });
    const signedIn = await loginFrom(app, newAddress(), user.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);

    const victim = uniqueEmail();
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom(app, newAddress(), victim, `guess-${i}`)),
    );
    expect(codes.filter((response) => response.statusCode === 401)).toHaveLength(
      ACCOUNT_POLICY.free,
    );
    for (const response of codes.filter(({ statusCode }) => statusCode !== 401)) {
      expectThrottled(response);
    }
  });

  it('sends reset links, at most 3 per account in 15 minutes', async () => {
    const email = uniqueEmail();
    const codes = await repeat(3, () =>
      postFrom(app, newAddress(), '/api/auth/forgot-password', { email }),
    );
    expect(codes).toEqual([200, 200, 200]);
    expectTooMany(await postFrom(app, newAddress(), '/api/auth/forgot-password', { email }));
  });

  it('checks a reset token as usual (no 429 for Redis being away)', async () => {
    const response = await postFrom(app, newAddress(), '/api/auth/reset-password', {
      token: 'x'.repeat(43),
      new_password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps the rest of the fair working', async () => {
    const user = await createUser(app);
    const events = await app.inject({ url: '/api/events/', headers: bearer(user.token) });
    expect(events.statusCode).toBe(200);
    const registration = await postFrom(app, newAddress(), '/api/auth/register', {
      email: 'non-valida',
    });
    expect(registration.statusCode).toBe(422);
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
