import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (fastify: FastifyInstance) =>
    fastify.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Answers are compressed; requests never are (the app's bodies are a few hundred bytes).
      // Decompression would add a hook to every request, the gate's scans included.
      globalDecompression: false,
    }),
  { name: 'compress' },
);
