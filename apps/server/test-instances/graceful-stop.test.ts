import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/helpers/production-build';
import {
  DEMO_FAIR_WITH_ADMIN,
  ADMIN,
  SLOW,
  startTwoInstances,
  type TwoInstances,
} from './two-instances-on-postgres';

describe('SIGTERM to one of two instances under load', () => {
  let fair: TwoInstances;

  beforeAll(async () => {
    fair = await startTwoInstances('sigterm', {
      env: {
        ...DEMO_FAIR_WITH_ADMIN,
      },
    });
  }, SLOW);

  afterAll(() => fair?.close(), SLOW);

  it(
    'finishes what it was answering, the other takes the rest, and it exits within 10 s',
    async () => {
      const token = await signIn(fair.proxy.url, ADMIN.email, ADMIN.password);
      const headers = { authorization: `Bearer ${token}` };

      const [stopping] = fair.instances;
      let stoppedAt = 0;
      let exit: Promise<number | null> | undefined;
      const statuses: number[] = [];
      const until = Date.now() + 5_000;
      // Twelve clients asking without pause (each read goes to the database), while one
      // instance is told to stop a second in.
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (Date.now() < until) {
            if (exit === undefined && Date.now() > until - 4_000) {
              stoppedAt = Date.now();
              exit = stopping?.stop('SIGTERM');
            }
            const response = await fetch(`${fair.proxy.url}/api/admin/users?limit=20`, { headers });
            statuses.push(response.status);
            await response.arrayBuffer();
          }
        }),
      );
      const code = await exit;
      const stoppedWithin = Date.now() - stoppedAt;

      expect(statuses.length).toBeGreaterThan(50);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(code).toBe(0);
      expect(stoppedWithin).toBeLessThan(10_000);
      // The other one is still there.
      expect((await fetch(`${fair.instances[1]?.url}/api/health`)).status).toBe(200);
      await setTimeout(0);
    },
    SLOW,
  );
});
