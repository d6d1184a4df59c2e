import type { Schemas } from '@fiera/api-client';

/** The body of a 422 from the import: every problem by line and field (the API's ImportReport). */
export function isImportReport(data: unknown): data is Schemas['ImportReport'] {
  if (typeof data !== 'object' || data === null) return false;
  const { detail, problems } = data as Record<string, unknown>;
  return (
    typeof detail === 'string' &&
    Array.isArray(problems) &&
    problems.every(
      (problem: unknown) =>
        typeof problem === 'object' &&
        problem !== null &&
        typeof (problem as Record<string, unknown>).line === 'number' &&
        typeof (problem as Record<string, unknown>).reason === 'string',
    )
  );
}

/**
 * The media type the import is sent as: JSON by the file's name or type, else CSV. Browsers
 * name a CSV's type differently (Windows with Excel says application/vnd.ms-excel), and the
 * server reads the body by its declared type.
 */
export function importContentType(file: File): 'application/json' | 'text/csv' {
  return /\.json$/i.test(file.name) || file.type === 'application/json'
    ? 'application/json'
    : 'text/csv';
}
