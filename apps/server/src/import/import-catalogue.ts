import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import type { UpsertCounts } from '../db/literals';
import {
  contentMatchesExtension,
  LOGO_FILE_NAME,
  LOGO_URL_PREFIX,
  logoExtensionOf,
  logosDir,
  storeLogo,
  type LogoExtension,
} from '../media/logos';
import {
  createEventsRepository,
  type EventDataKey,
  type EventFields,
} from '../plugins/app/events/events-repository';
import {
  createVendorsRepository,
  type VendorDataKey,
} from '../plugins/app/vendors/vendors-repository';
import { ImportError, readRecords, type ImportProblem, type SourceFile } from './read-records';
import {
  eventEntity,
  validateRows,
  vendorEntity,
  type LogoSource,
  type ValidatedRow,
  type VendorRowInput,
} from './rows';

export type CatalogueKind = 'vendors' | 'events';

export interface ImportSummary extends UpsertCounts {
  kind: CatalogueKind;
  total: number;
}

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

const VENDOR_KEYS: Record<string, VendorDataKey> = {
  logo_path: 'logoPath',
  stand: 'stand',
  location: 'location',
  website: 'website',
  address: 'address',
  email: 'email',
  telephone: 'telephone',
  description: 'description',
  seeking: 'seeking',
};

const EVENT_KEYS: Record<string, EventDataKey> = {
  speaker: 'speaker',
  company_name: 'companyName',
  topic: 'topic',
  location: 'location',
  tags: 'tags',
};

/** A checked import file, ready to be written: nothing in it can be refused any more. */
export type PreparedImport =
  | { kind: 'events'; rows: EventFields[]; updateKeys: EventDataKey[] }
  | {
      kind: 'vendors';
      rows: VendorRowInput[];
      logos: ResolvedLogo[];
      updateKeys: VendorDataKey[];
    };

/**
 * Reads and checks a CSV or JSON file of vendors or events, logo files included, without
 * touching the database: every problem is collected and thrown as one ImportError.
 */
export async function prepareImport(
  kind: CatalogueKind,
  file: string,
  dataDir: string,
): Promise<PreparedImport> {
  const source = await readRecords(file);
  if (kind === 'events') {
    const { rows, problems } = validateRows(source, eventEntity);
    if (problems.length > 0) throw new ImportError(problems);
    return {
      kind,
      rows: rows.map(({ row }) => ({
        title: row.title,
        eventDate: row.event_date,
        eventTime: row.event_time,
        speaker: row.speaker,
        companyName: row.company_name,
        topic: row.topic,
        location: row.location,
        tags: row.tags,
      })),
      updateKeys: updateKeysOf(source, EVENT_KEYS),
    };
  }
  const { rows, problems } = validateRows(source, vendorEntity);
  const logos = await readLogos(rows, path.dirname(path.resolve(file)), dataDir);
  problems.push(...logos.problems);
  if (problems.length > 0) throw new ImportError(problems);
  return {
    kind,
    rows: rows.map(({ row }) => row),
    logos: logos.resolved,
    updateKeys: updateKeysOf(source, VENDOR_KEYS),
  };
}

/**
 * Writes a prepared import: logos into DATA_DIR/logos, then the rows, upserted by natural key in
 * one statement; only the columns the file has are updated on existing rows.
 */
export async function applyImport(
  db: Database,
  prepared: PreparedImport,
  dataDir: string,
): Promise<ImportSummary> {
  if (prepared.kind === 'events') {
    const counts = await createEventsRepository(db).upsertByTitleAndTime(
      prepared.rows,
      prepared.updateKeys,
    );
    return { kind: 'events', total: prepared.rows.length, ...counts };
  }
  const logoUrls = prepared.logos.map((logo) =>
    logo?.kind === 'file' ? storeLogo(dataDir, logo.bytes, logo.extension) : logo?.url,
  );
  const counts = await createVendorsRepository(db).upsertByName(
    // The file's logo_path is replaced by the stored logo's URL.
    prepared.rows.map(({ logo_path: _file, ...row }, index) => ({
      ...row,
      logoPath: logoUrls[index] ?? null,
    })),
    prepared.updateKeys,
  );
  return { kind: 'vendors', total: prepared.rows.length, ...counts };
}

function updateKeysOf<Key extends string>(source: SourceFile, keys: Record<string, Key>): Key[] {
  return source.fields.flatMap((field) => {
    const key = keys[field];
    return key === undefined ? [] : [key];
  });
}

type ResolvedLogo =
  | { kind: 'url'; url: string }
  | { kind: 'file'; bytes: Buffer; extension: LogoExtension }
  | undefined;

/** Reads and checks every logo file before anything is written. */
async function readLogos(
  rows: readonly ValidatedRow<VendorRowInput>[],
  baseDir: string,
  dataDir: string,
): Promise<{ resolved: ResolvedLogo[]; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const resolved = await Promise.all(
    rows.map(async ({ line, row }): Promise<ResolvedLogo> => {
      if (row.logo_path === null) return undefined;
      const result = await readLogo(row.logo_path, baseDir, dataDir);
      if (typeof result === 'string') {
        problems.push({ line, field: 'logo_path', reason: result });
        return undefined;
      }
      return result;
    }),
  );
  problems.sort((a, b) => a.line - b.line);
  return { resolved, problems };
}

/** The logo, or the reason it cannot be used. */
async function readLogo(
  source: LogoSource,
  baseDir: string,
  dataDir: string,
): Promise<ResolvedLogo | string> {
  if (source.kind === 'url') return source;
  // A logo already stored (e.g. a file exported from this server and imported again).
  if (source.path.startsWith(LOGO_URL_PREFIX)) {
    const name = source.path.slice(LOGO_URL_PREFIX.length);
    const stored = LOGO_FILE_NAME.test(name)
      ? await stat(path.join(logosDir(dataDir), name)).catch(() => undefined)
      : undefined;
    return stored?.isFile() === true
      ? { kind: 'url', url: source.path }
      : `logo ${source.path} non presente sul server`;
  }
  const extension = logoExtensionOf(source.path);
  if (extension === undefined)
    return 'formato del logo non supportato: usa png, jpg, jpeg, svg o webp';
  const file = path.resolve(baseDir, source.path);
  const info = await stat(file).catch(() => undefined);
  if (info === undefined || !info.isFile()) return `file del logo non trovato: ${file}`;
  if (info.size > MAX_LOGO_BYTES) return 'logo troppo grande: al massimo 2 MB';
  const bytes = await readFile(file);
  if (!contentMatchesExtension(bytes, extension)) {
    return `il contenuto di ${source.path} non è un'immagine ${extension}`;
  }
  return { kind: 'file', bytes, extension };
}

/** 'Importate 42 aziende (40 nuove, 2 aggiornate)', with the right Italian endings. */
export function formatSummary(summary: ImportSummary): string {
  const vendors = summary.kind === 'vendors';
  const word = (count: number, singular: string, plural: string) =>
    `${count} ${count === 1 ? singular : plural}`;
  const parts = [
    vendors ? word(summary.inserted, 'nuova', 'nuove') : word(summary.inserted, 'nuovo', 'nuovi'),
    vendors
      ? word(summary.updated, 'aggiornata', 'aggiornate')
      : word(summary.updated, 'aggiornato', 'aggiornati'),
  ];
  if (summary.unchanged > 0) {
    parts.push(
      vendors
        ? word(summary.unchanged, 'invariata', 'invariate')
        : word(summary.unchanged, 'invariato', 'invariati'),
    );
  }
  const head = vendors
    ? summary.total === 1
      ? 'Importata 1 azienda'
      : `Importate ${summary.total} aziende`
    : summary.total === 1
      ? 'Importato 1 evento'
      : `Importati ${summary.total} eventi`;
  return `${head} (${parts.join(', ')})`;
}
