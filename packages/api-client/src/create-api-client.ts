import createFetchClient from 'openapi-fetch';
import { createAuthMiddleware, errorMiddleware } from './middleware';
import type { paths } from './openapi-schema';
import { createQueryApi } from './query-api';
import { createSession, type Session, type TokenStorage } from './session';

export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's origin (the app and the API share it). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Where the access token lives; defaults to localStorage. */
  storage?: TokenStorage;
  refreshPath?: string;
}

function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/$/, '');
  // Resolved at call time so test doubles (MSW) that patch globalThis.fetch later are honoured.
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const session = createSession(options.storage);

  const fetchClient = createFetchClient<paths>({ baseUrl, fetch });
  // onResponse runs in reverse order: the auth retry happens before errors are raised.
  fetchClient.use(
    errorMiddleware,
    createAuthMiddleware({
      session,
      baseUrl,
      fetch,
      refreshPath: options.refreshPath ?? '/api/auth/refresh',
    }),
  );

  const $api = createQueryApi(fetchClient);
  const publicSession: Session = {
    getToken: session.getToken,
    setToken: session.setToken,
    clearToken: session.clearToken,
    onAuthExpired: session.onAuthExpired,
  };
  return { fetchClient, $api, session: publicSession };
}

export type ApiClient = ReturnType<typeof createApiClient>;
