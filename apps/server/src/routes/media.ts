import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import {
  LOGO_CONTENT_TYPES,
  LOGO_FILE_NAME,
  LOGO_URL_PREFIX,
  logoExtensionOf,
  logosDir,
} from '../media/logos';

// Names are content hashes: a changed logo gets a new name, so a copy never goes stale.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// An SVG opened on its own is a document of this origin: it may draw, never run scripts.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const logoNotFound = () => new AppError(404, 'Logo non trovato.');

/**
 * Serves the vendor logos stored by the import and the demo seed. Not part of openapi.yaml: it
 * answers images, not JSON. Only names of the stored shape are looked up, so no request reaches
 * outside DATA_DIR/logos.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const dir = logosDir(fastify.config.dataDir);

  fastify.get<{ Params: { file: string } }>(`${LOGO_URL_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const extension = logoExtensionOf(file);
    if (!LOGO_FILE_NAME.test(file) || extension === undefined) throw logoNotFound();
    const filePath = path.join(dir, file);
    const info = await stat(filePath).catch(() => undefined);
    if (info === undefined || !info.isFile()) throw logoNotFound();
    return reply
      .headers({
        'content-type': LOGO_CONTENT_TYPES[extension],
        'content-length': info.size,
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        ...(extension === 'svg' ? { 'content-security-policy': SVG_POLICY } : {}),
      })
      .send(createReadStream(filePath));
  });
}
