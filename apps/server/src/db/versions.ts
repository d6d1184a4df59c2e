/**
 * Optimistic concurrency for the back-office's edits: every exhibitor and event carries a
 * version that goes up at each change, and an edit may say which versions it was made against.
 */

/** Any version (`If-Match: *`), or one of these. */
export type VersionCondition = { any: true } | { any: false; versions: readonly number[] };

/** Nothing was written: the row's version is not one the caller had read. */
export const VERSION_CHANGED = 'version-changed';

/** No condition at all makes the change unconditional. */
export function versionMatches(condition: VersionCondition | undefined, version: number): boolean {
  return condition === undefined || condition.any || condition.versions.includes(version);
}
