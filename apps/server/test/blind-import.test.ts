import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultFairConfig } from '@fiera/fair-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

/**
 * The import judged by a set written without the code (fixtures/blind-import/README.md): each
 * file goes through the back-office API as an organiser would send it, bytes as they are.
 */
interface Expectation {
  file: string;
  kind: 'vendors' | 'events';
  outcome: 'imported' | 'refused' | 'unspecified';
  total?: number;
  problems?: { line: number; field?: string }[];
}

interface ImportAnswer {
  total?: number;
  detail?: string;
  problems?: { line: number; field?: string; reason: string }[];
}

const SET = path.join(import.meta.dirname, 'fixtures', 'blind-import');
// The first app of a test process also builds the migrated snapshot, on a shared machine.
const SLOW = 120_000;

function expectations(part: string): Expectation[] {
  return JSON.parse(readFileSync(path.join(SET, part, 'expected.json'), 'utf8')) as Expectation[];
}

describe.each(['dev', 'held-out'])('the blind import set, %s part', (part) => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    token = (await createUser(app, { role: 'admin' })).token;
    // The set was written for a fair on the demo's days whose stages it does not know (Palco
    // Centrale, Sala Verdi...): a fair that lists no stages takes any place.
    const fair = await app.fairConfigService.update({ ...defaultFairConfig, stages: [] }, null);
    expect(fair.ok).toBe(true);
  }, SLOW);
  afterAll(() => app.close());

  const count = async (kind: 'vendors' | 'events') =>
    (await app.inject({ method: 'GET', url: `/api/${kind}/`, headers: bearer(token) })).json<
      unknown[]
    >().length;

  it.each(expectations(part))('$file → $outcome', async (expected) => {
    const before = await count(expected.kind);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/imports/${expected.kind}`,
      headers: {
        ...bearer(token),
        'content-type': expected.file.endsWith('.json') ? 'application/json' : 'text/csv',
      },
      payload: readFileSync(path.join(SET, part, expected.file)),
    });
    const answer = response.json<ImportAnswer>();
    const described = `${response.statusCode} ${JSON.stringify(answer).slice(0, 2000)}`;

    if (expected.outcome === 'unspecified') {
      expect([200, 422], described).toContain(response.statusCode);
      return;
    }
    if (expected.outcome === 'imported') {
      expect(response.statusCode, described).toBe(200);
      expect(answer.total).toBe(expected.total);
      return;
    }
    expect(response.statusCode, described).toBe(422);
    const found = (answer.problems ?? []).map(({ line, field }) => ({ line, field }));
    const wanted = (expected.problems ?? []).map(({ line, field }) => ({ line, field }));
    expect(found, described).toEqual(expect.arrayContaining(wanted));
    expect(found, described).toHaveLength(wanted.length);
    for (const problem of answer.problems ?? []) expect(problem.reason).not.toBe('');
    expect(await count(expected.kind)).toBe(before);
  });
});
