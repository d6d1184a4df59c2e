import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'rolldown';
import pkg from './package.json' with { type: 'json' };

/**
 * Production JavaScript in apps/server/dist: the server, the command line and the ranking
 * threads' entry. npm packages stay in node_modules (imported as they are); the workspace's own
 * packages (@fiera/*, TypeScript sources) are bundled in, so Node runs no TypeScript. The files
 * land flat in dist/, one level below apps/server as src/ is, so the paths the code resolves
 * from its own location (config.ts) are the same in both.
 */
const external = new RegExp(
  `^(?:node:|(?:${[
    ...builtinModules,
    ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fiera/')),
  ]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(?:/|$))`,
);

export default defineConfig({
  input: {
    server: path.resolve(import.meta.dirname, 'src/server.ts'),
    cli: path.resolve(import.meta.dirname, 'src/cli/index.ts'),
    'ranking-worker': path.resolve(import.meta.dirname, 'src/matching/ranking-worker.ts'),
  },
  platform: 'node',
  external,
  output: {
    dir: path.resolve(import.meta.dirname, 'dist'),
    format: 'esm',
    cleanDir: true,
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
  },
});
