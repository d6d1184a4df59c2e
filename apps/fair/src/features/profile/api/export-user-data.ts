import * as React from 'react';
import { useApiClient } from '../../../lib/api';

const DEFAULT_FILE_NAME = 'fiera-dati.json';

/** The file name a Content-Disposition header suggests, else the default. */
export function exportFileName(contentDisposition: string | null): string {
  if (!contentDisposition) return DEFAULT_FILE_NAME;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim();
  return plain || DEFAULT_FILE_NAME;
}

/** GET /api/users/me/export: every datum kept about the user, as a JSON file to save. */
export function useExportUserData() {
  const { fetchClient } = useApiClient();
  return React.useCallback(async () => {
    // Non-OK answers throw ApiError in the transport.
    const { data, response } = await fetchClient.GET('/api/users/me/export', { parseAs: 'blob' });
    return {
      blob: data ?? new Blob([], { type: 'application/json' }),
      fileName: exportFileName(response.headers.get('Content-Disposition')),
    };
  }, [fetchClient]);
}
