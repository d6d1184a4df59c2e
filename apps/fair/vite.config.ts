import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must run before react() so it can split route files before JSX is compiled.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // apps/fair/dist: the server serves it in production.
    outDir: 'dist',
    emptyOutDir: true,
  },
});
