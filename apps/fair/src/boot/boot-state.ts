/**
 * What the boot script (boot.ts, its own tiny entry loaded `async` from index.html) hands to the
 * app: the calls the first screen needs, started while the app's main bundle still downloads.
 * Types only, so that neither entry pulls code from the other.
 */
export interface BootPrefetch {
  /** The bearer token the calls were sent with. */
  token: string;
  /** performance.now() when the calls started. */
  startedAt: number;
  /** By path, e.g. '/api/events/': each taken at most once. */
  responses: Map<string, Promise<Response>>;
}

/** A `<meta name="fiera:routes">` written by the build: the JS chunks of each static route. */
export interface BootRoute {
  /** Under the `_authenticated` guard: without a token the app shows /login instead. */
  guarded: boolean;
  /** Absolute URLs of the route's own chunks (those the main entry does not load). */
  chunks: string[];
}

export type BootRoutes = Record<string, BootRoute>;

export const BOOT_ROUTES_META = 'fiera:routes';

declare global {
  /**
   * A global var, not a module export: the two entries are separate files on purpose. Null when
   * the app started before the boot script and makes its calls itself.
   */
  var __fieraBoot: BootPrefetch | null | undefined;
}
