import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { linkToken, type MailCatcher } from './mail';

export const PASSWORD = 'una-password-lunga';

export function uniqueEmail(prefix = 'persona'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function register(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
): Promise<{ email: string; statusCode: number; body: unknown }> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, privacy_consent: true, ...fields },
  });
  return { email, statusCode: response.statusCode, body: response.json() };
}

/** Registers, then follows the verification link of the e-mail. */
export async function registerVerified(
  app: FastifyInstance,
  mail: MailCatcher,
  fields: Record<string, unknown> = {},
): Promise<{ email: string; password: string }> {
  const { email, statusCode } = await register(app, fields);
  if (statusCode !== 201) throw new Error(`registration answered ${statusCode}`);
  await app.mail.idle();
  const token = linkToken(mail.to(email).at(-1), '/verify-email');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
  });
  if (verified.statusCode !== 200) throw new Error(`verification answered ${verified.statusCode}`);
  await app.mail.idle();
  return { email, password: PASSWORD };
}

export function login(app: FastifyInstance, username: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'fiera_refresh');
  if (cookie === undefined) throw new Error('no fiera_refresh cookie');
  return cookie.value;
}

export function refresh(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { fiera_refresh: token },
    headers,
  });
}
