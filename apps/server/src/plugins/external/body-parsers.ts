import { parse as parseForm } from 'node:querystring';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../errors';

/**
 * PostgreSQL cannot store U+0000 in text: a NUL that reached a query would fail it with a 500.
 * Refused while parsing, the request gets a 422 and the database never sees it.
 */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => containsNul(key) || containsNul(item));
  }
  return false;
}

function refuseNul<T>(value: T): T {
  if (containsNul(value)) throw new AppError(422, messages.nulCharacter);
  return value;
}

/**
 * The bodies the contract declares: JSON everywhere, a form for the login (OAuth2 password-flow
 * style). Fastify's plain-text parser goes: no operation takes text, and a parsed body of a type
 * the operation does not declare would skip its schema (request-guards.ts refuses those too).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.removeContentTypeParser('text/plain');

    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) => {
        // parseAs 'string': the Buffer branch of the type never happens.
        const text = typeof body === 'string' ? body : body.toString('utf8');
        parseJson(request, text, (error, value) => {
          if (error !== null) return done(error, undefined);
          // JSON carries a NUL only as the escape \u0000; the walk runs only when one may be there.
          if (text.includes('u0000') && containsNul(value)) {
            return done(new AppError(422, messages.nulCharacter), undefined);
          }
          done(null, value);
        });
      },
    );

    await fastify.register(formbody, { parser: (text) => refuseNul(parseForm(text)) });
  },
  { name: 'body-parsers' },
);
