import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError, messages } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The REDIS_URL connection, shared by the limiters and the login throttle. */
    redis: Redis | undefined;
  }
}

/**
 * Not global: a whole fair can share one wifi address, so limits go on the routes that need
 * them (routes/rate-limits.ts, or `fastify.rateLimit()`), sized for that. Counters live in
 * memory, or in Redis with REDIS_URL so that several server processes share them.
 */
async function rateLimitPlugin(fastify: FastifyInstance) {
  const { redisUrl } = fastify.config;
  let redis: Redis | undefined;
  if (redisUrl !== undefined) {
    // Fail fast rather than queue: a limiter waiting for Redis would hold every login.
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', (error) => fastify.log.error({ err: error }, 'redis connection failed'));
    const connection = redis;
    fastify.addHook('onClose', async () => {
      await connection.quit();
    });
  }
  fastify.decorate('redis', redis);
  await fastify.register(rateLimit, {
    global: false,
    ...(redis === undefined
      ? {}
      : {
          redis,
          nameSpace: 'fiera:rate-limit:',
          // Redis down: most limits lift and the fair keeps going; the ones guarding passwords
          // and mail fail closed instead (routes/rate-limits.ts).
          skipOnError: true,
        }),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, messages.tooManyRequests),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', decorators: { fastify: ['config'] } });
