import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../errors';

/**
 * Not global: a whole fair can share one wifi address, so limits go on the routes that need
 * them (`config.rateLimit` or `fastify.rateLimit()`), sized for that. The store is in memory:
 * one server process holds all the counters.
 */
async function rateLimitPlugin(fastify: FastifyInstance) {
  if (fastify.config.redisUrl !== undefined) {
    fastify.log.warn('REDIS_URL is set but not used yet: rate-limit counters stay in memory');
  }
  await fastify.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, messages.tooManyRequests),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', decorators: { fastify: ['config'] } });
