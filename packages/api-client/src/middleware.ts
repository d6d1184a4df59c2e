import type { Middleware } from 'openapi-fetch';
import { ApiError, AUTH_EXPIRED, apiErrorFrom, messageFrom, readBody } from './api-error';
import { isTokenExpired, tokenSubject } from './jwt';
import type { components } from './openapi-schema';
import type { InternalSession } from './session';

const AUTH_PATH_PREFIX = '/api/auth/';

interface AuthMiddlewareOptions {
  session: InternalSession;
  baseUrl: string;
  refreshPath: string;
  fetch: typeof globalThis.fetch;
}

function withBearer(request: Request, token: string | null): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return new Request(request, { headers });
}

/**
 * Spec §4 "Token refresh": bearer on every call, one shared refresh for a stale token or a 401,
 * a single retry after a 401, and auth-expired (with the token removed) when the refresh is refused.
 */
export function createAuthMiddleware({
  session,
  baseUrl,
  refreshPath,
  fetch,
}: AuthMiddlewareOptions): Middleware {
  let inFlightRefresh: Promise<string> | null = null;
  // Per call: the token it was sent with and an unread copy of it, to retry after a 401.
  const sent = new Map<string, { token: string | null; request: Request }>();

  async function refresh(): Promise<string> {
    // A network failure propagates as is and keeps the token: losing signal on the fair floor
    // must not log the user out. Only an answer from the server that refuses the refresh does.
    const response = await fetch(
      new Request(`${baseUrl}${refreshPath}`, { method: 'POST', credentials: 'include' }),
    );
    const data = await readBody(response);
    const token = response.ok
      ? (data as Partial<components['schemas']['TokenResponse']> | undefined)?.access_token
      : undefined;
    if (typeof token === 'string' && token !== '') {
      session.setToken(token);
      return token;
    }
    // A server in trouble (5xx) or busy (429) has not refused the session: keep it, as for a
    // lost signal, and let the caller show the failure and retry.
    if (response.status === 429 || response.status >= 500) {
      throw new ApiError(response.status, messageFrom(data), data);
    }
    session.expire();
    throw new ApiError(response.ok ? 401 : response.status, AUTH_EXPIRED, data);
  }

  /** Concurrent callers share the one refresh in flight. */
  function refreshOnce(): Promise<string> {
    inFlightRefresh ??= refresh().finally(() => {
      inFlightRefresh = null;
    });
    return inFlightRefresh;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (schemaPath.startsWith(AUTH_PATH_PREFIX)) {
        // Auth calls carry the refresh cookie and never trigger a refresh themselves.
        const withCookie = new Request(request, { credentials: 'include' });
        if (schemaPath === refreshPath) return withBearer(withCookie, null);
        // A caller may name the session itself: a logout sent after the local session ended.
        if (request.headers.has('Authorization')) return withCookie;
        return withBearer(withCookie, session.getToken());
      }
      let token = session.getToken();
      if (token && isTokenExpired(token)) token = await refreshOnce();
      const authorised = withBearer(request, token);
      sent.set(id, { token, request: authorised.clone() });
      return authorised;
    },

    async onResponse({ response, id }) {
      const call = sent.get(id);
      sent.delete(id);
      // An anonymous call has no session to refresh: its 401 is the answer.
      if (!call?.token || response.status !== 401) return undefined;
      const current = session.getToken();
      // Session ended meanwhile (refresh refused elsewhere, or logout): nothing to retry with.
      if (current === null) return undefined;
      // Another user signed in meanwhile (a shared phone): the call was the previous user's, and
      // sent again it would act on the new user's account. Its 401 is the answer.
      if (current !== call.token && tokenSubject(current) !== tokenSubject(call.token)) {
        return undefined;
      }
      // Another call already refreshed while this one was in flight: reuse its token.
      const token = current !== call.token ? current : await refreshOnce();
      // Sent through the plain fetch, outside the middleware chain: a second 401 is final.
      return fetch(withBearer(call.request, token));
    },

    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}

/** Turns every non-OK answer into an ApiError, so query hooks and callers can rely on it. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorFrom(response);
    return undefined;
  },
};
