import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { listOperations, loadOpenApiDocument } from '../openapi';
import { eventHandlers } from './events';
import { notImplementedHandlers } from './not-implemented';
import { systemHandlers } from './system';
import type { OperationHandlers } from './types';
import { vendorHandlers } from './vendors';

/** Every operation of openapi.yaml, typed: the compiler rejects a missing one. */
export function operationHandlers(fastify: FastifyInstance): OperationHandlers {
  return {
    ...notImplementedHandlers,
    ...systemHandlers(fastify),
    ...vendorHandlers(fastify),
    ...eventHandlers(fastify),
  };
}

/**
 * Binds each operation of openapi.yaml to its handler with fastify-openapi-glue, which also
 * gives each route the contract's schemas: requests are validated and answers serialised by them.
 */
export default async function routes(fastify: FastifyInstance) {
  const document = loadOpenApiDocument();
  const handlers: Record<string, unknown> = operationHandlers(fastify);
  const authentication = new Map(
    listOperations(document).map((operation) => [operation.operationId, operation.authentication]),
  );

  // Authentication runs before body parsing and validation: anonymous callers learn nothing
  // about the contract of protected routes.
  fastify.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const mode = operationId === undefined ? undefined : authentication.get(operationId);
    if (mode === undefined || mode === 'none') return;
    const hook = mode === 'bearer' ? fastify.authenticate : fastify.authenticateIfPresent;
    route.onRequest = [hook, ...toArray(route.onRequest)];
  });

  await fastify.register(openapiGlue, {
    specification: document,
    operationResolver(operationId) {
      const handler = handlers[operationId];
      if (typeof handler !== 'function') {
        throw new Error(`openapi.yaml: the operation ${operationId} has no handler`);
      }
      // Each handler is typed by its own operation; glue validates requests against that same
      // operation's schema, which is what makes this generic signature safe.
      return handler as RouteHandlerMethod;
    },
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
