import { randomBytes } from 'node:crypto';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, matches, refreshTokens, users, vendors } from '../src/db/schema/index';
import { login, PASSWORD, refresh, refreshCookieOf } from './helpers/accounts';
import { bearer, buildTestApp, createUser, type Role } from './helpers/build-app';
import { linkToken, startMailCatcher, type MailCatcher } from './helpers/mail';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;

interface Account {
  id: number;
  email: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  is_verified: boolean;
  created_at: string;
  last_login: string | null;
  checkins: number;
}

let app: FastifyInstance;
let mail: MailCatcher;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await buildTestApp({ config: { smtpUrl: mail.url } });
  admin = await createUser(app, { role: 'admin', email: `capo-${tag()}@fiera.example` });
}, BOOT_TIMEOUT);

afterAll(async () => {
  await app?.close();
  await mail?.close();
});

/** A word no other test's accounts contain: each test searches among its own. */
function tag(): string {
  return randomBytes(4).toString('hex');
}

async function person(
  fields: {
    email?: string;
    role?: Role;
    firstName?: string;
    lastName?: string;
    companyName?: string;
    password?: string;
    verified?: boolean;
  } = {},
) {
  const user = await createUser(app, {
    email: fields.email,
    role: fields.role,
    password: fields.password,
    verified: fields.verified,
  });
  await app.db
    .update(users)
    .set({
      firstName: fields.firstName ?? null,
      lastName: fields.lastName ?? null,
      companyName: fields.companyName ?? null,
    })
    .where(eq(users.id, user.id));
  return user;
}

function list(query: Record<string, string | number>, token = admin.token) {
  return app.inject({
    method: 'GET',
    url: '/api/admin/users',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: bearer(token),
  });
}

async function search(q: string): Promise<{ items: Account[]; total: number }> {
  const response = await list({ q });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const emailsOf = (page: { items: Account[] }) => page.items.map((item) => item.email).sort();

function changeRole(id: number, role: Role, token = admin.token) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/role`,
    headers: bearer(token),
    payload: { role },
  });
}

function checkinStats(token: string) {
  return app.inject({ method: 'GET', url: '/api/tickets/checkins/stats', headers: bearer(token) });
}

describe('given accounts to find / when an admin searches them', () => {
  it('matches e-mail, first or last name, the whole name and the company, whatever the case', async () => {
    const t = tag();
    const anna = await person({
      email: `anna.${t}@esempio.it`,
      firstName: 'Anna',
      lastName: `Rossì${t}`,
    });
    const marco = await person({
      email: `m-${t}@esempio.it`,
      firstName: 'Marco',
      companyName: `Officine ${t.toUpperCase()} Srl`,
    });
    expect(emailsOf(await search(t))).toEqual([anna.email, marco.email].sort());
    expect(emailsOf(await search(`ANNA.${t.toUpperCase()}`))).toEqual([anna.email]);
    expect(emailsOf(await search(`rossì${t}`))).toEqual([anna.email]);
    expect(emailsOf(await search(`Anna Rossì${t}`))).toEqual([anna.email]);
    expect(emailsOf(await search(`officine ${t}`))).toEqual([marco.email]);
    expect(emailsOf(await search(`  officine ${t} `))).toEqual([marco.email]);
    expect((await search(`nessuno-${t}`)).total).toBe(0);
  });

  it('reads % _ and \\ in the search as themselves, not as wildcards', async () => {
    const t = tag();
    const percent = await person({ companyName: `Sconto 100% ${t}` });
    await person({ companyName: `Sconto 1000 ${t}` });
    const underscore = await person({ email: `nome_cognome.${t}@esempio.it` });
    await person({ email: `nomeXcognome.${t}@esempio.it` });
    const backslash = await person({ companyName: `Studio A\\B ${t}` });
    await person({ companyName: `Studio AB ${t}` });

    expect(emailsOf(await search(`100% ${t}`))).toEqual([percent.email]);
    expect(emailsOf(await search(`nome_cognome.${t}`))).toEqual([underscore.email]);
    expect(emailsOf(await search(`A\\B ${t}`))).toEqual([backslash.email]);
    const nul = await list({ q: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({
      detail: 'Il testo contiene un carattere non ammesso (NUL): toglilo e riprova.',
    });
    // A lone wildcard matches only accounts that contain it.
    const onlyPercent = await search('%');
    expect(onlyPercent.items.every((item) => item.company_name?.includes('%'))).toBe(true);
    expect(onlyPercent.total).toBeGreaterThanOrEqual(1);
  });

  it('filters by role, pages newest first and counts every match', async () => {
    const t = tag();
    const created: string[] = [];
    for (const role of ['attendee', 'staff', 'attendee', 'staff', 'staff'] as const) {
      created.push((await person({ role, companyName: `Pagine ${t}` })).email);
    }
    const [first, second, third] = await Promise.all([
      list({ q: t, role: 'staff', limit: 2, offset: 0 }),
      list({ q: t, role: 'staff', limit: 2, offset: 2 }),
      list({ q: t, role: 'staff', limit: 2, offset: 4 }),
    ]);
    const pages = [first, second, third].map((response) =>
      response.json<{
        items: Account[];
        total: number;
      }>(),
    );
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3]);
    expect(pages.map((page) => page.items.map((item) => item.email))).toEqual([
      [created[4], created[3]],
      [created[1]],
      [],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.role))).toEqual([
      'staff',
      'staff',
      'staff',
    ]);
    const all = await list({ q: t });
    expect(all.json<{ total: number }>().total).toBe(5);
    // Query strings that a lenient coercion would read as numbers beyond any limit.
    for (const query of [{ offset: 'Infinity' }, { limit: '1e400' }] as Record<string, string>[]) {
      const refused = await list(query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(422);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Il parametro '(offset|limit)'/);
    }
  });

  it('tells each account its days at the gate and its last login', async () => {
    const t = tag();
    const staff = await createUser(app, { role: 'staff' });
    const visitor = await person({
      companyName: `Ingressi ${t}`,
      password: PASSWORD,
    });
    const { ticket } = await app.ticketsService.issueTicket(visitor.id);
    for (const at of ['2026-10-16T08:00:00Z', '2026-10-16T09:00:00Z', '2026-10-17T08:00:00Z']) {
      await app.ticketsService.validate(ticket.qrCodeData, staff.id, new Date(at));
    }
    expect((await login(app, visitor.email)).statusCode).toBe(200);
    const [account] = (await search(`ingressi ${t}`)).items;
    expect(account).toMatchObject({
      id: visitor.id,
      email: visitor.email,
      role: 'attendee',
      company_name: `Ingressi ${t}`,
      is_verified: true,
      checkins: 2,
    });
    expect(account?.last_login).not.toBeNull();
    expect(Date.parse(account?.created_at ?? '')).not.toBeNaN();
  });
});

describe('given an account whose role an admin changes', () => {
  it('ends its access tokens at once; the refresh brings the new role', async () => {
    const staff = await person({ role: 'staff', password: PASSWORD });
    const session = await login(app, staff.email);
    const token = session.json<{ access_token: string }>().access_token;
    expect((await checkinStats(token)).statusCode).toBe(200);

    const demoted = await changeRole(staff.id, 'attendee');
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ id: staff.id, email: staff.email, role: 'attendee' });
    // The token still says staff: refused, not trusted.
    expect((await checkinStats(token)).statusCode).toBe(401);

    const refreshed = await refresh(app, refreshCookieOf(session));
    expect(refreshed.statusCode).toBe(200);
    const attendeeToken = refreshed.json<{ access_token: string }>().access_token;
    expect(decodeJwt(attendeeToken).role).toBe('attendee');
    const refused = await checkinStats(attendeeToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Accesso riservato allo staff.' });

    expect((await changeRole(staff.id, 'staff')).statusCode).toBe(200);
    expect((await checkinStats(attendeeToken)).statusCode).toBe(401);
    const again = await refresh(app, refreshCookieOf(refreshed));
    const staffToken = again.json<{ access_token: string }>().access_token;
    expect(decodeJwt(staffToken).role).toBe('staff');
    expect((await checkinStats(staffToken)).statusCode).toBe(200);
  });

  it('makes an organiser of an attendee: the back-office opens after the refresh', async () => {
    const visitor = await person({ password: PASSWORD });
    const session = await login(app, visitor.email);
    const token = session.json<{ access_token: string }>().access_token;
    expect((await list({}, token)).statusCode).toBe(403);
    expect((await changeRole(visitor.id, 'admin')).json<Account>().role).toBe('admin');
    const refreshed = await refresh(app, refreshCookieOf(session));
    expect(
      (await list({}, refreshed.json<{ access_token: string }>().access_token)).statusCode,
    ).toBe(200);
  });

  it('leaves the tokens alone when the account already has that role', async () => {
    const staff = await person({ role: 'staff', password: PASSWORD });
    const token = (await login(app, staff.email)).json<{ access_token: string }>().access_token;
    expect((await changeRole(staff.id, 'staff')).json<Account>().role).toBe('staff');
    expect((await checkinStats(token)).statusCode).toBe(200);
  });

  it('refuses an admin their own role (409), and unknown accounts (404)', async () => {
    const own = await changeRole(admin.id, 'attendee');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      detail: 'Non puoi cambiare il tuo ruolo: chiedilo a un altro organizzatore.',
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');

    const unknown = await changeRole(2_000_000_000, 'staff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Utente non trovato.' });
  });

  it('never leaves the fair without an admin when two admins demote each other at once', async () => {
    const first = await person({ role: 'admin' });
    const second = await person({ role: 'admin' });

    // Both tokens may pass the check at the door; the role changes are what must take turns.
    // The one that comes second finds its caller demoted: 403, or 401 when its token is
    // already known to be revoked.
    const answers = await Promise.all([
      changeRole(second.id, 'attendee', first.token),
      changeRole(first.id, 'attendee', second.token),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const roles = await app.db
      .select({ role: users.role })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    expect(roles.map((row) => row.role).sort()).toEqual(['admin', 'attendee']);
  });

  it('refuses a role outside the list (422) before touching anything', async () => {
    const visitor = await person();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${visitor.id}/role`,
      headers: bearer(admin.token),
      payload: { role: 'superadmin' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await app.db.select().from(users).where(eq(users.id, visitor.id));
    expect(row?.role).toBe('attendee');
  });
});

describe('given an account that has not verified its address', () => {
  function resend(id: number, token = admin.token) {
    return app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/verification`,
      headers: bearer(token),
    });
  }

  it('sends the verification e-mail again, whose link verifies the account', async () => {
    const pending = await person({ verified: false, email: `attesa-${tag()}@esempio.it` });
    const response = await resend(pending.id);
    expect(response.statusCode).toBe(202);
    expect(response.json<{ message: string }>().message).toContain(pending.email);
    await app.mail.idle();
    const [message] = mail.to(pending.email);
    expect(message?.subject).toMatch(/conferma il tuo indirizzo email/);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(message, '/verify-email') },
    });
    expect(verified.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, pending.id));
    expect(row?.isVerified).toBe(true);
  });

  it('answers 409 once the account is verified, 404 for an unknown one, and sends nothing', async () => {
    const verified = await person({ email: `fatto-${tag()}@esempio.it` });
    const again = await resend(verified.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Questo account ha già verificato il suo indirizzo email.',
    });
    const unknown = await resend(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    await app.mail.idle();
    expect(mail.to(verified.email)).toEqual([]);
  });
});

describe('given an account an admin deletes', () => {
  function remove(id: number, token = admin.token) {
    return app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: bearer(token) });
  }

  it('deletes it as the user would: sessions and matches go, check-ins stay anonymised', async () => {
    const staff = await createUser(app, { role: 'staff' });
    const visitor = await person({ password: PASSWORD });
    const session = await login(app, visitor.email);
    const token = session.json<{ access_token: string }>().access_token;
    const { ticket } = await app.ticketsService.issueTicket(visitor.id);
    await app.ticketsService.validate(ticket.qrCodeData, staff.id, new Date('2026-10-16T08:00Z'));
    const [vendor] = await app.db
      .insert(vendors)
      .values({ name: `Azienda ${tag()}` })
      .returning({ id: vendors.id });
    await app.db
      .insert(matches)
      .values({ userId: visitor.id, vendorId: vendor?.id ?? 0, score: 0.5, description: 'x' });

    const response = await remove(visitor.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await app.db.select().from(users).where(eq(users.id, visitor.id))).toEqual([]);
    expect(
      await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, visitor.id)),
    ).toEqual([]);
    expect(await app.db.select().from(matches).where(eq(matches.userId, visitor.id))).toEqual([]);
    const anonymous = await app.db
      .select()
      .from(checkins)
      .where(eq(checkins.staffUserId, staff.id));
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]?.ticketId).toBeNull();
    // Its access token and refresh cookie end with it.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect((await refresh(app, refreshCookieOf(session))).statusCode).toBe(401);
    expect((await remove(visitor.id)).statusCode).toBe(404);
  });

  it('keeps the check-ins a deleted staff member recorded, without them', async () => {
    const staff = await createUser(app, { role: 'staff' });
    const visitor = await person();
    const { ticket } = await app.ticketsService.issueTicket(visitor.id);
    await app.ticketsService.validate(ticket.qrCodeData, staff.id, new Date('2026-10-16T08:00Z'));
    expect((await remove(staff.id)).statusCode).toBe(204);
    const rows = await app.db.select().from(checkins).where(isNull(checkins.staffUserId));
    expect(rows.some((row) => row.ticketId === ticket.id)).toBe(true);
  });

  it('refuses an admin their own account (409) and unknown ids (404)', async () => {
    const own = await remove(admin.id);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ detail: string }>().detail).toMatch(/^Non puoi eliminare il tuo account/);
    expect(await app.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    const unknown = await remove(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Utente non trovato.' });
  });
});

describe('given a caller who is not an admin', () => {
  const operations = (target: number) => [
    { method: 'GET' as const, url: '/api/admin/users' },
    { method: 'DELETE' as const, url: `/api/admin/users/${target}` },
    { method: 'PUT' as const, url: `/api/admin/users/${target}/role`, payload: { role: 'admin' } },
    { method: 'POST' as const, url: `/api/admin/users/${target}/verification` },
    { method: 'GET' as const, url: '/api/admin/gate' },
    { method: 'GET' as const, url: '/api/admin/exports/attendees' },
  ];

  it('answers 403 to attendees and staff, 401 to anonymous callers, and changes nothing', async () => {
    const target = await person({ verified: false });
    for (const role of ['attendee', 'staff'] as const) {
      const caller = await createUser(app, { role });
      for (const operation of operations(target.id)) {
        const response = await app.inject({ ...operation, headers: bearer(caller.token) });
        expect(response.statusCode, `${role} ${operation.method} ${operation.url}`).toBe(403);
        expect(response.json()).toEqual({
          detail: 'Accesso riservato agli organizzatori della fiera.',
        });
      }
    }
    for (const operation of operations(target.id)) {
      const response = await app.inject(operation);
      expect(response.statusCode, `anonymous ${operation.method} ${operation.url}`).toBe(401);
      expect(response.json<{ detail: string }>().detail).toBe(
        'Sessione scaduta o non valida. Accedi di nuovo.',
      );
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.role).toBe('attendee');
    await app.mail.idle();
    expect(mail.to(target.email)).toEqual([]);
  });
});
