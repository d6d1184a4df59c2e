import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../api-path';

// The ticket scanner needs the camera (only from our own pages); nothing needs the rest.
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers on every answer. Pages, assets and media get the full set; its CSP is written
 * out in full (no helmet defaults) so that what the app may load is read in one place. API answers
 * are JSON that no browser renders as a page: they get the few headers that still matter (a CSP
 * that forbids everything, nosniff, CORP, HSTS). The rest would add 0.6 KB to every answer over
 * the hall's wifi, and the gate's scans are the busiest calls.
 */
async function helmetPlugin(fastify: FastifyInstance) {
  const https = fastify.config.publicUrl.startsWith('https:');
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
        // Exhibitors' and the fair's logos may be web addresses (the import and the fair config
        // accept https:// links); images cannot run code.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  const documentHeaders = staticHeaders(applyHelmet);
  documentHeaders['permissions-policy'] = PERMISSIONS_POLICY;
  const apiHeaders: Record<string, string> = {
    // Answers carry personal data and tickets: no browser or disk cache keeps them, unless a
    // route says otherwise (the public key, the lists revalidated by ETag).
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts !== undefined) apiHeaders['strict-transport-security'] = hsts;
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
    done();
  });
}

/**
 * This configuration has no per-request part (no CSP nonces), so helmet's headers are worked
 * out once, by running its middleware against a recorder. Running it on every request (as
 * @fastify/helmet does, rebuilding it and re-parsing the CSP each time) cost the busiest calls,
 * the gate's ticket scans, about a tenth of their throughput.
 */
function staticHeaders(
  middleware: (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void,
): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  // The recorder stands in for a response: the middleware only sets and removes headers.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return Object.fromEntries(headers);
}

export default fp(helmetPlugin, { name: 'helmet', decorators: { fastify: ['config'] } });
