import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_CHECKS_WAITING_AT_MOST,
  PASSWORD_HASHES_AT_ONCE,
} from '../src/plugins/app/auth/passwords';
import { PASSWORD, uniqueEmail } from './helpers/accounts';
import { buildTestApp, createUser } from './helpers/build-app';

function login(app: FastifyInstance, remoteAddress: string, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

describe('a flood of sign-ins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('asks the ones beyond the hashing queue to come back, and lets a real one in afterwards', async () => {
    const flood = PASSWORD_HASHES_AT_ONCE + PASSWORD_CHECKS_WAITING_AT_MOST + 20;
    const answers = await Promise.all(
      Array.from({ length: flood }, (_, i) =>
        login(app, `10.9.${Math.floor(i / 250)}.${i % 250}`, uniqueEmail(), 'non-è-questa'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(
      PASSWORD_CHECKS_WAITING_AT_MOST,
    );
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        detail: 'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.',
      });
      expect(answer.headers['retry-after']).toBe('5');
    }

    const user = await createUser(app, { password: PASSWORD });
    expect((await login(app, '10.9.99.1', user.email, PASSWORD)).statusCode).toBe(200);
  }, 60_000);
});
