/**
 * fast-check arbitraries from the JSON schemas of openapi.yaml: values the contract accepts,
 * values it must refuse, and hostile strings. Only the keywords openapi.yaml uses are supported;
 * anything else throws, so that a new keyword in the contract is noticed here.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-contract';

const SUPPORTED = new Set([
  'type',
  'enum',
  'const',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  // Annotations: no effect on validation.
  'contentMediaType',
  'description',
  'examples',
  'title',
  'default',
]);

function assertSupported(schema: JsonSchema): void {
  for (const keyword of Object.keys(schema)) {
    if (!SUPPORTED.has(keyword)) {
      throw new Error(`schema-arbitraries: the keyword '${keyword}' is not supported yet`);
    }
  }
}

/**
 * Strings are kept short by default (a long profile makes the ranking slow, which is another
 * property, see issue 14 §2); the maximum length itself is still drawn now and then.
 */
const TYPICAL_STRING_LENGTH = 40;

/** Any code point, astral ones included (JSON Schema counts code points, as this does). */
function anyString(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const typical = Math.min(maxLength, Math.max(minLength, TYPICAL_STRING_LENGTH));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength: typical, unit: 'binary' }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: typical }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(maxLength, Math.max(minLength, 0)).map((length) =>
        // Boundaries: exactly the limits, counted in code points with an astral character.
        Array.from({ length }, (_, index) => (index % 2 === 0 ? 'a' : '😀')).join(''),
      ),
    },
  );
}

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);

/** Addresses every e-mail validator agrees on (ajv-formats' and the services' alike). */
export const emailAddress: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,20}[a-z0-9])?$/), label, label)
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}x`);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 500;
  const fits = (value: string) => {
    const length = [...value].length;
    return length >= minLength && length <= maxLength;
  };
  switch (schema.format) {
    case 'email':
      return emailAddress.filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case undefined:
      break;
    default:
      throw new Error(`schema-arbitraries: format '${schema.format}' is not supported yet`);
  }
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return anyString(minLength, maxLength);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  return fc.oneof(
    // Small ids hit existing rows; the whole range is valid too, as far as the contract says.
    fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 20) }),
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Values the schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  assertSupported(schema);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  if (schema.oneOf !== undefined) return fc.oneof(...schema.oneOf.map(validValue));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      throw new Error(`schema-arbitraries: type '${String(types[0])}' is not supported yet`);
  }
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/**
 * Values the schema refuses even after the server's coercion (coerceTypes: 'array' turns 5 into
 * '5' and ['a'] into 'a', so neither counts as a wrong type here); undefined when every value
 * passes.
 */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  assertSupported(schema);
  const candidates: fc.Arbitrary<unknown>[] = [];
  const types = new Set([
    ...typesOf(schema),
    ...(schema.oneOf ?? []).flatMap((option) => typesOf(option)),
  ]);
  const hasEnum =
    schema.enum !== undefined || (schema.oneOf ?? []).some((option) => option.enum !== undefined);
  if (schema.const === true) candidates.push(fc.constantFrom(false, 'no', 0, {}));
  if (hasEnum) candidates.push(fc.constantFrom('ceo', 'ACCEPTED', 'accepted ', 'none?', 'x'));
  if (types.has('string') || hasEnum) {
    // An object or a two-item array is never coerced to a string.
    candidates.push(fc.constantFrom({}, { value: 'a' }, ['a', 'b']));
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      candidates.push(
        fc.integer({ min: 1, max: 100 }).map((extra) => 'x'.repeat(max + extra)),
        // Counted in code points: maxLength + 1 astral characters are over the limit.
        fc.constant('😀'.repeat(max + 1)),
      );
    }
    if ((schema.minLength ?? 0) > 0) candidates.push(fc.constant(''));
    if (schema.format === 'email') {
      candidates.push(
        fc.constantFrom(
          'not-an-email',
          'a@',
          '@example.com',
          'a b@example.com',
          'a@example.com, b@example.com',
          'a@example.com\nBcc: b@example.com',
        ),
      );
    }
  }
  if (types.has('integer')) {
    candidates.push(fc.constantFrom('abc', 1.5, {}, ['1', '2']));
    if (schema.minimum !== undefined) {
      const min = schema.minimum;
      candidates.push(fc.integer({ min: min - 1000, max: min - 1 }));
    }
    if (schema.maximum !== undefined) {
      const max = schema.maximum;
      candidates.push(fc.integer({ min: max + 1, max: max + 1000 }));
    }
  }
  if (types.has('boolean') && schema.const === undefined)
    candidates.push(fc.constantFrom({}, 'yes'));
  return candidates.length === 0 ? undefined : fc.oneof(...candidates);
}

/** Bodies an object schema refuses: a required field missing, or one field invalid. */
export function invalidObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const kinds: fc.Arbitrary<unknown>[] = [
    // Not an object at all.
    fc.constantFrom(null, [], [{}], 'testo', 42, true),
  ];
  for (const name of schema.required ?? []) {
    kinds.push(
      objectArbitrary(schema).map((body) => {
        const { [name]: _missing, ...rest } = body;
        return rest;
      }),
    );
  }
  for (const [name, property] of Object.entries(properties)) {
    const invalid = invalidValue(property);
    if (invalid === undefined) continue;
    kinds.push(
      fc
        .tuple(objectArbitrary(schema), invalid)
        .map(([body, value]) => ({ ...body, [name]: value })),
    );
  }
  return fc.oneof(...kinds);
}

/** Fields the schema does not know, which the server must drop or refuse, never store. */
export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  { role: 'admin' },
  { is_verified: true, email_verified: true },
  { id: 1, user_id: 1 },
  // Parsed, so that __proto__ is an own key of the body, as it is in JSON sent by an attacker.
  JSON.parse('{"__proto__": {"role": "admin"}}') as Record<string, unknown>,
  { constructor: { prototype: { role: 'admin' } } },
  { qr_code_data: 'F1.forged', ticket_uuid: '00000000-0000-0000-0000-000000000000' },
);

/** The character that PostgreSQL refuses in text: the server must answer 4xx, never store it. */
export const NUL = '\u0000';

/** Strings an attacker or a broken client sends, whatever the field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    // SQL
    "' OR '1'='1",
    "'; drop table users; --",
    '1; select pg_sleep(1)',
    "anna@example.com' --",
    '1 union select password_hash from users',
    // HTML and script
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '{{7*7}}${7*7}',
    // Paths
    '../../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    'C:\\Windows\\win.ini',
    '%00',
    // Unicode: NUL, lone surrogates, RTL override, astral, zero-width, combining
    `a${NUL}b`,
    NUL,
    '\ud800',
    'a\udc00b',
    '\u202eevil\u202c.exe',
    'עברית العربية',
    '😀𝕏𠜎🏳️‍🌈',
    '\u200b\ufeff',
    'e\u0301\u0301\u0301',
    '\r\nSet-Cookie: x=1',
    ' ',
    // Numbers as text
    '1e400',
    '-0',
    'NaN',
    'Infinity',
    '2147483648',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 10 }), fc.constant(NUL))
    .map(([text, nul]) => `${text}${nul}`),
);

/** A string far beyond any maxLength of the contract (the largest is 2,000). */
export const oversizedString: fc.Arbitrary<string> = fc
  .constantFrom(5_000, 100_000, 900_000)
  .chain((length) =>
    fc.constantFrom('x', '😀', '.', 'é').map((unit) => unit.repeat(length / unit.length)),
  );

/** Path ids that no integer column holds, or that are not integers at all. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '4294967296',
    '9007199254740993',
    '99999999999999999999',
    '1e400',
    '1e3',
    '-1',
    '0',
    '-0',
    '1.5',
    '0x10',
    'NaN',
    'Infinity',
    '1;select 1',
    "1' or '1'='1",
    NUL,
    `1${NUL}`,
  ),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.integer({ max: 0 }).map(String),
  fc
    .double({ noNaN: true })
    .filter((value) => !Number.isInteger(value))
    .map(String),
);
