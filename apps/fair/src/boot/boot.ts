/**
 * The first script the page runs (its own entry, loaded `async`, so it starts as soon as this
 * small file arrives, long before the main bundle). For the opened route it
 *
 * - preloads the route's JS chunks, which the router would otherwise discover only after the
 *   main bundle ran and the user was loaded;
 * - starts GET /api/users/me and the route's data with the stored token, in parallel; the app
 *   takes these answers instead of asking again (see prefetched-fetch.ts).
 *
 * It imports nothing (types aside): a shared chunk would cost one more round trip first.
 * boot-entry.ts runs it; tests import this module.
 */
import { BOOT_ROUTES_META, type BootPrefetch, type BootRoutes } from './boot-state';

// Same key as @fiera/api-client's session (a test checks they agree).
export const BOOT_TOKEN_KEY = 'token';

/** The calls each screen's loader or first render makes (a test checks them against the routes). */
export const ROUTE_DATA: Record<string, string[]> = {
  '/': ['/api/events/', '/api/matches/new', '/api/users/me/agenda'],
  '/events': ['/api/events/', '/api/users/me/agenda'],
  '/vendors': ['/api/vendors/'],
  '/map': ['/api/vendors/'],
};

function readToken(): string | null {
  try {
    return localStorage.getItem(BOOT_TOKEN_KEY);
  } catch {
    // Storage blocked (privacy settings): the app then runs logged out.
    return null;
  }
}

/** The app refreshes an expired token before any call: prefetching with it would be wasted. */
function isExpired(token: string): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : 0;
    return typeof exp === 'number' && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

function readRoutes(): BootRoutes {
  const content = document
    .querySelector(`meta[name="${BOOT_ROUTES_META}"]`)
    ?.getAttribute('content');
  try {
    return content ? (JSON.parse(content) as BootRoutes) : {};
  } catch {
    return {};
  }
}

function preload(chunks: string[]) {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

export function boot() {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const routes = readRoutes();
  const route = routes[path];
  const stored = readToken();
  const token = stored !== null && !isExpired(stored) ? stored : null;

  // The calls first: the browser opens at most six connections to the server, and the
  // chunks can wait for a free one more easily than the data can. None when the app has
  // already started (see prefetched-fetch.ts): it makes them itself.
  if (token !== null && globalThis.__fieraBoot !== null) {
    const headers = { Authorization: `Bearer ${token}` };
    const responses: BootPrefetch['responses'] = new Map();
    for (const call of ['/api/users/me', ...((route?.guarded && ROUTE_DATA[path]) || [])]) {
      const response = fetch(call, { headers });
      // Unused when the app never asks (another screen by then): not an unhandled rejection.
      response.catch(() => undefined);
      responses.set(call, response);
    }
    globalThis.__fieraBoot = { token, startedAt: performance.now(), responses };
  }
  // The guard sends a visitor without a session to /login: preload that screen instead.
  preload((route?.guarded && stored === null ? routes['/login'] : route)?.chunks ?? []);
}
