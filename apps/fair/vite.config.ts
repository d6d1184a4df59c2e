import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BOOT_ROUTES_META, type BootRoutes } from './src/boot/boot-state.ts';
import { noPreloadHelper } from './vite/no-preload-helper.ts';
import { precompress } from './vite/precompress.ts';
import { slimTailwindMerge } from './vite/slim-tailwind-merge.ts';

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

const BOOT_ENTRY = path.resolve(import.meta.dirname, 'src/boot/boot-entry.ts');
/** The boot entry's modules: kept out of the app's chunk, so the entry stays one small file. */
const BOOT_MODULES = new Set(
  ['boot-entry.ts', 'boot.ts', 'boot-state.ts'].map((file) =>
    path.resolve(import.meta.dirname, 'src/boot', file),
  ),
);
const ROUTE_CHUNK = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;

/** '_authenticated/events' → '/events'; null for routes with parameters. */
function routePath(file: string): string | null {
  if (file.includes('$')) return null;
  const segments = file.split('/').filter((segment) => !segment.startsWith('_'));
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/**
 * Builds src/boot/boot-entry.ts as a second, tiny entry and loads it `async` first thing from
 * index.html, with a `<meta>` listing each static route's JS chunks: the boot script starts
 * the route's API calls and chunk downloads while the main bundle is still on the wire, so
 * /events does not wait for bundle → user → route chunk → events one after the other.
 */
function bootScript(): Plugin {
  return {
    name: 'fiera:boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (bundle === undefined || entry === undefined) return undefined;
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const boot = chunks.find((chunk) => chunk.facadeModuleId === BOOT_ENTRY);
        if (boot === undefined) throw new Error('the boot entry is missing from the bundle');
        // An import would cost the boot script a round trip before it could start anything.
        if (boot.imports.length > 0) throw new Error(`the boot entry imports ${boot.imports}`);
        const closure = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk')
            for (const imported of chunk.imports) closure(imported, into);
          return into;
        };
        const loadedByEntry = closure(entry.fileName);
        const routes: BootRoutes = {};
        for (const chunk of chunks) {
          const file = ROUTE_CHUNK.exec(chunk.facadeModuleId ?? '')?.[1]?.replaceAll('\\', '/');
          const routeAt = file === undefined ? null : routePath(file);
          if (file === undefined || routeAt === null) continue;
          routes[routeAt] = {
            guarded: file.startsWith('_authenticated/'),
            chunks: [...closure(chunk.fileName)]
              .filter((imported) => !loadedByEntry.has(imported))
              .map((imported) => `/${imported}`),
          };
        }
        const escape = (text: string) =>
          text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        // After <title>, not first: the charset must stay at the top.
        return html.replace(
          '</title>',
          `</title>\n    <meta name="${BOOT_ROUTES_META}" content="${escape(JSON.stringify(routes))}" />` +
            `\n    <script type="module" async crossorigin src="/${boot.fileName}"></script>`,
        );
      },
    },
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The service worker (public/sw.js in the build, registered by features/offline after the first
 * screen): the app opens without signal, at any address, once it has been opened online.
 *
 * - Precached, by content: index.html, the visitors' JS and CSS, the icons and the default map.
 *   Not the back-office's chunks (admins only: kept once used) nor ZXing's wasm (1 MB, staff
 *   only: kept once the scanner has loaded it).
 * - Never the API's answers: they carry personal data and a shared phone must not show one
 *   user's to the next. The screens' data is kept by the app itself, per user, and deleted at
 *   logout (features/offline/query-persistence.ts). The exceptions are public and the same for
 *   everyone: the fair's stylesheet and the pictures (logos, map).
 * - A new version waits for the user's 'Aggiorna' (registerType 'prompt').
 *
 * The manifest is the server's (/api/fair-config/manifest.webmanifest, from the fair config).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
      globIgnores: ['.vite/**', 'assets/back-office-*.js', 'assets/branding-page-*.js'],
      // Content-hashed names: the name is the revision.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
      // The first install serves the page that installed it (its pictures are then kept);
      // updates wait for 'Aggiorna' (the worker's skipWaiting answers that message).
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // One file: /sw.js, revalidated on every check (static.ts serves it with no-cache).
      inlineWorkboxRuntime: true,
      sourcemap: false,
      runtimeCaching: [
        {
          // Exhibitors' logos: content-hashed names, a kept copy never goes stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'fiera-media',
            expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Public, the same for every visitor: the fair's colours offline too.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname === '/api/fair-config/theme.css',
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'fiera-theme', cacheableResponse: { statuses: [200] } },
        },
        {
          // Any other picture: the config's logo, favicon or map, which may be on another site
          // (then an opaque answer, status 0). Shown as last seen, refreshed in the background.
          urlPattern: ({ request, url, sameOrigin }) =>
            request.destination === 'image' && !(sameOrigin && url.pathname.startsWith('/api/')),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'fiera-images',
            expiration: {
              maxEntries: 40,
              maxAgeSeconds: 30 * DAY_SECONDS,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          // The app's files left out of the precache, once used. Hashed names: never stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'fiera-assets',
            expiration: { maxEntries: 30, maxAgeSeconds: 30 * DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig({
  // The router plugin must run before react() so it can split route files before JSX is compiled.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    noCdn(),
    bootScript(),
    noPreloadHelper(),
    precompress(),
    serviceWorker(),
    // The sources Tailwind scans (styles.css and the ui package's globals.css @source them).
    slimTailwindMerge({
      sources: [
        path.resolve(import.meta.dirname, 'src'),
        path.resolve(import.meta.dirname, '../../packages/ui/src'),
      ],
    }),
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
    // No dependency lists on lazy imports: they would cost /login over half a kilobyte. The
    // first page's chunks are fetched at once by the boot script anyway; a later first visit to
    // a screen fetches its shared chunks after its own (one round trip more), usually begun by
    // the router's preload on touch or hover. This alone still leaves Vite's preload helper in
    // the entry chunk (it also loads a lazy chunk's CSS): noPreloadHelper() above removes it.
    modulePreload: false,
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: BOOT_ENTRY },
      output: {
        // Every file on the way to a screen costs a round trip (562 ms on 'Fast 3G'), and the
        // browser opens only six connections at once: fewer, larger chunks.
        codeSplitting: {
          groups: [
            // Everything the app runs at start in one file, not four.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !BOOT_MODULES.has(id),
            },
            // What the logged-in list screens share (query observers, loading state, search,
            // the isolation of names, their catalogue sections) in one file: with the route's
            // chunk, the alert chunk and the boot script's two calls that is five requests,
            // which fit the connections still free at that moment (a sixth waited 560 ms).
            {
              name: 'screens',
              // Their dependencies (the alert, the error text) are the login screen's too.
              includeDependenciesRecursively: false,
              test: /@tanstack[\\/](react-query|query-core)[\\/](?!.*[mM]utation)|[\\/]components[\\/](load-state|search-box)[\\/]|[\\/]lib[\\/](load-view|search-text|italian-collator|isolate)\.tsx?$|[\\/]event-list[\\/]format-event\.ts$|[\\/]i18n[\\/]messages[\\/](home|events|vendors|map)\.ts$/,
            },
            // The back-office (admins only) in one file of its own. Its pages share many small
            // modules with the visitors' screens; left to the 'shared' merging below, they
            // regrouped the visitors' shared files and /login came to load the back-office's
            // dialogs (20 KB over its budget). Only its own modules: what it shares stays shared.
            {
              name: 'back-office',
              includeDependenciesRecursively: false,
              // Aspetto's editor stays in its page's chunk, with the fair config's schema and
              // zod that only it uses: the other admin pages need neither, and in this chunk it
              // would import them from the page's chunk that imports this one (a cycle). The
              // router's blocker (unsaved edits) is the back-office's alone: shared with Aspetto's
              // chunk, it was merged into a chunk /vendors and /map load (0.6 KB more each).
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](?:components[\\/]admin-(?!branding[\\/])[\w-]+[\\/]|i18n[\\/]messages[\\/]admin(?:-(?!branding\.)[\w-]+)?\.ts$)|[\\/]src[\\/]features[\\/]admin[\\/](?!branding[\\/])|[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker\.js$/,
            },
            // Radix's dialog and what only it uses (focus trap, scroll lock, aria-hidden): the
            // profile's account deletion and the back-office open dialogs, no other screen.
            {
              name: 'dialog',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](?:@radix-ui[\\/]react-(?:dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll(?:-bar)?|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|aria-hidden|tslib)[\\/]/,
            },
            // Small modules shared by several screens, merged by the set of screens using
            // them, so a screen loads one or two shared files instead of six tiny ones.
            {
              name: 'shared',
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 5_000,
            },
          ],
        },
        // The default name lists every screen sharing the chunk.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
