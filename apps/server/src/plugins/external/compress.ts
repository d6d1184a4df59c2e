import compress from '@fastify/compress';
import type { operations } from '@fiera/api-client/schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Operations whose answers always stay far below the threshold: they skip the plugin's two
 * hooks per request. The gate's ticket scans are the busiest calls, with answers of ~150 bytes.
 */
const SMALL_ANSWER_OPERATIONS: ReadonlySet<string> = new Set<keyof operations>(['validateTicket']);

export default fp(
  async (fastify: FastifyInstance) => {
    // Registered before the plugin's own onRoute hook, which reads the route's `compress`.
    fastify.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId !== undefined && SMALL_ANSWER_OPERATIONS.has(operationId)) {
        route.compress = false;
      }
    });
    await fastify.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Answers are compressed; requests never are (the app's bodies are a few hundred bytes).
      // Decompression would add a hook to every request, the gate's scans included.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
