import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify, type Options } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Schemas } from '../../../routes/types';
import { FAIR_TIME_ZONE, fairDay } from '../tickets/fair-time';
import {
  createAdminReportsRepository,
  type AttendeeRow,
  type CheckinRow,
  type EmploymentType,
} from './admin-reports-repository';

export type ExportKind = Schemas['ExportKind'];

declare module 'fastify' {
  interface FastifyInstance {
    adminReports: AdminReportsService;
  }
}

export interface CsvFile {
  fileName: string;
  /** The whole file, byte order mark included. */
  content: string;
  /** Data rows, the header not counted. */
  rows: number;
}

export interface AdminReportsService {
  /** The file an organiser downloads, for Excel in the Italian locale. */
  exportCsv(kind: ExportKind, now?: Date): Promise<CsvFile>;
}

/** Rows read per query: a page of 20,000 attendees is ten short statements. */
const PAGE = 2_000;

const FILE_NAMES: Record<ExportKind, string> = {
  attendees: 'partecipanti',
  checkins: 'ingressi',
  decisions: 'decisioni',
};

const HEADERS: Record<ExportKind, string[]> = {
  attendees: [
    'id',
    'nome',
    'cognome',
    'azienda',
    'tipo di impiego',
    'registrato il',
    'verificato',
    'giorni di ingresso',
  ],
  checkins: ['data/ora', 'giorno', 'id partecipante', 'email dello staff'],
  decisions: ['azienda', 'decisione', 'data'],
};

const EMPLOYMENT: Record<EmploymentType, string> = {
  private: 'Privato',
  self_employed: 'Libero professionista',
  employee: 'Dipendente',
};

const DECISIONS = { accepted: 'accettato', rejected: 'rifiutato' } as const;

/**
 * Excel in the Italian locale opens such a file with a double click: it needs the BOM to read
 * UTF-8 and ';' because ',' is the decimal separator there. escape_formulas puts an apostrophe
 * before a cell starting with = + - @ TAB or CR (and their full-width forms), so a name typed
 * as a formula is shown, never run; fields with ; " CR or LF are quoted.
 */
const CSV_OPTIONS: Options = {
  delimiter: ';',
  record_delimiter: 'windows',
  // Given a record delimiter, csv-stringify quotes a lone CR or LF only when asked to.
  quote_record_delimiter: true,
  escape_formulas: true,
};

type Cell = string | number | null;

/** The file's text, written page by page: the header and the BOM go with the first page only. */
function csvBuilder(header: string[]) {
  const parts: string[] = [stringify([header], { ...CSV_OPTIONS, bom: true })];
  let rows = 0;
  return {
    add(records: Cell[][]) {
      if (records.length === 0) return;
      parts.push(stringify(records, CSV_OPTIONS));
      rows += records.length;
    },
    result(fileName: string): CsvFile {
      return { fileName, content: parts.join(''), rows };
    },
  };
}

function attendeeRecord(row: AttendeeRow): Cell[] {
  return [
    row.id,
    row.firstName,
    row.lastName,
    row.companyName,
    row.employmentType === null ? null : EMPLOYMENT[row.employmentType],
    row.registeredAt,
    row.isVerified ? 'sì' : 'no',
    row.checkinDays,
  ];
}

/**
 * The visitor by the id the attendees' file lists, never by ticket: a ticket's uuid typed at the
 * gate, or its QR code, checks its holder in, and a file travels further than the back-office.
 */
function checkinRecord(row: CheckinRow): Cell[] {
  return [row.at, row.day, row.attendeeId ?? 'anonimizzato', row.staffEmail ?? 'account eliminato'];
}

async function adminReportsPlugin(fastify: FastifyInstance) {
  const repository = createAdminReportsRepository(fastify.db, FAIR_TIME_ZONE);

  const writers: Record<ExportKind, (csv: ReturnType<typeof csvBuilder>) => Promise<void>> = {
    async attendees(csv) {
      let afterId = 0;
      for (;;) {
        const page = await repository.attendeesAfter(afterId, PAGE);
        csv.add(page.map(attendeeRecord));
        const last = page.at(-1);
        if (last === undefined || page.length < PAGE) return;
        afterId = last.id;
      }
    },

    async checkins(csv) {
      // Day by day: the days follow the clock, so the whole file is in time order.
      for (const day of await repository.checkinDays()) {
        const ids = await repository.checkinIdsInTimeOrder(day);
        for (let start = 0; start < ids.length; start += PAGE) {
          const pageIds = ids.slice(start, start + PAGE);
          const rows = new Map(
            (await repository.checkinsWithIds(pageIds)).map((row) => [row.id, row]),
          );
          csv.add(
            pageIds.flatMap((id) => {
              const row = rows.get(id);
              return row === undefined ? [] : [checkinRecord(row)];
            }),
          );
        }
      }
    },

    async decisions(csv) {
      // One row per decision, each group's rows together: a visitor's decisions are neither
      // next to each other nor timed closer than the day, so the file cannot be read back
      // into who decided what.
      let pending: Cell[][] = [];
      for (const group of await repository.decisionGroups()) {
        const record = [group.vendorName, DECISIONS[group.status], group.day];
        for (let i = 0; i < group.count; i += 1) {
          pending.push(record);
          if (pending.length === PAGE) {
            csv.add(pending);
            pending = [];
            // The gate's scans are served between pages.
            await nextTurn();
          }
        }
      }
      csv.add(pending);
    },
  };

  fastify.decorate('adminReports', {
    async exportCsv(kind, now = new Date()) {
      const csv = csvBuilder(HEADERS[kind]);
      await writers[kind](csv);
      return csv.result(`fiera-${FILE_NAMES[kind]}-${fairDay(now)}.csv`);
    },
  } satisfies AdminReportsService);
}

export default fp(adminReportsPlugin, { name: 'admin-reports', dependencies: ['db'] });
