import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, tickets, users } from '../src/db/schema/index';
import { readOrCreateTicketKey } from '../src/plugins/app/tickets/ticket-key-files';
import { createTicketTokens } from '../src/plugins/app/tickets/ticket-tokens';
import { signIn } from '../test/helpers/production-build';
import { REDIS_URL, SLOW, startTwoInstances, type TwoInstances } from './two-instances-on-postgres';

const STAFF = { email: 'cancello@fiera.example', password: 'una-password-lunga' };
const TICKETS = 200;
const GATES = 16;

interface Scan {
  ticketUuid: string;
  status: number;
  valid: boolean;
  /** Answered after the first instance was killed. */
  afterKill: boolean;
}

describe('kill -9 of one instance during a validation burst', () => {
  let fair: TwoInstances;
  let pool: pg.Pool;
  const codes: { ticketUuid: string; code: string }[] = [];

  beforeAll(async () => {
    fair = await startTwoInstances('killed', {
      redisUrl: REDIS_URL,
      env: {
        FIERA_DEMO_SEED: 'false',
        // Made an admin at start: admins run the gate too.
        FIERA_ADMIN_EMAIL: STAFF.email,
        FIERA_ADMIN_PASSWORD: STAFF.password,
      },
    });

    // Visitors with tickets, signed with the key the instances made: as if they had registered.
    pool = new pg.Pool({ connectionString: fair.database.url });
    const db = drizzle({ client: pool, casing: 'snake_case' });
    const signer = createTicketTokens(readOrCreateTicketKey(fair.dataDir));
    const visitors = await db
      .insert(users)
      .values(
        Array.from({ length: TICKETS }, (_, index) => ({
          email: `visitatore-${index}@example.com`,
          role: 'attendee' as const,
          passwordHash: 'not-a-hash',
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    const rows = visitors.map(({ id }) => {
      const ticketUuid = randomUUID();
      return { uuid: ticketUuid, userId: id, qrCodeData: signer.sign({ ticketUuid, userId: id }) };
    });
    await db.insert(tickets).values(rows);
    codes.push(...rows.map((row) => ({ ticketUuid: row.uuid, code: row.qrCodeData })));
  }, SLOW);

  afterAll(async () => {
    await pool?.end();
    await fair?.close();
  }, SLOW);

  it(
    'keeps every check-in it answered valid, none twice, and the other instance keeps serving',
    async () => {
      const token = await signIn(fair.proxy.url, STAFF.email, STAFF.password);

      const [victim] = fair.instances;
      let killed = false;
      const scans: Scan[] = [];
      const queue = [...codes];
      // Gates scanning as fast as answers come; the first instance dies a quarter of the way in.
      await Promise.all(
        Array.from({ length: GATES }, async () => {
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            if (!killed && scans.length >= TICKETS / 4) {
              killed = true;
              victim?.process.kill('SIGKILL');
            }
            const afterKill = killed;
            const response = await fetch(`${fair.proxy.url}/api/tickets/validate`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ qr_code_data: next.code }),
            }).catch(() => null);
            const body = response?.ok ? ((await response.json()) as { valid: boolean }) : null;
            scans.push({
              ticketUuid: next.ticketUuid,
              status: response?.status ?? 0,
              valid: body?.valid === true,
              afterKill,
            });
          }
        }),
      );

      const db = drizzle({ client: pool, casing: 'snake_case' });
      const recorded = await db
        .select({ ticketUuid: tickets.uuid })
        .from(checkins)
        .innerJoin(tickets, eq(checkins.ticketId, tickets.id))
        .where(
          inArray(
            tickets.uuid,
            codes.map((entry) => entry.ticketUuid),
          ),
        );
      const recordedUuids = recorded.map((row) => row.ticketUuid);
      // None twice.
      expect(new Set(recordedUuids).size).toBe(recordedUuids.length);
      // Every entry a gate was told was valid is in the database.
      const admitted = scans.filter((scan) => scan.valid).map((scan) => scan.ticketUuid);
      expect(admitted.filter((uuid) => !recordedUuids.includes(uuid))).toEqual([]);
      // The survivor kept admitting people after the kill (the balancer still sends it half).
      expect(scans.filter((scan) => scan.afterKill && scan.valid).length).toBeGreaterThan(
        TICKETS / 4,
      );
      expect(victim?.process.signalCode).toBe('SIGKILL');
    },
    SLOW,
  );
});
