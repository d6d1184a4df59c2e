import { setImmediate } from 'node:timers/promises';
import { hasBidiControls, normaliseLine, withoutBidiControls } from '@fiera/fair-config/schema';
import type { FairConfig } from '@fiera/fair-config';
import { z } from 'zod';
import type { ImportProblem, SourceFile } from './read-records';

/**
 * The rows of an import file, checked field by field with Italian reasons. Values arrive as
 * text (CSV) or as JSON values; blank means "not given" and is stored as null.
 */

/**
 * A JSON number where a text is expected (a telephone, a stand) is taken as its digits. Not
 * Infinity or NaN (1e400 in a JSON file is Infinity): no one means an exhibitor called
 * 'Infinity'. Left a number, the text's rule refuses it ('deve essere un testo').
 */
function numberAsText(value: number): string | number {
  return Number.isFinite(value) ? String(value) : value;
}

/** Long free text (a description): blank is null, otherwise trimmed and kept as written. */
function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return numberAsText(value);
  return value ?? null;
}

/**
 * A single line (a name, a title, a stage, a tag): normalised as text-rules.ts says (invisible
 * characters dropped, blank-looking ones such as the Braille blank a space, NFC, white space runs
 * one space, trimmed), so that 'Acme  Srl', 'Ac\u200Bme Srl' and 'Acme\u2800Srl' are 'Acme Srl'.
 * Blank once the invisible characters are set aside, direction controls included, it is not
 * given: a name made only of them (a Hangul filler, tag characters...) looks empty in every list.
 */
function lineToNull(value: unknown): unknown {
  if (typeof value === 'number') return numberAsText(value);
  if (typeof value !== 'string') return value ?? null;
  const line = normaliseLine(value);
  return withoutBidiControls(line).trim() === '' ? null : line;
}

/** PostgreSQL text cannot hold NUL: the whole import would fail at the database. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * C0 and C1 controls left in a line once its white space is one space: they show nothing, or a
 * box, and an exhibitor's name never needs one.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const BIDI_CONTROLS_REFUSED =
  'contiene caratteri di controllo della direzione del testo non ammessi';

/**
 * Text kept as written (trimmed). For descriptions and what an exhibitor seeks, several lines:
 * direction controls are neither refused nor stripped there, since a paragraph may quote Arabic
 * or Hebrew words laid out with them, a reversal ends with its paragraph, and a paragraph is
 * read as one, never taken for a name in a list. For a logo's file path too: a file is named
 * exactly, spaces and all. Only NUL is refused: the database cannot hold it.
 */
const verbatimText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: 'deve essere un testo' })
      .max(max, `al massimo ${max} caratteri`)
      .refine(hasNoNul, 'contiene caratteri non validi')
      .nullable(),
  );

/**
 * A single line, normalised (see lineToNull). A direction control in a name or a title would
 * show it reversed ('\u202Eexe.tnemucod' reads 'document.exe'): refused, with its own reason.
 */
const optionalText = (max: number) =>
  z.preprocess(
    lineToNull,
    z
      .string({ error: 'deve essere un testo' })
      .max(max, `al massimo ${max} caratteri`)
      .refine((value) => !CONTROL.test(value), 'contiene caratteri non validi')
      .refine((value) => !hasBidiControls(value), BIDI_CONTROLS_REFUSED)
      .nullable(),
  );

const requiredText = (max: number) =>
  optionalText(max).transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message: 'obbligatorio' });
    return z.NEVER;
  });

/** A value refused for a reason of its own, rather than the field's usual message. */
class Refused {
  constructor(readonly reason: string) {}
}

/**
 * Transforms a non-null text, or reports `message` when `convert` gives undefined (its own
 * reason when it gives a Refused). The text is a normalised line unless `base` says otherwise.
 */
function checked<T>(
  max: number,
  message: string,
  convert: (value: string) => T | Refused | undefined,
  base: typeof optionalText = optionalText,
) {
  return base(max).transform((value, context): T | null => {
    if (value === null) return null;
    const converted = convert(value);
    if (converted instanceof Refused) {
      context.addIssue({ code: 'custom', message: converted.reason });
      return z.NEVER;
    }
    if (converted === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return converted;
  });
}

const email = checked(254, 'indirizzo email non valido', (value) =>
  z.email().safeParse(value).success ? value : undefined,
);

export const CREDENTIALS_IN_ADDRESS = 'indirizzo web con credenziali non ammesso';

/** Whether an address carries a user name or a password ('https://utente:segreto@...'). */
function hasCredentials(url: string): boolean {
  const { username, password } = new URL(url);
  return username !== '' || password !== '';
}

/**
 * 'www.azienda.it' is accepted as https://www.azienda.it (what people write on a card), and
 * '//www.azienda.it' (as an HTML page writes it) too. Nothing else may start with '/' or hold a
 * backslash: 'https:////evil.example' or 'https:/\\evil.example' are read differently by
 * different programs. An address with a user name or password shows them to every visitor, or
 * passes for another site ('https://www.azienda.it@evil.example' is evil.example): refused.
 */
const website = checked(500, 'indirizzo web non valido (es. https://www.azienda.it)', (value) => {
  const url = /^https?:\/\//i.test(value)
    ? value
    : value.startsWith('//')
      ? `https:${value}`
      : `https://${value}`;
  const rest = url.replace(/^https?:\/\//i, '');
  if (/[\s\\]/.test(url) || rest.startsWith('/') || !URL.canParse(url)) return undefined;
  if (hasCredentials(url)) return new Refused(CREDENTIALS_IN_ADDRESS);
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
  (value): LogoSource | Refused | undefined => {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return { kind: 'file', path: value };
    if (!/^https:\/\//i.test(value) || /\s/.test(value) || !URL.canParse(value)) return undefined;
    if (hasCredentials(value)) return new Refused(CREDENTIALS_IN_ADDRESS);
    return { kind: 'url', url: value };
  },
  verbatimText,
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

const TAG_LIST_EXPECTED = "deve essere un elenco di tag separati da '|' (es. ai|startup)";
/** A text's tags are separated by '|': a comma in one is a mistaken separator. */
const COMMA_IN_TAG_TEXT = "separa i tag con '|', non con la virgola (es. ai|startup)";
/**
 * A list's tags are its items (the API's JSON): a ',' or a '|' in one would be two tags once the
 * list is exported to CSV ('ai|startup') and imported again.
 */
const SEPARATOR_IN_TAG_ITEM =
  'un tag non può contenere \',\' o \'|\': metti ogni tag in un elemento a sé (es. ["ai", "startup"])';

/**
 * Tags: a JSON array, or one text with the tags separated by '|'. Each is a line (see
 * lineToNull), a leading '#' dropped; blanks are dropped, and repeats, whatever their case: the
 * first spelling is kept ('AI', 'ai' is 'AI'). Through preprocess, as the other fields, so that
 * a row without the key has no tags.
 */
const tags = z
  .preprocess((value) => value ?? [], z.unknown())
  .transform((value, context): string[] => {
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const fromText = typeof value === 'string';
    const values: unknown = fromText ? value.split(TAG_SEPARATOR) : value;
    if (!Array.isArray(values)) return refuse(TAG_LIST_EXPECTED);
    if (!values.every((tag): tag is string => typeof tag === 'string')) {
      return refuse('ogni tag deve essere un testo');
    }
    const byKey = new Map<string, string>();
    for (const written of values) {
      const tag = normaliseLine(written).replace(/^#+/, '').trim();
      const key = tag.toLocaleLowerCase('it');
      if (withoutBidiControls(tag).trim() !== '' && !byKey.has(key)) byKey.set(key, tag);
    }
    const cleaned = [...byKey.values()];
    if (cleaned.some((tag) => CONTROL.test(tag))) return refuse('contiene caratteri non validi');
    if (cleaned.some(hasBidiControls)) return refuse(BIDI_CONTROLS_REFUSED);
    if (fromText && cleaned.some((tag) => tag.includes(','))) return refuse(COMMA_IN_TAG_TEXT);
    if (!fromText && cleaned.some((tag) => /[,|]/.test(tag))) return refuse(SEPARATOR_IN_TAG_ITEM);
    if (cleaned.some((tag) => tag.length > MAX_TAG_LENGTH)) {
      return refuse(`ogni tag al massimo ${MAX_TAG_LENGTH} caratteri`);
    }
    if (cleaned.length > MAX_TAGS) return refuse(`al massimo ${MAX_TAGS} tag`);
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
  description: verbatimText(4000),
  seeking: verbatimText(4000),
});

/** What the programme's rules need of the fair config: its days and its stages. */
export type FairCalendar = Pick<FairConfig, 'days' | 'stages'>;

/** '16/10/2026' for '2026-10-16', as the back-office and the exports show dates. */
function italianDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** As the programme's stage filter compares them: without accents, in lower case. */
function folded(value: string): string {
  return normaliseLine(value).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
}

/**
 * On one of the fair's stages: the location names it, as the programme's stage filter finds it
 * ('Palco Marchionne' is on the stage Marchionne, packages/ui filter-events.ts). A location on
 * none would be listed under no stage filter of the app.
 */
export function isOnStage(location: string, stages: readonly string[]): boolean {
  const where = folded(location);
  return stages.some((stage) => {
    const name = folded(stage);
    return name !== '' && where.includes(name);
  });
}

function eventShape(fair: FairCalendar | undefined) {
  if (fair === undefined) {
    return { event_date: eventDate, location: optionalText(200) };
  }
  const days = new Set(fair.days);
  const stages = fair.stages.filter((stage) => folded(stage) !== '');
  const dayList = fair.days.map(italianDate).join(', ');
  return {
    event_date: eventDate.refine(
      (day) => days.has(day),
      `la data non è uno dei giorni della fiera (${dayList})`,
    ),
    // A fair that lists no stages takes any location.
    location: optionalText(200).refine(
      (location) => location === null || stages.length === 0 || isOnStage(location, stages),
      `palco sconosciuto: usa uno di ${stages.join(', ')}`,
    ),
  };
}

/**
 * An event's rules; given the fair's days and stages (its config), an event must fall on one of
 * those days and, when the fair lists stages, on one of them. Without them any day and place.
 */
export function eventRowSchemaFor(fair?: FairCalendar) {
  const { event_date, location } = eventShape(fair);
  return z.object({
    title: requiredText(300),
    speaker: optionalText(200),
    company_name: optionalText(200),
    topic: optionalText(200),
    location,
    tags,
    event_date,
    event_time: eventTime,
  });
}

/** The rules of any fair's events: their days and stages unchecked. */
export const eventRowSchema = eventRowSchemaFor();

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

function eventEntityOf(schema: ReturnType<typeof eventRowSchemaFor>): Entity<EventRowInput> {
  return {
    schema,
    fields: Object.keys(schema.shape),
    keyField: 'title',
    keyOf: (row) => JSON.stringify([row.title, row.event_date, row.event_time]),
    describeKey: (row) => `l'evento «${row.title}» del ${row.event_date} alle ${row.event_time}`,
  };
}

/** Events of any days and places: for callers that do not know the fair. */
export const eventEntity: Entity<EventRowInput> = eventEntityOf(eventRowSchema);

// One entity per config read: the fair-config service hands out the same object until it changes.
const entities = new WeakMap<FairCalendar, Entity<EventRowInput>>();

/**
 * Events of this fair: on its days, and on its stages when it lists some. Both the back-office's
 * single event and the import take it (see prepareEvents); without a fair, `eventEntity`.
 */
export function eventEntityFor(fair: FairCalendar | undefined): Entity<EventRowInput> {
  if (fair === undefined) return eventEntity;
  let entity = entities.get(fair);
  if (entity === undefined) {
    entity = eventEntityOf(eventRowSchemaFor(fair));
    entities.set(fair, entity);
  }
  return entity;
}

export interface ValidatedRow<Row> {
  line: number;
  row: Row;
}

/** Checks the columns and every row; all problems are collected, none is fatal on its own. */
/** Rows checked between two turns of the event loop: a few milliseconds of work. */
const ROWS_PER_SLICE = 200;

export async function validateRows<Row>(
  source: SourceFile,
  entity: Entity<Row>,
): Promise<{ rows: ValidatedRow<Row>[]; problems: ImportProblem[] }> {
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
  for (const [index, record] of source.records.entries()) {
    // A file of thousands of rows takes a while to check: the server answers the gate's scans
    // and the phones' requests between slices of rows, not after the whole file.
    if (index > 0 && index % ROWS_PER_SLICE === 0) await setImmediate();
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
