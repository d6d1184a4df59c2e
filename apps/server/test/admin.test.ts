import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog, tickets, users } from '../src/db/schema/index';
import { login } from './helpers/accounts';
import { buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process also builds the migrated snapshot, on a shared machine.
const SLOW = 120_000;

describe('FIERA_ADMIN_EMAIL and FIERA_ADMIN_PASSWORD', () => {
  it(
    'create a verified admin with a ticket at start-up',
    async () => {
      const app = await buildTestApp({
        config: { adminEmail: 'admin@fiera.example', adminPassword: 'admin-password-1' },
      });
      try {
        const response = await login(app, 'admin@fiera.example', 'admin-password-1');
        expect(response.statusCode).toBe(200);
        expect(decodeJwt(response.json().access_token).role).toBe('admin');
        const [admin] = await app.db
          .select()
          .from(users)
          .where(eq(users.email, 'admin@fiera.example'));
        expect(admin?.isVerified).toBe(true);
        expect(
          await app.db
            .select()
            .from(tickets)
            .where(eq(tickets.userId, admin?.id ?? 0)),
        ).toHaveLength(1);
        // The back-office's log says where this admin came from: no admin did it.
        expect(
          await app.db
            .select({
              actorId: auditLog.actorId,
              actorEmail: auditLog.actorEmail,
              action: auditLog.action,
              target: auditLog.target,
              summary: auditLog.summary,
            })
            .from(auditLog),
        ).toEqual([
          {
            actorId: null,
            actorEmail: '',
            action: 'account.role',
            target: String(admin?.id),
            summary:
              'Account admin@fiera.example creato come Amministratore all’avvio (FIERA_ADMIN_EMAIL)',
          },
        ]);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );

  it(
    'turn an existing account into the admin, with the configured password',
    async () => {
      const app = await buildTestApp();
      try {
        const existing = await createUser(app, { email: 'organizzatore@fiera.example' });
        await app.accountsService.ensureAdmin(
          'Organizzatore@fiera.example',
          'nuova-password-admin',
        );
        await app.accountsService.ensureAdmin(
          'organizzatore@fiera.example',
          'nuova-password-admin',
        );
        const [row] = await app.db.select().from(users).where(eq(users.id, existing.id));
        expect(row).toMatchObject({ role: 'admin', isVerified: true });
        expect(
          await app.db.select().from(tickets).where(eq(tickets.userId, existing.id)),
        ).toHaveLength(1);
        expect((await login(app, existing.email, 'nuova-password-admin')).statusCode).toBe(200);
        // One line for the promotion; the second start, which changed nothing, adds none.
        expect(
          await app.db
            .select({ actorId: auditLog.actorId, summary: auditLog.summary })
            .from(auditLog),
        ).toEqual([
          {
            actorId: null,
            summary:
              'Ruolo di organizzatore@fiera.example: Partecipante → Amministratore all’avvio (FIERA_ADMIN_EMAIL)',
          },
        ]);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});
