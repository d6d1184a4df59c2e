import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createListSnapshot } from '../src/routes/list-snapshot';

describe('list snapshot', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  function serve(options: { maxAgeMs?: number }) {
    const state = { version: 1, loads: 0, items: ['Alfa'], clock: 0 };
    const snapshot = createListSnapshot({
      version: () => state.version,
      load: async () => {
        state.loads += 1;
        // Slow enough for concurrent requests to overlap the rebuild.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [...state.items];
      },
      now: () => state.clock,
      ...options,
    });
    const server = Fastify();
    server.get('/list', async (request, reply) => {
      await snapshot.send(request, reply);
    });
    app = server;
    const get = async () => {
      const response = await server.inject({ method: 'GET', url: '/list' });
      return { etag: response.headers.etag, body: response.json<string[]>() };
    };
    return { state, get };
  }

  it('reads the rows once per version, even for 50 requests arriving together', async () => {
    const { state, get } = serve({});
    const answers = await Promise.all(Array.from({ length: 50 }, get));
    expect(state.loads).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);

    state.items = ['Alfa', 'Beta'];
    expect((await get()).body).toEqual(['Alfa']);
    state.version = 2;
    expect((await get()).body).toEqual(['Alfa', 'Beta']);
    expect(state.loads).toBe(2);
  });

  it('rebuilds at the same version once the snapshot is older than maxAgeMs', async () => {
    const { state, get } = serve({ maxAgeMs: 60_000 });
    const first = await get();
    state.items = ['Alfa (viste aggiornate)'];
    state.clock = 59_999;
    expect((await get()).body).toEqual(['Alfa']);
    state.clock = 60_000;
    const refreshed = await get();
    expect(refreshed.body).toEqual(['Alfa (viste aggiornate)']);
    expect(refreshed.etag).not.toBe(first.etag);
  });
});
