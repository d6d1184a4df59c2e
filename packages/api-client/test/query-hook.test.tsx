// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src';
import { BASE_URL, meHandler, setupClient, user, validToken } from './helpers';
import { setupMswServer } from './msw-server';

const server = setupMswServer();

function wrapperWith(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

describe('given $api.queryOptions in useQuery', () => {
  it('loads data through the authenticated transport', async () => {
    server.use(meHandler(validToken));
    const { $api } = setupClient(validToken);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const { result } = renderHook(() => useQuery($api.queryOptions('get', '/api/users/me')), {
      wrapper: wrapperWith(queryClient),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(user);
  });

  it('exposes a failed call as ApiError', async () => {
    server.use(meHandler('another token'));
    const { $api } = setupClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const { result } = renderHook(() => useQuery($api.queryOptions('get', '/api/users/me')), {
      wrapper: wrapperWith(queryClient),
    });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 401, message: 'Token non valido' });
  });

  it('sends a mutation through the transport and exposes its answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${BASE_URL}/api/auth/forgot-password`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { $api } = setupClient();
    const queryClient = new QueryClient();

    const { result } = renderHook(() => $api.useMutation('post', '/api/auth/forgot-password'), {
      wrapper: wrapperWith(queryClient),
    });
    result.current.mutate({ body: { email: 'giulia@example.it' } });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([{ email: 'giulia@example.it' }]);
    expect(result.current.data).toEqual({ detail: 'ok' });
  });
});
