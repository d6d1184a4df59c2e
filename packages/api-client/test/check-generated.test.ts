import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/check-generated.mjs', import.meta.url));
const committed = fileURLToPath(new URL('../src/openapi-schema.d.ts', import.meta.url));
const tempDir = mkdtempSync(join(tmpdir(), 'fiera-check-generated-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

async function check(committedPath: string) {
  return run(process.execPath, [script, '--committed', committedPath]).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('check-generated', () => {
  it('passes on the committed schema', async () => {
    const result = await check(committed);
    expect(result.code).toBe(0);
  });

  it('fails with a clear message when the schema differs from openapi.yaml', async () => {
    const stale = join(tempDir, 'openapi-schema.d.ts');
    writeFileSync(stale, readFileSync(committed, 'utf8').replace('access_token: string;', ''));

    const result = await check(stale);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is out of date with');
    expect(result.stderr).toContain('npm run generate -w @fiera/api-client');
  });
});
