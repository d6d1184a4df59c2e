import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError, messages } from '../../errors';
import { redisStoreWithMemoryFallback } from './rate-limit-store';
import { createRedisBreaker, logFirstErrorOfOutage, type RedisBreaker } from './redis-breaker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The REDIS_URL connection, shared by the limiters and the login throttle. */
    redis: Redis | undefined;
    /** Whether the limits count in Redis now or in memory (see redis-breaker.ts). */
    redisBreaker: RedisBreaker;
  }
}

/**
 * Not global: a whole fair can share one wifi address, so limits go on the routes that need
 * them (routes/rate-limits.ts, or `fastify.rateLimit()`), sized for that. Counters live in
 * memory, or in Redis with REDIS_URL so that several server processes share them (in memory
 * again while Redis is down).
 */
async function rateLimitPlugin(fastify: FastifyInstance) {
  const { redisUrl } = fastify.config;
  let redis: Redis | undefined;
  if (redisUrl !== undefined) {
    // Fail fast rather than queue or hang: a limiter waiting for Redis would hold every login.
    redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 250,
    });
    logFirstErrorOfOutage(redis, (error) =>
      fastify.log.error({ err: error }, 'redis connection failed'),
    );
    const connection = redis;
    fastify.addHook('onClose', async () => {
      await connection.quit();
    });
  }
  fastify.decorate('redis', redis);
  fastify.decorate(
    'redisBreaker',
    redis === undefined
      ? { usable: () => false, failed: () => undefined, succeeded: () => undefined }
      : createRedisBreaker(redis, {
          outage: (error) =>
            fastify.log.error(
              { err: error },
              'redis unavailable: limits count in this instance only',
            ),
          recovered: () => fastify.log.warn('redis answers again: limits are shared again'),
        }),
  );
  await fastify.register(rateLimit, {
    global: false,
    ...(redis === undefined
      ? {}
      : {
          store: redisStoreWithMemoryFallback(redis, fastify.redisBreaker, 'fiera:rate-limit:'),
        }),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, messages.tooManyRequests),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', decorators: { fastify: ['config'] } });
