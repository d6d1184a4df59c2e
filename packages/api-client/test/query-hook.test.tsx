// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src';
import { meHandler, setupClient, user, validToken } from './helpers';
import { setupMswServer } from './msw-server';

const server = setupMswServer();

function wrapperWith(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

describe('given the $api query hooks', () => {
  it('loads data through the authenticated transport', async () => {
    server.use(meHandler(validToken));
    const { $api } = setupClient(validToken);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const { result } = renderHook(() => $api.useQuery('get', '/api/users/me'), {
      wrapper: wrapperWith(queryClient),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(user);
  });

  it('exposes a failed call as ApiError', async () => {
    server.use(meHandler('another token'));
    const { $api } = setupClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const { result } = renderHook(() => $api.useQuery('get', '/api/users/me'), {
      wrapper: wrapperWith(queryClient),
    });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 401, message: 'Token non valido' });
  });
});
