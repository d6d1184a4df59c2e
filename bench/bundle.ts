/**
 * JavaScript each route loads, gzipped: the entry chunk and its static imports, plus the route's
 * lazy component chunk and its imports, read from the build manifest. Targets (issue 7): /login
 * at most 120 KB, no route above 200 KB, /events on a first visit at most 150 KB.
 *
 *   npm run build -w @fiera/fair && npm run bundle -w @fiera/bench
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = path.resolve(import.meta.dirname, '../apps/fair/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

// The lazy component chunk of each route, as TanStack Router's code splitting names it.
const ROUTES: Record<string, string> = {
  '/login': 'src/routes/login.tsx',
  '/register': 'src/routes/register.tsx',
  '/thank-you': 'src/routes/thank-you.tsx',
  '/forgot-password': 'src/routes/forgot-password.tsx',
  '/reset-password': 'src/routes/reset-password.tsx',
  '/verify-email': 'src/routes/verify-email.tsx',
  '/': 'src/routes/_authenticated/index.tsx',
  '/profile': 'src/routes/_authenticated/profile.tsx',
  '/events': 'src/routes/_authenticated/events.tsx',
  '/map': 'src/routes/_authenticated/map.tsx',
  '/vendors': 'src/routes/_authenticated/vendors.tsx',
  '/vendor/{id}': 'src/routes/_authenticated/vendor.$vendorId.tsx',
  '/matches': 'src/routes/_authenticated/matches.tsx',
  '/validate': 'src/routes/_authenticated/_staff/validate.tsx',
  // The back-office's one route; each of its pages is a lazy chunk of its own on top.
  '/admin/{section}': 'src/routes/_authenticated/admin/{-$section}.tsx',
};
const BOOT_ENTRY = 'src/boot/boot-entry.ts';
const KB = 1024;
const LIMITS = { login: 120 * KB, events: 150 * KB, any: 200 * KB };

if (!existsSync(MANIFEST)) {
  throw new Error(`No ${MANIFEST}: run "npm run build -w @fiera/fair" first.`);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;

const gzipped = new Map<string, number>();
const brotlied = new Map<string, number>();
function compressedSize(file: string, brotli = false): number {
  const cache = brotli ? brotlied : gzipped;
  let size = cache.get(file);
  if (size === undefined) {
    // What the server sends: the build's precompressed copy (gzip 9, brotli 11) when there is
    // one, as @fastify/static serves it; else compressed here at the same levels.
    const copy = path.join(DIST, `${file}.${brotli ? 'br' : 'gz'}`);
    if (existsSync(copy)) size = statSync(copy).size;
    else {
      const bytes = readFileSync(path.join(DIST, file));
      size = (
        brotli
          ? brotliCompressSync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            })
          : gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })
      ).length;
    }
    cache.set(file, size);
  }
  return size;
}

/** The chunk's file and every file it imports statically, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

// index.html's entry, plus the small boot script index.html loads beside it on every page.
const entryFiles = closure('index.html');
if (manifest[BOOT_ENTRY] !== undefined) closure(BOOT_ENTRY, entryFiles);
const entrySize = sum(entryFiles);

/** The server also answers with brotli, which browsers prefer: shown beside the gzip target. */
function sum(files: Iterable<string>, brotli = false): number {
  let total = 0;
  for (const file of files) if (file.endsWith('.js')) total += compressedSize(file, brotli);
  return total;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const failures: string[] = [];
const rows = Object.entries(ROUTES).map(([route, source]) => {
  const files = closure(`${source}?tsr-split=component`, new Set(entryFiles));
  const total = sum(files);
  const limit =
    route === '/login' ? LIMITS.login : route === '/events' ? LIMITS.events : LIMITS.any;
  if (total > limit) failures.push(`${route}: ${kb(total)} > ${kb(limit)}`);
  return {
    route,
    entry: kb(entrySize),
    route_only: kb(total - entrySize),
    total: kb(total),
    limit: kb(limit),
    brotli: kb(sum(files, true)),
    ok: total <= limit ? 'yes' : 'NO',
  };
});

console.log(`Gzipped JS per route (entry chunk and its imports: ${[...entryFiles].join(', ')})`);
console.table(rows);
const largest = [...gzipped.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log('Largest chunks:', largest.map(([file, size]) => `${file} ${kb(size)}`).join(', '));
if (failures.length > 0) {
  console.log(`Over target: ${failures.join('; ')}`);
  process.exitCode = 1;
}
