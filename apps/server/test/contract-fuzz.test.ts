/**
 * The contract, enforced from the contract (issue 14 §1; security review F1, F8, F9, F11).
 *
 * Walks every operation of openapi.yaml and sends, through inject(), requests generated from its
 * schemas with fast-check: valid ones, invalid ones, hostile strings, wrong media types and
 * forged tokens, as anonymous, attendee, another attendee, staff and admin. Whatever is sent:
 * never a 5xx, never internals in an answer, and every answer is a status the operation declares
 * with a body matching its schema. The authorisation matrix below says who may do what.
 *
 * Reproduce a failure with the seed and path fast-check prints:
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run test/contract-fuzz.test.ts -t '<name>'
 * FUZZ_RUNS multiplies the number of runs (e.g. FUZZ_RUNS=10 for a longer hunt).
 */
import { defaultFairConfig } from '@fiera/fair-config';
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, vendors } from '../src/db/schema/index';
import { TOKEN_VERSION_RECHECK_MS } from '../src/plugins/app/auth/token-versions';
import type { OperationId } from '../src/routes/types';
import { generateEd25519PrivateKeyPem } from '../src/secrets';
import { PASSWORD, refreshCookieOf } from './helpers/accounts';
import {
  bearer,
  buildTestApp,
  createUser,
  setRoleInDatabase,
  TEST_TOKEN_PRIVATE_KEY,
} from './helpers/build-app';
import { forgedTokens, type ForgedToken } from './helpers/forged-tokens';
import { linkToken, startMailCatcher, type MailCatcher } from './helpers/mail';
import {
  clip,
  contractViolations,
  loadContract,
  requestAjv,
  type Answer,
  type ContractOperation,
  type ContractParameter,
  type JsonSchema,
} from './helpers/openapi-contract';
import {
  extraFields,
  hostileId,
  hostileString,
  invalidObject,
  invalidValue,
  NUL,
  oversizedString,
  validValue,
} from './helpers/schema-arbitraries';

const contract = loadContract();
// A counterexample names its operation instead of printing its compiled validators.
for (const op of contract) {
  Object.defineProperty(op, fc.toStringMethod, { value: () => op.operationId });
}
const operations = new Map(contract.map((operation) => [operation.operationId, operation]));

function operation(id: OperationId): ContractOperation {
  const found = operations.get(id);
  if (found === undefined) throw new Error(`openapi.yaml has no operation ${id}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Runs and reproduction

const RUNS_FACTOR = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

function runs(numRuns: number): fc.Parameters<unknown> {
  return {
    numRuns: Math.max(1, Math.round(numRuns * RUNS_FACTOR)),
    ...(SEED === undefined ? {} : { seed: SEED }),
    ...(process.env.FUZZ_PATH === undefined ? {} : { path: process.env.FUZZ_PATH }),
    // Shrinking re-sends requests (some run argon2): a bounded search keeps a failure quick.
    maxSkipsPerRun: 100,
    interruptAfterTimeLimit: 60_000,
  };
}

// ---------------------------------------------------------------------------------------------
// Roles and fixtures

const ACTORS = ['anonymous', 'attendee', 'otherAttendee', 'staff', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Member = Exclude<Actor, 'anonymous'>;

interface FixtureUser {
  id: number;
  email: string;
  token: string;
  password: string;
}

interface Fixture {
  app: FastifyInstance;
  mail: MailCatcher | undefined;
  users: Record<Member, FixtureUser>;
  vendorIds: number[];
  eventId: number;
  /** A decided match of the attendee, which nobody else may touch. */
  attendeeMatchId: number;
  attendeeTicket: string;
  ticketPrivateKeyPem: string;
}

const ROLE_OF: Record<Member, 'attendee' | 'staff' | 'admin'> = {
  attendee: 'attendee',
  otherAttendee: 'attendee',
  staff: 'staff',
  admin: 'admin',
};

// A 1×1 transparent PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function freshVendor(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .insert(vendors)
    .values({ name: `Da cancellare ${randomBytes(4).toString('hex')}` })
    .returning({ id: vendors.id });
  if (row === undefined) throw new Error('vendor not inserted');
  return row.id;
}

async function freshEvent(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .insert(events)
    .values({
      title: `Da cancellare ${randomBytes(4).toString('hex')}`,
      tags: [],
      eventDate: '2026-10-17',
      eventTime: '10:00',
    })
    .returning({ id: events.id });
  if (row === undefined) throw new Error('event not inserted');
  return row.id;
}

async function member(app: FastifyInstance, actor: Member, password = PASSWORD) {
  const user = await createUser(app, { role: ROLE_OF[actor], password });
  return { ...user, password };
}

async function setUp(options: { withMail: boolean }): Promise<Fixture> {
  const mail = options.withMail ? await startMailCatcher() : undefined;
  const ticketPrivateKeyPem = generateEd25519PrivateKeyPem();
  const app = await buildTestApp({
    config: { ticketPrivateKeyPem, ...(mail === undefined ? {} : { smtpUrl: mail.url }) },
  });
  const users = {
    attendee: await member(app, 'attendee'),
    otherAttendee: await member(app, 'otherAttendee'),
    staff: await member(app, 'staff'),
    admin: await member(app, 'admin'),
  };
  const rows = await app.db
    .insert(vendors)
    .values([
      {
        name: 'Codice Srl',
        stand: 'A1',
        description: 'Software house: sviluppo di applicazioni web e mobile.',
        seeking: 'Sviluppatori JavaScript.',
      },
      { name: 'Forno Bianchi', description: 'Panificio artigianale.', seeking: 'Fornai.' },
      { name: 'Trasporti Rossi', website: 'https://rossi.example', seeking: 'Autisti.' },
    ])
    .returning({ id: vendors.id });
  const [event] = await app.db
    .insert(events)
    .values([{ title: 'Apertura', tags: ['keynote'], eventDate: '2026-10-16', eventTime: '09:30' }])
    .returning({ id: events.id });
  if (event === undefined) throw new Error('fixture event not inserted');
  await app.contentVersions.refresh();
  const vendorIds = rows.map((row) => row.id);
  const headers = bearer(users.attendee.token);
  await app.inject({
    method: 'PUT',
    url: `/api/users/${users.attendee.id}`,
    headers,
    payload: {
      seeking: 'Cerco lavoro come sviluppatore software.',
      description: 'Sviluppatore JavaScript con esperienza in React.',
    },
  });
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/matches/${vendorIds[0]}/accept`,
    headers,
  });
  if (accepted.statusCode !== 200) throw new Error(`fixture match: ${accepted.body}`);
  const { ticket } = await app.ticketsService.issueTicket(users.attendee.id);
  return {
    app,
    mail,
    users,
    vendorIds,
    eventId: event.id,
    attendeeMatchId: accepted.json<{ id: number }>().id,
    attendeeTicket: ticket.qrCodeData,
    ticketPrivateKeyPem,
  };
}

async function tearDown(fixture: Fixture | undefined) {
  await fixture?.app.close();
  await fixture?.mail?.close();
}

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  operation: ContractOperation;
  /** The Authorization header; undefined for none. */
  authorization: string | undefined;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Undefined: no body at all. mediaType undefined: a body without a content type. */
  body: { mediaType: string | undefined; payload: string | Buffer } | undefined;
  cookies?: Record<string, string>;
}

/**
 * Per-address rate limits (register: 60 an hour) would turn a long run into 429s: every
 * request comes from its own address, as the many phones behind a fair's wifi would.
 */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function urlOf(request: FuzzRequest): string {
  const path = request.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.path[name];
    if (value === undefined) throw new Error(`no value for the path parameter ${name}`);
    // A lone surrogate has no UTF-8 form: a client would send U+FFFD in its place.
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, '\ufffd'));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    for (const item of [value].flat()) query.append(name, item);
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

function injectOptions(request: FuzzRequest): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  if (request.authorization !== undefined) headers.authorization = request.authorization;
  if (request.body?.mediaType !== undefined) headers['content-type'] = request.body.mediaType;
  return {
    method: request.operation.method as InjectOptions['method'],
    url: urlOf(request),
    headers,
    remoteAddress: nextAddress(),
    ...(request.body === undefined ? {} : { payload: request.body.payload }),
    ...(request.cookies === undefined ? {} : { cookies: request.cookies }),
  };
}

/** How a failure is reported: the exact request and answer, long texts clipped. */
function describeExchange(request: FuzzRequest, answer: Answer | undefined): string {
  const options = injectOptions(request);
  const lines = [
    `${String(options.method)} ${clip(String(options.url), 300)}`,
    ...Object.entries(options.headers ?? {}).map(
      ([name, value]) => `${name}: ${clip(String(value), 120)}`,
    ),
  ];
  if (request.body !== undefined) lines.push('', clip(JSON.stringify(request.body.payload), 400));
  if (answer !== undefined) {
    lines.push('→', `${answer.statusCode} ${clip(answer.body, 400)}`);
  }
  return lines.join('\n');
}

function stringsOf(request: FuzzRequest): string[] {
  const strings = [
    ...Object.values(request.path),
    ...Object.values(request.query).flat(),
    ...Object.values(request.headers),
  ];
  const payload = request.body?.payload;
  if (typeof payload === 'string') {
    strings.push(payload);
    try {
      collectStrings(JSON.parse(payload), strings);
    } catch {
      for (const value of new URLSearchParams(payload).values()) strings.push(value);
    }
  }
  return strings;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

async function send(app: FastifyInstance, request: FuzzRequest): Promise<Answer> {
  const response = await app.inject(injectOptions(request));
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

// ---------------------------------------------------------------------------------------------
// The contract as an oracle of which requests must be refused

const oracleAjv = requestAjv();
const oracles = new Map<JsonSchema, (value: unknown) => boolean>();

function accepts(schema: JsonSchema, value: unknown): boolean {
  let validate = oracles.get(schema);
  if (validate === undefined) {
    const compiled = oracleAjv.compile({
      type: 'object',
      properties: { value: schema },
      required: ['value'],
    });
    validate = (candidate) => compiled({ value: structuredClone(candidate) });
    oracles.set(schema, validate);
  }
  return validate(value);
}

function formObject(payload: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(payload)) {
    const previous = object[key];
    object[key] = previous === undefined ? value : [previous, value].flat();
  }
  return object;
}

/** Whether the contract refuses the request's values (its media type is checked elsewhere). */
function contractRefuses(request: FuzzRequest): boolean {
  for (const parameter of request.operation.parameters) {
    const value =
      parameter.in === 'path'
        ? request.path[parameter.name]
        : parameter.in === 'query'
          ? request.query[parameter.name]
          : parameter.in === 'header'
            ? request.headers[parameter.name.toLowerCase()]
            : undefined;
    if (value === undefined) {
      if (parameter.required) return true;
    } else if (!accepts(parameter.schema, value)) return true;
  }
  const body = request.operation.body;
  if (body !== undefined && request.body !== undefined) {
    const mediaType = request.body.mediaType?.split(';')[0]?.trim().toLowerCase() ?? '';
    const schema = body.mediaTypes[mediaType];
    if (schema !== undefined) {
      let value: unknown;
      const payload = request.body.payload.toString();
      if (mediaType === 'application/json') {
        try {
          value = JSON.parse(payload);
        } catch {
          return true;
        }
      } else if (mediaType === 'application/x-www-form-urlencoded') value = formObject(payload);
      else value = payload;
      if (!accepts(schema, value)) return true;
    }
  }
  return false;
}

/**
 * What earlier accepted requests sent: the fixture's accounts keep it, so a later answer may hand
 * back a profile text stored several runs before (an SQL-looking one is then no leak).
 */
const storedEarlier = new Set<string>();

/**
 * Checks one exchange; throws with the request and answer on failure (fast-check then shrinks
 * to the smallest request that still fails).
 */
async function exchange(
  app: FastifyInstance,
  request: FuzzRequest,
  expect?: { status?: number | 'not 415'; refused?: boolean },
): Promise<Answer> {
  const answer = await send(app, request);
  const problems = contractViolations(request.operation, answer, [
    ...stringsOf(request),
    ...storedEarlier,
  ]);
  if (answer.statusCode < 300) for (const text of stringsOf(request)) storedEarlier.add(text);
  const mustRefuse =
    expect?.refused ??
    (contractRefuses(request) || stringsOf(request).some((s) => s.includes(NUL)));
  const { statusCode } = answer;
  if (mustRefuse && (statusCode < 400 || statusCode >= 500)) {
    problems.push(`the contract refuses this request, yet it answered ${statusCode}`);
  }
  if (typeof expect?.status === 'number' && statusCode !== expect.status) {
    problems.push(`expected ${expect.status}, got ${statusCode}`);
  }
  if (expect?.status === 'not 415' && statusCode === 415) {
    problems.push('a declared media type was refused with 415');
  }
  if (problems.length > 0) {
    throw new Error(
      `${request.operation.operationId}: ${problems.join('; ')}\n${describeExchange(request, answer)}`,
    );
  }
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Generators of requests

const paramsIn = (op: ContractOperation, place: ContractParameter['in']) =>
  op.parameters.filter((parameter) => parameter.in === place);

/** Header values are ASCII text on the wire: only printable characters are drawn for them. */
function headerSafe(value: unknown): string {
  return String(value)
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

/** Schema-valid path, query and header values (as text, as they travel). */
function validParameters(op: ContractOperation) {
  const record = (place: ContractParameter['in']) =>
    fc.record(
      Object.fromEntries(
        paramsIn(op, place).map((parameter) => [parameter.name, validValue(parameter.schema)]),
      ),
      {
        requiredKeys: paramsIn(op, place)
          .filter((parameter) => parameter.required)
          .map((parameter) => parameter.name),
      },
    );
  return fc
    .record({ path: record('path'), query: record('query'), header: record('header') })
    .map(({ path, query, header }) => ({
      path: Object.fromEntries(Object.entries(path).map(([name, value]) => [name, String(value)])),
      query: Object.fromEntries(
        Object.entries(query).map(([name, value]) => [name, String(value)]),
      ),
      headers: Object.fromEntries(
        Object.entries(header).map(([name, value]) => [name.toLowerCase(), headerSafe(value)]),
      ),
    }));
}

function encodeBody(mediaType: string, value: unknown): string {
  // A CSV file or an image travels as it is: its schema is the string of its content.
  if (mediaType === 'text/csv' || mediaType.startsWith('image/')) return String(value);
  if (mediaType !== 'application/x-www-form-urlencoded') return JSON.stringify(value) ?? '';
  const form = new URLSearchParams();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      // Arrays travel as repeated keys; objects as what a careless client would send.
      for (const element of Array.isArray(item) ? item : [item]) {
        form.append(key, typeof element === 'object' ? JSON.stringify(element) : String(element));
      }
    }
  }
  return form.toString();
}

/** The declared media type of the operation's body and its schema (the first one). */
function declaredBody(
  op: ContractOperation,
): { mediaType: string; schema: JsonSchema } | undefined {
  const entry = Object.entries(op.body?.mediaTypes ?? {})[0];
  return entry === undefined ? undefined : { mediaType: entry[0], schema: entry[1] };
}

/**
 * Images: any bytes, real images, and images whose header is followed by noise (what the
 * server's reading of the pixel size must survive).
 */
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8);
const imageBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(TINY_PNG),
  fc
    .tuple(fc.integer({ min: 8, max: TINY_PNG.length }), fc.uint8Array({ maxLength: 512 }))
    .map(([cut, noise]) => Buffer.concat([TINY_PNG.subarray(0, cut), Buffer.from(noise)])),
  fc
    .uint8Array({ maxLength: 64 })
    .map((noise) => Buffer.concat([PNG_SIGNATURE, Buffer.from(noise)])),
  fc
    .uint8Array({ maxLength: 64 })
    .map((noise) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(noise)])),
  fc
    .uint8Array({ maxLength: 64 })
    .map((noise) =>
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8', 'latin1'), Buffer.from(noise)]),
    ),
);

/** CSV files of the import's own columns, with any values in them. */
const IMPORT_COLUMNS = [
  'name',
  'title',
  'event_date',
  'event_time',
  'tags',
  'stand',
  'website',
  'email',
  'logo_path',
];
const csvFile: fc.Arbitrary<string> = fc
  .tuple(
    fc.subarray(IMPORT_COLUMNS, { minLength: 1 }),
    fc.constantFrom(',', ';'),
    fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 9 }), {
      maxLength: 5,
    }),
  )
  .map(([columns, separator, rows]) =>
    [columns, ...rows]
      .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(separator))
      .join('\n'),
  );

function validBody(op: ContractOperation): fc.Arbitrary<FuzzRequest['body']> {
  const declared = declaredBody(op);
  if (declared === undefined) return fc.constant(undefined);
  const { mediaType, schema } = declared;
  if (mediaType.startsWith('image/')) {
    return imageBytes.map((payload) => ({ mediaType, payload }));
  }
  const values =
    mediaType === 'text/csv' ? fc.oneof(validValue(schema), csvFile) : validValue(schema);
  return values.map((value) => ({ mediaType, payload: encodeBody(mediaType, value) }));
}

/** Operations whose success ends the caller's session: they get a disposable caller. */
const ENDS_SESSION = new Set<OperationId>(['logout', 'deleteUser', 'resetPassword']);

async function authorizationOf(
  fixture: Fixture,
  op: ContractOperation,
  actor: Actor,
): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (ENDS_SESSION.has(op.operationId as OperationId)) {
    return bearer((await member(fixture.app, actor)).token).authorization;
  }
  return bearer(fixture.users[actor].token).authorization;
}

type Draft = Omit<FuzzRequest, 'authorization'>;

/** Operations that delete an account or change its role: the one their path names. */
const ACTS_ON_ACCOUNT = new Set<OperationId>(['deleteAccount', 'changeAccountRole']);

/**
 * Generated ids are often small, like the fixture's own accounts: those operations act on a
 * fresh attendee instead, or the fixture's tokens would die half-way through the run.
 */
async function sparingFixtureAccounts(fixture: Fixture, op: ContractOperation, draft: Draft) {
  const id = draft.path.id;
  const fixtureIds = Object.values(fixture.users).map((user) => String(user.id));
  if (!ACTS_ON_ACCOUNT.has(op.operationId as OperationId) || !fixtureIds.includes(id ?? '')) {
    return draft;
  }
  const fresh = await member(fixture.app, 'attendee');
  return { ...draft, path: { ...draft.path, id: String(fresh.id) } };
}

function validDraft(op: ContractOperation): fc.Arbitrary<Draft> {
  return fc
    .tuple(validParameters(op), validBody(op))
    .map(([parameters, body]) => ({ operation: op, ...parameters, body }));
}

/** One value of the request (a parameter or a body field) replaced by another. */
function replacing(
  op: ContractOperation,
  replacement: (schema: JsonSchema) => fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<Draft> | undefined {
  const choices: fc.Arbitrary<Draft>[] = [];
  for (const parameter of op.parameters) {
    const value = replacement(parameter.schema);
    // Any printable text is a valid header string: nothing there to break.
    if (value === undefined || parameter.in === 'cookie' || parameter.in === 'header') continue;
    const place = parameter.in;
    choices.push(
      fc.tuple(validDraft(op), value).map(([draft, replaced]) => {
        const text = typeof replaced === 'string' ? replaced : JSON.stringify(replaced);
        const name = parameter.name;
        return { ...draft, [place]: { ...draft[place], [name]: text } };
      }),
    );
  }
  const declared = declaredBody(op);
  for (const [field, schema] of Object.entries(declared?.schema.properties ?? {})) {
    const value = replacement(schema);
    if (declared === undefined || value === undefined) continue;
    choices.push(
      fc.tuple(validValue(declared.schema), value).map(([body, replaced]) => ({
        operation: op,
        path: {},
        query: {},
        headers: {},
        body: {
          mediaType: declared.mediaType,
          payload: encodeBody(declared.mediaType, { ...(body as object), [field]: replaced }),
        },
      })),
    );
  }
  if (choices.length === 0) return undefined;
  // Path parameters must stay valid when only a body field is replaced.
  return fc.tuple(validDraft(op), fc.oneof(...choices)).map(([valid, draft]) => ({
    ...draft,
    path: { ...valid.path, ...draft.path },
    query: { ...valid.query, ...draft.query },
  }));
}

function invalidDraft(op: ContractOperation): fc.Arbitrary<Draft> | undefined {
  const declared = declaredBody(op);
  const choices: fc.Arbitrary<Draft>[] = [];
  const replaced = replacing(op, invalidValue);
  if (replaced !== undefined) choices.push(replaced);
  if (declared !== undefined) {
    choices.push(
      fc.tuple(validDraft(op), invalidObject(declared.schema)).map(([draft, body]) => ({
        ...draft,
        body: { mediaType: declared.mediaType, payload: encodeBody(declared.mediaType, body) },
      })),
    );
  }
  for (const parameter of op.parameters.filter((candidate) => candidate.required)) {
    if (parameter.in !== 'query') continue;
    choices.push(
      validDraft(op).map((draft) => {
        const { [parameter.name]: _missing, ...query } = draft.query;
        return { ...draft, query };
      }),
    );
  }
  return choices.length === 0 ? undefined : fc.oneof(...choices);
}

const isStringSchema = (schema: JsonSchema) =>
  [schema.type, ...(schema.oneOf ?? []).map((option) => option.type)]
    .flat()
    .some((type) => type === 'string');
const isIntegerSchema = (schema: JsonSchema) => [schema.type].flat().includes('integer');

// ---------------------------------------------------------------------------------------------
// The authorisation matrix

type Expected = '2xx' | 401 | 403 | 404;

const everyone = (expected: Expected): Record<Actor, Expected> => ({
  anonymous: expected,
  attendee: expected,
  otherAttendee: expected,
  staff: expected,
  admin: expected,
});
const members = (expected: Expected): Record<Actor, Expected> => ({
  ...everyone(expected),
  anonymous: 401,
});
const staffOnly: Record<Actor, Expected> = {
  anonymous: 401,
  attendee: 403,
  otherAttendee: 403,
  staff: '2xx',
  admin: '2xx',
};
const adminOnly: Record<Actor, Expected> = {
  anonymous: 401,
  attendee: 403,
  otherAttendee: 403,
  staff: 403,
  admin: '2xx',
};

/**
 * Who may call what, with a valid request. "attendee" owns the resources the requests name (its
 * user id, its match); "otherAttendee" sends the very same request on them.
 */
const AUTHORISATION: Record<OperationId, Record<Actor, Expected>> = {
  getHealth: everyone('2xx'),
  getLiveness: everyone('2xx'),
  getTicketPublicKey: everyone('2xx'),
  // Public account operations: a session neither helps nor hurts.
  login: everyone('2xx'),
  register: everyone('2xx'),
  verifyEmail: everyone('2xx'),
  resendVerification: everyone('2xx'),
  forgotPassword: everyone('2xx'),
  resetPassword: everyone('2xx'),
  logout: everyone('2xx'),
  // The refresh cookie is the credential: anonymous callers have none.
  refreshToken: members('2xx'),
  getCurrentUser: members('2xx'),
  exportCurrentUser: members('2xx'),
  updateUser: { anonymous: 401, attendee: '2xx', otherAttendee: 403, staff: 403, admin: '2xx' },
  deleteUser: { anonymous: 401, attendee: '2xx', otherAttendee: 403, staff: 403, admin: '2xx' },
  validateTicket: staffOnly,
  getAgenda: members('2xx'),
  getCalendarFeed: members('2xx'),
  createCalendarFeed: members('2xx'),
  deleteCalendarFeed: members('2xx'),
  getAgendaCalendar: everyone('2xx'),
  getEventCalendar: everyone('2xx'),
  changeAgenda: members('2xx'),
  uploadOfflineCheckins: staffOnly,
  listTicketRevocations: staffOnly,
  getCheckinStats: staffOnly,
  getFairConfig: everyone('2xx'),
  getFairTheme: everyone('2xx'),
  getWebManifest: everyone('2xx'),
  getAppIcon: everyone('2xx'),
  updateFairConfig: adminOnly,
  // The back-office: organisers only.
  createVendor: adminOnly,
  updateVendor: adminOnly,
  deleteVendor: adminOnly,
  uploadVendorLogo: adminOnly,
  createEvent: adminOnly,
  updateEvent: adminOnly,
  deleteEvent: adminOnly,
  importCatalogue: adminOnly,
  listAccounts: adminOnly,
  deleteAccount: adminOnly,
  changeAccountRole: adminOnly,
  resendAccountVerification: adminOnly,
  getGateDashboard: adminOnly,
  exportData: adminOnly,
  listAuditLog: adminOnly,
  listVendors: members('2xx'),
  getVendor: members('2xx'),
  listEvents: members('2xx'),
  listMatches: members('2xx'),
  getNewMatch: members('2xx'),
  // Deciding on a vendor creates the caller's own match: anybody signed in may.
  acceptMatch: members('2xx'),
  rejectMatch: members('2xx'),
  // Another user's match answers as a missing one: match ids are not to be probed.
  updateMatchStatus: {
    anonymous: 401,
    attendee: '2xx',
    otherAttendee: 404,
    staff: 404,
    admin: 404,
  },
};

function request(
  op: OperationId,
  authorization: string | undefined,
  parts: Partial<Omit<FuzzRequest, 'operation' | 'authorization'>> = {},
): FuzzRequest {
  return {
    operation: operation(op),
    authorization,
    path: {},
    query: {},
    headers: {},
    body: undefined,
    ...parts,
  };
}

const json = (value: unknown) => ({
  mediaType: 'application/json',
  payload: JSON.stringify(value),
});
const form = (value: Record<string, string>) => ({
  mediaType: 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(value).toString(),
});

/** A valid request of each operation, for the given caller; some need fresh accounts or mail. */
async function validRequest(fixture: Fixture, op: OperationId, actor: Actor): Promise<FuzzRequest> {
  const { app, mail, users } = fixture;
  const auth = actor === 'anonymous' ? undefined : bearer(users[actor].token).authorization;
  const self = actor === 'anonymous' ? users.attendee : users[actor];
  const mailed = async (email: string, path: string) => {
    await app.mail.idle();
    if (mail === undefined) throw new Error('this fixture has no mail catcher');
    return linkToken(mail.to(email).at(-1), path);
  };
  switch (op) {
    case 'getHealth':
    case 'getLiveness':
    case 'getTicketPublicKey':
    case 'getCurrentUser':
    case 'exportCurrentUser':
    case 'getCheckinStats':
    case 'listTicketRevocations':
    case 'getAgenda':
    case 'getCalendarFeed':
    case 'createCalendarFeed':
    case 'deleteCalendarFeed':
    case 'listVendors':
    case 'listEvents':
    case 'listMatches':
    case 'getNewMatch':
    case 'getFairConfig':
    case 'getFairTheme':
    case 'getWebManifest':
    case 'getAppIcon':
    case 'listAccounts':
    case 'getGateDashboard':
    case 'listAuditLog':
      return request(op, auth);
    case 'exportData':
      return request(op, auth, { path: { kind: 'attendees' } });
    case 'createVendor':
      return request(op, auth, {
        body: json({ name: `Azienda ${randomBytes(4).toString('hex')}`, stand: 'C7' }),
      });
    case 'updateVendor':
      return request(op, auth, {
        path: { vendorId: String(fixture.vendorIds[2]) },
        body: json({
          name: 'Trasporti Rossi',
          website: 'https://rossi.example',
          seeking: 'Autisti.',
        }),
      });
    case 'deleteVendor':
      return request(op, auth, { path: { vendorId: String(await freshVendor(app)) } });
    case 'uploadVendorLogo':
      return request(op, auth, {
        path: { vendorId: String(fixture.vendorIds[2]) },
        body: { mediaType: 'image/png', payload: TINY_PNG },
      });
    case 'createEvent':
      return request(op, auth, {
        body: json({
          title: `Incontro ${randomBytes(4).toString('hex')}`,
          event_date: '2026-10-16',
          event_time: '11:00',
        }),
      });
    case 'updateEvent':
      return request(op, auth, {
        path: { eventId: String(fixture.eventId) },
        body: json({
          title: 'Apertura',
          tags: ['keynote'],
          event_date: '2026-10-16',
          event_time: '09:30',
        }),
      });
    case 'deleteEvent':
      return request(op, auth, { path: { eventId: String(await freshEvent(app)) } });
    case 'importCatalogue':
      return request(op, auth, {
        path: { kind: 'vendors' },
        body: { mediaType: 'text/csv', payload: 'name;stand\nForno Bianchi;B2\n' },
      });
    case 'deleteAccount':
      return request(op, auth, { path: { id: String((await member(app, 'attendee')).id) } });
    case 'changeAccountRole':
      return request(op, auth, {
        path: { id: String((await member(app, 'attendee')).id) },
        body: json({ role: 'staff' }),
      });
    case 'resendAccountVerification': {
      const unverified = await createUser(app, { verified: false });
      return request(op, auth, { path: { id: String(unverified.id) } });
    }
    case 'updateFairConfig':
      return request(op, auth, { body: json(defaultFairConfig) });
    case 'login':
      return request(op, auth, { body: form({ username: self.email, password: self.password }) });
    case 'refreshToken': {
      if (actor === 'anonymous') return request(op, auth);
      const session = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: self.email, password: self.password }).toString(),
      });
      return request(op, auth, { cookies: { fiera_refresh: refreshCookieOf(session) } });
    }
    case 'register':
      return request(op, auth, {
        body: json({
          email: `nuovo-${randomBytes(4).toString('hex')}@example.com`,
          password: PASSWORD,
          privacy_consent: true,
        }),
      });
    case 'verifyEmail': {
      const email = `verifica-${randomBytes(4).toString('hex')}@example.com`;
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextAddress(),
        payload: { email, password: PASSWORD, privacy_consent: true },
      });
      return request(op, auth, { body: json({ token: await mailed(email, '/verify-email') }) });
    }
    case 'resendVerification':
      return request(op, auth, { body: json({ email: self.email }) });
    case 'forgotPassword':
      return request(op, auth, { body: json({ email: self.email }) });
    case 'resetPassword': {
      const target = await member(app, 'attendee');
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: nextAddress(),
        payload: { email: target.email },
      });
      const token = await mailed(target.email, '/reset-password');
      return request(op, auth, { body: json({ token, new_password: 'una-nuova-password' }) });
    }
    case 'logout': {
      if (actor === 'anonymous') return request(op, auth);
      // Logging out may end the access token too: a disposable session, not the fixture's.
      const own = await member(app, actor);
      return request(op, bearer(own.token).authorization);
    }
    case 'updateUser':
      return request(op, auth, {
        path: { id: String(users.attendee.id) },
        body: json({ first_name: 'Anna', company_name: null }),
      });
    case 'deleteUser': {
      // A fresh owner each time: the attendee deletes their own account, the others try to.
      const owner = await member(app, 'attendee');
      const caller =
        actor === 'attendee' ? owner : actor === 'anonymous' ? undefined : users[actor];
      return request(op, caller === undefined ? undefined : bearer(caller.token).authorization, {
        path: { id: String(owner.id) },
        body: json({ password: caller?.password ?? PASSWORD }),
      });
    }
    case 'validateTicket':
      return request(op, auth, { body: json({ qr_code_data: fixture.attendeeTicket }) });
    case 'getEventCalendar':
      return request(op, auth, { path: { eventId: String(fixture.eventId) } });
    case 'getAgendaCalendar': {
      // The attendee's feed address: its secret is the path's token.
      const { url } = await app.calendarService.newFeed(users.attendee.id);
      const token = new URL(url).pathname.split('/').at(-2) ?? '';
      return request(op, auth, { path: { token } });
    }
    case 'changeAgenda':
      return request(op, auth, {
        body: json({
          changes: [{ event_id: 1, starred: true, changed_at: new Date().toISOString() }],
        }),
      });
    case 'uploadOfflineCheckins':
      return request(op, auth, {
        body: json({
          scans: [
            {
              nonce: randomUUID(),
              qr_code_data: fixture.attendeeTicket,
              scanned_at: new Date().toISOString(),
            },
          ],
        }),
      });
    case 'getVendor':
      return request(op, auth, { path: { vendorId: String(fixture.vendorIds[0]) } });
    case 'acceptMatch':
    case 'rejectMatch':
      return request(op, auth, { path: { vendorId: String(fixture.vendorIds[1]) } });
    case 'updateMatchStatus':
      return request(op, auth, {
        path: { matchId: String(fixture.attendeeMatchId) },
        query: { status: 'rejected' },
      });
  }
}

function statusClass(status: number): Expected | number {
  if (status >= 200 && status < 300) return '2xx';
  return status;
}

describe('given the contract', () => {
  it('when the authorisation matrix is read, it names every operation of openapi.yaml', () => {
    expect(Object.keys(AUTHORISATION).sort()).toEqual(contract.map((op) => op.operationId).sort());
  });

  it('when the audit log quotes a stored SQL-looking value, the leak check lets it pass, and no other', () => {
    const auditLog = contract.find((op) => op.operationId === 'listAuditLog');
    if (auditLog === undefined) throw new Error('listAuditLog is missing from the contract');
    const stored = '1 union select password from users';
    const summary = (quoted: string) => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          {
            id: 1,
            at: '2026-10-16T08:00:00.000Z',
            actor_id: 1,
            actor_email: 'admin@example.com',
            action: 'vendor.update',
            target: 'Codice Srl',
            summary: `posizione: vuoto → «${quoted}»`,
          },
        ],
        next_before: null,
      }),
    });

    expect(contractViolations(auditLog, summary(stored), [stored])).toEqual([]);
    // Clipped as the log writes long values, with its spaces squeezed.
    expect(contractViolations(auditLog, summary('1 union  select pass…'), [stored])).toEqual([]);
    expect(contractViolations(auditLog, summary('select * from users'), [stored])).toEqual([
      expect.stringContaining('SQL select in the answer'),
    ]);
  });
});

describe('given the authorisation matrix / when each role sends a valid request', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await setUp({ withMail: true });
  });
  afterAll(() => tearDown(fixture));

  const cases = contract.flatMap((op) =>
    ACTORS.map((actor) => ({
      id: op.operationId as OperationId,
      actor,
      expected: AUTHORISATION[op.operationId as OperationId][actor],
    })),
  );
  it.each(cases)('$id as $actor → $expected', async ({ id, actor, expected }) => {
    const sent = await validRequest(fixture, id, actor);
    const answer = await send(fixture.app, sent);
    const problems = contractViolations(sent.operation, answer, stringsOf(sent));
    if (statusClass(answer.statusCode) !== expected) {
      problems.unshift(`expected ${expected}, got ${answer.statusCode}`);
    }
    expect(problems, describeExchange(sent, answer)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzzing the values

describe('given generated requests / when their values follow the contract or break it', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await setUp({ withMail: false });
  });
  afterAll(() => tearDown(fixture));

  /** Argon2 runs in these (~60 ms each on the shared machine): fewer runs. */
  const SLOW = new Set<OperationId>(['login', 'register', 'resetPassword', 'deleteUser']);
  const runsOf = (op: ContractOperation, base: number) =>
    SLOW.has(op.operationId as OperationId) ? Math.ceil(base / 2) : base;

  const actorFor = (op: ContractOperation): Actor =>
    op.authentication === 'none' ? 'anonymous' : 'admin';

  async function sendDraft(
    op: ContractOperation,
    draft: Draft,
    actor: Actor,
    expectation?: Parameters<typeof exchange>[2],
  ) {
    const authorization = await authorizationOf(fixture, op, actor);
    const sent = await sparingFixtureAccounts(fixture, op, draft);
    return exchange(fixture.app, { ...sent, authorization }, expectation);
  }

  describe.each(contract)('$operationId', (op) => {
    it('when every value is valid, as any role, answers a declared status and shape', async () => {
      await fc.assert(
        fc.asyncProperty(validDraft(op), fc.constantFrom(...ACTORS), async (draft, actor) => {
          await sendDraft(op, draft, actor);
        }),
        runs(runsOf(op, 30)),
      );
    });

    const invalid = invalidDraft(op);
    // Registered only where the operation has such inputs: nothing is skipped.
    if (!(invalid === undefined))
      it('when a value breaks the schema, answers 4xx in the declared shape', async () => {
        if (invalid === undefined) return;
        await fc.assert(
          fc.asyncProperty(invalid, async (draft) => {
            // A form turns every value into text: {} becomes the valid string "{}". Only what
            // the contract refuses, as sent, counts (too many skips fail the property).
            fc.pre(contractRefuses({ ...draft, authorization: undefined }));
            await sendDraft(op, draft, actorFor(op), { refused: true });
          }),
          runs(runsOf(op, 30)),
        );
      });

    const hostile = replacing(op, (schema) =>
      isStringSchema(schema) ? hostileString : isIntegerSchema(schema) ? hostileId : undefined,
    );
    // Registered only where the operation has such inputs: nothing is skipped.
    if (!(hostile === undefined))
      it('when a string is hostile (unicode, NUL, injection) or an id is out of range, never fails', async () => {
        if (hostile === undefined) return;
        await fc.assert(
          fc.asyncProperty(hostile, async (draft) => {
            const ids = paramsIn(op, 'path').map((parameter) => draft.path[parameter.name]);
            // No integer column holds these: refused as invalid, not a server failure.
            const idOutOfRange = ids.some(
              (id) => id !== undefined && (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1),
            );
            await sendDraft(op, draft, actorFor(op), idOutOfRange ? { refused: true } : undefined);
          }),
          runs(runsOf(op, 30)),
        );
      });

    const oversized = replacing(op, (schema) =>
      isStringSchema(schema) && schema.enum === undefined ? oversizedString : undefined,
    );
    // Registered only where the operation has such inputs: nothing is skipped.
    if (!(oversized === undefined || declaredBody(op) === undefined))
      it('when a string is far beyond its maxLength (up to ~1 MB), answers 4xx', async () => {
        if (oversized === undefined) return;
        await fc.assert(
          fc.asyncProperty(oversized, async (draft) => {
            await sendDraft(op, draft, actorFor(op), { refused: true });
          }),
          runs(6),
        );
      });

    const declared = declaredBody(op);
    // Registered only where the operation has such inputs: nothing is skipped.
    if (!(declared === undefined || declared.schema.additionalProperties !== false))
      it('when the body carries fields the schema does not know, they change nothing', async () => {
        if (declared === undefined) return;
        await fc.assert(
          fc.asyncProperty(validDraft(op), extraFields, async (draft, extra) => {
            const body =
              draft.body === undefined ? {} : (JSON.parse(draft.body.payload.toString()) as object);
            const withExtra = { ...draft, body: json({ ...body, ...extra }) };
            await sendDraft(op, withExtra, actorFor(op));
          }),
          runs(runsOf(op, 10)),
        );
        // The fixture's attendee is still an attendee, whatever was sent.
        const me = await fixture.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: bearer(fixture.users.attendee.token),
        });
        expect(me.json<{ role: string }>().role).toBe('attendee');
      });
  });
});

// ---------------------------------------------------------------------------------------------
// Media types

describe('given a body in a media type the operation does not declare', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await setUp({ withMail: false });
  });
  afterAll(() => tearDown(fixture));

  interface Variant {
    name: string;
    body: (valid: Record<string, unknown>) => FuzzRequest['body'];
    expect: { status?: number | 'not 415'; refused?: boolean };
  }
  const asForm = (valid: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(valid).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
  const jsonVariants: Variant[] = [
    {
      name: 'form-urlencoded',
      body: (valid) => ({ mediaType: 'application/x-www-form-urlencoded', payload: asForm(valid) }),
      expect: { status: 415 },
    },
    {
      name: 'text/plain',
      body: (valid) => ({ mediaType: 'text/plain', payload: JSON.stringify(valid) }),
      expect: { status: 415 },
    },
    {
      name: 'text/plain that is not JSON',
      body: () => ({ mediaType: 'text/plain', payload: 'email=a@example.com' }),
      expect: { status: 415 },
    },
    {
      name: 'multipart/form-data',
      body: () => ({
        mediaType: 'multipart/form-data; boundary=x',
        payload:
          '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--',
      }),
      expect: { status: 415 },
    },
    {
      name: 'application/xml',
      body: () => ({ mediaType: 'application/xml', payload: '<email>a@example.com</email>' }),
      expect: { status: 415 },
    },
    {
      name: 'no content type, with a body',
      body: (valid) => ({ mediaType: undefined, payload: JSON.stringify(valid) }),
      expect: { status: 415 },
    },
    {
      name: 'the declared type but an empty body',
      body: () => ({ mediaType: 'application/json', payload: '' }),
      expect: { refused: true },
    },
    {
      name: 'the declared type with a charset parameter (still accepted)',
      body: (valid) => ({
        mediaType: 'application/json; charset=utf-8',
        payload: JSON.stringify(valid),
      }),
      expect: { status: 'not 415' },
    },
    {
      name: 'the declared type in capitals (still accepted)',
      body: (valid) => ({ mediaType: 'Application/JSON', payload: JSON.stringify(valid) }),
      expect: { status: 'not 415' },
    },
  ];
  const formVariants: Variant[] = [
    {
      name: 'JSON',
      body: (valid) => ({ mediaType: 'application/json', payload: JSON.stringify(valid) }),
      expect: { status: 415 },
    },
    {
      name: 'JSON with a non-string password',
      body: (valid) => ({
        mediaType: 'application/json',
        payload: JSON.stringify({ ...valid, password: { x: 1 } }),
      }),
      expect: { status: 415 },
    },
    {
      name: 'text/plain',
      body: (valid) => ({ mediaType: 'text/plain', payload: asForm(valid) }),
      expect: { status: 415 },
    },
    {
      name: 'no content type, with a body',
      body: (valid) => ({ mediaType: undefined, payload: asForm(valid) }),
      expect: { status: 415 },
    },
    {
      name: 'repeated form keys',
      body: (valid) => ({
        mediaType: 'application/x-www-form-urlencoded',
        payload: `${asForm(valid)}&${asForm(valid)}`,
      }),
      expect: { refused: true },
    },
    {
      name: 'the declared type but an empty body',
      body: () => ({ mediaType: 'application/x-www-form-urlencoded', payload: '' }),
      expect: { refused: true },
    },
    {
      name: 'a NUL in the username',
      body: (valid) => ({
        mediaType: 'application/x-www-form-urlencoded',
        payload: asForm({ ...valid, username: `a${NUL}b@example.com` }),
      }),
      expect: { refused: true },
    },
  ];

  /** One valid body per operation, fixed: only the media type varies. */
  function validBodyOf(id: OperationId): Record<string, unknown> {
    const { users } = fixture;
    switch (id) {
      case 'login':
        return {
          username: `sconosciuto-${randomBytes(3).toString('hex')}@example.com`,
          password: 'x',
        };
      case 'register':
        return {
          email: `tipo-${randomBytes(4).toString('hex')}@example.com`,
          password: 'x',
          privacy_consent: false,
        };
      case 'verifyEmail':
        return { token: 'abc' };
      case 'resendVerification':
      case 'forgotPassword':
        return {
          email: `nessuno-${randomBytes(3).toString('hex')}@example.com, altro@example.com`,
        };
      case 'resetPassword':
        return { token: 'abc', new_password: 'x' };
      case 'updateUser':
        return { first_name: 'x'.repeat(5000), employment_type: 'ceo' };
      case 'deleteUser':
        return { password: users.admin.password };
      case 'validateTicket':
        return { qr_code_data: 'F1.abc' };
      case 'uploadOfflineCheckins':
        return {
          scans: [
            { nonce: randomUUID(), qr_code_data: 'F1.abc', scanned_at: '2026-10-16T09:00:00Z' },
          ],
        };
      default:
        return {};
    }
  }

  const withBody = contract.filter((op) => op.body !== undefined);
  it.each(withBody)('$operationId: every undeclared media type answers 415', async (op) => {
    const id = op.operationId as OperationId;
    const variants =
      'application/json' in (op.body?.mediaTypes ?? {}) ? jsonVariants : formVariants;
    const failures: string[] = [];
    for (const variant of variants) {
      // The caller must be allowed in: authentication runs before the body is read.
      const authorization =
        op.authentication === 'none'
          ? undefined
          : bearer((await member(fixture.app, 'admin')).token).authorization;
      const sent = request(id, authorization, {
        path:
          id === 'updateUser' || id === 'deleteUser'
            ? { id: String(fixture.users.otherAttendee.id) }
            : paramsIn(op, 'path').length > 0
              ? (await validRequest(fixture, id, 'admin')).path
              : {},
        body: variant.body(validBodyOf(id)),
      });
      try {
        await exchange(fixture.app, sent, variant.expect);
      } catch (error) {
        failures.push(`[${variant.name}] ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  const withoutBody = contract.filter((op) => op.body === undefined && op.method !== 'GET');
  it.each(withoutBody)('$operationId (no body declared): a stray body never fails', async (op) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('text/plain', 'application/json', 'application/x-www-form-urlencoded'),
        fc.oneof(hostileString, fc.constant('{"a":1}'), fc.constant('a=1&a=2')),
        validDraft(op),
        async (mediaType, payload, draft) => {
          const authorization = await authorizationOf(fixture, op, 'attendee');
          await exchange(fixture.app, { ...draft, authorization, body: { mediaType, payload } });
        },
      ),
      runs(10),
    );
  });

  it('a body over the size limit answers a declared status', async () => {
    const sent = request('register', undefined, {
      body: json({
        email: 'a@example.com',
        password: 'x'.repeat(2_000_000),
        privacy_consent: true,
      }),
    });
    await exchange(fixture.app, sent, { refused: true });
  });
});

// ---------------------------------------------------------------------------------------------
// Tokens

describe('given a forged or malformed access token', () => {
  let fixture: Fixture;
  let forged: ForgedToken[];
  beforeAll(async () => {
    fixture = await setUp({ withMail: true });
    forged = await forgedTokens({
      tokenPrivateKeyPem: TEST_TOKEN_PRIVATE_KEY,
      ticketPrivateKeyPem: fixture.ticketPrivateKeyPem,
      genuine: fixture.users.attendee.token,
      userId: fixture.users.admin.id,
    });
  });
  afterAll(() => tearDown(fixture));

  describe.each(contract)('$operationId', (op) => {
    const expected =
      op.authentication === 'bearer' ? 401 : undefined; /* optional or none: the token is ignored */
    it(`when any forged token is sent, answers ${expected ?? 'as for anonymous'}`, async () => {
      const failures: string[] = [];
      // One valid request, the same for every token: only the credential varies.
      const base = await validRequest(fixture, op.operationId as OperationId, 'anonymous');
      for (const token of forged) {
        try {
          const answer = await exchange(
            fixture.app,
            { ...base, authorization: token.authorization },
            {
              ...(expected === undefined ? {} : { status: expected }),
            },
          );
          if (expected === 401 && !/Bearer/.test(String(answer.headers['www-authenticate']))) {
            failures.push(`[${token.kind}] 401 without a WWW-Authenticate: Bearer challenge`);
          }
        } catch (error) {
          failures.push(`[${token.kind}] ${(error as Error).message}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  it('when random text is sent as a bearer token, answers 401', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 300 }).filter((text) => /^[\x21-\x7e]+$/.test(text)),
        async (text) => {
          await exchange(fixture.app, request('getCurrentUser', `Bearer ${text}`), { status: 401 });
        },
      ),
      runs(40),
    );
  });

  it('when the token is genuine but its user does not exist, answers 401', async () => {
    const ghost = await fixture.app.accessTokens.sign({ userId: 2_147_483_000, role: 'admin' });
    for (const id of ['getCurrentUser', 'listVendors', 'getCheckinStats'] as const) {
      await exchange(fixture.app, request(id, bearer(ghost).authorization), { status: 401 });
    }
  });
});

describe('given an access token whose session has ended (F9)', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await setUp({ withMail: false });
  });
  afterAll(() => tearDown(fixture));

  /** Requests an ended session must no longer make, each of a different kind of route. */
  const probes = (fixture: Fixture, authorization: string) => [
    request('getCurrentUser', authorization),
    request('getVendor', authorization, { path: { vendorId: String(fixture.vendorIds[0]) } }),
    request('listMatches', authorization),
  ];

  async function expectRevoked(authorization: string) {
    const failures: string[] = [];
    for (const probe of probes(fixture, authorization)) {
      try {
        await exchange(fixture.app, probe, { status: 401 });
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
    expect(failures).toEqual([]);
  }

  it('when the user logged out, the access token answers 401', async () => {
    const user = await member(fixture.app, 'attendee');
    const session = await fixture.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.email, password: user.password }).toString(),
    });
    const token = session.json<{ access_token: string }>().access_token;
    await exchange(fixture.app, request('getCurrentUser', bearer(token).authorization), {
      status: 200,
    });
    await exchange(
      fixture.app,
      request('logout', bearer(token).authorization, {
        cookies: { fiera_refresh: refreshCookieOf(session) },
      }),
      { status: 200 },
    );
    await expectRevoked(bearer(token).authorization);
  });

  it('when the account was deleted, the access token answers 401', async () => {
    const user = await member(fixture.app, 'attendee');
    await exchange(
      fixture.app,
      request('getVendor', bearer(user.token).authorization, {
        path: { vendorId: String(fixture.vendorIds[0]) },
      }),
      { status: 200 },
    );
    await exchange(
      fixture.app,
      request('deleteUser', bearer(user.token).authorization, {
        path: { id: String(user.id) },
        body: json({ password: user.password }),
      }),
      { status: 204 },
    );
    await expectRevoked(bearer(user.token).authorization);
  });

  it('when a staff member is demoted, their token no longer validates tickets', async () => {
    const staff = await member(fixture.app, 'staff');
    const scan = () =>
      request('validateTicket', bearer(staff.token).authorization, {
        body: json({ qr_code_data: fixture.attendeeTicket }),
      });
    await exchange(fixture.app, scan(), { status: 200 });
    // What `fiera user:role` does, from another process: the server learns of it within its
    // recheck time, which passes here without waiting for it.
    await setRoleInDatabase(fixture.app, staff.email, 'attendee');
    const later = Date.now() + TOKEN_VERSION_RECHECK_MS + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const answer = await send(fixture.app, scan());
      expect([401, 403], describeExchange(scan(), answer)).toContain(answer.statusCode);
    } finally {
      clock.mockRestore();
    }
  });
});
