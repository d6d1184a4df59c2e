import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import { POSTGRES_POOL_SIZE } from '../../../db/client';

/** Never held: the gates' scans, the scanner's offline queue, and the health checks. */
export const GATE_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/tickets/validate',
  'POST /api/tickets/checkins/offline',
  'GET /api/health',
  'GET /api/health/live',
]);

/**
 * Not held either: these wait for a password hash, in a bounded queue of their own
 * (auth/passwords.ts). Holding slots meanwhile, one client sending failed sign-ins stopped every
 * screen (and the gate phones' token renewals) behind the hashes.
 */
export const PASSWORD_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/reset-password',
  'DELETE /api/users/:id',
]);

/**
 * Other API requests under way at once, in each process. Below the database pool: the gates'
 * scan batches always find a free connection, however many screens are being loaded.
 */
export const OTHER_REQUESTS_AT_ONCE = POSTGRES_POOL_SIZE - 2;

const slots = new WeakMap<FastifyRequest, () => void>();

/**
 * At the doors' opening every phone asks at once, and the server answers in arrival order: a
 * gate's scan would wait behind hundreds of programme and matching requests. The other API
 * requests take a slot (in arrival order) and give it back once their answer is made; a scan
 * never waits for one, so the gates keep their pace in any burst, and the rest shares what is
 * left.
 */
async function gateFirstPlugin(fastify: FastifyInstance) {
  const others = pLimit(OTHER_REQUESTS_AT_ONCE);

  const release = (request: FastifyRequest) => {
    slots.get(request)?.();
    slots.delete(request);
  };

  // Once the body is in: a phone slowly uploading a picture must not hold a slot meanwhile.
  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith('/api/')) return;
    const route = `${request.method} ${url}`;
    if (GATE_ROUTES.has(route) || PASSWORD_ROUTES.has(route)) return;
    await new Promise<void>((admitted) => {
      void others(
        () =>
          new Promise<void>((done) => {
            slots.set(request, done);
            // Whatever way the answer ends (sent, failed, the client gone), the slot comes back.
            reply.raw.once('close', () => release(request));
            if (reply.raw.destroyed) release(request);
            admitted();
          }),
      );
    });
  });
  // The answer is made: writing it to a slow phone needs no slot.
  fastify.addHook('onSend', async (request) => {
    release(request);
  });
}

export default fp(gateFirstPlugin, { name: 'gate-first' });
