import { readFile } from 'node:fs/promises';
import { defaultFairConfig, type FairConfig } from '@fiera/fair-config';
import { parseFairConfig, type FairConfigIssue } from '@fiera/fair-config/schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VERSION_CHANGED, type VersionCondition } from '../../../db/versions';
import { AppError } from '../../../errors';
import { isOnStage } from '../../../import/rows';
import { createFairConfigRepository } from './fair-config-repository';

declare module 'fastify' {
  interface FastifyInstance {
    fairConfigService: FairConfigService;
  }
}

type UpdateResult =
  | { ok: true; config: FairConfig; previous: FairConfig | undefined; version: number }
  | { ok: false; issues: FairConfigIssue[] };

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
  /**
   * Validates and stores a new config; every wrong field named in Italian otherwise, and a day
   * or stage the programme still uses. `condition`: the versions the caller read (If-Match).
   */
  update(
    input: unknown,
    updatedBy: number | null,
    condition?: VersionCondition,
  ): Promise<UpdateResult>;
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

const italianDay = (day: string) => day.split('-').reverse().join('/');

async function fairConfigPlugin(fastify: FastifyInstance) {
  const repository = createFairConfigRepository(fastify.db);

  /**
   * A day or stage taken away while events still use it would leave those events impossible to
   * edit or import again (their rules follow the config): the organiser moves them first.
   */
  async function strandedEvents(config: FairConfig): Promise<FairConfigIssue[]> {
    const used = await repository.programmeDaysAndPlaces();
    const issues: FairConfigIssue[] = [];
    const days = new Map<string, number>();
    const places = new Map<string, number>();
    const stages = config.stages.filter((stage) => stage.trim() !== '');
    for (const { eventDate, location, count } of used) {
      if (!config.days.includes(eventDate)) days.set(eventDate, (days.get(eventDate) ?? 0) + count);
      if (location !== null && stages.length > 0 && !isOnStage(location, stages)) {
        places.set(location, (places.get(location) ?? 0) + count);
      }
    }
    const events = (count: number) => (count === 1 ? '1 evento' : `${count} eventi`);
    for (const [day, count] of [...days].sort()) {
      const them = count === 1 ? 'spostalo o eliminalo' : 'spostali o eliminali';
      issues.push({
        path: 'days',
        message: `il programma ha ancora ${events(count)} il ${italianDay(day)}: ${them} prima di togliere il giorno`,
      });
    }
    if (places.size > 0) {
      const total = [...places.values()].reduce((sum, count) => sum + count, 0);
      const names = [...places.keys()].sort().slice(0, 5).join(', ');
      const more = places.size > 5 ? ', …' : '';
      issues.push({
        path: 'stages',
        message:
          total === 1
            ? `1 evento del programma non sarebbe su nessun palco (${names}): spostalo o tieni il palco`
            : `${total} eventi del programma non sarebbero su nessun palco (${names}${more}): spostali o tieni i palchi`,
      });
    }
    return issues;
  }

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
    async update(input, updatedBy, condition) {
      const result = parseFairConfig(input);
      if (!result.success) return { ok: false, issues: result.issues };
      const stranded = await strandedEvents(result.config);
      if (stranded.length > 0) return { ok: false, issues: stranded };
      const saved = await repository.save(result.config, updatedBy, condition);
      if (saved === VERSION_CHANGED) {
        throw new AppError(
          412,
          "Nel frattempo qualcun altro ha salvato l'aspetto della fiera: nulla è stato salvato. " +
            'Ricarica per vedere la versione attuale.',
        );
      }
      await fastify.contentVersions.refresh();
      // This instance serves the new config at once; the others within a poll.
      last = result.config;
      cached = { version: version(), config: Promise.resolve(result.config) };
      return { ok: true, config: result.config, previous: saved.previous, version: saved.version };
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
