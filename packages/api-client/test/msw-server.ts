import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** An MSW server for one test file; any request without a handler fails the test. */
export function setupMswServer() {
  const server = setupServer();
  // MSW 3 renamed v2's `onUnhandledRequest` to `onUnhandledFrame`.
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
