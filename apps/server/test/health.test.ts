import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers/build-app';

describe('GET /api/health', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('given a working database, answers 200 with database ok, without a token', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('given a failing database, answers 503 with database error', async () => {
    app = await buildTestApp();
    vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connection lost'));
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error' });
  });
});

describe('GET /api/health/live', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers 200 while the database fails, so a balancer keeps the instance in rotation', async () => {
    app = await buildTestApp();
    vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connection lost'));
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
