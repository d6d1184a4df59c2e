/**
 * An audit line's summary of an edit: what each changed field was and became, so the log
 * answers "who changed the stand, and from what" without a second source.
 */

type Value = string | number | boolean | null | readonly string[];

/** Long texts are cut: the line says that a description changed, not the whole of it. */
const MAX_VALUE = 60;

function shown(value: Value): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return 'vuoto';
  }
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return `«${text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text}»`;
}

function same(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * `«Acme» — stand: «A1» → «B2»; sito web: vuoto → «https://acme.it»`, over the fields `labels`
 * names (in Italian); `name` alone when nothing listed changed.
 */
export function changeSummary<T extends Record<string, Value>>(
  name: string,
  before: T,
  after: T,
  labels: Partial<Record<keyof T, string>>,
): string {
  const changes = (Object.keys(labels) as (keyof T)[]).flatMap((key) => {
    const [was, is] = [before[key] ?? null, after[key] ?? null];
    return same(was, is) ? [] : [`${labels[key]}: ${shown(was)} → ${shown(is)}`];
  });
  return changes.length === 0 ? name : `${name} — ${changes.join('; ')}`;
}
