import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|wasm|json)$/;
// Below this a compressed copy saves less than its headers cost (the server's own threshold).
const MIN_BYTES = 1024;

/**
 * Writes `x.br` (quality 11) and `x.gz` (level 9) beside each hashed asset, once per build.
 * The server sends them as they are (@fastify/static `preCompressed`): on-the-fly compression
 * uses brotli quality 4 to stay cheap per request, and costs CPU on every download.
 */
export function precompress(): Plugin {
  let assetsDir = '';
  let written = false;
  return {
    name: 'fiera:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      // A failed build wrote nothing: failing here too would hide its error behind an ENOENT.
      if (!written) return;
      written = false;
      for (const name of readdirSync(assetsDir)) {
        const file = path.join(assetsDir, name);
        if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
