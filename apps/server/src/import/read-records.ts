import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvError, parse, type Info } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../errors';

/** One problem of an import file, shown to the organiser: line 0 for the whole file. */
export interface ImportProblem {
  line: number;
  field?: string;
  reason: string;
}

/**
 * A refused import, with every problem. A 422 wherever it is thrown; the import's route answers
 * it as an ImportReport listing the problems, the command line prints them.
 */
export class ImportError extends AppError {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(422, reportDetail(problems));
    this.name = 'ImportError';
    this.message = problems.map(formatProblem).join('\n');
  }
}

/** 'Import annullato, nessuna riga importata: 3 problemi.' */
export function reportDetail(problems: readonly ImportProblem[]): string {
  const count = problems.length === 1 ? '1 problema' : `${problems.length} problemi`;
  return `Import annullato, nessuna riga importata: ${count}.`;
}

export function formatProblem(problem: ImportProblem): string {
  const where = problem.line === 0 ? 'file' : `riga ${problem.line}`;
  return problem.field === undefined
    ? `${where}: ${problem.reason}`
    : `${where}, campo ${problem.field}: ${problem.reason}`;
}

/** A row of the file: its line (CSV) or position from 1 (JSON array), and its raw values. */
export interface SourceRecord {
  line: number;
  values: Record<string, unknown>;
}

export interface SourceFile {
  /** Where the field names are: the CSV header's line, 0 (the whole file) for JSON. */
  headerLine: number;
  /** The field names the file gives: a CSV's header; the union of a JSON file's keys. */
  fields: string[];
  records: SourceRecord[];
}

export type SourceFormat = 'csv' | 'json';

export const NOT_UTF8 = 'il file non è in UTF-8: salvalo come "CSV UTF-8" (o JSON UTF-8) e riprova';

/** Reads a .json file (an array of objects) or a CSV file (anything else). */
export async function readRecords(file: string): Promise<SourceFile> {
  const bytes = await readFile(file).catch((error: unknown) => {
    throw new ImportError([{ line: 0, reason: `impossibile leggere ${file}: ${reason(error)}` }]);
  });
  return recordsFromBytes(bytes, formatOf(file));
}

export function formatOf(file: string): SourceFormat {
  return path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
}

/** The text of a file that must be UTF-8 (with or without BOM), or the import's problem. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    // A BOM, as Excel's "CSV UTF-8" writes it, is dropped by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError([{ line: 0, reason: NOT_UTF8 }]);
  }
}

export function recordsFromBytes(bytes: Uint8Array, format: SourceFormat): SourceFile {
  return recordsFromText(decodeUtf8(bytes), format);
}

/** The records of a CSV or JSON text, already decoded (e.g. a request's body). */
export function recordsFromText(text: string, format: SourceFormat): SourceFile {
  const content = text.replace(/^\uFEFF/, '');
  return format === 'json' ? fromJson(content) : fromCsv(content);
}

function fromJson(text: string): SourceFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportError([{ line: 0, reason: `JSON non valido: ${reason(error)}` }]);
  }
  return recordsFromJson(data);
}

/** The most rows a JSON import takes (openapi.yaml says so of its body: maxItems). */
export const MAX_IMPORT_ROWS = 20_000;

export const JSON_NOT_A_LIST =
  'il JSON deve essere un elenco (array) di oggetti, uno per riga: [{"name": "..."}, ...]';

export const TOO_MANY_ROWS = `troppe righe: al massimo ${MAX_IMPORT_ROWS.toLocaleString('it')} per import, dividi il file`;

/** The records of a JSON value: an array of objects, each at its position from 1. */
export function recordsFromJson(data: unknown): SourceFile {
  if (!Array.isArray(data)) throw new ImportError([{ line: 0, reason: JSON_NOT_A_LIST }]);
  if (data.length > MAX_IMPORT_ROWS) throw new ImportError([{ line: 0, reason: TOO_MANY_ROWS }]);
  const fields = new Set<string>();
  const problems: ImportProblem[] = [];
  const records: SourceRecord[] = [];
  data.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ line: index + 1, reason: 'ogni elemento deve essere un oggetto' });
      return;
    }
    for (const key of Object.keys(item)) fields.add(key);
    records.push({ line: index + 1, values: item as Record<string, unknown> });
  });
  if (problems.length > 0) throw new ImportError(problems);
  return { headerLine: 0, fields: [...fields], records };
}

function fromCsv(text: string): SourceFile {
  let parsed: { record: string[]; info: Info }[];
  try {
    // The typings ignore `info: true`, which turns each record into { record, info }.
    parsed = parse(text, {
      delimiter: detectDelimiter(text),
      // Spreadsheets on different systems end lines differently, sometimes within one file.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 0;
      throw new ImportError([{ line, reason: `CSV non valido: ${csvReason(error)}` }]);
    }
    throw error;
  }
  // info.lines is the record's last line, as csv-parse counts lines: a quoted field may span
  // several, and a CR LF inside quotes counts as two there, one in the file the person sees.
  let crlfBefore = 0;
  const rows = parsed
    .map(({ record, info }) => {
      const crlf = record.reduce((sum, value) => sum + (value.match(/\r\n/g)?.length ?? 0), 0);
      const breaks = record.reduce((sum, value) => sum + countNewlines(value), 0);
      const line = info.lines - breaks - crlf - crlfBefore;
      crlfBefore += crlf;
      return { line, record };
    })
    .filter(({ record }) => record.some((value) => value.trim() !== ''));
  const [header, ...body] = rows;
  if (header === undefined) throw new ImportError([{ line: 0, reason: 'il file è vuoto' }]);
  const fields = header.record.map((name) => name.trim());
  const problems: ImportProblem[] = repeatedColumns(fields).map((field) => ({
    line: header.line,
    reason: `colonna "${field}" ripetuta: ogni colonna va una volta sola`,
  }));
  if (problems.length > 0) throw new ImportError(problems);
  const records = body.map(({ line, record }) => {
    // A row of other length than the header would fill the wrong columns, or blank the missing
    // ones: on an exhibitor already there, a blank field is a field cleared.
    if (record.length !== fields.length) {
      problems.push({ line, reason: cellCountReason(record.length, fields.length) });
    }
    const values = Object.fromEntries(fields.map((field, index) => [field, record[index] ?? '']));
    return { line, values };
  });
  if (problems.length > 0) throw new ImportError(problems);
  return { headerLine: header.line, fields, records };
}

/**
 * Each field name the header gives more than once: with two, which one would be the value?
 * Blank names are left to the check of unknown columns.
 */
function repeatedColumns(fields: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const field of fields) {
    if (field !== '' && seen.has(field)) repeated.add(field);
    seen.add(field);
  }
  return [...repeated];
}

/** 'la riga ha 3 campi, l’intestazione ne ha 4', with what usually went wrong. */
function cellCountReason(cells: number, columns: number): string {
  const counted = `la riga ha ${cells === 1 ? '1 campo' : `${cells} campi`}, l’intestazione ne ha ${columns}`;
  return cells > columns
    ? `${counted}: un testo con il separatore va tra virgolette`
    : `${counted}: lascia vuoti i campi senza valore, ma con il loro separatore`;
}

/**
 * The records as a file again: JSON as an array in the same order, CSV with each row on the
 * line it had (blank lines where the file had blank lines), so that the problems a server finds
 * in it name the lines of the original file.
 */
export function writeRecords(source: SourceFile, format: SourceFormat): string {
  if (format === 'json') return JSON.stringify(source.records.map((record) => record.values));
  let text = '';
  let line = 1;
  const writeLine = (at: number, cells: string[]) => {
    for (; line < at; line += 1) text += '\n';
    const row = stringify([cells]);
    text += row;
    line += countNewlines(row);
  };
  writeLine(source.headerLine, source.fields);
  for (const record of source.records) {
    writeLine(
      record.line,
      source.fields.map((field) => {
        const value = record.values[field];
        return typeof value === 'string' ? value : value == null ? '' : String(value);
      }),
    );
  }
  return text;
}

/** The separator of the header line (outside quotes): ';' when it has more of them than ','. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

function countNewlines(value: string): number {
  return value.match(/\r\n|\n|\r/g)?.length ?? 0;
}

function csvReason(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'virgolette aperte e mai chiuse';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return 'virgolette in mezzo a un campo: racchiudi il campo tra virgolette e raddoppia quelle interne ("")';
    default:
      return error.message;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
