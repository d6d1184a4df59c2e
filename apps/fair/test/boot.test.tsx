import { createApiClient, memoryStorage, TOKEN_STORAGE_KEY } from '@fiera/api-client';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, BOOT_TOKEN_KEY, ROUTE_DATA } from '../src/boot/boot';
import { BOOT_ROUTES_META, type BootPrefetch, type BootRoutes } from '../src/boot/boot-state';
import { prefetchedFetch } from '../src/boot/prefetched-fetch';
import { BASE_URL, fakeAuth, renderRoutes, userWith } from './helpers';

/** A JWT-shaped token whose payload carries `exp` (the boot script never verifies it). */
function tokenExpiringIn(seconds: number): string {
  const payload = btoa(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + seconds }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

const ROUTES: BootRoutes = {
  '/events': { guarded: true, chunks: ['/assets/events-1.js', '/assets/shared-1.js'] },
  '/login': { guarded: false, chunks: ['/assets/login-1.js'] },
};

function preloaded(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

describe('the boot script', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = BOOT_ROUTES_META;
    meta.content = JSON.stringify(ROUTES);
    document.head.append(meta);
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    document.head.replaceChildren();
    localStorage.clear();
    globalThis.__fieraBoot = undefined;
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('reads the token under the api client key', () => {
    expect(BOOT_TOKEN_KEY).toBe(TOKEN_STORAGE_KEY);
  });

  describe('given a stored token, when /events opens', () => {
    it('starts the user, the programme and the agenda calls and preloads the screen chunks', () => {
      const token = tokenExpiringIn(600);
      localStorage.setItem(BOOT_TOKEN_KEY, token);
      window.history.replaceState(null, '', '/events');

      boot();

      const calls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(calls).toEqual(['/api/users/me', '/api/events/', '/api/users/me/agenda']);
      expect(fetchMock.mock.calls[0]?.[1]).toEqual({
        headers: { Authorization: `Bearer ${token}` },
      });
      expect([...(globalThis.__fieraBoot?.responses.keys() ?? [])]).toEqual(calls);
      expect(preloaded()).toEqual(['/assets/events-1.js', '/assets/shared-1.js']);
    });
  });

  describe('given an expired token', () => {
    it('calls nothing (the app refreshes first) but still preloads', () => {
      localStorage.setItem(BOOT_TOKEN_KEY, tokenExpiringIn(-60));
      window.history.replaceState(null, '', '/events');

      boot();

      expect(fetchMock).not.toHaveBeenCalled();
      expect(globalThis.__fieraBoot).toBeUndefined();
      expect(preloaded()).toEqual(['/assets/events-1.js', '/assets/shared-1.js']);
    });
  });

  describe('given no token, when a guarded screen opens', () => {
    it('preloads the login screen the guard will show', () => {
      window.history.replaceState(null, '', '/events');

      boot();

      expect(fetchMock).not.toHaveBeenCalled();
      expect(preloaded()).toEqual(['/assets/login-1.js']);
    });
  });
});

describe('prefetchedFetch', () => {
  afterEach(() => {
    globalThis.__fieraBoot = undefined;
  });

  const started = (responses: BootPrefetch['responses'], token = 'abc'): BootPrefetch => ({
    token,
    startedAt: performance.now(),
    responses,
  });
  const get = (path: string, token = 'abc') =>
    new Request(`${location.origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });

  it('answers the first matching GET with the boot answer, and the next from the network', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = prefetchedFetch(
      started(new Map([['/api/events/', Promise.resolve(new Response('boot'))]])),
      network,
    );

    await expect((await fetch(get('/api/events/'))).text()).resolves.toBe('boot');
    await expect((await fetch(get('/api/events/'))).text()).resolves.toBe('network');
  });

  it('goes to the network for another token, another method or another path', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const boot = started(new Map([['/api/events/', Promise.resolve(new Response('boot'))]]));
    const fetch = prefetchedFetch(boot, network);

    await fetch(get('/api/events/', 'refreshed'));
    await fetch(new Request(`${location.origin}/api/events/`, { method: 'POST' }));
    await fetch(get('/api/vendors/'));

    expect(network).toHaveBeenCalledTimes(3);
    expect(boot.responses.has('/api/events/')).toBe(true);
  });

  // Regression: copying the request to read it took a POST's body away (logging in again
  // with a session already stored failed).
  it('sends a POST with its body untouched', async () => {
    const network = vi.fn((input: RequestInfo | URL) =>
      (input as Request).text().then((body) => new Response(body)),
    );
    const fetch = prefetchedFetch(
      started(new Map([['/api/events/', Promise.resolve(new Response('boot'))]])),
      network,
    );

    const post = new Request(`${location.origin}/api/auth/login`, { method: 'POST', body: 'a=b' });
    await expect((await fetch(post)).text()).resolves.toBe('a=b');
  });

  // Regression (issue 16): from the cache the app's bundle can run before the async boot
  // script; both then asked for the user and the screen's data.
  describe('given an app that starts before the boot script', () => {
    afterEach(() => {
      globalThis.__fieraBoot = undefined;
      document.head.replaceChildren();
      localStorage.clear();
      window.history.replaceState(null, '', '/');
      vi.unstubAllGlobals();
    });

    it('keeps the boot script from making the calls the app makes itself', () => {
      const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
      vi.stubGlobal('fetch', fetchMock);
      localStorage.setItem(BOOT_TOKEN_KEY, tokenExpiringIn(600));
      window.history.replaceState(null, '', '/events');
      const meta = document.createElement('meta');
      meta.name = BOOT_ROUTES_META;
      meta.content = JSON.stringify(ROUTES);
      document.head.append(meta);

      prefetchedFetch();
      boot();

      expect(fetchMock).not.toHaveBeenCalled();
      expect(globalThis.__fieraBoot).toBeNull();
      // The screen's code is still fetched early.
      expect(preloaded()).toEqual(['/assets/events-1.js', '/assets/shared-1.js']);
    });

    it("leaves the boot script's answers to an app that starts after it", () => {
      const prefetch = started(new Map());
      globalThis.__fieraBoot = prefetch;

      prefetchedFetch();

      expect(globalThis.__fieraBoot).toBe(prefetch);
    });
  });

  it('asks the network again when the boot call failed', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = prefetchedFetch(
      started(new Map([['/api/events/', Promise.reject(new TypeError('offline'))]])),
      network,
    );

    await expect((await fetch(get('/api/events/'))).text()).resolves.toBe('network');
  });
});

describe('ROUTE_DATA', () => {
  afterEach(cleanup);

  // The boot script's list must be what the screen asks for first, or its calls are wasted.
  it.each(Object.entries(ROUTE_DATA))('lists what %s loads first', async (path, expected) => {
    const calls = new Set<string>();
    const answers: Record<string, unknown> = {
      '/api/events/': [],
      '/api/vendors/': [],
      '/api/matches/new': { match: null, pending_matches: 0, remaining_vendors: 0 },
    };
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, 'token');
    const recorded = createApiClient({
      baseUrl: BASE_URL,
      storage,
      fetch: (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const at = new URL(request.url).pathname;
        calls.add(at);
        return Promise.resolve(Response.json(answers[at] ?? {}));
      },
    });

    renderRoutes(path, fakeAuth(userWith('attendee')), recorded);

    await waitFor(() => expect([...calls].sort()).toEqual([...expected].sort()));
  });
});
