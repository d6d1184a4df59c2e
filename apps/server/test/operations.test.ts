import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from '../src/openapi';
import { operationHandlers } from '../src/routes/index';
import { buildTestApp } from './helpers/build-app';

const operations = listOperations(loadOpenApiDocument());

describe('the operations of openapi.yaml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
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
});
