import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import { createAccessTokens, type AccessTokens, type AccessTokenSubject } from './access-tokens';
import { createTokenVersions, type TokenVersions } from './token-versions';
import { logFirstErrorOfOutage } from '../../external/redis-breaker';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    tokenVersions: TokenVersions;
    /** onRequest hook: a valid bearer access token is required. */
    authenticate: onRequestHookHandler;
    /** onRequest hook for routes open to everybody: reads a valid bearer token when one is sent. */
    authenticateIfPresent: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Set by the authentication hooks; null for anonymous requests. */
    user: Readonly<AccessTokenSubject> | null;
  }
}

export type AuthenticatedUser = Readonly<AccessTokenSubject>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

function unauthorized(error: 'none' | 'invalid_token'): AppError {
  return new AppError(401, messages.sessionInvalid, {
    headers: { 'www-authenticate': error === 'none' ? 'Bearer' : 'Bearer error="invalid_token"' },
  });
}

/** The authenticated user of a route whose hook is `authenticate`. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw unauthorized('none');
  return request.user;
}

/** Staff and admins run the entrance; everybody else gets 403. */
export function requireStaff(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (user.role !== 'staff' && user.role !== 'admin') throw new AppError(403, messages.staffOnly);
  return user;
}

/** The organisers' operations; everybody else gets 403. */
export function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError(403, messages.adminOnly);
  return user;
}

/** Where instances sharing a Redis tell each other a user's tokens changed (a user id). */
const TOKEN_VERSIONS_CHANNEL = 'fiera:token-versions';

/**
 * A logout, a password reset or a role change on one instance ends the user's tokens on every
 * instance at once, not after the others' cache time. Best effort: with Redis down, the cache
 * time (TOKEN_VERSION_RECHECK_MS) still bounds it.
 */
function announceTokenVersions(fastify: FastifyInstance): (userId: number) => void {
  return (userId) => {
    fastify.redis?.publish(TOKEN_VERSIONS_CHANNEL, String(userId)).catch((error: unknown) => {
      fastify.log.warn({ err: error }, 'token version change not announced');
    });
  };
}

/** How long the start waits for the subscription: Redis down must not hold the server. */
const SUBSCRIBE_WAIT_MS = 2_000;

async function listenForTokenVersions(
  fastify: FastifyInstance,
  forget: (userId: number) => void,
): Promise<void> {
  if (fastify.redis === undefined) return;
  // A subscribed connection can do nothing else: its own.
  const subscriber = fastify.redis.duplicate({ maxRetriesPerRequest: null });
  logFirstErrorOfOutage(subscriber, (error) =>
    fastify.log.error({ err: error }, 'redis subscriber failed'),
  );
  subscriber.on('message', (channel: string, message: string) => {
    const userId = Number(message);
    if (channel === TOKEN_VERSIONS_CHANNEL && Number.isSafeInteger(userId)) forget(userId);
  });
  fastify.addHook('onClose', async () => {
    subscriber.disconnect();
  });
  // Subscribed before the first request, so no announcement is missed after the start; the
  // connection keeps trying (and resubscribes) when Redis is not there yet.
  const subscribed = subscriber.subscribe(TOKEN_VERSIONS_CHANNEL).then(
    () => true,
    (error: unknown) => {
      fastify.log.error({ err: error }, 'token version changes not heard from other instances');
      return false;
    },
  );
  const waited = await Promise.race([subscribed, setTimeout(SUBSCRIBE_WAIT_MS, false)]);
  if (!waited) fastify.log.warn('redis: token version changes heard once it answers');
}

async function authPlugin(fastify: FastifyInstance) {
  const accessTokens = await createAccessTokens(fastify.config.tokenPrivateKeyPem);
  const tokenVersions = createTokenVersions(fastify.db, {
    announce: announceTokenVersions(fastify),
  });
  await listenForTokenVersions(fastify, (userId) => tokenVersions.forgetAnnounced(userId));

  async function verify(request: FastifyRequest, token: string): Promise<void> {
    let subject: AuthenticatedUser;
    try {
      subject = await accessTokens.verify(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'access token rejected');
      throw unauthorized('invalid_token');
    }
    // Logged out, reset, deleted or given another role since the token was issued.
    if (!(await tokenVersions.isCurrent(subject.userId, subject.version))) {
      request.log.info({ userId: subject.userId }, 'access token revoked');
      throw unauthorized('invalid_token');
    }
    request.user = subject;
  }

  fastify.decorate('accessTokens', accessTokens);
  fastify.decorate('tokenVersions', tokenVersions);
  fastify.decorateRequest('user', null);
  // Callback hooks: a staff phone sends the same token with every scan, and a token verified
  // before is answered without a promise (an async hook costs each request several).
  fastify.decorate<onRequestHookHandler>('authenticate', (request, _reply, done) => {
    const token = bearerToken(request);
    if (token === undefined) return done(unauthorized('none'));
    const known = accessTokens.verifiedBefore(token);
    if (known !== undefined && tokenVersions.knownCurrent(known.userId, known.version) === true) {
      request.user = known;
      return done();
    }
    verify(request, token).then(() => done(), done);
  });
  fastify.decorate<onRequestHookHandler>('authenticateIfPresent', (request, _reply, done) => {
    const token = bearerToken(request);
    if (token === undefined) return done();
    // Such routes (e.g. logout) must work with a stale token too: it is only ignored.
    verify(request, token).then(
      () => done(),
      () => done(),
    );
  });
}

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['db', 'rate-limit'],
  decorators: { fastify: ['config'] },
});
