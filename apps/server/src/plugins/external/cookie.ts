import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Unsigned: the refresh cookie carries a random token checked against its hash in the database.
 * Only the refresh and logout routes read a cookie, and they parse it themselves: parsing on
 * every request would add a hook to each of them, the gate's ticket scans included.
 */
export default fp(async (fastify: FastifyInstance) => fastify.register(cookie, { hook: false }), {
  name: 'cookie',
});
