import { setTimeout as delay } from 'node:timers/promises';
import { PgBoss } from 'pg-boss';
import type { MatchJob, MatchQueue } from './queue';

const QUEUE = 'match-generation';
/** How often idle() looks at the jobs it waits for. */
const IDLE_POLL_MS = 50;
const UNFINISHED = new Set(['created', 'retry', 'active']);

interface MatchJobData {
  userId: number;
}

/**
 * Jobs in the database (pg-boss's own schema): any server instance takes the next one, and a
 * job queued by an instance that stops is done by another.
 */
export async function createPgBossQueue(
  connectionString: string,
  job: MatchJob,
  onError: (error: unknown, userId?: number) => void,
): Promise<MatchQueue> {
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on('error', (error) => onError(error));
  await boss.start();
  // 'short': at most one waiting job per user (the singleton key), next to one running: a
  // profile saved twice while its matches are computed costs one more run, not two.
  await boss.createQueue(QUEUE, { policy: 'short' });
  await boss.work<MatchJobData>(
    QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async ([current]) => {
      if (current === undefined) return;
      try {
        await job(current.data.userId);
      } catch (error) {
        onError(error, current.data.userId);
        throw error;
      }
    },
  );

  const enqueued = new Set<number>();
  return {
    async enqueue(userId) {
      enqueued.add(userId);
      await boss.send(QUEUE, { userId } satisfies MatchJobData, { singletonKey: String(userId) });
    },
    async idle() {
      for (const userId of enqueued) {
        for (;;) {
          const jobs = await boss.findJobs<MatchJobData>(QUEUE, { key: String(userId) });
          if (!jobs.some((found) => UNFINISHED.has(found.state))) break;
          await delay(IDLE_POLL_MS);
        }
        enqueued.delete(userId);
      }
    },
    async close() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
