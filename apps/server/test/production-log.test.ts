import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { formatError, pathOf, serializeError } from '../src/log-serializers';
import { hashSecretToken } from '../src/plugins/app/auth/secret-tokens';
import { refreshCookieOf, uniqueEmail } from './helpers/accounts';
import { bearer, buildTestApp } from './helpers/build-app';
import { linkToken, startMailCatcher, type MailCatcher } from './helpers/mail';

const PUBLIC_URL = 'https://fiera.example';
const FIRST_PASSWORD = 'prima-password-segreta';
const NEW_PASSWORD = 'seconda-password-segreta';
const FAILED_PASSWORD = 'terza-password-segreta';
// A registration with this first name fails in the database (see the constraint below).
const SQL_FAILURE_NAME = 'Errore SQL';

/**
 * Regression for the security review's F3: a production log held live verification and reset
 * links, request URLs with `?token=`, and the bound parameters of failed SQL (argon2 hashes).
 * A whole account journey runs against a production-mode app, logging as production does, and
 * the log must hold none of the secrets the journey produced.
 */
describe.each([
  { delivery: 'outbox', smtp: false },
  { delivery: 'SMTP', smtp: true },
])('the production log of an account journey (mail by $delivery)', ({ smtp }) => {
  let app: FastifyInstance;
  let mail: MailCatcher | undefined;
  let staticDir: string;
  let lines: string[];

  beforeEach(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    // The built web app, so that the e-mailed pages are served as in production.
    staticDir = mkdtempSync(path.join(tmpdir(), 'fiera-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Fiera</title>');
    mail = smtp ? await startMailCatcher() : undefined;
    app = await buildTestApp({
      config: {
        nodeEnv: 'production',
        publicUrl: PUBLIC_URL,
        staticDir,
        smtpUrl: mail?.url,
        logLevel: 'info',
      },
      serverOptions: { logger: { ...loggerOptions({ logLevel: 'info' }), stream } },
    });
    // Any statement can fail (a full disk, a lost connection): this one fails on demand.
    await app.db.execute(
      sql.raw(
        `alter table users add constraint log_test_failure check (first_name is distinct from '${SQL_FAILURE_NAME}')`,
      ),
    );
  });
  afterEach(async () => {
    await app.close();
    await mail?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** The newest message to `email` whose text links to `page`, from SMTP or from the outbox. */
  async function lastMail(email: string, page: string): Promise<ParsedMail | undefined> {
    await app.mail.idle();
    let messages: ParsedMail[];
    if (mail !== undefined) messages = mail.to(email);
    else {
      // The outbox files are named by time: sorted, oldest first.
      const files = readdirSync(app.config.outboxDir)
        .filter((file) => file.endsWith('.eml'))
        .sort();
      const parsed = await Promise.all(
        files.map((file) => simpleParser(readFileSync(path.join(app.config.outboxDir, file)))),
      );
      messages = parsed.filter((message) =>
        [message.to].flat().some((to) => to?.text.includes(email)),
      );
    }
    return messages.filter((message) => message.text?.includes(`${page}?token=`)).at(-1);
  }

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
    });
  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('holds no token, password or password hash', async () => {
    const secrets: Record<string, string> = {
      'first password': FIRST_PASSWORD,
      'new password': NEW_PASSWORD,
      'password of the failed registration': FAILED_PASSWORD,
    };
    const addToken = (name: string, token: string) => {
      secrets[name] = token;
      // What the database keeps of it: a failed statement would carry it.
      secrets[`${name} (hash)`] = hashSecretToken(token);
    };
    const email = uniqueEmail('giornale');

    const registered = await post('/api/auth/register', {
      email,
      password: FIRST_PASSWORD,
      privacy_consent: true,
      first_name: 'Giulia',
    });
    expect(registered.statusCode).toBe(201);
    const verificationToken = linkToken(await lastMail(email, '/verify-email'), '/verify-email');
    addToken('verification token', verificationToken);
    // The page the e-mail opens, then the call it makes.
    expect((await page(`/verify-email?token=${verificationToken}`)).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: verificationToken })).statusCode).toBe(
      200,
    );

    const loggedIn = await login(email, FIRST_PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    const firstAccess = loggedIn.json<{ access_token: string }>().access_token;
    addToken('first access token', firstAccess);
    addToken('first refresh token', refreshCookieOf(loggedIn));
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(firstAccess),
    });
    expect(me.statusCode).toBe(200);
    const userId = me.json<{ id: number }>().id;

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fiera_refresh: refreshCookieOf(loggedIn) },
    });
    expect(refreshed.statusCode).toBe(200);
    addToken('refreshed access token', refreshed.json<{ access_token: string }>().access_token);
    addToken('rotated refresh token', refreshCookieOf(refreshed));

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const resetToken = linkToken(await lastMail(email, '/reset-password'), '/reset-password');
    addToken('reset token', resetToken);
    expect((await page(`/reset-password?token=${resetToken}`)).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      new_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    const again = await login(email, NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    const access = again.json<{ access_token: string }>().access_token;
    addToken('last access token', access);
    addToken('last refresh token', refreshCookieOf(again));

    // A statement that fails with a password hash among its parameters.
    const failed = await post('/api/auth/register', {
      email: uniqueEmail('fallita'),
      password: FAILED_PASSWORD,
      privacy_consent: true,
      first_name: SQL_FAILURE_NAME,
    });
    expect(failed.statusCode).toBe(500);
    // A token in the URL of an address that does not exist.
    expect((await page(`/api/nulla?token=${resetToken}`)).statusCode).toBe(404);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${userId}`,
      headers: bearer(access),
      payload: { password: NEW_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const loggedOut = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { fiera_refresh: refreshCookieOf(again) },
    });
    expect(loggedOut.statusCode).toBe(200);
    await app.mail.idle();

    const log = lines.join('');
    // Regression F3: links, URLs with ?token=, parameters of failed SQL.
    const leaked = Object.entries(secrets)
      .filter(([, secret]) => log.includes(secret))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('params:');
    expect(log).not.toContain('token=');
    // The journey was logged: the pages, the SQL failure with its statement and code.
    expect(log).toContain('"url":"/reset-password"');
    expect(log).toContain('"url":"/verify-email"');
    expect(log).toContain('"url":"/api/nulla"');
    const failure = lines.find((line) => line.includes('"msg":"request failed"')) ?? '';
    expect(failure).toContain('Failed query: insert into');
    expect(failure).toContain('"code":"23514"');
    if (!smtp) expect(log).toContain(app.config.outboxDir);
  });
});

describe('a failed statement in the log', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('keeps the statement and the PostgreSQL code, never the values, even quoted by the error', async () => {
    const secret = 'valore-segreto-123';
    const error: unknown = await app.db.execute(sql`select ${secret}::integer as n`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    // PostgreSQL quotes the refused value: `invalid input syntax for type integer: "…"`.
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(secret);

    const logged = JSON.stringify(serializeError(error as Error));
    expect(logged).toContain('select $1::integer as n');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).not.toContain(secret);
    const printed = formatError(error);
    expect(printed).toContain('select $1::integer as n');
    expect(printed).not.toContain(secret);
  });
});

describe('the path a request line keeps', () => {
  it('drops the query, and the secret of a calendar feed’s address', () => {
    expect(pathOf('/api/vendors/?q=acme')).toBe('/api/vendors/');
    expect(pathOf('/api/calendar/s3cr3t-token_value/agenda.ics')).toBe(
      '/api/calendar/…/agenda.ics',
    );
  });
});
