import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The login form posts application/x-www-form-urlencoded (OAuth2 password-flow style).
export default fp(async (fastify: FastifyInstance) => fastify.register(formbody), {
  name: 'formbody',
});
