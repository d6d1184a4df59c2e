import { readFile } from 'node:fs/promises';
import { defaultFairConfig, type FairConfig } from '@fiera/fair-config';
import { parseFairConfig, type FairConfigIssue } from '@fiera/fair-config/schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFairConfigRepository } from './fair-config-repository';

declare module 'fastify' {
  interface FastifyInstance {
    fairConfigService: FairConfigService;
  }
}

type UpdateResult = { ok: true; config: FairConfig } | { ok: false; issues: FairConfigIssue[] };

export interface FairConfigService {
  /** The config now served, read again only when its content version moves. */
  current(): Promise<FairConfig>;
  /**
   * The config as last read, without waiting: for texts written on the spot (the e-mails). A
   * change reaches it within a content-version poll and one read.
   */
  latest(): FairConfig;
  /** Its content version: the ETag of what is served follows it. */
  version(): number;
  /** Validates and stores a new config; every wrong field named in Italian otherwise. */
  update(input: unknown, updatedBy: number | null): Promise<UpdateResult>;
}

/** A config file that breaks a rule stops the start, naming each field. */
export class FairConfigFileError extends Error {
  constructor(file: string, issues: readonly FairConfigIssue[]) {
    super(
      `Configurazione della fiera non valida in ${file}:\n` +
        issues.map((issue) => `  ${issue.path || '(radice)'}: ${issue.message}`).join('\n'),
    );
    this.name = 'FairConfigFileError';
  }
}

async function readConfigFile(file: string): Promise<FairConfig> {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new FairConfigFileError(file, [
      { path: '', message: `file non leggibile come JSON (${(error as Error).message})` },
    ]);
  }
  const result = parseFairConfig(input);
  if (!result.success) throw new FairConfigFileError(file, result.issues);
  return result.config;
}

async function fairConfigPlugin(fastify: FastifyInstance) {
  const repository = createFairConfigRepository(fastify.db);
  const version = () => fastify.contentVersions.current('fair-config');
  let cached: { version: number; config: Promise<FairConfig> } | undefined;
  let last: FairConfig = defaultFairConfig;

  async function load(): Promise<FairConfig> {
    last = (await repository.get()) ?? defaultFairConfig;
    return last;
  }

  fastify.decorate('fairConfigService', {
    current() {
      const now = version();
      if (cached?.version !== now) {
        const config = load();
        cached = { version: now, config };
        // A failed read is not kept: the next request tries again.
        config.catch(() => {
          if (cached?.config === config) cached = undefined;
        });
      }
      return cached.config;
    },
    latest() {
      if (cached?.version !== version()) {
        void this.current().catch((error: unknown) =>
          fastify.log.warn({ err: error }, 'fair config not read'),
        );
      }
      return last;
    },
    version,
    async update(input, updatedBy) {
      const result = parseFairConfig(input);
      if (!result.success) return { ok: false, issues: result.issues };
      await repository.save(result.config, updatedBy);
      await fastify.contentVersions.refresh();
      // This instance serves the new config at once; the others within a poll.
      last = result.config;
      cached = { version: version(), config: Promise.resolve(result.config) };
      return { ok: true, config: result.config };
    },
  } satisfies FairConfigService);

  // Before the first request: an empty database gets the file's config, or the demo fair's.
  fastify.addHook('onReady', async () => {
    const file = fastify.config.fairConfigFile;
    if ((await repository.get()) === undefined) {
      await repository.insertIfMissing(
        file === undefined ? defaultFairConfig : await readConfigFile(file),
      );
      await fastify.contentVersions.refresh();
    }
    await fastify.fairConfigService.current();
  });
}

export default fp(fairConfigPlugin, {
  name: 'fair-config',
  dependencies: ['content-versions'],
  decorators: { fastify: ['db', 'config', 'contentVersions'] },
});
