import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError, messages } from '../errors';
import { fieldMessage } from '../validation-messages';
import type { OperationInfo } from '../openapi';

type OnRequestHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

const unsupported = () => new AppError(415, messages.unsupportedMediaType);

const DECIMAL = /^[0-9]+$/;

/**
 * Integer path ids are plain decimal digits. The schema alone lets `1e400` through: coerced to
 * Infinity, which ajv's `maximum` does not check, and which PostgreSQL then refuses with a 500.
 * The range itself is the schema's to check (maximum 2147483647).
 */
export function integerPathGuard(names: readonly string[]): OnRequestHook {
  return (request, _reply, done) => {
    const params = request.params as Record<string, string | undefined>;
    const bad = names.find((name) => !DECIMAL.test(params[name] ?? ''));
    if (bad === undefined) return done(undefined);
    // "-1" is a whole number, only too small: say so rather than "not a whole number".
    const negative = /^-[0-9]+$/.test(params[bad] ?? '');
    done(
      new AppError(
        422,
        negative
          ? fieldMessage(bad, 'minimum', { limit: 1 }, 'params')
          : fieldMessage(bad, 'type', { type: 'integer' }, 'params'),
      ),
    );
  };
}

/** `application/JSON; charset=utf-8` → `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const end = contentType.indexOf(';');
  const type = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
  return type === '' ? undefined : type;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Fastify validates a body only against the schema of its own media type, and hands a body of
 * any other parsable type (a form, plain text) to the handler unvalidated. So an operation takes
 * exactly the media types openapi.yaml declares for it, and a body that is required has one.
 * Checked before the body is read: an undeclared body is never parsed.
 */
export function mediaTypeGuard(
  operation: Pick<OperationInfo, 'bodyMediaTypes' | 'bodyRequired'>,
): OnRequestHook {
  const declared = new Set(operation.bodyMediaTypes);
  // A scanner sends the same header with every scan: accepted once, it is not parsed again.
  let lastAccepted: string | undefined;
  // Callback style: the ticket scan runs through this, and a promise per request is measurable.
  return (request, _reply, done) => {
    const header = request.headers['content-type'];
    if (header !== undefined && header === lastAccepted) return done();
    const type = mediaTypeOf(header);
    if (type !== undefined && declared.has(type)) {
      lastAccepted = header;
      return done();
    }
    // Without an accepted type, only an operation that needs no body may go on, and only
    // without one (a stray Content-Type on an empty request is harmless).
    const accepted = !operation.bodyRequired && !hasBody(request);
    done(accepted ? undefined : unsupported());
  };
}
