import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, messages } from './errors';
import { validationMessage } from './validation-messages';

interface ErrorAnswer {
  status: number;
  detail: string;
  headers: Readonly<Record<string, string>>;
}

/** Fastify's own 4xx errors, answered in Italian. */
const fastifyErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: messages.emptyJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: messages.badRequest },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: messages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: messages.payloadTooLarge },
};

const detailsByStatus: Record<number, string> = {
  400: messages.badRequest,
  401: messages.sessionInvalid,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

/** Socket errors of a database that is down, restarting or unreachable. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' own words when a connection breaks or cannot be had in time. */
const BROKEN_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed)/;

/**
 * Whether the error (or what caused it: Drizzle wraps the driver's) says the database cannot be
 * reached right now: SQLSTATE class 08 (connection), 57P01–57P03 (shutting down, starting) and
 * 53300 (too many connections), or a broken socket. The request may succeed when retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNREACHABLE.has(code) || code.startsWith('08') || /^57P0[123]$|^53300$/.test(code)) {
        return true;
      }
    }
    if (BROKEN_CONNECTION.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

/** Request bodies are read as sent: the server does not decompress them (compress.ts). */
function isCompressed(request: FastifyRequest): boolean {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  return encoding !== undefined && encoding !== '' && encoding !== 'identity';
}

function answerFor(error: FastifyError | AppError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    return { status: error.statusCode, detail: error.detail, headers: error.headers };
  }
  // A compressed body fails to parse or to validate: say why, not that the JSON is wrong. One
  // too large stays 413: sent uncompressed, it would be larger still.
  const bodyError =
    error.validation !== undefined ||
    (error.code?.startsWith('FST_ERR_CTP_') && error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE');
  if (bodyError && isCompressed(request)) {
    return { status: 415, detail: messages.compressedBody, headers: {} };
  }
  if (error.validation !== undefined) {
    // Well-formed but against the contract (a field missing, of the wrong type, out of range).
    return {
      status: 422,
      detail: validationMessage(error.validation, error.validationContext),
      headers: {},
    };
  }
  const known = fastifyErrors[error.code];
  if (known !== undefined) return { ...known, headers: {} };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, detail: detailsByStatus[status] ?? messages.badRequest, headers: {} };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, detail: messages.unavailable, headers: { 'retry-after': '5' } };
  }
  return { status: 500, detail: messages.internal, headers: {} };
}

/** The one error handler: logs every error and answers `{ detail }` in Italian. */
export function errorHandler(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = answerFor(error, request);
  if (answer.status >= 500 && !(error instanceof AppError)) {
    request.log.error({ err: error }, 'request failed');
  } else {
    // Expected outcomes (bad input, no session...): no stack trace, which would be noise.
    request.log.info(
      {
        statusCode: answer.status,
        code: error instanceof AppError ? undefined : error.code,
        reason: error.message,
      },
      answer.detail,
    );
  }
  // 5xx answers carry only the fixed Italian text: never the error's message or stack.
  return reply.code(answer.status).headers(answer.headers).send({ detail: answer.detail });
}
