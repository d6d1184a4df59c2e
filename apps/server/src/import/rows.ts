import { z } from 'zod';
import type { ImportProblem, SourceFile } from './read-records';

/**
 * The rows of an import file, checked field by field with Italian reasons. Values arrive as
 * text (CSV) or as JSON values; blank means "not given" and is stored as null.
 */

function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return String(value);
  return value ?? null;
}

const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: 'deve essere un testo' })
      .max(max, `al massimo ${max} caratteri`)
      // PostgreSQL text cannot hold NUL: the whole import would fail at the database.
      .refine((value) => !value.includes('\u0000'), 'contiene caratteri non validi')
      .nullable(),
  );

/**
 * Characters that show nothing: zero-width spaces and joiners, the word joiner, the BOM and the
 * bidirectional controls. A name made only of them looks empty in every list.
 */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** Blank once the invisible characters are set aside; the value itself is kept as written. */
export function looksBlank(value: string): boolean {
  return value.replace(INVISIBLE, '').trim() === '';
}

const requiredText = (max: number) =>
  optionalText(max).transform((value, context) => {
    if (value !== null && !looksBlank(value)) return value;
    context.addIssue({ code: 'custom', message: 'obbligatorio' });
    return z.NEVER;
  });

/** Transforms a non-null text, or reports `message` when `convert` gives undefined. */
function checked<T>(max: number, message: string, convert: (value: string) => T | undefined) {
  return optionalText(max).transform((value, context): T | null => {
    if (value === null) return null;
    const converted = convert(value);
    if (converted !== undefined) return converted;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const email = checked(254, 'indirizzo email non valido', (value) =>
  z.email().safeParse(value).success ? value : undefined,
);

/** 'www.azienda.it' is accepted as https://www.azienda.it: what people write on a card. */
const website = checked(500, 'indirizzo web non valido (es. https://www.azienda.it)', (value) => {
  const url = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  if (/\s/.test(url) || !URL.canParse(url)) return undefined;
  return new URL(url).hostname.includes('.') ? url : undefined;
});

const telephone = checked(40, 'numero di telefono non valido (es. +39 02 1234 5678)', (value) =>
  /^\+?[0-9(][0-9 ()./-]{4,}$/.test(value) ? value : undefined,
);

/**
 * Either a web address, kept as it is, or a path: a file beside the import file (the command
 * line uploads it) or a logo this server stored (/media/logos/...).
 */
export type LogoSource = { kind: 'url'; url: string } | { kind: 'file'; path: string };

/**
 * Only https: the app's pages allow images from https addresses alone, and a phone on an https
 * page would not show an http one anyway.
 */
const logo = checked(
  2048,
  'indirizzo web del logo non valido: usa un indirizzo https:// (es. https://www.azienda.it/logo.png)',
  (value): LogoSource | undefined => {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return { kind: 'file', path: value };
    if (!/^https:\/\//i.test(value) || /\s/.test(value) || !URL.canParse(value)) return undefined;
    return { kind: 'url', url: value };
  },
);

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const eventDate = checked(40, 'data non valida: usa AAAA-MM-GG (es. 2026-10-16)', (value) =>
  isCalendarDate(value) ? value : undefined,
).transform((value, context) => {
  if (value !== null) return value;
  context.addIssue({ code: 'custom', message: 'obbligatorio' });
  return z.NEVER;
});

/** 'H:MM' (as spreadsheets often write it) becomes 'HH:MM'. */
const eventTime = checked(40, 'orario non valido: usa HH:MM (es. 09:30)', (value) => {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match === null ? undefined : `${match[1]?.padStart(2, '0')}:${match[2]}`;
}).transform((value, context) => {
  if (value !== null) return value;
  context.addIssue({ code: 'custom', message: 'obbligatorio' });
  return z.NEVER;
});

export const TAG_SEPARATOR = '|';
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;

/** Tags: a JSON array, or one text with the tags separated by '|' (a leading '#' is dropped). */
const tags = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(TAG_SEPARATOR) : (value ?? [])),
    z.array(z.string({ error: 'ogni tag deve essere un testo' }), {
      error: "deve essere un elenco di tag separati da '|' (es. ai|startup)",
    }),
  )
  .transform((values, context) => {
    const cleaned = [
      ...new Set(values.map((tag) => tag.trim().replace(/^#+/, '').trim()).filter(Boolean)),
    ];
    if (cleaned.some((tag) => tag.includes(','))) {
      context.addIssue({
        code: 'custom',
        message: "separa i tag con '|', non con la virgola (es. ai|startup)",
      });
    } else if (cleaned.some((tag) => tag.length > MAX_TAG_LENGTH)) {
      context.addIssue({
        code: 'custom',
        message: `ogni tag al massimo ${MAX_TAG_LENGTH} caratteri`,
      });
    } else if (cleaned.length > MAX_TAGS) {
      context.addIssue({ code: 'custom', message: `al massimo ${MAX_TAGS} tag` });
    }
    return cleaned;
  });

export const vendorRowSchema = z.object({
  name: requiredText(200),
  logo_path: logo,
  stand: optionalText(20),
  location: optionalText(200),
  website,
  address: optionalText(300),
  email,
  telephone,
  description: optionalText(4000),
  seeking: optionalText(4000),
});

export const eventRowSchema = z.object({
  title: requiredText(300),
  speaker: optionalText(200),
  company_name: optionalText(200),
  topic: optionalText(200),
  location: optionalText(200),
  tags,
  event_date: eventDate,
  event_time: eventTime,
});

export type VendorRowInput = z.output<typeof vendorRowSchema>;
export type EventRowInput = z.output<typeof eventRowSchema>;

export interface Entity<Row> {
  schema: z.ZodType<Row>;
  fields: readonly string[];
  /** The field a duplicate is reported on, and the natural key's text. */
  keyField: string;
  keyOf(row: Row): string;
  describeKey(row: Row): string;
}

export const vendorEntity: Entity<VendorRowInput> = {
  schema: vendorRowSchema,
  fields: Object.keys(vendorRowSchema.shape),
  keyField: 'name',
  // As the database's unique index compares them (lower(name)).
  keyOf: (row) => row.name.toLowerCase(),
  describeKey: (row) => `l'azienda «${row.name}»`,
};

export const eventEntity: Entity<EventRowInput> = {
  schema: eventRowSchema,
  fields: Object.keys(eventRowSchema.shape),
  keyField: 'title',
  keyOf: (row) => JSON.stringify([row.title, row.event_date, row.event_time]),
  describeKey: (row) => `l'evento «${row.title}» del ${row.event_date} alle ${row.event_time}`,
};

export interface ValidatedRow<Row> {
  line: number;
  row: Row;
}

/** Checks the columns and every row; all problems are collected, none is fatal on its own. */
export function validateRows<Row>(
  source: SourceFile,
  entity: Entity<Row>,
): { rows: ValidatedRow<Row>[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const unknown = source.fields.filter((field) => !entity.fields.includes(field));
  if (unknown.length > 0) {
    problems.push({
      line: source.headerLine,
      reason: `${unknown.length === 1 ? 'colonna sconosciuta' : 'colonne sconosciute'} ${unknown
        .map((field) => `"${field}"`)
        .join(', ')}; quelle previste sono: ${entity.fields.join(', ')}`,
    });
  }
  if (!source.fields.includes(entity.keyField)) {
    problems.push({ line: source.headerLine, reason: `manca la colonna ${entity.keyField}` });
  }
  if (source.records.length === 0) problems.push({ line: 0, reason: 'nessuna riga da importare' });
  if (problems.length > 0) return { rows: [], problems };

  const rows: ValidatedRow<Row>[] = [];
  const seen = new Map<string, number>();
  for (const record of source.records) {
    const result = entity.schema.safeParse(record.values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ line: record.line, field: String(issue.path[0]), reason: issue.message });
      }
      continue;
    }
    const key = entity.keyOf(result.data);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        line: record.line,
        field: entity.keyField,
        reason: `${entity.describeKey(result.data)} compare già alla riga ${first}`,
      });
      continue;
    }
    seen.set(key, record.line);
    rows.push({ line: record.line, row: result.data });
  }
  return { rows, problems };
}

/** A field refused by the rules, as the API names it: `{ path: 'website', message }`. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** One exhibitor or event typed in the back-office, checked by the very rules of an import row. */
export function validateInput<Row>(
  entity: Entity<Row>,
  input: unknown,
): { ok: true; row: Row } | { ok: false; issues: FieldIssue[] } {
  const result = entity.schema.safeParse(input);
  if (result.success) return { ok: true, row: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}
