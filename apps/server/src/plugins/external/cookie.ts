import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Unsigned: the refresh cookie carries a random token checked against its hash in the database.
export default fp(async (fastify: FastifyInstance) => fastify.register(cookie), { name: 'cookie' });
