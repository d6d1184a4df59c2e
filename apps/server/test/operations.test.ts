import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from '../src/openapi';
import { operationHandlers } from '../src/routes/index';
import { notImplementedHandlers } from '../src/routes/not-implemented';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

const operations = listOperations(loadOpenApiDocument());

describe('the operations of openapi.yaml', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    token = (await createUser(app, { role: 'admin' })).token;
  });
  afterAll(() => app.close());

  it('each have a handler, and no handler is left without an operation', () => {
    const handlers = Object.keys(operationHandlers(app)).sort();
    expect(handlers).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it('are each served by a route', () => {
    for (const operation of operations) {
      const url = operation.path.replace(/\{(\w+)\}/g, ':$1');
      expect(
        app.hasRoute({ method: operation.method as HTTPMethods, url }),
        `${operation.method} ${operation.path}`,
      ).toBe(true);
    }
  });

  it('answer 501 from not-implemented.ts until implemented, and are listed there only then', async () => {
    const handlers: Record<string, unknown> = operationHandlers(app);
    for (const [id, handler] of Object.entries(notImplementedHandlers)) {
      expect(handlers[id], `${id} is implemented: remove it from not-implemented.ts`).toBe(handler);
    }

    const getCurrentUser = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(getCurrentUser.statusCode).toBe(501);
    expect(getCurrentUser.json()).toEqual({ detail: 'Funzione non ancora disponibile.' });
  });
});
