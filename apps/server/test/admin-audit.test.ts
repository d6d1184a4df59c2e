import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;

interface AuditEntry {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target: string | null;
  summary: string | null;
}
interface AuditPage {
  items: AuditEntry[];
  next_before: number | null;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, BOOT_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

async function audit(token: string, query: Record<string, number> = {}): Promise<AuditPage> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/audit',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function as(token: string) {
  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    changeRole: (id: number, role: string) => send('PUT', `/api/admin/users/${id}/role`, { role }),
    resend: (id: number) => send('POST', `/api/admin/users/${id}/verification`),
    remove: (id: number) => send('DELETE', `/api/admin/users/${id}`),
    export: (kind: string) => send('GET', `/api/admin/exports/${kind}`),
  };
}

describe('given admins acting in the back-office', () => {
  it('records each action with its actor, target and an Italian summary, newest first', async () => {
    const admin = await createUser(app, { role: 'admin', email: 'capo@fiera.example' });
    const anna = await createUser(app, { email: 'anna@esempio.it' });
    const pending = await createUser(app, { email: 'attesa@esempio.it', verified: false });
    const leaving = await createUser(app, { email: 'addio@esempio.it' });
    const before = (await audit(admin.token)).items[0]?.id ?? 0;

    const act = as(admin.token);
    expect((await act.changeRole(anna.id, 'staff')).statusCode).toBe(200);
    expect((await act.resend(pending.id)).statusCode).toBe(202);
    expect((await act.remove(leaving.id)).statusCode).toBe(204);
    expect((await act.export('checkins')).statusCode).toBe(200);
    // Nothing changed or refused: nothing recorded.
    expect((await act.changeRole(anna.id, 'staff')).statusCode).toBe(200);
    expect((await act.changeRole(admin.id, 'attendee')).statusCode).toBe(409);
    expect((await act.remove(admin.id)).statusCode).toBe(409);
    expect((await act.resend(anna.id)).statusCode).toBe(409);

    const lines = (await audit(admin.token)).items.filter((line) => line.id > before);
    expect(lines.map(({ id: _id, at: _at, ...line }) => line)).toEqual([
      {
        actor_id: admin.id,
        actor_email: 'capo@fiera.example',
        action: 'export.download',
        target: 'checkins',
        summary: 'Esportazione ingressi: 0 righe',
      },
      {
        actor_id: admin.id,
        actor_email: 'capo@fiera.example',
        action: 'account.delete',
        target: String(leaving.id),
        summary: 'Account eliminato: addio@esempio.it',
      },
      {
        actor_id: admin.id,
        actor_email: 'capo@fiera.example',
        action: 'account.verification',
        target: String(pending.id),
        summary: 'Nuovo link di verifica inviato a attesa@esempio.it',
      },
      {
        actor_id: admin.id,
        actor_email: 'capo@fiera.example',
        action: 'account.role',
        target: String(anna.id),
        summary: 'Ruolo di anna@esempio.it: Partecipante → Staff',
      },
    ]);
    for (const line of lines) {
      expect(Math.abs(Date.parse(line.at) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('pages with before / next_before until the oldest line', async () => {
    const admin = await createUser(app, { role: 'admin' });
    for (const kind of ['attendees', 'checkins', 'decisions', 'attendees', 'checkins']) {
      expect((await as(admin.token).export(kind)).statusCode).toBe(200);
    }
    const everything = await audit(admin.token, { limit: 100 });
    expect(everything.next_before).toBeNull();
    const ids = everything.items.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const seen: number[] = [];
    let page = await audit(admin.token, { limit: 2 });
    for (;;) {
      seen.push(...page.items.map((line) => line.id));
      expect(page.items.length).toBeLessThanOrEqual(2);
      if (page.next_before === null) break;
      expect(page.next_before).toBe(page.items.at(-1)?.id);
      page = await audit(admin.token, { limit: 2, before: page.next_before });
    }
    expect(seen).toEqual(ids);
    expect((await audit(admin.token, { before: Math.min(...ids) })).items).toEqual([]);
    for (const query of ['before=Infinity', 'limit=1e400']) {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: bearer(admin.token),
      });
      expect(refused.statusCode, query).toBe(422);
    }
  });

  it("keeps a deleted admin's e-mail on their lines", async () => {
    const first = await createUser(app, { role: 'admin' });
    const second = await createUser(app, {
      role: 'admin',
      email: 'ex-organizzatore@fiera.example',
    });
    const target = await createUser(app);
    expect((await as(second.token).changeRole(target.id, 'staff')).statusCode).toBe(200);
    expect((await as(first.token).remove(second.id)).statusCode).toBe(204);

    const lines = (await audit(first.token, { limit: 100 })).items;
    const byDeleted = lines.find(
      (line) => line.action === 'account.role' && line.target === String(target.id),
    );
    expect(byDeleted).toMatchObject({
      actor_id: null,
      actor_email: 'ex-organizzatore@fiera.example',
      summary: `Ruolo di ${target.email}: Partecipante → Staff`,
    });
    expect(lines[0]).toMatchObject({
      actor_id: first.id,
      action: 'account.delete',
      summary: 'Account eliminato: ex-organizzatore@fiera.example',
    });
  });
});

describe('given an admin editing someone else’s profile', () => {
  it('records which fields they changed, never the values', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const anna = await createUser(app, { email: 'anna.profilo@esempio.it' });
    const edit = (token: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/users/${anna.id}`, headers: bearer(token), payload });

    expect((await edit(admin.token, { first_name: 'Anna', seeking: 'Lavoro' })).statusCode).toBe(
      200,
    );
    // Her own edits, and an admin's edit that changes nothing, are not the log's business.
    expect((await edit(anna.token, { last_name: 'Bianchi' })).statusCode).toBe(200);
    expect((await edit(admin.token, { first_name: 'Anna' })).statusCode).toBe(200);

    const lines = (await audit(admin.token, { limit: 100 })).items.filter(
      (line) => line.target === String(anna.id),
    );
    expect(lines.map(({ action, actor_id, summary }) => ({ action, actor_id, summary }))).toEqual([
      {
        action: 'account.profile',
        actor_id: admin.id,
        summary: 'Profilo di anna.profilo@esempio.it modificato: nome, cosa cerca',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('Lavoro');
  });
});

describe('given a caller who is not an admin', () => {
  it('answers 403 to attendees and staff, 401 without a session', async () => {
    for (const role of ['attendee', 'staff'] as const) {
      const caller = await createUser(app, { role });
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/audit',
        headers: bearer(caller.token),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Accesso riservato agli organizzatori della fiera.',
      });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(anonymous.statusCode).toBe(401);
  });
});
