import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../api-path';

// Vite puts content-hashed files under /assets: a new build gives them new names.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) must be revalidated to pick up a new build.
const REVALIDATE = 'no-cache';

/** Serves the built web app (apps/fair) in production, with the SPA's client-side routes. */
async function staticPlugin(fastify: FastifyInstance) {
  const root = fastify.config.staticDir;
  if (!existsSync(path.join(root, 'index.html'))) {
    fastify.log.warn(
      { staticDir: root },
      'STATIC_DIR has no index.html (is apps/fair built?): only the API is served',
    );
    return;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;

  await fastify.register(fastifyStatic, {
    root,
    // One route per file found at start-up: the build does not change while the server runs,
    // and the catch-all below stays free for the SPA fallback.
    wildcard: false,
    index: false,
    // The build writes x.br and x.gz beside each asset (brotli 11, gzip 9): sent as they are
    // to browsers that accept them, instead of compressing every download again.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  fastify.get('/*', (request, reply) => {
    // Under /media/ are only the uploaded pictures: a missing one is a 404, not the app's page.
    const mediaPath = /^\/media(?:\/|$)/.test(request.url);
    if (isApiPath(request.url) || mediaPath || !wantsPage(request)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}

/**
 * A page of the app: asked for as HTML by a browser, or an address without a file extension
 * asked for by a client that takes anything (`curl http://localhost:3000/`). A missing script
 * or picture (`/assets/x.js`) stays a 404, not a page that would fail to run as a script.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept?.includes('text/html')) return true;
  const takesAnything = accept === undefined || accept.trim() === '' || accept.includes('*/*');
  const lastSegment = request.url.split('?')[0]?.split('/').at(-1) ?? '';
  return takesAnything && !lastSegment.includes('.');
}

export default fp(staticPlugin, { name: 'static', decorators: { fastify: ['config'] } });
