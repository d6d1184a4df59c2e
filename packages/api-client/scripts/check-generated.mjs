#!/usr/bin/env node
// Fails when the committed schema types no longer match openapi.yaml.
// Usage: node scripts/check-generated.mjs [--spec <openapi.yaml>] [--committed <schema.d.ts>]
// Paths default to this package's own files; they are arguments so a test can prove the check fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    spec: { type: 'string', default: resolve(packageDir, '../../openapi.yaml') },
    committed: { type: 'string', default: resolve(packageDir, 'src/openapi-schema.d.ts') },
  },
});
const specPath = resolve(values.spec);
const committedPath = resolve(values.committed);
// `bin/cli.js` itself is hidden by the package's `./*.js` export mapping; reach it through package.json.
const cli = join(
  dirname(fileURLToPath(import.meta.resolve('openapi-typescript/package.json'))),
  'bin/cli.js',
);

const tempDir = mkdtempSync(join(tmpdir(), 'fiera-schema-'));
let generated;
try {
  const tempFile = join(tempDir, 'openapi-schema.d.ts');
  // Same CLI and working directory as `npm run generate`, so the Redocly config lookup matches.
  execFileSync(process.execPath, [cli, specPath, '-o', tempFile], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Format as `npm run generate` does: with the repository's Prettier config, whatever --committed is.
  const formatAs = resolve(packageDir, 'src/openapi-schema.d.ts');
  const prettierConfig = await prettier.resolveConfig(formatAs);
  generated = await prettier.format(readFileSync(tempFile, 'utf8'), {
    ...prettierConfig,
    filepath: formatAs,
  });
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}

let committed;
try {
  committed = readFileSync(committedPath, 'utf8');
} catch {
  committed = undefined;
}

const shownPath = relative(process.cwd(), committedPath) || committedPath;
if (committed === generated) {
  console.log(`${shownPath} is up to date with ${relative(process.cwd(), specPath)}.`);
} else {
  const message =
    committed === undefined
      ? `${shownPath} is missing.`
      : describeFirstDifference(committed.split('\n'), generated.split('\n'));
  console.error(
    `✗ ${shownPath} is out of date with ${relative(process.cwd(), specPath)}.\n  ${message}\n` +
      '  Run `npm run generate -w @fiera/api-client` and commit the result.',
  );
  process.exitCode = 1;
}

function describeFirstDifference(committedLines, generatedLines) {
  const length = Math.max(committedLines.length, generatedLines.length);
  for (let i = 0; i < length; i++) {
    if (committedLines[i] !== generatedLines[i]) {
      return (
        `First difference at line ${i + 1}:\n` +
        `    committed: ${committedLines[i] ?? '(end of file)'}\n` +
        `    generated: ${generatedLines[i] ?? '(end of file)'}`
      );
    }
  }
  return 'The files differ.';
}
