import { QueryClient } from '@tanstack/react-query';

/** A failed load is tried once more, soon: a visitor waits for 'Riprova', not for backoff. */
export const QUERY_RETRIES = 1;
export const QUERY_RETRY_DELAY_MS = 500;

/** The app's query client (the library's default, three retries with backoff, took ~7 s). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': with the phone offline a request fails at once, with the Italian network
      // error and 'Riprova', instead of waiting paused behind 'Caricamento…' for the signal.
      queries: { retry: QUERY_RETRIES, retryDelay: QUERY_RETRY_DELAY_MS, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
