import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

interface Snapshot {
  version: number;
  builtAt: number;
  etag: string;
  identity: Buffer;
  /** Compressed once, on the first phone that asks for the encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface ListSnapshotOptions {
  /** The list's data version, known without a query (see content_versions). */
  version(): number;
  /** The list as the API returns it. */
  load(): Promise<unknown>;
  /**
   * Rebuilt after this long even at the same version, for values that change without raising
   * it (the vendors' page view counts).
   */
  maxAgeMs?: number;
  now?: () => number;
  /** The body's type and how `load`'s value becomes it: JSON unless given (a stylesheet). */
  contentType?: string;
  serialize?: (value: unknown) => string;
  /**
   * The ETag of a version; a hash of the body unless given. The fair config's is its version,
   * which its PUT takes back in If-Match (a version, unlike a hash, says which write came last).
   */
  etagOf?: (version: number) => string;
}

/**
 * A whole list (hundreds of KB) served to every phone of the fair: it is read, serialised,
 * hashed and compressed once per data version, and each request only reads the version. A
 * matching If-None-Match answers 304 without touching the rows.
 */
export function createListSnapshot(options: ListSnapshotOptions) {
  const now = options.now ?? Date.now;
  let current: Snapshot | undefined;
  // Concurrent requests that find the snapshot stale share one rebuild.
  let building: { version: number; snapshot: Promise<Snapshot> } | undefined;

  async function build(version: number): Promise<Snapshot> {
    const serialize = options.serialize ?? JSON.stringify;
    const identity = Buffer.from(serialize(await options.load()));
    const etag =
      options.etagOf?.(version) ??
      `W/"${createHash('sha256').update(identity).digest('base64url')}"`;
    return { version, builtAt: now(), etag, identity, encoded: {} };
  }

  async function latest(): Promise<Snapshot> {
    const version = options.version();
    const fresh =
      current !== undefined &&
      current.version === version &&
      (options.maxAgeMs === undefined || now() - current.builtAt < options.maxAgeMs);
    if (fresh && current !== undefined) return current;
    if (building?.version !== version) {
      const snapshot = build(version);
      building = { version, snapshot };
      snapshot.then(
        (built) => {
          if (current === undefined || current.version <= built.version) current = built;
        },
        () => undefined,
      );
      void snapshot.finally(() => {
        if (building?.snapshot === snapshot) building = undefined;
      });
    }
    return building.snapshot;
  }

  function encode(snapshot: Snapshot, encoding: Encoding): Promise<Buffer> {
    snapshot.encoded[encoding] ??=
      encoding === 'br'
        ? // Quality 5: nearly gzip's speed with a smaller result; done once per version.
          brotli(snapshot.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(snapshot.identity);
    return snapshot.encoded[encoding];
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const snapshot = await latest();
      // Kept by this browser only, and always revalidated: the ETag makes that a 304.
      reply
        .header('etag', snapshot.etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) {
        reply.code(304).send();
        return;
      }
      reply.type(options.contentType ?? 'application/json; charset=utf-8');
      const acceptEncoding = request.headers['accept-encoding'];
      const encoding =
        acceptEncoding === undefined ? null : encodings.negotiate(acceptEncoding.toLowerCase());
      if (encoding === 'br' || encoding === 'gzip') {
        // Set here, the compress plugin leaves the body alone.
        reply.header('content-encoding', encoding).send(await encode(snapshot, encoding));
        return;
      }
      reply.send(snapshot.identity);
    },
  };
}

/**
 * An organiser's lists are read against the versions as they are now: behind a balancer, the
 * list asked again right after a save often lands on another instance, whose versions may be a
 * poll interval old, and the organiser would not see what they just added. Visitors' lists keep
 * the poll (at most POLL_INTERVAL_MS behind) and the database off their path.
 */
export async function readFreshForOrganisers(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  if (request.user?.role === 'admin') await fastify.contentVersions.refresh();
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || `W/${value}` === etag;
  });
}
