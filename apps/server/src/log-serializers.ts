import type { FastifyRequest } from 'fastify';

/**
 * What the log may keep of requests and errors. A log is read by more people, and kept longer,
 * than the database: the e-mailed links carry their token in the query string
 * (`/reset-password?token=…`), and a failed SQL statement carries its bound parameters
 * (password hashes, personal data).
 */

/** The URL without its query string (nor a fragment, which a client should not send). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  // A calendar feed's address is its secret: the log keeps that one was asked for, not which.
  return path.replace(/^\/api\/calendar\/[^/]+/, '/api/calendar/…');
}

/** Fastify's request serializer, with the path instead of the whole URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

// Causes nest rarely more than twice; a cycle or a pathological chain stops here.
const MAX_DEPTH = 5;
// The fields of a PostgreSQL error that name things. `detail` ("Failing row contains (…)",
// "Key (email)=(…) already exists"), `where` and `internalQuery` quote the data.
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint'];
// Properties that hold a statement's values, whatever error carries them.
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'values', 'detail', 'where']);

/** Drizzle's DrizzleQueryError: its message is the statement followed by `params: …`. */
function isQueryError(error: Error): error is Error & { query: string } {
  return 'query' in error && typeof error.query === 'string' && 'params' in error;
}

/** An error answered by PostgreSQL (node-postgres and PGlite alike). */
function isDatabaseError(error: Error): error is Error & { code: string } {
  return (
    'severity' in error &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
}

function typeOf(error: Error): string {
  return typeof error.constructor === 'function' ? error.constructor.name : error.name;
}

/** The stack with `message` in place of the original one, which the stack's first lines repeat. */
function stackWith(error: Error, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

function serialize(error: Error, depth: number): SerializedError {
  // First: PGlite adds the statement and its parameters to its own database errors.
  if (isDatabaseError(error)) {
    // Data exceptions (class 22) quote the value they refused: `invalid input syntax for type
    // integer: "…"`. Other messages name only objects (constraints, columns, types).
    const message = error.code.startsWith('22')
      ? error.message.replace(/"(?:[^"]|"")*"/g, '"…"')
      : error.message;
    const serialized: SerializedError = {
      // Both drivers' class is DatabaseError (PGlite's bundle renames it).
      type: 'DatabaseError',
      message,
      stack: stackWith(error, message),
    };
    for (const field of DATABASE_ERROR_FIELDS) {
      const value: unknown = Reflect.get(error, field);
      if (value !== undefined) serialized[field] = value;
    }
    return withCause(serialized, error, depth);
  }
  if (isQueryError(error)) {
    const message = `Failed query: ${error.query}`;
    return withCause(
      { type: typeOf(error), message, stack: stackWith(error, message) },
      error,
      depth,
    );
  }
  const serialized: SerializedError = {
    type: typeOf(error),
    message: error.message,
    stack: error.stack ?? `${error.name}: ${error.message}`,
  };
  // As pino's own serializer: the error's own fields (code, statusCode...) help the reader.
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || VALUE_PROPERTIES.has(key) || key in serialized) continue;
    serialized[key] = serializeValue(value, depth + 1);
  }
  return withCause(serialized, error, depth);
}

function serializeValue(value: unknown, depth: number): unknown {
  if (value instanceof Error) return depth > MAX_DEPTH ? typeOf(value) : serialize(value, depth);
  if (Array.isArray(value) && value.some((item) => item instanceof Error)) {
    return value.map((item) => serializeValue(item, depth));
  }
  return value;
}

function withCause(serialized: SerializedError, error: Error, depth: number): SerializedError {
  if (error.cause !== undefined) serialized.cause = serializeValue(error.cause, depth + 1);
  return serialized;
}

/**
 * The logger's `err` serializer: every `log.x({ err })` goes through it, Fastify's own included.
 * SQL errors keep their statement and PostgreSQL code, never their parameters.
 */
export function serializeError(error: Error): SerializedError {
  // pino hands over whatever was logged under `err`: anything else is kept as it is.
  if (!(error instanceof Error)) return error;
  return serialize(error, 0);
}

/** An error as text for the console (start-up failures), with the same care as the log. */
export function formatError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const lines: string[] = [];
  let current: unknown = serializeError(error);
  while (typeof current === 'object' && current !== null && 'stack' in current) {
    lines.push(String(current.stack));
    current = 'cause' in current ? current.cause : undefined;
    if (current !== undefined) lines.push('caused by:');
  }
  if (current !== undefined) lines.push(String(current));
  return lines.join('\n');
}
