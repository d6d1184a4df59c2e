import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MatchUser, MatchVendor } from '../../apps/server/src/matching';

/** A visitor with the grades (0–3) an independent author gave each exhibitor; unlisted = 0. */
export interface GradedVisitor extends MatchUser {
  grades: Readonly<Record<number, number>>;
}

export interface EvaluationSet {
  name: string;
  exhibitors: MatchVendor[];
  visitors: GradedVisitor[];
}

const SETS_DIR = path.join(import.meta.dirname, 'sets');
const EMPLOYMENT = new Set(['private', 'self_employed', 'employee']);

function fail(file: string, reason: string): never {
  throw new Error(`${file}: ${reason}`);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Reads sets/<name>.json, checking its shape: a set written by hand may have slips. */
export function loadEvaluationSet(name: string): EvaluationSet {
  const file = path.join(SETS_DIR, `${name}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as {
    exhibitors?: unknown;
    visitors?: unknown;
  };
  if (!Array.isArray(raw.exhibitors) || !Array.isArray(raw.visitors)) {
    fail(file, 'exhibitors and visitors must be lists');
  }
  const exhibitors = raw.exhibitors.map((item: Record<string, unknown>): MatchVendor => {
    if (!Number.isInteger(item.id) || typeof item.name !== 'string')
      fail(file, 'exhibitor id/name');
    return {
      id: item.id as number,
      name: item.name,
      description: text(item.description),
      seeking: text(item.seeking),
    };
  });
  const ids = new Set(exhibitors.map((exhibitor) => exhibitor.id));
  const visitors = raw.visitors.map((item: Record<string, unknown>): GradedVisitor => {
    if (!Number.isInteger(item.id)) fail(file, 'visitor id');
    const grades: Record<number, number> = {};
    for (const [id, grade] of Object.entries((item.grades ?? {}) as Record<string, unknown>)) {
      if (!ids.has(Number(id)))
        fail(file, `visitor ${String(item.id)} grades unknown exhibitor ${id}`);
      if (typeof grade !== 'number' || grade < 0 || grade > 3) fail(file, `grade ${String(grade)}`);
      if (grade > 0) grades[Number(id)] = grade;
    }
    const employment = item.employment_type;
    return {
      id: item.id as number,
      seeking: text(item.seeking),
      description: text(item.description),
      employment_type:
        typeof employment === 'string' && EMPLOYMENT.has(employment)
          ? (employment as MatchUser['employment_type'])
          : null,
      grades,
    };
  });
  return { name, exhibitors, visitors };
}
