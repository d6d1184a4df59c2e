// npm installs drizzle-orm under apps/server/node_modules but hoists drizzle-kit to the root,
// where drizzle-kit's own imports of drizzle-orm cannot see it. This hook resolves them from
// this package, so that drizzle-kit and the schema share one drizzle-orm.
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
// require.resolve below runs through this very hook: the flag lets that inner call pass.
let resolvingHere = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isDrizzleOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    if (!isDrizzleOrm || resolvingHere) return nextResolve(specifier, context);
    resolvingHere = true;
    try {
      return { url: pathToFileURL(require.resolve(specifier)).href, shortCircuit: true };
    } finally {
      resolvingHere = false;
    }
  },
});

// bin.cjs is not in drizzle-kit's "exports": reach it beside the package's main file.
require(require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs'));
