import { defineConfig } from 'vitest/config';

/**
 * Several server processes on this machine's PostgreSQL and Redis (DATABASE_URL and REDIS_URL,
 * or their local defaults): `npm run test:instances`, run by .ci/run after the suites.
 */
export default defineConfig({
  test: {
    include: ['test-instances/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
