/**
 * The file name a Content-Disposition header suggests (RFC 6266: `filename*=UTF-8''…` first,
 * then `filename="…"`), else `fallback`. Only the last path segment: a name is never a path.
 */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  let name: string | undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain parameter follows.
    }
  }
  name ??= /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1];
  const base = name?.trim().split(/[\\/]/).pop()?.trim();
  return base || fallback;
}
