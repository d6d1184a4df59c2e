import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_VERSION_RECHECK_MS } from '../src/plugins/app/auth/token-versions';
import { PASSWORD, login, refresh, refreshCookieOf, registerVerified } from './helpers/accounts';
import { bearer, buildTestApp, setRoleInDatabase } from './helpers/build-app';
import { linkToken, startMailCatcher, type MailCatcher } from './helpers/mail';

// Regression for the review's F9: an access token kept working for up to 15 minutes after
// logout, password reset, account deletion or a role change.
describe('access tokens after the session they belong to ends', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await buildTestApp({ config: { smtpUrl: mail.url } });
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });
  afterEach(() => vi.useRealTimers());

  async function loggedIn() {
    const { email } = await registerVerified(app, mail);
    const response = await login(app, email);
    expect(response.statusCode).toBe(200);
    return {
      email,
      token: response.json().access_token as string,
      refreshToken: refreshCookieOf(response),
    };
  }

  const me = (token: string) => app.inject({ url: '/api/users/me', headers: bearer(token) });
  const vendors = (token: string) => app.inject({ url: '/api/vendors/', headers: bearer(token) });

  describe('given a user who logs out', () => {
    it('when the old access token is sent again, answers 401 at once', async () => {
      const session = await loggedIn();
      expect((await me(session.token)).statusCode).toBe(200);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(session.token),
        cookies: { fiera_refresh: session.refreshToken },
      });
      expect(logout.statusCode).toBe(200);
      expect((await me(session.token)).statusCode).toBe(401);
      expect((await vendors(session.token)).statusCode).toBe(401);
    });

    it('lets another device of the same user carry on through its refresh cookie', async () => {
      const phone = await loggedIn();
      const tabletLogin = await login(app, phone.email);
      const tablet = {
        token: tabletLogin.json().access_token as string,
        refreshToken: refreshCookieOf(tabletLogin),
      };
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { fiera_refresh: phone.refreshToken },
      });
      expect((await me(tablet.token)).statusCode).toBe(401);
      const renewed = await refresh(app, tablet.refreshToken);
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().access_token as string)).statusCode).toBe(200);
      // The phone's own session is over.
      expect((await refresh(app, phone.refreshToken)).statusCode).toBe(401);
    });
  });

  describe('given a user who resets the password', () => {
    it('when an access token from before is sent, answers 401; the owner is told by mail', async () => {
      const session = await loggedIn();
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: session.email },
      });
      await app.mail.idle();
      const token = linkToken(mail.to(session.email).at(-1), '/reset-password');
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: 'una-nuova-password' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(session.token)).statusCode).toBe(401);
      // The owner hears of it, with a way to take the account back.
      await app.mail.idle();
      const notice = mail.to(session.email).at(-1);
      expect(notice?.subject).toBe('Fiera: la tua password è stata cambiata');
      expect(notice?.text).toContain('/forgot-password');
      expect((await login(app, session.email, 'una-nuova-password')).statusCode).toBe(200);
    });
  });

  describe('given a user who deletes the account', () => {
    it('when its access token is sent to any route, answers 401', async () => {
      const session = await loggedIn();
      const id = (await me(session.token)).json().id as number;
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        headers: bearer(session.token),
        payload: { password: PASSWORD },
      });
      expect(deleted.statusCode).toBe(204);
      expect((await vendors(session.token)).statusCode).toBe(401);
    });
  });

  describe('given a staff member whose role is taken away (CLI user:role)', () => {
    it('when the staff token is used after the recheck time, validation answers 401', async () => {
      const session = await loggedIn();
      await setRoleInDatabase(app, session.email, 'staff');
      const renewed = await refresh(app, session.refreshToken);
      const staffToken = renewed.json().access_token as string;
      const stats = (token: string) =>
        app.inject({ url: '/api/tickets/checkins/stats', headers: bearer(token) });
      expect((await stats(staffToken)).statusCode).toBe(200);

      // Another process (the CLI) changes the role in the database: seen within the recheck.
      await setRoleInDatabase(app, session.email, 'attendee');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + TOKEN_VERSION_RECHECK_MS + 1_000);
      expect((await stats(staffToken)).statusCode).toBe(401);

      const demoted = await refresh(app, refreshCookieOf(renewed));
      expect(demoted.statusCode).toBe(200);
      expect((await stats(demoted.json().access_token as string)).statusCode).toBe(403);
    });
  });
});
