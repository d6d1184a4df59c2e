import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, refreshTokens, tickets, users } from '../src/db/schema/index';
import { hashSecretToken } from '../src/plugins/app/auth/secret-tokens';
import {
  login,
  PASSWORD,
  refresh,
  refreshCookieOf,
  register,
  registerVerified,
  uniqueEmail,
} from './helpers/accounts';
import { bearer, buildTestApp } from './helpers/build-app';
import { linkToken, startMailCatcher, type MailCatcher } from './helpers/mail';

const PUBLIC_URL = 'https://fiera.example';
const INVALID_CREDENTIALS = { detail: 'Email o password non corretti.' };
const SESSION_INVALID = { detail: 'Sessione scaduta o non valida. Accedi di nuovo.' };

// One app and one SMTP server for the file: every test works on its own new addresses.
describe('accounts', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await buildTestApp({ config: { smtpUrl: mail.url, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  const userByEmail = async (email: string) => {
    const [row] = await app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (row === undefined) throw new Error(`no user ${email}`);
    return row;
  };
  const ticketsOf = (userId: number) =>
    app.db.select().from(tickets).where(eq(tickets.userId, userId));
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const expireEmailToken = (token: string) =>
    app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashSecretToken(token)));

  describe('POST /api/auth/register', () => {
    it('creates the account, stores null for empty optionals, and mails a verification link', async () => {
      const email = uniqueEmail('Anna');
      const before = Date.now();
      const { statusCode, body } = await register(app, {
        email,
        first_name: 'Anna',
        last_name: '',
        phone_number: '   ',
        employment_type: 'private',
        company_name: 'Acme',
      });
      expect(statusCode).toBe(201);
      expect(body).toEqual({
        message:
          'Registrazione completata! Controlla la tua email e clicca sul link per verificare il tuo account.',
      });

      const user = await userByEmail(email);
      expect(user).toMatchObject({
        firstName: 'Anna',
        lastName: null,
        phoneNumber: null,
        employmentType: 'private',
        // A company name only goes with self_employed or employee.
        companyName: null,
        role: 'attendee',
        isVerified: false,
      });
      expect(user.privacyConsentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);

      await app.mail.idle();
      const [message] = mail.to(email);
      expect(message?.subject).toBe('Fiera: conferma il tuo indirizzo email');
      expect(message?.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
      expect(message?.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
      const token = linkToken(message, '/verify-email');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // Only the hash is stored.
      const stored = await app.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).toBe(hashSecretToken(token));
      expect(stored[0]?.kind).toBe('verify');
      const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(47 * 3600_000);
      expect(ttl).toBeLessThanOrEqual(48 * 3600_000);
    });

    it('keeps the company for employees and the self-employed', async () => {
      const { email } = await register(app, {
        employment_type: 'employee',
        company_name: ' Acme S.p.A. ',
      });
      expect((await userByEmail(email)).companyName).toBe('Acme S.p.A.');
    });

    it('answers 409 in Italian for an address already registered, whatever its case', async () => {
      const { email } = await register(app);
      const again = await register(app, { email: email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.body).toEqual({
        detail: 'Esiste già un account con questo indirizzo email. Accedi o recupera la password.',
      });
    });

    it.each([
      ['a short password', { password: 'corta' }, /almeno 8 caratteri/],
      ['a malformed e-mail', { email: 'non-un-indirizzo' }, /indirizzo email valido/],
      ['an unknown employment type', { employment_type: 'freelance' }, /employment_type/],
      ['no privacy consent', { privacy_consent: undefined }, /informativa sulla privacy/],
      ['a refused privacy consent', { privacy_consent: false }, /informativa sulla privacy/],
    ])('answers 422 in Italian for %s', async (_case, fields, detail) => {
      const payload = {
        email: uniqueEmail(),
        password: PASSWORD,
        privacy_consent: true,
        ...fields,
      };
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(detail);
    });
  });

  describe('POST /api/auth/verify-email', () => {
    it('verifies, issues one ticket and mails it with the QR as an inline PNG', async () => {
      const { email } = await register(app, { first_name: '<b>Bruno</b>' });
      await app.mail.idle();
      const token = linkToken(mail.to(email)[0], '/verify-email');

      const response = await post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/Email verificata.*biglietto/);

      const user = await userByEmail(email);
      expect(user.isVerified).toBe(true);
      const [ticket, ...others] = await ticketsOf(user.id);
      expect(others).toHaveLength(0);
      expect(ticket?.qrCodeData.length).toBeGreaterThan(20);

      await app.mail.idle();
      const ticketMail = mail.to(email)[1];
      expect(ticketMail?.subject).toBe('Fiera: il tuo biglietto');
      expect(ticketMail?.text).toContain(ticket?.uuid);
      const [qr] = ticketMail?.attachments ?? [];
      expect(qr?.contentType).toBe('image/png');
      expect(qr?.contentDisposition).toBe('inline');
      expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
      expect(ticketMail?.html).toContain(`cid:${qr?.cid}`);
      // The name typed at registration is text, not markup.
      expect(ticketMail?.html).toContain('Ciao &lt;b&gt;Bruno&lt;/b&gt;');
      expect(ticketMail?.html).not.toContain('<b>Bruno');
    });

    it('answers 400 in Italian to a link used already', async () => {
      const { email } = await register(app);
      await app.mail.idle();
      const token = linkToken(mail.to(email)[0], '/verify-email');
      expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
      const again = await post('/api/auth/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        detail: 'Il link di verifica non è valido, è già stato usato o è scaduto.',
      });
    });

    it('answers 400 to an expired link and to an unknown one', async () => {
      const { email } = await register(app);
      await app.mail.idle();
      const token = linkToken(mail.to(email)[0], '/verify-email');
      await expireEmailToken(token);
      expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
      expect((await userByEmail(email)).isVerified).toBe(false);
      expect((await post('/api/auth/verify-email', { token: 'sconosciuto' })).statusCode).toBe(400);
    });

    it('given two links of one person both followed, keeps one ticket and mails it once', async () => {
      const { email } = await register(app);
      const resent = await post('/api/auth/resend-verification', { email });
      expect(resent.statusCode).toBe(200);
      await app.mail.idle();
      const [first, second] = mail.to(email).map((message) => linkToken(message, '/verify-email'));
      expect(first).not.toBe(second);

      const answers = await Promise.all([
        post('/api/auth/verify-email', { token: first ?? '' }),
        post('/api/auth/verify-email', { token: second ?? '' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await ticketsOf((await userByEmail(email)).id)).toHaveLength(1);
      await app.mail.idle();
      expect(
        mail.to(email).filter((message) => message.subject?.includes('biglietto')),
      ).toHaveLength(1);
    });
  });

  describe('POST /api/auth/resend-verification', () => {
    it('answers the same for unknown, unverified and verified addresses; mails only the unverified', async () => {
      const pending = (await register(app)).email;
      const verified = (await registerVerified(app, mail)).email;
      const unknown = uniqueEmail();
      const mailsBefore = mail.to(verified).length;

      const answers = await Promise.all(
        [pending, verified, unknown].map((email) =>
          post('/api/auth/resend-verification', { email }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(answers[0]?.json());
      }
      await app.mail.idle();
      expect(mail.to(pending)).toHaveLength(2);
      expect(mail.to(verified)).toHaveLength(mailsBefore);
      expect(mail.to(unknown)).toHaveLength(0);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 403 in Italian until the e-mail is verified', async () => {
      const { email } = await register(app);
      const response = await login(app, email);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/verificare il tuo indirizzo email/);
      expect(response.cookies).toHaveLength(0);
    });

    it('answers the same 401 to a wrong password and to an unknown address', async () => {
      const { email } = await registerVerified(app, mail);
      const wrongPassword = await login(app, email, 'password-sbagliata');
      const unknownEmail = await login(app, uniqueEmail(), PASSWORD);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(INVALID_CREDENTIALS);
      expect(unknownEmail.json()).toEqual(INVALID_CREDENTIALS);
    });

    it('answers a bearer access token and sets the refresh cookie; records the login', async () => {
      const { email } = await registerVerified(app, mail);
      // Addresses are matched whatever their case and surrounding spaces.
      const response = await login(app, ` ${email.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body.token_type).toBe('bearer');
      const claims = decodeJwt(body.access_token);
      const user = await userByEmail(email);
      expect(claims).toMatchObject({ sub: String(user.id), role: 'attendee' });
      expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
      expect(user.lastLogin).not.toBeNull();

      const cookie = response.cookies.find((candidate) => candidate.name === 'fiera_refresh');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        // PUBLIC_URL is https here.
        secure: true,
        maxAge: 30 * 24 * 3600,
      });

      const me = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(body.access_token),
      });
      expect(me.json()).toMatchObject({ email, is_verified: true });
      expect(me.json().last_login).not.toBeNull();
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates the refresh token on every use', async () => {
      const { email } = await registerVerified(app, mail);
      const first = refreshCookieOf(await login(app, email));
      const rotated = await refresh(app, first);
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json().token_type).toBe('bearer');
      const second = refreshCookieOf(rotated);
      expect(second).not.toBe(first);
      expect((await refresh(app, second)).statusCode).toBe(200);
    });

    it('finds its cookie among the other cookies a browser sends', async () => {
      const { email } = await registerVerified(app, mail);
      const token = refreshCookieOf(await login(app, email));
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: `tema=scuro; fiera_refresh=${encodeURIComponent(token)}; lingua=it` },
      });
      expect(response.statusCode).toBe(200);
      expect(refreshCookieOf(response)).not.toBe(token);
    });

    it('given a token used already, answers 401 and revokes the whole family', async () => {
      const { email } = await registerVerified(app, mail);
      const stolen = refreshCookieOf(await login(app, email));
      const newer = refreshCookieOf(await refresh(app, stolen));

      const replay = await refresh(app, stolen);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(SESSION_INVALID);
      // The legitimate newer token is revoked as well.
      expect((await refresh(app, newer)).statusCode).toBe(401);
    });

    it('lets only one of two concurrent uses of one token succeed', async () => {
      const { email } = await registerVerified(app, mail);
      const token = refreshCookieOf(await login(app, email));
      const answers = await Promise.all([refresh(app, token), refresh(app, token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    });

    it('answers 401 and clears the cookie for an expired, unknown or missing token', async () => {
      const { email } = await registerVerified(app, mail);
      const token = refreshCookieOf(await login(app, email));
      await app.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashSecretToken(token)));
      const expired = await refresh(app, token);
      expect(expired.statusCode).toBe(401);
      const cleared = expired.cookies.find((cookie) => cookie.name === 'fiera_refresh');
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/api/auth');
      expect((await refresh(app, 'sconosciuto')).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    });

    it('answers 403 in Italian to another origin, and accepts its own or none', async () => {
      const { email } = await registerVerified(app, mail);
      let token = refreshCookieOf(await login(app, email));
      const foreign = await refresh(app, token, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({
        detail: expect.stringMatching(
          /^Richiesta non consentita da questa origine\. Apri l'app da https?:\/\//,
        ),
      });

      const own = await refresh(app, token, { origin: PUBLIC_URL });
      expect(own.statusCode).toBe(200);
      token = refreshCookieOf(own);
      expect((await refresh(app, token)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the refresh token and clears the cookie, with or without a valid bearer', async () => {
      const { email } = await registerVerified(app, mail);
      const loggedIn = await login(app, email);
      const token = refreshCookieOf(loggedIn);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { fiera_refresh: token },
        headers: bearer('scaduto.o.falso'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === 'fiera_refresh')?.value).toBe('');
      expect((await refresh(app, token)).statusCode).toBe(401);

      const another = refreshCookieOf(await login(app, email));
      const withBearer = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { fiera_refresh: another },
        headers: bearer(loggedIn.json().access_token),
      });
      expect(withBearer.statusCode).toBe(200);
      expect((await refresh(app, another)).statusCode).toBe(401);
    });

    it('answers 200 without any credential', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for an unknown address and sends nothing', async () => {
      const known = (await registerVerified(app, mail)).email;
      const unknown = uniqueEmail();
      const answers = [
        await post('/api/auth/forgot-password', { email: unknown }),
        await post('/api/auth/forgot-password', { email: known }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      expect(answers[0]?.json().message).toMatch(/istruzioni per reimpostare la password/);
      await app.mail.idle();
      expect(mail.to(unknown)).toHaveLength(0);
      expect(mail.to(known).at(-1)?.subject).toBe('Fiera: reimposta la password');
    });

    it('sets the new password once per link and ends every session', async () => {
      const { email } = await registerVerified(app, mail);
      const session = refreshCookieOf(await login(app, email));
      await post('/api/auth/forgot-password', { email });
      await app.mail.idle();
      const message = mail.to(email).at(-1);
      expect(message?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
      const token = linkToken(message, '/reset-password');
      const [stored] = await app.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, hashSecretToken(token)));
      const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000);

      const newPassword = 'nuova-password-sicura';
      const reset = await post('/api/auth/reset-password', { token, new_password: newPassword });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toMatch(/Ora puoi accedere/);

      expect((await refresh(app, session)).statusCode).toBe(401);
      expect((await login(app, email)).statusCode).toBe(401);
      expect((await login(app, email, newPassword)).statusCode).toBe(200);

      const reused = await post('/api/auth/reset-password', {
        token,
        new_password: 'altra-password',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().detail).toMatch(/già stato usato o è scaduto/);
    });

    it('refuses an expired link and a too short password', async () => {
      const { email } = await registerVerified(app, mail);
      await post('/api/auth/forgot-password', { email });
      await app.mail.idle();
      const token = linkToken(mail.to(email).at(-1), '/reset-password');

      const short = await post('/api/auth/reset-password', { token, new_password: 'corta' });
      expect(short.statusCode).toBe(422);
      expect(short.json().detail).toMatch(/almeno 8 caratteri/);

      await expireEmailToken(token);
      const expired = await post('/api/auth/reset-password', {
        token,
        new_password: 'nuova-password-sicura',
      });
      expect(expired.statusCode).toBe(400);
      expect((await login(app, email)).statusCode).toBe(200);
    });
  });
});
