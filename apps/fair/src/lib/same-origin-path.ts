const PROBE_ORIGIN = 'https://fiera.invalid';

/**
 * The `redirect` search param comes from the URL, so anyone can craft it: only a path on this
 * origin is kept (never `//evil.example` or `https://evil.example`), everything else is dropped.
 */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // Browsers read `/\evil.example` as `//evil.example`.
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
