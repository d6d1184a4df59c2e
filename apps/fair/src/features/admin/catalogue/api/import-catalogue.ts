import { ApiError, type Schemas } from '@fiera/api-client';
import type { ImportOutcome } from '@fiera/ui/components/admin-import';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { importContentType, isImportReport } from '../import-outcome';
import { eventQueryKey } from './get-admin-events';
import { vendorQueryKeys } from './get-admin-vendors';

/**
 * POST /api/admin/imports/{kind}, with `dry_run` for 'Controlla'. The file goes as it is (the
 * serializer hands fetch the File: the contract types the body as a string), so the server reads
 * its bytes, byte order mark included. A refused file (422) is an outcome to show, not an error;
 * after a real import the lists ask again.
 */
export function useImportCatalogue(kind: Schemas['ImportKind']) {
  const { fetchClient, $api } = useApiClient();
  const queryClient = useQueryClient();
  return React.useCallback(
    async (file: File, { dryRun }: { dryRun: boolean }): Promise<ImportOutcome> => {
      try {
        const { data } = await fetchClient.POST('/api/admin/imports/{kind}', {
          params: { path: { kind }, query: { dry_run: dryRun } },
          body: '',
          bodySerializer: () => file,
          headers: { 'Content-Type': importContentType(file) },
        });
        if (data === undefined) throw new Error('The import answered without its summary');
        if (!dryRun) {
          const keys = kind === 'vendors' ? vendorQueryKeys($api) : [eventQueryKey($api)];
          await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        }
        return { ok: true, summary: data };
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && isImportReport(error.data)) {
          return { ok: false, report: error.data };
        }
        throw error;
      }
    },
    [fetchClient, $api, queryClient, kind],
  );
}
