import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The ticket scanner needs the camera (only from our own pages); nothing needs the rest.
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers on every answer: API, errors and the built web app alike. The CSP is written
 * out in full (no helmet defaults) so that what the app may load is read in one place.
 */
async function helmetPlugin(fastify: FastifyInstance) {
  const https = fastify.config.publicUrl.startsWith('https:');
  // Built once: @fastify/helmet builds the middleware, CSP parsing included, on every request,
  // which cost the busiest routes a few per cent of their throughput.
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The QR scanner compiles ZXing's wasm: that needs wasm-unsafe-eval, never unsafe-eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        // Libraries inject <style> elements at run time (react-zoom-pan-pinch's wrapper rules
        // on the map, react-remove-scroll's scroll lock under dialogs) and React writes style
        // attributes: without unsafe-inline the map and the dialogs break. Scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain HTTP (a LAN install, the tests) an upgrade would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin embedding is off already (CORP, frame-ancestors); COEP would only block the
    // same-origin media the app uses without adding protection.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain HTTP is ignored by browsers at best, and locks a LAN install out at worst.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    applyHelmet(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}

export default fp(helmetPlugin, { name: 'helmet', decorators: { fastify: ['config'] } });
