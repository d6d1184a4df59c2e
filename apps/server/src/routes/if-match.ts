import type { VersionCondition } from '../db/versions';

/**
 * The versions an If-Match header accepts (RFC 9110 §13.1.1): `"3"`, a list `"3", "4"`, or `*`
 * for any. Comparison is strong, so a weak tag (`W/"3"`) matches nothing; so does anything that
 * is not a version this server gave, and the write is then refused rather than done blindly.
 * Undefined without the header: the change is unconditional.
 *
 * `weak`: the fair config's tags are those of GET /api/fair-config, weak because that answer is
 * sent compressed or not; its version still names one config exactly, so W/"7" matches 7.
 */
export function versionCondition(
  header: string | undefined,
  options: { weak?: boolean } = {},
): VersionCondition | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return { any: true };
  const tag = options.weak === true ? /^(?:W\/)?"([1-9][0-9]{0,15})"$/ : /^"([1-9][0-9]{0,9})"$/;
  const versions = header
    .split(',')
    .map((value) => tag.exec(value.trim())?.[1])
    .flatMap((digits) => (digits === undefined ? [] : [Number(digits)]));
  return { any: false, versions };
}

/** The ETag of a version, as If-Match takes it back. */
export const versionTag = (version: number) => `"${version}"`;
