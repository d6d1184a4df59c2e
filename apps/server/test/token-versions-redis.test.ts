import { setTimeout } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenVersionsRepository } from '../src/plugins/app/auth/token-versions-repository';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

const REDIS_URL = 'redis://127.0.0.1:6379';
const CHANNEL = 'fiera:token-versions';

/** Resolves once the condition holds; the Redis message crosses processes asynchronously. */
async function eventually(condition: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await condition()) return true;
    await setTimeout(20);
  }
  return false;
}

describe('token changes across instances sharing Redis', () => {
  let app: FastifyInstance;
  let redis: Redis;
  beforeEach(async () => {
    app = await buildTestApp({ config: { redisUrl: REDIS_URL } });
    redis = new Redis(REDIS_URL);
  });
  afterEach(async () => {
    await app.close();
    redis.disconnect();
  });

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

  it('tells the other instances at once when a user logs out here', async () => {
    const anna = await createUser(app);
    const heard: string[] = [];
    const listener = redis.duplicate();
    await listener.subscribe(CHANNEL);
    listener.on('message', (_channel: string, message: string) => heard.push(message));

    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(anna.token) });

    expect(await eventually(async () => heard.includes(String(anna.id)))).toBe(true);
    listener.disconnect();
  });

  it('refuses at once a token another instance ended, though this one had just accepted it', async () => {
    const anna = await createUser(app);
    // Accepted and kept: without news, this instance would trust it for a few more seconds.
    expect((await me(anna.token)).statusCode).toBe(200);

    // Another instance logs Anna out: its database write, then its announcement.
    await createTokenVersionsRepository(app.db).raise(anna.id);
    await redis.publish(CHANNEL, String(anna.id));

    expect(await eventually(async () => (await me(anna.token)).statusCode === 401)).toBe(true);
  });
});
