import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/helpers/production-build';
import { startCuttableTcpProxy, type CuttableTcpProxy } from './cuttable-tcp-proxy';
import {
  DEMO_FAIR_WITH_ADMIN,
  ADMIN,
  REDIS_URL,
  SLOW,
  startTwoInstances,
  type TwoInstances,
} from './two-instances-on-postgres';

const TOO_MANY = 'Troppe richieste. Riprova tra poco.';
/** How long an instance trusts a token it verified, without Redis to hear of a change sooner. */
const TOKEN_CACHE_MS = 5_000;

/**
 * Redis cut while two instances serve the fair: what the README promises (the fair keeps working,
 * limits count per instance, a session ended on one instance is refused by the other within 5 s)
 * and that they share again, by themselves, once Redis is back.
 */
describe('Redis down under two instances', () => {
  let relay: CuttableTcpProxy;
  let fair: TwoInstances;
  const at = (index: number) => fair.instances[index]?.url ?? '';

  beforeAll(async () => {
    const direct = new URL(REDIS_URL);
    relay = await startCuttableTcpProxy({
      host: direct.hostname,
      port: Number(direct.port || 6379),
    });
    const throughRelay = new URL(REDIS_URL);
    throughRelay.port = String(relay.port);
    fair = await startTwoInstances('redis-down', {
      redisUrl: throughRelay.toString(),
      env: {
        ...DEMO_FAIR_WITH_ADMIN,
      },
    });
  }, SLOW);

  afterAll(async () => {
    await fair?.close();
    await relay?.close();
  }, SLOW);

  const post = (base: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const me = (base: string, token: string) =>
    fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const logout = (base: string, token: string) =>
    fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  const guess = (base: string, email: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password: 'non-è-questa' }),
    });

  it(
    'keeps the fair going while Redis is away, and shares the limits again once it is back',
    async () => {
      const before = await signIn(fair.proxy.url, ADMIN.email, ADMIN.password);
      expect((await me(fair.proxy.url, before)).status).toBe(200);

      relay.cut();
      // The instances notice the lost connection; nothing waits for Redis from now on.
      await setTimeout(500);

      // Sign-ins go on, on both instances, and every screen's reads answer.
      const tokens: string[] = [];
      for (const index of [0, 1]) {
        tokens.push(await signIn(at(index), ADMIN.email, ADMIN.password));
        const token = tokens[index] ?? '';
        expect((await me(at(index), token)).status).toBe(200);
        const programme = await fetch(`${at(index)}/api/events/`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(programme.status).toBe(200);
      }

      // Guessing is still slowed down: each instance counts on its own, five free tries each.
      const victim = 'bersaglio@fiera.example';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 16; attempt += 1) {
        statuses.push((await guess(at(attempt % 2), victim)).status);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);

      // Mail limits too: three reset links per account on one instance, then a 429 in Italian.
      const forgetful = { email: 'smemorata@fiera.example' };
      for (let sent = 0; sent < 3; sent += 1) {
        expect((await post(at(0), '/api/auth/forgot-password', forgetful)).status).toBe(200);
      }
      const refused = await post(at(0), '/api/auth/forgot-password', forgetful);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ detail: TOO_MANY });

      // A logout on the first instance ends every token of the account: the second instance,
      // which has just verified one, refuses it within its cache time, with nobody to tell it.
      expect((await me(at(1), tokens[1] ?? '')).status).toBe(200);
      expect((await logout(at(0), tokens[0] ?? '')).status).toBe(200);
      const loggedOutAt = Date.now();
      while ((await me(at(1), tokens[1] ?? '')).status === 200) {
        expect(Date.now() - loggedOutAt).toBeLessThan(TOKEN_CACHE_MS + 1_000);
        await setTimeout(100);
      }

      relay.restore();

      // Back by themselves: a limit counted on one instance holds on the other again.
      const backSince = Date.now();
      for (let round = 0; ; round += 1) {
        const account = { email: `di-nuovo-${round}@fiera.example` };
        for (let sent = 0; sent < 3; sent += 1)
          await post(at(0), '/api/auth/forgot-password', account);
        if ((await post(at(1), '/api/auth/forgot-password', account)).status === 429) break;
        // A second apart: the rounds' requests stay under the per-address limit of the route.
        expect(Date.now() - backSince).toBeLessThan(12_000);
        await setTimeout(1_000);
      }

      // And a logout reaches the other instance at once again (Redis's channel).
      const [first, second] = [
        await signIn(at(0), ADMIN.email, ADMIN.password),
        await signIn(at(1), ADMIN.email, ADMIN.password),
      ];
      expect((await me(at(1), second)).status).toBe(200);
      expect((await logout(at(0), first)).status).toBe(200);
      const sentAt = Date.now();
      while ((await me(at(1), second)).status === 200) {
        expect(Date.now() - sentAt).toBeLessThan(1_000);
        await setTimeout(50);
      }

      // Redis hangs (connected, answering nothing): sign-ins do not hang with it, and guesses
      // are still counted (in memory once the command has timed out).
      relay.stall();
      const stalledFor = AbortSignal.timeout(15_000);
      for (const index of [0, 1]) {
        const answer = await fetch(`${at(index)}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
          signal: stalledFor,
        });
        expect(answer.status).toBe(200);
      }
      const hung = 'sospeso@fiera.example';
      const whileHung: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        whileHung.push((await guess(at(0), hung)).status);
      }
      expect(whileHung.filter((status) => status === 401)).toHaveLength(5);
      expect(whileHung.filter((status) => status === 429)).toHaveLength(2);
      relay.restore();
      for (const instance of fair.instances) {
        const log = instance.log();
        expect(log).toContain('redis unavailable: limits count in this instance only');
        // Once per outage and connection, not once per reconnection attempt (every ~2 s).
        for (const line of ['redis connection failed', 'redis subscriber failed']) {
          expect(log.split(line).length - 1).toBeLessThanOrEqual(2);
        }
      }
    },
    SLOW,
  );
});
