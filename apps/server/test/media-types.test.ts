import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSingleMailbox } from '../src/plugins/app/accounts/account-rules';
import { PASSWORD, login } from './helpers/accounts';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { startMailCatcher, type MailCatcher } from './helpers/mail';

const unsupported = { detail: 'Formato della richiesta non supportato.' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const text = { 'content-type': 'text/plain' };

// Regression for the review's F1/F11: a body of an undeclared media type skipped the body schema
// (a form registration with an invalid address answered 201), and odd inputs answered 500.
describe('the media types and values an operation takes', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let attendee: { id: number; token: string; email: string };
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await buildTestApp({ config: { smtpUrl: mail.url } });
    attendee = await createUser(app, { password: PASSWORD });
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  describe('given a JSON operation', () => {
    it.each([
      { name: 'a form', headers: form, payload: 'email=not-an-email&password=x' },
      { name: 'plain text', headers: text, payload: 'email=not-an-email&password=x' },
      { name: 'no content type', headers: {}, payload: 'email=not-an-email&password=x' },
    ])('when the registration is sent as $name, answers 415 and creates nothing', async (sent) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: sent.headers,
        payload: sent.payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(unsupported);
      await app.mail.idle();
      expect(mail.messages).toHaveLength(0);
    });

    it('when a profile is sent as a 900 KB form, answers 415', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${attendee.id}`,
        headers: { ...form, ...bearer(attendee.token) },
        payload: `seeking=${'x'.repeat(450_000)}&description=${'y'.repeat(450_000)}`,
      });
      expect(response.statusCode).toBe(415);
      const me = await app.inject({ url: '/api/users/me', headers: bearer(attendee.token) });
      expect(me.json().seeking).toBeNull();
    });

    it('when a reset is sent as a form, answers 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: form,
        payload: 'token=abc&new_password=c',
      });
      expect(response.statusCode).toBe(415);
    });

    it('when a required body is missing altogether, answers 415', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/users/${attendee.id}`,
        headers: bearer(attendee.token),
      });
      expect(response.statusCode).toBe(415);
    });

    it('accepts a declared type with parameters and in capitals', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'content-type': 'Application/JSON; charset=utf-8' },
        payload: JSON.stringify({ email: 'nessuno@example.com' }),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('given the form-encoded login', () => {
    it.each([
      { name: 'JSON', headers: { 'content-type': 'application/json' } },
      { name: 'plain text', headers: text },
    ])('when it is sent as $name, answers 415', async (sent) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: sent.headers,
        payload: JSON.stringify({ username: attendee.email, password: { x: 1 } }),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(unsupported);
    });

    it('when a key is repeated, answers 422, not 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: form,
        payload: `username=${encodeURIComponent(attendee.email)}&username=b@example.com&password=x`,
      });
      expect(response.statusCode).toBe(422);
    });

    it('when the username carries a NUL, answers 422, not 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: form,
        payload: 'username=a%00b%40example.com&password=x',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/NUL/);
    });

    it('still logs in with a form', async () => {
      const response = await login(app, attendee.email);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('given an operation without a body', () => {
    it('when a body is sent anyway, answers 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: form,
        payload: 'a=b',
      });
      expect(response.statusCode).toBe(415);
    });

    it('when no body comes, goes on', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('given odd values in a declared media type', () => {
    it('when a JSON string carries \\u0000, answers 422 and stores nothing', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${attendee.id}`,
        headers: { 'content-type': 'application/json', ...bearer(attendee.token) },
        payload: '{"first_name":"a\\u0000b"}',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/NUL/);
    });

    it('keeps an escaped backslash followed by u0000 as the text it is', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${attendee.id}`,
        headers: { 'content-type': 'application/json', ...bearer(attendee.token) },
        payload: '{"first_name":"a\\\\u0000b"}',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().first_name).toBe('a\\u0000b');
    });

    it.each(['/api/vendors/2147483648', '/api/vendors/1e400', '/api/vendors/99999999999999999999'])(
      'when the id %s is beyond PostgreSQL integers, answers 422, not 500',
      async (url) => {
        const response = await app.inject({ url, headers: bearer(attendee.token) });
        expect(response.statusCode).toBe(422);
      },
    );

    it('when an id is negative, says it must be at least 1, not that it is no whole number', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/matches/-1/accept',
        headers: bearer(attendee.token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/almeno 1/);
      const word = await app.inject({ url: '/api/vendors/abc', headers: bearer(attendee.token) });
      expect(word.json().detail).toMatch(/numero intero/);
    });

    it('when a match id is beyond PostgreSQL integers, answers 422, not 500', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/matches/2147483648/status?status=accepted',
        headers: bearer(attendee.token),
      });
      expect(response.statusCode).toBe(422);
    });

    // Regression for the adversarial pass: bodies were coerced, so "true" (or 1) was stored as
    // a privacy consent and a number set a password.
    it.each([
      { name: 'a consent given as text', change: { privacy_consent: 'true' } },
      { name: 'a consent given as 1', change: { privacy_consent: 1 } },
      { name: 'a password given as a number', change: { password: 12345678 } },
    ])('when a registration has $name, answers 422 and creates nothing', async ({ change }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'coerced@example.com',
          password: 'una-password-lunga',
          privacy_consent: true,
          ...change,
        },
      });
      expect(response.statusCode).toBe(422);
    });

    it('when a ticket code comes as a one-item list, answers 422 and admits nobody', async () => {
      const staff = await createUser(app, { role: 'staff' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers: bearer(staff.token),
        payload: { qr_code_data: ['F1.anything'] },
      });
      expect(response.statusCode).toBe(422);
    });

    it('when the employment type is unknown, answers 422', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${attendee.id}`,
        headers: bearer(attendee.token),
        payload: { employment_type: 'ceo' },
      });
      expect(response.statusCode).toBe(422);
    });
  });
});

describe('given the accounts service, called past the contract', () => {
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

  const registration = { email: 'uno@example.com', password: PASSWORD, privacyConsent: true };

  it.each([
    { name: 'a list of addresses', change: { email: 'a@example.com, b@example.com' } },
    { name: 'a display name', change: { email: 'Boss <boss@example.com>' } },
    { name: 'a one-character password', change: { password: 'x' } },
    { name: 'no privacy consent', change: { privacyConsent: false } },
  ])('when the registration has $name, refuses it with 422 and mails nobody', async (bad) => {
    await expect(
      app.accountsService.register({ ...registration, ...bad.change }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await app.mail.idle();
    expect(mail.messages).toHaveLength(0);
  });

  it('when a reset sets a one-character password, refuses it in the contract’s own words', async () => {
    const overHttp = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'any-token', new_password: 'x' },
    });
    expect(overHttp.statusCode).toBe(422);
    await expect(app.accountsService.resetPassword('any-token', 'x')).rejects.toMatchObject({
      statusCode: 422,
      detail: overHttp.json().detail,
    });
  });

  it('tells a single mailbox from anything else', () => {
    expect(isSingleMailbox('anna.rossi+fiera@example.co.uk')).toBe(true);
    for (const bad of [
      '',
      'a@b',
      'a@@b.it',
      'a b@c.it',
      'a@b.it\r\nBcc: x@y.it',
      'à@b.it',
      '@b.it',
    ]) {
      expect(isSingleMailbox(bad), bad).toBe(false);
    }
  });
});
