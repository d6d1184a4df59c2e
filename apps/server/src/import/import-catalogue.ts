import { isStoredLogo } from '../media/logos';
import type { EventDataKey, EventFields } from '../plugins/app/events/events-repository';
import type {
  UpsertCounts,
  VendorDataKey,
  VendorFields,
} from '../plugins/app/vendors/vendors-repository';
import { ImportError, type ImportProblem, type SourceFile } from './read-records';
import {
  eventEntityFor,
  validateRows,
  vendorEntity,
  type EventRowInput,
  type FairCalendar,
  type LogoSource,
  type VendorRowInput,
} from './rows';

export type CatalogueKind = 'vendors' | 'events';

export interface ImportSummary extends UpsertCounts {
  kind: CatalogueKind;
  total: number;
}

/** The import file's field names and the rows' keys they update. */
export const VENDOR_COLUMNS = {
  logo_path: 'logoPath',
  stand: 'stand',
  location: 'location',
  website: 'website',
  address: 'address',
  email: 'email',
  telephone: 'telephone',
  description: 'description',
  seeking: 'seeking',
} as const satisfies Record<string, VendorDataKey>;

export const EVENT_COLUMNS = {
  speaker: 'speaker',
  company_name: 'companyName',
  topic: 'topic',
  location: 'location',
  tags: 'tags',
} as const satisfies Record<string, EventDataKey>;

/** A checked import, ready to be written: nothing in it can be refused any more. */
export interface PreparedImport<Fields, Key> {
  rows: Fields[];
  /** The columns the file has: only those are updated on rows already there. */
  updateKeys: Key[];
}

/** The reason of a logo path the API cannot take: files travel one by one, as uploads. */
export const LOGO_FILE_IN_WEB_IMPORT =
  "qui il logo va indicato come indirizzo web (https://...): carica il file del logo dalla scheda dell'azienda";

/**
 * Checks the records of a vendors' import (a CSV or JSON body) without touching the database;
 * every problem is collected and thrown as one ImportError. A logo must be a web address or one
 * this server already stores (a file exported and imported again).
 */
export async function prepareVendors(
  source: SourceFile,
  dataDir: string,
): Promise<PreparedImport<VendorFields, VendorDataKey>> {
  const { rows, problems } = await validateRows(source, vendorEntity);
  const prepared: VendorFields[] = [];
  for (const { line, row } of rows) {
    const logo = logoUrl(row.logo_path, dataDir);
    if (logo !== null && typeof logo === 'object') {
      problems.push({ line, field: 'logo_path', reason: logo.problem });
      continue;
    }
    prepared.push(vendorFields(row, logo));
  }
  if (problems.length > 0) throw new ImportError(problems.sort(byLine));
  return { rows: prepared, updateKeys: updateKeysOf(source, VENDOR_COLUMNS) };
}

/**
 * The same for events; given the fair's config (its days and stages), each event must fall on
 * one of its days and stages, as one typed in the back-office (eventEntityFor). Without it, as
 * before: any day, any place.
 */
export async function prepareEvents(
  source: SourceFile,
  fair?: FairCalendar,
): Promise<PreparedImport<EventFields, EventDataKey>> {
  const { rows, problems } = await validateRows(source, eventEntityFor(fair));
  if (problems.length > 0) throw new ImportError(problems);
  return {
    rows: rows.map(({ row }) => eventFields(row)),
    updateKeys: updateKeysOf(source, EVENT_COLUMNS),
  };
}

/** The logo to store for a web row: its address, or why it cannot be taken. */
export function logoUrl(
  source: LogoSource | null,
  dataDir: string,
): string | null | { problem: string } {
  if (source === null) return null;
  if (source.kind === 'url') return source.url;
  if (isStoredLogo(dataDir, source.path)) return source.path;
  return { problem: LOGO_FILE_IN_WEB_IMPORT };
}

export function vendorFields(row: VendorRowInput, logoPath: string | null): VendorFields {
  const { logo_path: _source, ...rest } = row;
  return { ...rest, logoPath };
}

export function eventFields(row: EventRowInput): EventFields {
  return {
    title: row.title,
    eventDate: row.event_date,
    eventTime: row.event_time,
    speaker: row.speaker,
    companyName: row.company_name,
    topic: row.topic,
    location: row.location,
    tags: row.tags,
  };
}

function byLine(a: ImportProblem, b: ImportProblem): number {
  return a.line - b.line;
}

function updateKeysOf<Key extends string>(source: SourceFile, columns: Record<string, Key>): Key[] {
  return source.fields.flatMap((field) => {
    const key = columns[field];
    return key === undefined ? [] : [key];
  });
}

const word = (count: number, singular: string, plural: string) =>
  `${count} ${count === 1 ? singular : plural}`;

/** '40 nuove, 2 aggiornate, 0 invariate', with the endings of aziende or eventi. */
function countsText(summary: ImportSummary, always: boolean): string {
  const vendors = summary.kind === 'vendors';
  const parts = [
    vendors ? word(summary.inserted, 'nuova', 'nuove') : word(summary.inserted, 'nuovo', 'nuovi'),
    vendors
      ? word(summary.updated, 'aggiornata', 'aggiornate')
      : word(summary.updated, 'aggiornato', 'aggiornati'),
  ];
  if (always || summary.unchanged > 0) {
    parts.push(
      vendors
        ? word(summary.unchanged, 'invariata', 'invariate')
        : word(summary.unchanged, 'invariato', 'invariati'),
    );
  }
  return parts.join(', ');
}

/** 'Importate 42 aziende (40 nuove, 2 aggiornate)', with the right Italian endings. */
export function formatSummary(summary: ImportSummary): string {
  const vendors = summary.kind === 'vendors';
  const head = vendors
    ? summary.total === 1
      ? 'Importata 1 azienda'
      : `Importate ${summary.total} aziende`
    : summary.total === 1
      ? 'Importato 1 evento'
      : `Importati ${summary.total} eventi`;
  return `${head} (${countsText(summary, false)})`;
}

/** The audit log's line of an import: 'Import aziende: 3 nuove, 1 aggiornata, 0 invariate'. */
export function auditSummary(summary: ImportSummary): string {
  return `Import ${summary.kind === 'vendors' ? 'aziende' : 'eventi'}: ${countsText(summary, true)}`;
}
