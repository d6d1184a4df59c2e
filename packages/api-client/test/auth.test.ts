import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_EXPIRED, formBody, TOKEN_STORAGE_KEY } from '../src';
import {
  BASE_URL,
  credentialsOf,
  expiredToken,
  jwt,
  meHandler,
  refreshedToken,
  refreshHandler,
  setupClient,
  user,
  validToken,
} from './helpers';
import { setupMswServer } from './msw-server';

const server = setupMswServer();

describe('given a stored token', () => {
  it('sends it as a bearer header', async () => {
    const seen: (string | null)[] = [];
    server.use(meHandler(validToken, seen));
    const { fetchClient } = setupClient(validToken);

    const { data } = await fetchClient.GET('/api/users/me');

    expect(data).toEqual(user);
    expect(seen).toEqual([`Bearer ${validToken}`]);
  });

  it('uses a token without exp as is', async () => {
    const noExp = jwt({ sub: '1' });
    const refresh = { count: 0 };
    server.use(meHandler(noExp), refreshHandler(refresh));
    const { fetchClient } = setupClient(noExp);

    await expect(fetchClient.GET('/api/users/me')).resolves.toMatchObject({ data: user });
    expect(refresh.count).toBe(0);
  });

  it('uses a token that is not a decodable JWT as is', async () => {
    const refresh = { count: 0 };
    server.use(meHandler('opaque.%%%.token'), refreshHandler(refresh));
    const { fetchClient } = setupClient('opaque.%%%.token');

    await expect(fetchClient.GET('/api/users/me')).resolves.toMatchObject({ data: user });
    expect(refresh.count).toBe(0);
  });
});

describe('given no token', () => {
  it('sends no Authorization header and does not refresh on 401', async () => {
    const seen: (string | null)[] = [];
    const refresh = { count: 0 };
    server.use(meHandler(validToken, seen), refreshHandler(refresh));
    const { fetchClient } = setupClient();

    await expect(fetchClient.GET('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([null]);
    expect(refresh.count).toBe(0);
  });
});

describe('given an expired token', () => {
  it('refreshes once, stores the new token and sends the request with it', async () => {
    const seen: (string | null)[] = [];
    const refresh = { count: 0 };
    server.use(meHandler(refreshedToken, seen), refreshHandler(refresh));
    const { fetchClient, storage } = setupClient(expiredToken);

    await expect(fetchClient.GET('/api/users/me')).resolves.toMatchObject({ data: user });
    expect(refresh.count).toBe(1);
    expect(seen).toEqual([`Bearer ${refreshedToken}`]);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(refreshedToken);
  });

  it('queues 5 concurrent requests behind exactly one refresh', async () => {
    const seen: (string | null)[] = [];
    const refresh = { count: 0 };
    server.use(meHandler(refreshedToken, seen), refreshHandler(refresh));
    const { fetchClient } = setupClient(expiredToken);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => fetchClient.GET('/api/users/me')),
    );

    expect(refresh.count).toBe(1);
    expect(results.map((result) => result.data)).toEqual(Array(5).fill(user));
    expect(seen).toEqual(Array(5).fill(`Bearer ${refreshedToken}`));
  });

  describe('when the refresh is refused', () => {
    it('removes the token, emits auth-expired once and fails all 5 requests', async () => {
      const refresh = { count: 0 };
      server.use(meHandler(refreshedToken), refreshHandler(refresh, true));
      const { fetchClient, session, storage } = setupClient(expiredToken);
      const onExpired = vi.fn();
      session.onAuthExpired(onExpired);

      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => fetchClient.GET('/api/users/me')),
      );

      expect(refresh.count).toBe(1);
      expect(onExpired).toHaveBeenCalledTimes(1);
      expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason as unknown;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ message: AUTH_EXPIRED, status: 401 });
      }
    });

    it('stops notifying a listener after it unsubscribes', async () => {
      server.use(refreshHandler({ count: 0 }, true));
      const { fetchClient, session } = setupClient(expiredToken);
      const onExpired = vi.fn();
      session.onAuthExpired(onExpired)();

      await expect(fetchClient.GET('/api/users/me')).rejects.toThrow(AUTH_EXPIRED);
      expect(onExpired).not.toHaveBeenCalled();
    });
  });

  describe('when the refresh fails on the network', () => {
    it('keeps the token and does not emit auth-expired', async () => {
      server.use(http.post(`${BASE_URL}/api/auth/refresh`, () => HttpResponse.error()));
      const { fetchClient, session, storage } = setupClient(expiredToken);
      const onExpired = vi.fn();
      session.onAuthExpired(onExpired);

      await expect(fetchClient.GET('/api/users/me')).rejects.toThrow(TypeError);
      expect(onExpired).not.toHaveBeenCalled();
      expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(expiredToken);
    });
  });
});

describe('given an expired token and a server that cannot refresh it now (5xx, 429)', () => {
  it.each([503, 429])(
    'keeps the token on %i, emits no auth-expired, and passes the reason on',
    async (status) => {
      server.use(
        http.post(`${BASE_URL}/api/auth/refresh`, () =>
          HttpResponse.json({ detail: 'Servizio non disponibile' }, { status }),
        ),
      );
      const { fetchClient, session, storage } = setupClient(expiredToken);
      const onExpired = vi.fn();
      session.onAuthExpired(onExpired);

      await expect(fetchClient.GET('/api/users/me')).rejects.toThrow('Servizio non disponibile');
      expect(onExpired).not.toHaveBeenCalled();
      expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(expiredToken);
    },
  );
});

describe('given a 401 answer to a valid-looking token', () => {
  it('refreshes once and retries the request once with the new token', async () => {
    const seen: (string | null)[] = [];
    const refresh = { count: 0 };
    server.use(meHandler(refreshedToken, seen), refreshHandler(refresh));
    const { fetchClient } = setupClient(validToken);

    await expect(fetchClient.GET('/api/users/me')).resolves.toMatchObject({ data: user });
    expect(refresh.count).toBe(1);
    expect(seen).toEqual([`Bearer ${validToken}`, `Bearer ${refreshedToken}`]);
  });

  it("does not send a 401'd call again with another user's token (a shared phone)", async () => {
    const otherUser = jwt({ sub: '2', exp: Math.floor(Date.now() / 1000) + 900 });
    const seen: (string | null)[] = [];
    const { fetchClient, session } = setupClient(validToken);
    server.use(
      http.post(`${BASE_URL}/api/users/me/agenda/changes`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        // The first user logs out and the second signs in while the call is on the wire.
        session.setToken(otherUser);
        return HttpResponse.json({ detail: 'Sessione scaduta' }, { status: 401 });
      }),
    );

    await expect(
      fetchClient.POST('/api/users/me/agenda/changes', {
        body: { changes: [{ event_id: 1, starred: true, changed_at: '2026-10-16T08:00:00Z' }] },
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([`Bearer ${validToken}`]);
  });

  it('shares one refresh among 5 concurrent requests answered 401', async () => {
    const refresh = { count: 0 };
    server.use(meHandler(refreshedToken), refreshHandler(refresh));
    const { fetchClient } = setupClient(validToken);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => fetchClient.GET('/api/users/me')),
    );

    expect(refresh.count).toBe(1);
    expect(results.map((result) => result.data)).toEqual(Array(5).fill(user));
  });

  it('resends the request body on the retry', async () => {
    const bodies: unknown[] = [];
    server.use(
      refreshHandler({ count: 0 }),
      http.put(`${BASE_URL}/api/users/:id`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === `Bearer ${refreshedToken}`
          ? HttpResponse.json(user)
          : HttpResponse.json({ detail: 'Token non valido' }, { status: 401 });
      }),
    );
    const { fetchClient } = setupClient(validToken);
    const body = { seeking: 'Fornitori di packaging', description: 'Buyer' };

    await fetchClient.PUT('/api/users/{id}', { params: { path: { id: 1 } }, body });

    expect(bodies).toEqual([body, body]);
  });

  it('fails when the retried request gets 401 again, without a second refresh', async () => {
    const seen: (string | null)[] = [];
    const refresh = { count: 0 };
    server.use(meHandler('a token the server never accepts', seen), refreshHandler(refresh));
    const { fetchClient } = setupClient(validToken);

    await expect(fetchClient.GET('/api/users/me')).rejects.toMatchObject({
      status: 401,
      message: 'Token non valido',
    });
    expect(refresh.count).toBe(1);
    expect(seen).toHaveLength(2);
  });
});

describe('auth calls', () => {
  it('carry cookies, send the login form-encoded and never trigger a refresh', async () => {
    const refresh = { count: 0 };
    const received: { contentType: string | null; body: string }[] = [];
    server.use(
      refreshHandler(refresh),
      http.post(`${BASE_URL}/api/auth/login`, async ({ request }) => {
        received.push({
          contentType: request.headers.get('Content-Type'),
          body: await request.text(),
        });
        return HttpResponse.json({ detail: 'Credenziali non valide' }, { status: 401 });
      }),
    );
    const { fetchClient, sent } = setupClient(expiredToken);

    await expect(
      fetchClient.POST(
        '/api/auth/login',
        formBody({ username: 'mario.rossi@example.it', password: 'segreta1' }),
      ),
    ).rejects.toMatchObject({ status: 401, message: 'Credenziali non valide' });

    expect(refresh.count).toBe(0);
    expect(credentialsOf(sent, '/api/auth/login')).toEqual(['include']);
    expect(received).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        body: 'username=mario.rossi%40example.it&password=segreta1',
      },
    ]);
  });

  it('send logout with cookies and the bearer token', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${BASE_URL}/api/auth/logout`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { fetchClient, sent } = setupClient(validToken);

    await fetchClient.POST('/api/auth/logout');

    expect(credentialsOf(sent, '/api/auth/logout')).toEqual(['include']);
    expect(authorizations).toEqual([`Bearer ${validToken}`]);
  });

  it('send a logout with the session it names, after the local session has ended', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${BASE_URL}/api/auth/logout`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { fetchClient, session } = setupClient(validToken);
    const ended = validToken;
    session.clearToken();

    await fetchClient.POST('/api/auth/logout', { headers: { Authorization: `Bearer ${ended}` } });

    expect(authorizations).toEqual([`Bearer ${ended}`]);
  });

  it('send the refresh call with cookies and without the stale bearer', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${BASE_URL}/api/auth/refresh`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ access_token: refreshedToken, token_type: 'bearer' });
      }),
      meHandler(refreshedToken),
    );
    const { fetchClient, sent } = setupClient(expiredToken);

    await fetchClient.GET('/api/users/me');

    expect(credentialsOf(sent, '/api/auth/refresh')).toEqual(['include']);
    expect(authorizations).toEqual([null]);
  });
});

describe('given a request without a handler', () => {
  it('fails, so no test can pass by reaching the real network', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchClient } = setupClient(validToken);

    await expect(fetchClient.GET('/api/events/')).rejects.toThrow();
    expect(String(report.mock.calls[0]?.[0])).toContain('without a matching request handler');
    report.mockRestore();
  });
});
