import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContentVersionsRepository } from './content-versions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    contentVersions: ContentVersions;
  }
}

export type ContentList = 'vendors' | 'events' | 'fair-config';

export interface ContentVersions {
  /** The list's data version as last read: at most POLL_INTERVAL_MS old. */
  current(list: ContentList): number;
  /** Reads the versions with a read that starts after this call (a writer sees its change). */
  refresh(): Promise<void>;
}

/**
 * How stale a list may be after a change. Read on a timer rather than per request: the lists
 * are the busiest calls of the fair (every phone, every screen) and this takes the database off
 * their path entirely, whichever process (an import, another server) made the change.
 */
export const POLL_INTERVAL_MS = 250;

async function contentVersionsPlugin(fastify: FastifyInstance) {
  const repository = createContentVersionsRepository(fastify.db);
  let versions = new Map<string, number>();
  let reading: Promise<void> | undefined;

  let queued: Promise<void> | undefined;

  function refresh(): Promise<void> {
    if (reading === undefined) {
      reading = repository
        .all()
        .then((read) => {
          versions = read;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    }
    // The read in flight may have started before the caller's write: one more read after it,
    // shared by every caller meanwhile, so a writer sees its own change.
    queued ??= reading
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return refresh();
      });
    return queued;
  }

  fastify.decorate('contentVersions', {
    current: (list) => versions.get(list) ?? 0,
    refresh,
  } satisfies ContentVersions);

  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => {
      refresh().catch((error: unknown) => {
        // The lists keep their last snapshot until the database answers again.
        fastify.log.warn({ err: error }, 'content versions not read');
      });
    }, POLL_INTERVAL_MS);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await reading?.catch(() => undefined);
  });
}

export default fp(contentVersionsPlugin, { name: 'content-versions', dependencies: ['db'] });
