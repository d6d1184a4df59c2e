import { parse as parseForm } from 'node:querystring';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../errors';
import { decodeUtf8 } from '../../import/read-records';
import { MAX_LOGO_BYTES, UPLOAD_LOGO_TYPES } from '../../media/logos';

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
 * Bodies larger than Fastify's 1 MiB, which every other body keeps: an import file (a CSV here,
 * JSON too on the import's route, see routes/admin-catalogue.ts) and a logo.
 */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
const IMAGE_BODY_LIMIT = MAX_LOGO_BYTES;

const IMAGE_TYPES = Object.keys(UPLOAD_LOGO_TYPES);

/**
 * The bodies the contract declares: JSON everywhere, a form for the login (OAuth2 password-flow
 * style), a CSV file for the import and an image for a logo. Fastify's plain-text parser goes:
 * no operation takes text, and a parsed body of a type the operation does not declare would skip
 * its schema (request-guards.ts refuses those too).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.removeContentTypeParser('text/plain');

    // Read as bytes and decoded here: Fastify's string reading would turn bytes that are not
    // UTF-8 into replacement characters, and a spreadsheet saved in another encoding would be
    // imported with its accents garbled instead of refused.
    fastify.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => {
        const bytes = typeof body === 'string' ? Buffer.from(body) : body;
        try {
          done(null, decodeUtf8(bytes));
        } catch (error) {
          // An ImportError: 422, listed as the import's problem of the whole file.
          done(error as Error, undefined);
        }
      },
    );

    // The handler checks the bytes (format, size in pixels): no parsing here.
    fastify.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );

    // The contract describes an image body as `type: string`, its bytes on the wire; parsed, it
    // is a Buffer, which that schema would refuse. Its bytes are the handler's to check.
    fastify.addHook('onRoute', (route) => {
      const schema = route.schema as { body?: { content?: Record<string, unknown> } } | undefined;
      const content = schema?.body?.content;
      if (content === undefined || !IMAGE_TYPES.some((type) => type in content)) return;
      route.schema = {
        ...route.schema,
        body: {
          content: Object.fromEntries(
            Object.entries(content).map(([type, media]) => [
              type,
              IMAGE_TYPES.includes(type) ? { schema: {} } : media,
            ]),
          ),
        },
      };
    });

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
