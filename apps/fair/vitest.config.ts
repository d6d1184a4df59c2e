import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests use the committed routeTree.gen.ts (the build regenerates it), without code splitting.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
