/**
 * openapi.yaml read as the fuzz test needs it: every operation with its parameters, request
 * media types and declared answers, `$ref`s resolved, and ajv validators for both directions.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  listOperations,
  loadOpenApiDocument,
  type OpenApiDocument,
  type OperationInfo,
} from '../../src/openapi';

/** The part of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that openapi.yaml uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface DeclaredAnswer {
  /** A body of another type than JSON (the theme stylesheet): its media type. */
  textMediaType?: string;
  /** The JSON schema of the body; undefined for answers without content (204, 304). */
  schema: JsonSchema | undefined;
  validate: ValidateFunction | undefined;
}

export interface ContractOperation extends OperationInfo {
  parameters: ContractParameter[];
  body: { required: boolean; mediaTypes: Record<string, JsonSchema> } | undefined;
  answers: Map<number, DeclaredAnswer>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces every local `$ref` by a copy of its target (openapi.yaml has no cycles). */
export function dereference(value: Json, root: Json, seen: string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => dereference(item, root, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`openapi.yaml: cyclic $ref ${ref}`);
    return dereference(resolvePointer(root, ref), root, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, dereference(child, root, seen)]),
  );
}

function resolvePointer(root: Json, ref: string): Json {
  if (!ref.startsWith('#/'))
    throw new Error(`openapi.yaml: only local $refs are expected (${ref})`);
  let node: Json | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node =
      node !== null && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
    if (node === undefined) throw new Error(`openapi.yaml: unresolved $ref ${ref}`);
  }
  return node;
}

/**
 * ajv set up like the server's (Fastify's defaults plus src/app.ts): a request this accepts is
 * one the contract accepts, coercion of query strings included.
 */
export function requestAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    coerceTypes: 'array',
    removeAdditional: true,
    useDefaults: true,
    allErrors: false,
  });
  addFormats(ajv);
  return ajv;
}

/** Answers are checked exactly: no coercion, every error. */
function responseAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

interface RawParameter {
  name: string;
  in: ContractParameter['in'];
  required?: boolean;
  schema: JsonSchema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export function loadContract(): ContractOperation[] {
  const document = loadOpenApiDocument();
  const resolved = dereference(document as unknown as Json, document as unknown as Json);
  const paths = (resolved as unknown as OpenApiDocument).paths;
  const ajv = responseAjv();
  return listOperations(document).map((info) => {
    const pathItem = paths[info.path] as Record<string, unknown> & { parameters?: RawParameter[] };
    const raw = pathItem[info.method.toLowerCase()] as RawOperation;
    // Operation-level parameters override path-level ones of the same name and place.
    const byKey = new Map<string, RawParameter>();
    for (const parameter of [...(pathItem.parameters ?? []), ...(raw.parameters ?? [])]) {
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    const answers = new Map<number, DeclaredAnswer>();
    for (const [status, answer] of Object.entries(raw.responses)) {
      // application/json, or a JSON type of its own (application/manifest+json).
      const jsonType = Object.keys(answer.content ?? {}).find((type) =>
        /^application\/([\w.-]+\+)?json$/.test(type),
      );
      const schema = jsonType === undefined ? undefined : answer.content?.[jsonType]?.schema;
      // Text of any kind, the app icon's SVG (XML) included.
      const textMediaType = Object.keys(answer.content ?? {}).find(
        (type) => type.startsWith('text/') || type === 'image/svg+xml',
      );
      answers.set(Number(status), {
        schema,
        validate: schema === undefined ? undefined : ajv.compile(schema),
        ...(textMediaType === undefined ? {} : { textMediaType }),
      });
    }
    return {
      ...info,
      parameters: [...byKey.values()].map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? false,
        schema: parameter.schema,
      })),
      body:
        raw.requestBody === undefined
          ? undefined
          : {
              required: raw.requestBody.required ?? false,
              mediaTypes: Object.fromEntries(
                Object.entries(raw.requestBody.content).map(([type, media]) => [
                  type,
                  media.schema,
                ]),
              ),
            },
      answers,
    };
  });
}

/** What an API caller sees of an answer. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Text that only an internal error puts in an answer: SQL (from a failed query's message),
 * stack frames and source paths.
 */
const LEAKS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'SQL select', pattern: /\bselect\s/i },
  { name: 'SQL insert', pattern: /\binsert into\b/i },
  { name: 'SQL update', pattern: /\bupdate\s+"?\w+"?\s+set\b/i },
  { name: 'Drizzle error', pattern: /Failed query/ },
  { name: 'query parameters', pattern: /\bparams:/ },
  { name: 'stack frame', pattern: /\bat .*\.[cm]?[jt]s:\d+/ },
  { name: 'source file', pattern: /\.[cm]?ts:\d+/ },
  { name: 'file path', pattern: /(?:\/work\/|\/home\/|\/usr\/|node_modules|file:\/\/)/ },
  { name: 'error class', pattern: /\b(?:TypeError|RangeError|ReferenceError|SyntaxError):/ },
  { name: 'PostgreSQL error', pattern: /\b(?:pglite|postgres|relation "|violates )/i },
];

/**
 * The cells of a CSV export (';', as the Italian Excel reads it), each as it was stored: the
 * apostrophe that neutralises a formula is taken off again, so a stored name is recognised.
 */
function csvCells(body: string): string[] {
  try {
    const records: string[][] = parseCsv(body, {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
    });
    return records
      .flat()
      .map((cell) => (/^'[=+\-@\t\r＝＋－＠]/.test(cell) ? cell.slice(1) : cell));
  } catch {
    return [body];
  }
}

const squeezed = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim();

/**
 * The audit log quotes stored values «like this» (clipped with '…' when long): a quoted value
 * that a caller stored is no leak, whatever SQL-looking text it holds, so it is taken out of the
 * text before the leak patterns look at it.
 */
function withoutStoredQuotes(text: string, echoed: readonly string[]): string {
  return text.replace(/«([^»]*)»/gu, (quoted, value: string) => {
    const stored = squeezed(value.replace(/…$/u, ''));
    return stored !== '' && echoed.some((sent) => squeezed(sent).includes(stored)) ? '«»' : quoted;
  });
}

function stringLeaves(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) stringLeaves(item, into);
  }
  return into;
}

/**
 * Every way the answer breaks the contract or leaks internals; empty when it is fine.
 * `echoed`: the strings the request sent, which a 2xx answer may legitimately return (a saved
 * profile holding an SQL-looking text is not a leak).
 */
export function contractViolations(
  operation: ContractOperation,
  answer: Answer,
  echoed: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const { statusCode } = answer;
  if (statusCode >= 500) problems.push(`server error ${statusCode}`);
  const declared = operation.answers.get(statusCode);
  if (declared === undefined) {
    problems.push(
      `status ${statusCode} is not declared for ${operation.operationId} ` +
        `(declared: ${[...operation.answers.keys()].join(', ')})`,
    );
  }

  let parsed: unknown;
  let isJson = false;
  if (answer.body !== '' && declared?.textMediaType === undefined) {
    try {
      parsed = JSON.parse(answer.body);
      isJson = true;
    } catch {
      problems.push('the body is not JSON');
    }
  }
  const texts = isJson
    ? stringLeaves(parsed)
    : declared?.textMediaType === 'text/csv'
      ? csvCells(answer.body)
      : [answer.body];
  for (const answered of texts) {
    // A 2xx answer may hand back what the caller stored; an error answer never quotes input.
    if (statusCode < 400 && echoed.some((sent) => sent.includes(answered.trim()))) continue;
    const text = statusCode < 400 ? withoutStoredQuotes(answered, echoed) : answered;
    for (const leak of LEAKS) {
      if (leak.pattern.test(text)) problems.push(`${leak.name} in the answer: ${clip(text, 200)}`);
    }
  }

  if (declared?.textMediaType !== undefined) {
    const contentType = String(answer.headers['content-type'] ?? '');
    if (!contentType.startsWith(declared.textMediaType)) {
      problems.push(`content-type ${contentType || '(none)'} instead of ${declared.textMediaType}`);
    }
  } else if (declared !== undefined) {
    if (declared.validate === undefined) {
      if (answer.body !== '') problems.push(`status ${statusCode} declares no body but got one`);
    } else {
      const contentType = String(answer.headers['content-type'] ?? '');
      if (!/^application\/([\w.-]+\+)?json\b/i.test(contentType)) {
        problems.push(`content-type ${contentType || '(none)'} instead of application/json`);
      }
      if (!isJson) problems.push(`status ${statusCode} declares a JSON body`);
      else if (!declared.validate(parsed)) {
        problems.push(
          `body does not match the ${statusCode} schema: ${JSON.stringify(declared.validate.errors?.slice(0, 3))}`,
        );
      }
    }
  }
  return problems;
}

export function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (${text.length} chars)`;
}
