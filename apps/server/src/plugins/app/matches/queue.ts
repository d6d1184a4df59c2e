/**
 * Where match computations wait. The embedded database serves one process, so an in-process
 * queue is enough there; on PostgreSQL, pg-boss lets several server instances share the work.
 */
export interface MatchQueue {
  /** Asks for the user's matches to be computed; a request already waiting absorbs this one. */
  enqueue(userId: number): Promise<void>;
  /** Resolves once nothing this instance enqueued is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking work; lets the running computation finish. */
  close(): Promise<void>;
}

/** Computes one user's matches. */
export type MatchJob = (userId: number) => Promise<void>;

export function createInProcessQueue(
  job: MatchJob,
  onError: (error: unknown, userId?: number) => void,
): MatchQueue {
  const waiting = new Set<number>();
  let draining: Promise<void> | undefined;
  let closed = false;

  async function drain(): Promise<void> {
    for (;;) {
      const next = waiting.values().next();
      if (next.done === true || closed) return;
      waiting.delete(next.value);
      // Never on the enqueuing request's tick, and one user at a time: scoring is CPU work
      // that would otherwise hold up every request in flight.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await job(next.value);
      } catch (error) {
        onError(error, next.value);
      }
    }
  }

  function start(): void {
    if (draining !== undefined || closed) return;
    draining = drain().finally(() => {
      draining = undefined;
      // A request may have been added between the loop's last look and this callback.
      if (waiting.size > 0) start();
    });
  }

  return {
    async enqueue(userId) {
      if (closed) return;
      waiting.add(userId);
      start();
    },
    async idle() {
      while (draining !== undefined) await draining;
    },
    async close() {
      closed = true;
      waiting.clear();
      await this.idle();
    },
  };
}
