import { useMutation } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import type { OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from './openapi-schema';

/**
 * The part of openapi-react-query's client the app uses, with its types: `queryOptions` (for
 * loaders and TanStack's `useQuery`) and `useMutation`. Its `createClient` also builds
 * `useQuery`, `useSuspenseQuery` and `useInfiniteQuery`, which pull TanStack's query observers
 * (about 3 KB gzipped) into the first bundle of every page, /login included, although only the
 * logged-in screens observe queries. The bodies follow openapi-react-query 0.5's.
 */
export type QueryApi = Pick<OpenapiQueryClient<paths>, 'queryOptions' | 'useMutation'>;

type Call = (
  path: string,
  init?: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export function createQueryApi(fetchClient: Client<paths>): QueryApi {
  const call = (method: string, path: string, init?: object) => {
    // openapi-fetch's per-method signatures are generic over every path; here both come
    // from a key that queryOptions or useMutation already type-checked against `paths`.
    const send = fetchClient[method.toUpperCase() as keyof Client<paths>] as unknown as Call;
    return send(path, init);
  };

  const queryFn = async ({
    queryKey: [method, path, init],
    signal,
  }: {
    queryKey: readonly [string, string, object?];
    signal: AbortSignal;
  }) => {
    const { data, error, response } = await call(method, path, { signal, ...init });
    if (error) throw error;
    if (response.status === 204 || response.headers.get('Content-Length') === '0') {
      return data ?? null;
    }
    return data;
  };

  const queryOptions = (method: string, path: string, init?: object, options?: object) => ({
    queryKey: init === undefined ? [method, path] : [method, path, init],
    queryFn,
    ...options,
  });

  const useApiMutation = (
    method: string,
    path: string,
    options?: object,
    queryClient?: Parameters<typeof useMutation>[1],
  ) =>
    useMutation(
      {
        mutationKey: [method, path],
        mutationFn: async (init: object) => {
          const { data, error } = await call(method, path, init);
          if (error) throw error;
          return data;
        },
        ...options,
      },
      queryClient,
    );

  // The generic signatures are openapi-react-query's; the bodies above are untyped like its own.
  return { queryOptions, useMutation: useApiMutation } as unknown as QueryApi;
}
