import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messages } from '../errors';
import type { OperationId } from './types';

const MINUTE = 60_000;

interface Limit {
  /** Per client address, or per e-mail address read from this field of the body. */
  per: 'ip' | { bodyField: 'username' | 'email' };
  max: number;
  timeWindow: number;
}

/**
 * A fair's wifi puts hundreds of phones behind one public address: per-address limits are
 * generous and only stop floods; guessing and mail bombing are stopped per account.
 */
const limits: Partial<Record<OperationId, Limit[]>> = {
  login: [
    { per: 'ip', max: 300, timeWindow: MINUTE },
    { per: { bodyField: 'username' }, max: 10, timeWindow: MINUTE },
  ],
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
};

type Hook = (request: FastifyRequest) => Promise<void>;

export interface RateLimitHooks {
  /** Per-address limits: before the body is even read. */
  onRequest: Hook[];
  /** Per-account limits: they need the parsed, validated body. */
  preHandler: Hook[];
}

/** The e-mail address as the accounts compare it; hashed so that no store keeps addresses. */
function accountKey(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return createHash('sha256').update(email).digest('base64url');
}

export function rateLimitHooks(fastify: FastifyInstance, operationId: string): RateLimitHooks {
  const hooks: RateLimitHooks = { onRequest: [], preHandler: [] };
  for (const [index, limit] of (limits[operationId as OperationId] ?? []).entries()) {
    // Every limiter shares one store (and Redis namespace): the key names its limit.
    const name = `${operationId}:${index}`;
    const per = limit.per;
    const limiter = fastify.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator:
        per === 'ip'
          ? (request) => `${name}:ip:${request.ip}`
          : (request) => `${name}:account:${accountKey(request, per.bodyField)}`,
    });
    const hook: Hook = async (request) => {
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
