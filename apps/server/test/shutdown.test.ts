import { describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/build-app';

describe('graceful shutdown', () => {
  it('when close() is called, lets an in-flight request finish, then refuses new ones', async () => {
    let requestArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      requestArrived = resolve;
    });
    const server = await startTestServer({
      beforeReady(app) {
        app.get('/api/test/slow', async () => {
          requestArrived();
          await new Promise((resolve) => setTimeout(resolve, 500));
          return { done: true };
        });
      },
    });

    const inFlight = fetch(`${server.url}/api/test/slow`);
    await arrived;
    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(closed).toBe(true);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
