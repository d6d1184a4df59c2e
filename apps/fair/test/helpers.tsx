import { createQueryClient } from '../src/lib/query-client';
import { createApiClient, memoryStorage, TOKEN_STORAGE_KEY, type Schemas } from '@fiera/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AuthState } from '../src/features/auth/auth-state';
import { ApiClientProvider } from '../src/lib/api';
import { AppRouterProvider, createAppRouter } from '../src/router';

export const BASE_URL = 'http://fiera.test';

export function userWith(role: Schemas['Role']): Schemas['User'] {
  return {
    id: 1,
    email: 'giulia.bianchi@example.it',
    role,
    first_name: 'Giulia',
    last_name: 'Bianchi',
    phone_number: null,
    employment_type: 'employee',
    company_name: 'Bianchi Srl',
    seeking: null,
    description: null,
    qr_code_data: 'ticket',
    ticket_uuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
    is_verified: true,
    created_at: '2026-10-01T09:00:00.000Z',
    last_login: null,
  };
}

export function fakeAuth(user: Schemas['User'] | null, overrides: Partial<AuthState> = {}) {
  return {
    user,
    isLoading: false,
    isAuthenticated: user !== null,
    isStaff: user?.role === 'staff' || user?.role === 'admin',
    login: vi.fn(() => Promise.resolve()),
    logout: vi.fn(() => Promise.resolve()),
    refreshUser: vi.fn(() => Promise.resolve()),
    retryLoad: vi.fn(() => Promise.resolve()),
    ...overrides,
  } satisfies AuthState;
}

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch answering `"METHOD /path"` keys; any other call fails the test loudly. */
export function fakeFetch(handlers: Record<string, Handler>): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(request);
  };
}

/** An unsigned access token of user `userId`, as the app reads one (its `sub` and `exp`). */
export function tokenOf(userId: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: String(userId), exp: Math.floor(Date.now() / 1000) + 900 };
  return `${part({ alg: 'EdDSA' })}.${part(claims)}.signature`;
}

export function apiClient(handlers: Record<string, Handler> = {}, token?: string) {
  const storage = memoryStorage();
  if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
  return createApiClient({ baseUrl: BASE_URL, storage, fetch: fakeFetch(handlers) });
}

/** The app's query client without its one retry (tests fail at once). */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** The real route tree at `path`, with a fake auth state and no network unless `api` is given. */
export function renderRoutes(path: string, auth: AuthState, api = apiClient()) {
  const queryClient = testQueryClient();
  const router = createAppRouter(
    { auth, queryClient, api },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <AppRouterProvider router={router} auth={auth} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return router;
}
