import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkins,
  emailTokens,
  events,
  matches,
  refreshTokens,
  tickets,
  users,
  vendors,
} from '../src/db/schema/index';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { login, PASSWORD, refreshCookieOf } from './helpers/accounts';
import { bearer, buildTestApp, createUser, type Role } from './helpers/build-app';

describe('users', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  /** A verified user with PASSWORD and a ticket. */
  async function person(role: Role = 'attendee') {
    const user = await createUser(app, { role });
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD), firstName: 'Carla' })
      .where(eq(users.id, user.id));
    const { ticket } = await app.ticketsService.issueTicket(user.id);
    return { ...user, ticket, auth: bearer(user.token) };
  }

  const put = (id: number, auth: object, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { ...auth }, payload });
  const remove = (id: number, auth: object, password: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: { ...auth },
      payload: { password },
    });

  describe('GET /api/users/me', () => {
    it('answers the current user with the ticket', async () => {
      const carla = await person();
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: carla.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: carla.id,
        email: carla.email,
        role: 'attendee',
        first_name: 'Carla',
        qr_code_data: carla.ticket.qrCodeData,
        ticket_uuid: carla.ticket.uuid,
        is_verified: true,
        last_login: null,
      });
      expect(response.json()).not.toHaveProperty('password_hash');
      expect(response.body).not.toContain('argon2');
    });

    it('answers 401 once the account is gone, even with a valid token', async () => {
      const carla = await person();
      await app.db.delete(users).where(eq(users.id, carla.id));
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: carla.auth,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/{id}', () => {
    it('changes the profile fields, stores blanks as null, and refuses role or any other field', async () => {
      const carla = await person();
      const profile = {
        first_name: 'Carla Maria',
        last_name: '  ',
        seeking: 'Fornitori di energia',
        description: 'Ingegnera',
        employment_type: 'employee',
        company_name: 'Acme',
      };
      // Dropped in silence, a field the profile does not have would look saved: it is refused.
      for (const extra of [
        { role: 'admin' },
        { email: 'altro@example.com' },
        { is_verified: false },
        { qr_code_data: 'falso' },
      ]) {
        const refused = await put(carla.id, carla.auth, { ...profile, ...extra });
        expect(refused.statusCode, JSON.stringify(extra)).toBe(422);
        expect(refused.json().detail).toContain(Object.keys(extra)[0]);
      }
      const [untouched] = await app.db.select().from(users).where(eq(users.id, carla.id));
      expect(untouched).toMatchObject({ role: 'attendee', firstName: 'Carla', isVerified: true });

      const response = await put(carla.id, carla.auth, profile);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        first_name: 'Carla Maria',
        last_name: null,
        seeking: 'Fornitori di energia',
        description: 'Ingegnera',
        employment_type: 'employee',
        company_name: 'Acme',
        role: 'attendee',
        email: carla.email,
        is_verified: true,
        qr_code_data: carla.ticket.qrCodeData,
      });
    });

    it('keeps absent fields, and drops the company when employment becomes private', async () => {
      const carla = await person();
      await put(carla.id, carla.auth, {
        employment_type: 'self_employed',
        company_name: 'Studio C',
      });
      const seekingOnly = await put(carla.id, carla.auth, { seeking: 'Clienti' });
      expect(seekingOnly.json()).toMatchObject({
        first_name: 'Carla',
        employment_type: 'self_employed',
        company_name: 'Studio C',
        seeking: 'Clienti',
      });
      const privateNow = await put(carla.id, carla.auth, { employment_type: 'private' });
      expect(privateNow.json()).toMatchObject({ employment_type: 'private', company_name: null });
      const companyAlone = await put(carla.id, carla.auth, { company_name: 'Ignorata' });
      expect(companyAlone.json().company_name).toBeNull();
    });

    it("answers 403 in Italian to another user's id, 404 to an admin for an unknown id", async () => {
      const carla = await person();
      const dario = await person();
      const response = await put(dario.id, carla.auth, { seeking: 'Intrusione' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: "Non puoi modificare l'account di un altro utente.",
      });

      const admin = await person('admin');
      expect((await put(dario.id, admin.auth, { seeking: 'Da admin' })).json().seeking).toBe(
        'Da admin',
      );
      const unknown = await put(999_999, admin.auth, { seeking: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Utente non trovato.' });
    });
  });

  describe('GET /api/users/me/export', () => {
    it('answers everything about the user as an attachment', async () => {
      const carla = await person();
      const [vendor] = await app.db.insert(vendors).values({ name: 'Alfa' }).returning();
      await app.db.insert(matches).values({
        userId: carla.id,
        vendorId: vendor?.id ?? 0,
        score: 0.8,
        description: 'Cercate le stesse cose',
        status: 'accepted',
        decidedAt: new Date('2026-10-16T10:00:00Z'),
      });
      await app.db.insert(checkins).values({
        ticketId: carla.ticket.id,
        checkedInAt: new Date('2026-10-16T08:30:00Z'),
        checkinDay: '2026-10-16',
      });
      await app.db
        .update(users)
        .set({ privacyConsentAt: new Date('2026-09-01T12:00:00Z') })
        .where(eq(users.id, carla.id));
      const [talk] = await app.db
        .insert(events)
        .values({ title: 'Robotica', eventDate: '2026-10-16', eventTime: '11:00' })
        .returning();
      await app.agendaService.apply(carla.id, [
        { eventId: talk?.id ?? 0, starred: true, changedAt: new Date('2026-10-15T18:00:00Z') },
      ]);
      const feed = await app.calendarService.newFeed(carla.id);

      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me/export',
        headers: carla.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="fiera-dati-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const body = response.json();
      expect(body.user).toMatchObject({ id: carla.id, email: carla.email });
      expect(body.privacy_consent_at).toBe('2026-09-01T12:00:00.000Z');
      expect(body.matches).toEqual([
        {
          id: expect.any(Number),
          vendor_id: vendor?.id,
          score: expect.closeTo(0.8, 5),
          description: 'Cercate le stesse cose',
          status: 'accepted',
          decided_at: '2026-10-16T10:00:00.000Z',
        },
      ]);
      expect(body.checkins).toEqual([{ checked_in_at: '2026-10-16T08:30:00.000Z' }]);
      expect(body.agenda).toEqual([
        {
          event_id: talk?.id,
          title: 'Robotica',
          event_date: '2026-10-16',
          event_time: '11:00:00',
          starred: true,
          changed_at: '2026-10-15T18:00:00.000Z',
        },
      ]);
      expect(body.calendar_feed_created_at).toBe(feed.createdAt.toISOString());
      // The feed's secret address is not kept, so it cannot be in the export either.
      expect(response.body).not.toContain(new URL(feed.url).pathname.split('/').at(-2));
      expect(Date.parse(body.exported_at)).not.toBeNaN();
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it('refuses a wrong password with 403 in Italian and deletes nothing', async () => {
      const carla = await person();
      const response = await remove(carla.id, carla.auth, 'password-sbagliata');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'La password inserita non è corretta.' });
      expect(await app.db.select().from(users).where(eq(users.id, carla.id))).toHaveLength(1);
    });

    it('deletes the user, matches, tokens and sessions, and anonymises the check-ins', async () => {
      const carla = await person();
      const staff = await person('staff');
      const [vendor] = await app.db.insert(vendors).values({ name: 'Beta' }).returning();
      await app.db.insert(matches).values({
        userId: carla.id,
        vendorId: vendor?.id ?? 0,
        score: 0.5,
        description: 'x',
      });
      const [checkin] = await app.db
        .insert(checkins)
        .values({ ticketId: carla.ticket.id, staffUserId: staff.id, checkinDay: '2026-10-16' })
        .returning();
      await app.db.insert(emailTokens).values({
        userId: carla.id,
        kind: 'reset',
        tokenHash: 'h',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const session = refreshCookieOf(await login(app, carla.email));

      const response = await remove(carla.id, carla.auth, PASSWORD);
      expect(response.statusCode).toBe(204);
      expect(response.cookies.find((cookie) => cookie.name === 'fiera_refresh')?.value).toBe('');

      expect(await app.db.select().from(users).where(eq(users.id, carla.id))).toHaveLength(0);
      expect(await app.db.select().from(matches).where(eq(matches.userId, carla.id))).toHaveLength(
        0,
      );
      expect(
        await app.db.select().from(emailTokens).where(eq(emailTokens.userId, carla.id)),
      ).toHaveLength(0);
      expect(
        await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, carla.id)),
      ).toHaveLength(0);
      expect(await app.db.select().from(tickets).where(eq(tickets.userId, carla.id))).toHaveLength(
        0,
      );
      const [kept] = await app.db
        .select()
        .from(checkins)
        .where(eq(checkins.id, checkin?.id ?? 0));
      // Still counted at the entrance, no longer anybody's.
      expect(kept).toMatchObject({
        ticketId: null,
        staffUserId: staff.id,
        checkinDay: '2026-10-16',
      });

      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { fiera_refresh: session },
      });
      expect(refreshed.statusCode).toBe(401);
    });

    it("refuses another user's account to a non-admin; lets an admin delete it with their own password", async () => {
      const carla = await person();
      const dario = await person();
      expect((await remove(dario.id, carla.auth, PASSWORD)).statusCode).toBe(403);
      const admin = await person('admin');
      expect((await remove(999_999, admin.auth, PASSWORD)).statusCode).toBe(404);
      expect((await remove(dario.id, admin.auth, PASSWORD)).statusCode).toBe(204);
      expect(await app.db.select().from(users).where(eq(users.id, dario.id))).toHaveLength(0);
    });
  });
});
