import type { Plugin, Rolldown } from 'vite';

// The module Vite's import analysis (rolldown's native plugin in Vite 8) imports wherever a
// chunk has a dynamic `import()`: it wraps each one as `__vitePreload(() => import(…), deps)`.
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper with a pass-through.
 *
 * `build.modulePreload: false` only empties the JS dependency lists: Vite 8 still wraps every
 * dynamic import in `__vitePreload` so that it can load the imported chunk's CSS first, and the
 * helper (~0.7 KB gzipped: link tags, CSP nonce, `vite:preloadError`) lands in the entry chunk.
 * Here all the CSS is one file that index.html loads before any script runs, so the only
 * dependency left in those lists is that file, which the helper skips as already present.
 * Nothing listens for `vite:preloadError`, so a failed import rejects just as it does here.
 *
 * The build fails if a lazy chunk ever brings CSS of its own, which the pass-through would
 * not load.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'fiera:no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        return id === PRELOAD_HELPER ? id : null;
      },
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER) return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const entryCss = new Set(
        chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
      );
      for (const chunk of chunks) {
        if (chunk.code.includes('vite:preloadError'))
          this.error(`${chunk.fileName} still carries Vite's preload helper`);
        if (chunk.isEntry) continue;
        const own = [...(chunk.viteMetadata?.importedCss ?? [])].filter(
          (css) => !entryCss.has(css),
        );
        if (own.length > 0)
          this.error(
            `${chunk.fileName} imports ${own.join(', ')}: the preload helper that would load it ` +
              'is replaced by a pass-through (vite/no-preload-helper.ts)',
          );
      }
    },
  };
}
