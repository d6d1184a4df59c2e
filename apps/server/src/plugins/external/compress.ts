import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (fastify: FastifyInstance) =>
    fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] }),
  { name: 'compress' },
);
