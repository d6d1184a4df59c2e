import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { requireAdmin } from '../plugins/app/auth/index';
import openapiGlue from 'fastify-openapi-glue';
import { listOperations, loadOpenApiDocument } from '../openapi';
import { adminAccountsHandlers } from './admin-accounts';
import { agendaHandlers } from './agenda';
import { calendarHandlers } from './calendar';
import { auditHandlers } from './admin-audit';
import { adminCatalogueHandlers, catalogueRouteOptions } from './admin-catalogue';
import { eventHandlers } from './events';
import { fairConfigHandlers } from './fair-config';
import { matchHandlers } from './matches';
import { authHandlers } from './auth';
import { integerPathGuard, mediaTypeGuard } from './request-guards';
import { rateLimitHooks } from './rate-limits';
import { systemHandlers } from './system';
import { ticketHandlers } from './tickets';
import type { OperationHandlers } from './types';
import { userHandlers } from './users';
import { vendorHandlers } from './vendors';

/** Every operation of openapi.yaml, typed: the compiler rejects a missing one. */
export function operationHandlers(fastify: FastifyInstance): OperationHandlers {
  return {
    ...systemHandlers(fastify),
    ...authHandlers(fastify),
    ...userHandlers(fastify),
    ...agendaHandlers(fastify),
    ...calendarHandlers(fastify),
    ...vendorHandlers(fastify),
    ...eventHandlers(fastify),
    ...fairConfigHandlers(fastify),
    ...ticketHandlers(fastify),
    ...matchHandlers(fastify),
    ...adminCatalogueHandlers(fastify),
    ...adminAccountsHandlers(fastify),
    ...auditHandlers(fastify),
  };
}

/**
 * Binds each operation of openapi.yaml to its handler with fastify-openapi-glue, which also
 * gives each route the contract's schemas: requests are validated and answers serialised by them.
 */
export default async function routes(fastify: FastifyInstance) {
  const document = loadOpenApiDocument();
  const handlers: Record<string, unknown> = operationHandlers(fastify);
  const operations = new Map(
    listOperations(document).map((operation) => [operation.operationId, operation]),
  );

  // Authentication runs before body parsing and validation: anonymous callers learn nothing
  // about the contract of protected routes. Per-address rate limits run even before it, and the
  // body's media type is checked after it, before the body is read.
  fastify.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const operation = operationId === undefined ? undefined : operations.get(operationId);
    if (operationId === undefined || operation === undefined) return;
    const limits = rateLimitHooks(fastify, operationId);
    const mode = operation.authentication;
    const authenticate =
      mode === 'bearer'
        ? [fastify.authenticate]
        : mode === 'optional-bearer'
          ? [fastify.authenticateIfPresent]
          : [];
    route.onRequest = [
      ...limits.onRequest,
      ...authenticate,
      // Before the body is read or validated: a non-admin learns nothing of these contracts.
      ...(operation.adminOnly ? [adminGate] : []),
      mediaTypeGuard(operation),
      ...(operation.integerPathParameters.length > 0
        ? [integerPathGuard(operation.integerPathParameters)]
        : []),
      ...toArray(route.onRequest),
    ];
    route.preHandler = [...limits.preHandler, ...toArray(route.preHandler)];
    Object.assign(route, catalogueRouteOptions(operationId));
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

async function adminGate(request: FastifyRequest) {
  requireAdmin(request);
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
