import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkins, tickets, users } from '../src/db/schema/index';
import { openMigratedDatabase } from '../src/db/open';
import { readOrCreateTicketKey } from '../src/plugins/app/tickets/ticket-key-files';
import { createTicketTokens } from '../src/plugins/app/tickets/ticket-tokens';
import {
  buildServerInto,
  signIn,
  startServerProcess,
  type ServerProcess,
} from './helpers/production-build';

const ADMIN = { email: 'organizzazione@fiera.example', password: 'una-password-lunga' };
const TICKETS = 120;
const SLOW = 240_000;

describe('kill -9 of the single server on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-embedded-kill-'));
  let outDir: string;
  let server: ServerProcess;
  const codes: { ticketUuid: string; code: string }[] = [];
  const env = {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    FIERA_DEMO_SEED: 'false',
    FIERA_ADMIN_EMAIL: ADMIN.email,
    FIERA_ADMIN_PASSWORD: ADMIN.password,
  };

  beforeAll(async () => {
    outDir = await buildServerInto('embedded-kill');
    // The visitors and their tickets, written before the server opens the database.
    const connection = await openMigratedDatabase({ kind: 'embedded', dataDir });
    try {
      const signer = createTicketTokens(readOrCreateTicketKey(dataDir));
      const visitors = await connection.db
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
        return {
          uuid: ticketUuid,
          userId: id,
          qrCodeData: signer.sign({ ticketUuid, userId: id }),
        };
      });
      await connection.db.insert(tickets).values(rows);
      codes.push(...rows.map((row) => ({ ticketUuid: row.uuid, code: row.qrCodeData })));
    } finally {
      await connection.close();
    }
    server = await startServerProcess(outDir, env);
  }, SLOW);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    'opens again with every check-in it answered valid',
    async () => {
      const token = await signIn(server.url, ADMIN.email, ADMIN.password);
      const admitted: string[] = [];
      const queue = [...codes];
      let killed = false;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let next = queue.shift(); next !== undefined && !killed; next = queue.shift()) {
            if (admitted.length >= TICKETS / 2) {
              killed = true;
              server.process.kill('SIGKILL');
              break;
            }
            const response = await fetch(`${server.url}/api/tickets/validate`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ qr_code_data: next.code }),
            }).catch(() => null);
            const body = response?.ok ? ((await response.json()) as { valid: boolean }) : null;
            if (body?.valid === true) admitted.push(next.ticketUuid);
          }
        }),
      );
      await server.stop('SIGKILL');

      // The database the killed process left opens (its lock is stale) and holds them all.
      const connection = await openMigratedDatabase({ kind: 'embedded', dataDir });
      let recorded: string[];
      try {
        const rows = await connection.db
          .select({ uuid: tickets.uuid })
          .from(checkins)
          .innerJoin(tickets, eq(checkins.ticketId, tickets.id));
        recorded = rows.map((row) => row.uuid);
      } finally {
        await connection.close();
      }
      expect(admitted.length).toBeGreaterThanOrEqual(TICKETS / 2);
      expect(admitted.filter((uuid) => !recorded.includes(uuid))).toEqual([]);
      expect(new Set(recorded).size).toBe(recorded.length);
    },
    SLOW,
  );
});
