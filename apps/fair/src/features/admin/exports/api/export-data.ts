import type { ExportKind } from '@fiera/ui/components/admin-exports';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { fileNameFrom } from '../file-name';

/**
 * GET /api/admin/exports/{kind}: the CSV as a Blob with the name the server suggests. Through
 * the API client, so the bearer token (and its refresh) go with it, which a plain link cannot.
 */
export function useExportData() {
  const { fetchClient } = useApiClient();
  return React.useCallback(
    async (kind: ExportKind) => {
      // Non-OK answers throw ApiError in the transport.
      const { data, response } = await fetchClient.GET('/api/admin/exports/{kind}', {
        params: { path: { kind } },
        parseAs: 'blob',
      });
      return {
        blob: data ?? new Blob([], { type: 'text/csv' }),
        fileName: fileNameFrom(response.headers.get('Content-Disposition'), `fiera-${kind}.csv`),
      };
    },
    [fetchClient],
  );
}
