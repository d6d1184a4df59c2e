import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import gateFirstPlugin, {
  GATE_ROUTES,
  OTHER_REQUESTS_AT_ONCE,
  PASSWORD_ROUTES,
} from '../src/plugins/app/gate-first/index';
import { buildTestApp } from './helpers/build-app';

/** A route whose answers wait until the test lets them go, as a slow screen's queries do. */
function slowRoutes() {
  const waiting: (() => void)[] = [];
  let started = 0;
  return {
    waiting,
    started: () => started,
    async register(app: FastifyInstance) {
      await app.register(gateFirstPlugin);
      app.get('/api/events/', async () => {
        started += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return { ok: true };
      });
      app.post('/api/tickets/validate', async () => ({ valid: true }));
      app.post('/api/auth/login', async () => ({ access_token: 'x' }));
      app.get('/api/health', async () => ({ status: 'ok' }));
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the gates first', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers scans, health checks and sign-ins at once while the other requests wait their turn', async () => {
    const routes = slowRoutes();
    app = Fastify();
    await routes.register(app);

    const screens = Array.from({ length: OTHER_REQUESTS_AT_ONCE + 3 }, () =>
      app.inject({ url: '/api/events/' }),
    );
    for (let i = 0; i < 20; i += 1) await tick();
    expect(routes.started()).toBe(OTHER_REQUESTS_AT_ONCE);

    const scan = await app.inject({ method: 'POST', url: '/api/tickets/validate', payload: {} });
    expect(scan.json()).toEqual({ valid: true });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // A sign-in waits for its password hash in a queue of its own, not for a slot.
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(signIn.statusCode).toBe(200);
    expect(routes.started()).toBe(OTHER_REQUESTS_AT_ONCE);

    // One answer made: the next request in line starts, and so on until all are answered.
    routes.waiting.shift()?.();
    for (let i = 0; i < 20; i += 1) await tick();
    expect(routes.started()).toBe(OTHER_REQUESTS_AT_ONCE + 1);
    while (routes.started() < screens.length || routes.waiting.length > 0) {
      routes.waiting.shift()?.();
      await tick();
    }
    const answers = await Promise.all(screens);
    expect(answers.map((answer) => answer.statusCode)).toEqual(screens.map(() => 200));
  });

  it('gives the slot back when the phone goes away before its answer', async () => {
    const routes = slowRoutes();
    app = Fastify();
    await routes.register(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');

    const gone = Array.from({ length: OTHER_REQUESTS_AT_ONCE }, () => {
      const call = httpRequest({ port: address.port, host: '127.0.0.1', path: '/api/events/' });
      call.on('error', () => undefined);
      call.end();
      return call;
    });
    while (routes.started() < OTHER_REQUESTS_AT_ONCE) await tick();
    for (const call of gone) call.destroy();

    // Every slot is free again although none of those answers was ever made.
    const next = fetch(`http://127.0.0.1:${address.port}/api/events/`);
    while (routes.started() < OTHER_REQUESTS_AT_ONCE + 1) await tick();
    routes.waiting.at(-1)?.();
    expect((await next).status).toBe(200);
    for (const resolve of routes.waiting) resolve();
  });

  it('names routes the server has, so none of them waits for a slot by mistake', async () => {
    app = await buildTestApp();
    for (const route of [...GATE_ROUTES, ...PASSWORD_ROUTES]) {
      const [method = '', url = ''] = route.split(' ');
      expect(app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });
});
