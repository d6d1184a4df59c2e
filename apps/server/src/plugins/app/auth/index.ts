import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import { createAccessTokens, type AccessTokens, type AccessTokenSubject } from './access-tokens';
import { createTokenVersions, type TokenVersions } from './token-versions';

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

async function authPlugin(fastify: FastifyInstance) {
  const accessTokens = await createAccessTokens(fastify.config.tokenPrivateKeyPem);
  const tokenVersions = createTokenVersions(fastify.db);

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
  dependencies: ['db'],
  decorators: { fastify: ['config'] },
});
