import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messages } from '../errors';
import { clientAddressKey } from './client-address';
import type { OperationId } from './types';

const MINUTE = 60_000;

interface Limit {
  /**
   * Per client address, per authenticated user, or per e-mail address read from this field of
   * the body.
   */
  per: 'ip' | 'user' | { bodyField: 'email' };
  max: number;
  timeWindow: number;
  /** Operations whose limits share this name share one count (accept and reject, say). */
  sharedAs?: string;
}

/**
 * A fair's wifi puts hundreds of phones behind one public address: per-address limits are
 * generous and only stop floods; guessing and mail bombing are stopped per account.
 */
const limits: Partial<Record<OperationId, Limit[]>> = {
  // Failed logins are slowed down per account and per address by the login throttle
  // (plugins/app/login-throttle); this only stops floods.
  login: [{ per: 'ip', max: 300, timeWindow: MINUTE }],
  register: [{ per: 'ip', max: 60, timeWindow: 60 * MINUTE }],
  forgotPassword: [
    { per: 'ip', max: 100, timeWindow: 15 * MINUTE },
    { per: { bodyField: 'email' }, max: 3, timeWindow: 15 * MINUTE },
  ],
  resendVerification: [
    { per: 'ip', max: 100, timeWindow: 15 * MINUTE },
    { per: { bodyField: 'email' }, max: 3, timeWindow: 15 * MINUTE },
  ],
  // Tokens are unguessable; these limits only bound the work (resetting hashes a password).
  resetPassword: [{ per: 'ip', max: 30, timeWindow: 15 * MINUTE }],
  verifyEmail: [{ per: 'ip', max: 300, timeWindow: 15 * MINUTE }],
  refreshToken: [{ per: 'ip', max: 600, timeWindow: MINUTE }],
  // Each of these costs real work (a profile save re-ranks every exhibitor, a decision may rank
  // them, a deletion verifies a password): an attendee cannot make the server do it endlessly.
  updateUser: [{ per: 'user', max: 20, timeWindow: MINUTE }],
  acceptMatch: [{ per: 'user', max: 60, timeWindow: MINUTE, sharedAs: 'decisions' }],
  rejectMatch: [{ per: 'user', max: 60, timeWindow: MINUTE, sharedAs: 'decisions' }],
  // A flip is a decision too, and the decisions of similar visitors feed everybody's matches.
  updateMatchStatus: [{ per: 'user', max: 60, timeWindow: MINUTE, sharedAs: 'decisions' }],
  deleteUser: [{ per: 'user', max: 5, timeWindow: 15 * MINUTE }],
};

type Hook = (request: FastifyRequest) => Promise<void>;

export interface RateLimitHooks {
  /** Per-address limits: before the body is even read. */
  onRequest: Hook[];
  /** Per-account and per-user limits: they need the validated body or the authenticated user. */
  preHandler: Hook[];
}

/** The e-mail address as the accounts compare it; hashed so that no store keeps addresses. */
function accountKey(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return createHash('sha256').update(email).digest('base64url');
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimiterOptions = Parameters<FastifyInstance['createRateLimit']>[0];

/**
 * Each limiter made by the plugin counts in a store of its own (in memory): operations sharing
 * a limit must share the one limiter, made once per application.
 */
const limitersByApp = new WeakMap<FastifyInstance, Map<string, Limiter>>();

function limiterNamed(
  fastify: FastifyInstance,
  name: string,
  options: () => LimiterOptions,
): Limiter {
  let limiters = limitersByApp.get(fastify);
  if (limiters === undefined) {
    limiters = new Map();
    limitersByApp.set(fastify, limiters);
  }
  let limiter = limiters.get(name);
  if (limiter === undefined) {
    limiter = fastify.createRateLimit(options());
    limiters.set(name, limiter);
  }
  return limiter;
}

export function rateLimitHooks(fastify: FastifyInstance, operationId: string): RateLimitHooks {
  const hooks: RateLimitHooks = { onRequest: [], preHandler: [] };
  for (const [index, limit] of (limits[operationId as OperationId] ?? []).entries()) {
    // Every limiter shares one store (and Redis namespace): the key names its limit.
    const name = limit.sharedAs ?? `${operationId}:${index}`;
    const per = limit.per;
    const limiter = limiterNamed(fastify, name, () => ({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator:
        per === 'ip'
          ? (request) => `${name}:ip:${clientAddressKey(request.ip)}`
          : per === 'user'
            ? (request) => `${name}:user:${request.user?.userId ?? clientAddressKey(request.ip)}`
            : (request) => `${name}:account:${accountKey(request, per.bodyField)}`,
    }));
    const hook: Hook = async (request) => {
      // The store never fails: with Redis down it counts in memory (rate-limit-store.ts).
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw new AppError(429, messages.tooManyRequests, {
        headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
      });
    };
    (per === 'ip' ? hooks.onRequest : hooks.preHandler).push(hook);
  }
  return hooks;
}
