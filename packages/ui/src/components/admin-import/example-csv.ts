/** The columns of an import file, in the order the example and the explanation list them. */
const VENDOR_COLUMNS = [
  'name',
  'stand',
  'location',
  'website',
  'email',
  'telephone',
  'address',
  'description',
  'seeking',
  'logo_path',
] as const;

const EVENT_COLUMNS = [
  'title',
  'event_date',
  'event_time',
  'speaker',
  'company_name',
  'topic',
  'location',
  'tags',
] as const;

const REQUIRED_COLUMNS = new Set<string>(['name', 'title', 'event_date', 'event_time']);

type ImportKind = 'vendors' | 'events';

/** A CSV cell: quoted when it holds the separator, a quote or a line break (quotes doubled). */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * An example file the organiser can open in a spreadsheet and fill in: every column, two rows.
 * The events' days and stages are the fair's own, so the example imports as it is.
 */
function exampleCsv(
  kind: ImportKind,
  fair: { days: readonly string[]; stages: readonly string[] },
): string {
  if (kind === 'vendors') {
    return csv([
      VENDOR_COLUMNS,
      [
        'Officine Rossi',
        'A12',
        'Padiglione 1',
        'www.officinerossi.example',
        'info@officinerossi.example',
        '+39 02 1234567',
        'Via Roma 1, Milano',
        'Macchine utensili, dal 1962',
        'Tecnici e partner commerciali',
        '',
      ],
      [
        'Caffè Aurora',
        'B03',
        'Padiglione 2',
        'https://caffeaurora.example',
        '',
        '',
        '',
        'Torrefazione artigianale',
        'Distributori',
        '',
      ],
    ]);
  }
  const first = fair.days[0] ?? '2026-10-16';
  const last = fair.days.at(-1) ?? first;
  const stage = fair.stages[0] ?? 'Sala principale';
  const otherStage = fair.stages[1] ?? stage;
  return csv([
    EVENT_COLUMNS,
    [
      'Il futuro della manifattura',
      first,
      '10:00',
      'Anna Rossi',
      'Officine Rossi',
      'Industria 4.0',
      stage,
      'ai|industria',
    ],
    [
      'Caffè e startup',
      last,
      '15:30',
      'Marco Bianchi',
      'Caffè Aurora',
      'Startup',
      otherStage,
      'startup',
    ],
  ]);
}

export { EVENT_COLUMNS, exampleCsv, REQUIRED_COLUMNS, VENDOR_COLUMNS };
export type { ImportKind };
