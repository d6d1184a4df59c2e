import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, vendors } from '../src/db/schema/index';
import { PASSWORD, register, uniqueEmail } from './helpers/accounts';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { startMailCatcher, type MailCatcher } from './helpers/mail';

const PUBLIC_URL = 'http://localhost:3000';

// Findings of the adversarial pass on the hardened server.
describe('abuse of the account operations', () => {
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

  function loginWith(headers: Record<string, string>, username: string) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
    });
  }

  describe('given a hostile page that posts the login form (login CSRF)', () => {
    it.each<{ name: string; headers: Record<string, string> }>([
      { name: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
      { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
    ])('with $name, refuses with 403 and sets no cookie', async ({ headers }) => {
      const user = await createUser(app, { password: PASSWORD });
      const response = await loginWith(headers, user.email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: expect.stringMatching(
          /^Richiesta non consentita da questa origine\. Apri l'app da https?:\/\//,
        ),
      });
      expect(response.cookies).toHaveLength(0);
    });

    it('from the app itself, logs in', async () => {
      const user = await createUser(app, { password: PASSWORD });
      const response = await loginWith(
        { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
        user.email,
      );
      expect(response.statusCode).toBe(200);
    });
  });

  describe('given someone who registered a stranger’s address with a phishing name', () => {
    it('when a reset is asked for it, the mail greets nobody by that name', async () => {
      const email = uniqueEmail('vittima');
      await register(app, { email, first_name: 'Mario, account sospeso: visita evil.example' });
      await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      await app.mail.idle();
      const reset = mail.to(email).find((message) => message.subject?.includes('reimposta'));
      expect(reset?.text).toMatch(/^Ciao,/);
      expect(`${reset?.text} ${reset?.html}`).not.toContain('evil.example');
    });
  });

  describe('given an attendee deciding on matches', () => {
    it('counts accepts and rejects together against the 60-a-minute limit', async () => {
      const attendee = await createUser(app);
      const [vendor] = await app.db
        .insert(vendors)
        .values({ name: 'Officina Rossi', description: 'Riparazioni', seeking: 'Apprendisti' })
        .returning({ id: vendors.id });
      const decide = (verb: 'accept' | 'reject') =>
        app.inject({
          method: 'POST',
          url: `/api/matches/${vendor?.id}/${verb}`,
          headers: bearer(attendee.token),
        });
      const codes: number[] = [];
      for (let i = 0; i < 60; i += 1)
        codes.push((await decide(i % 2 ? 'reject' : 'accept')).statusCode);
      expect(new Set(codes)).toEqual(new Set([200]));
      expect((await decide('accept')).statusCode).toBe(429);
      expect((await decide('reject')).statusCode).toBe(429);
      // A flip is a decision too: the decisions of similar visitors feed everybody's matches.
      const [match] = await app.db.select().from(matches);
      const flip = await app.inject({
        method: 'PATCH',
        url: `/api/matches/${match?.id}/status?status=accepted`,
        headers: bearer(attendee.token),
      });
      expect(flip.statusCode).toBe(429);
    });
  });
});
