import type { BootPrefetch } from './boot-state';

/** Older answers are left alone: the app asks again rather than show stale data. */
const MAX_AGE_MS = 15_000;

/**
 * A fetch for the api client that answers a GET the boot script already started with that
 * answer, once; anything else (another token, a refresh, a retry) goes to the network.
 */
export function prefetchedFetch(
  // The boot script is loaded `async`: with both files in the cache the app may start first,
  // and it then makes every call itself. The boot script, told so (null), must not make them
  // too (a cold load of /events asked for the user and the programme twice, issue 16).
  boot: BootPrefetch | null = (globalThis.__fieraBoot ??= null),
  network: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const early = boot && take(boot, input, init);
    return early ?? network(input, init);
  };

  // Reads the request without copying it: `new Request(request)` would take over the body
  // of a POST and leave nothing to send.
  function take(
    prefetch: BootPrefetch,
    input: RequestInfo | URL,
    init: RequestInit | undefined,
  ): Promise<Response> | undefined {
    const request = input instanceof Request ? input : undefined;
    if ((init?.method ?? request?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
    const url = new URL(request?.url ?? String(input), location.href);
    const key = url.pathname + url.search;
    const response = prefetch.responses.get(key);
    const headers = new Headers(init?.headers ?? request?.headers);
    if (
      response === undefined ||
      url.origin !== location.origin ||
      headers.get('Authorization') !== `Bearer ${prefetch.token}`
    ) {
      return undefined;
    }
    prefetch.responses.delete(key);
    if (performance.now() - prefetch.startedAt > MAX_AGE_MS) return undefined;
    // A call that failed on the network is made again, as the app would have made it.
    return response.catch(() => network(input, init));
  }
}
