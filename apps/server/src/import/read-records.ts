import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvError, parse, type Info } from 'csv-parse/sync';

/** One problem of an import file, shown to the organiser: line 0 for the whole file. */
export interface ImportProblem {
  line: number;
  field?: string;
  reason: string;
}

export class ImportError extends Error {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
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

/** Reads a .json file (an array of objects) or a CSV file (anything else). */
export async function readRecords(file: string): Promise<SourceFile> {
  const bytes = await readFile(file).catch((error: unknown) => {
    throw new ImportError([{ line: 0, reason: `impossibile leggere ${file}: ${reason(error)}` }]);
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError([
      {
        line: 0,
        reason: 'il file non è in UTF-8: salvalo come "CSV UTF-8" (o JSON UTF-8) e riprova',
      },
    ]);
  }
  text = text.replace(/^\uFEFF/, '');
  return path.extname(file).toLowerCase() === '.json' ? fromJson(text) : fromCsv(text);
}

function fromJson(text: string): SourceFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportError([{ line: 0, reason: `JSON non valido: ${reason(error)}` }]);
  }
  if (!Array.isArray(data)) {
    throw new ImportError([{ line: 0, reason: 'il JSON deve essere un array di oggetti' }]);
  }
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
  const rows = parsed
    .map(({ record, info }) => ({
      // info.lines is the record's last line: a quoted field may span several.
      line: info.lines - record.reduce((sum, value) => sum + countNewlines(value), 0),
      record,
    }))
    .filter(({ record }) => record.some((value) => value.trim() !== ''));
  const [header, ...body] = rows;
  if (header === undefined) throw new ImportError([{ line: 0, reason: 'il file è vuoto' }]);
  const fields = header.record.map((name) => name.trim());
  const problems: ImportProblem[] = [];
  const records = body.map(({ line, record }) => {
    if (record.length > fields.length) {
      problems.push({
        line,
        reason: `${record.length} colonne, ma l'intestazione ne ha ${fields.length}: un testo con il separatore va tra virgolette`,
      });
    }
    const values = Object.fromEntries(fields.map((field, index) => [field, record[index] ?? '']));
    return { line, values };
  });
  if (problems.length > 0) throw new ImportError(problems);
  return { headerLine: header.line, fields, records };
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
