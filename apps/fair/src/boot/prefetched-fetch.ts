import type { BootPrefetch } from './boot-state';

/** Older answers are left alone: the app asks again rather than show stale data. */
const MAX_AGE_MS = 15_000;

/**
 * A fetch for the api client that answers a GET the boot script already started with that
 * answer, once; anything else (another token, a refresh, a retry) goes to the network.
 */
export function prefetchedFetch(
  boot: BootPrefetch | undefined = globalThis.__fieraBoot,
  network: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const early = boot && take(boot, new Request(input, init));
    return early ?? network(input, init);
  };

  function take(prefetch: BootPrefetch, request: Request): Promise<Response> | undefined {
    const url = new URL(request.url);
    const key = url.pathname + url.search;
    const response = prefetch.responses.get(key);
    if (
      response === undefined ||
      request.method !== 'GET' ||
      url.origin !== location.origin ||
      request.headers.get('Authorization') !== `Bearer ${prefetch.token}`
    ) {
      return undefined;
    }
    prefetch.responses.delete(key);
    if (performance.now() - prefetch.startedAt > MAX_AGE_MS) return undefined;
    // A call that failed on the network is made again, as the app would have made it.
    return response.catch(() => network(request));
  }
}
