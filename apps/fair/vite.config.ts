import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const CDN_HOSTS = /jsdelivr|unpkg|fastly/;

/**
 * The ticket scanner loads ZXing's wasm from our origin (see packages/ui qr-scanner). Its
 * library still carries a public CDN as the fallback location: that fallback is rewritten to
 * the same-origin prefix, and the build fails if any CDN address reaches the output, since a
 * CDN fetch breaks the scanner offline and on a congested fair network.
 */
function noCdn(): Plugin {
  return {
    name: 'fiera:no-cdn',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/](barcode-detector|zxing-wasm)[\\/]/.test(id)) return null;
      // `match ? `https://fastly.jsdelivr.net/npm/zxing-wasm@…/${file}` : prefix + file`
      const rewritten = code.replace(
        /\w+\s*\?\s*`https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[^`]*`\s*:\s*(\w+\s*\+\s*\w+)/g,
        '$1',
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        const text = file.type === 'chunk' ? file.code : String(file.source);
        if (file.fileName.endsWith('.wasm')) continue;
        if (CDN_HOSTS.test(text)) this.error(`${file.fileName} references a CDN`);
      }
    },
  };
}

export default defineConfig({
  // The router plugin must run before react() so it can split route files before JSX is compiled.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    noCdn(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // apps/fair/dist: the server serves it in production.
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench/bundle.ts reads which chunks each route loads.
    manifest: true,
  },
});
