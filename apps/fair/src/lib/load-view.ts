import type { LoadStatus } from '@fiera/ui/components/load-state';
import type { Translate } from '@fiera/ui/i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './error-message';

/**
 * A query as the ui package's screens take it. Data already shown stays shown when a
 * background refetch fails; a retry after an error shows the loading state again.
 */
export function loadView<T>(
  query: UseQueryResult<T, unknown>,
  t: Translate,
): { status: LoadStatus; data: T | undefined; error: string | undefined } {
  if (query.data !== undefined) return { status: 'success', data: query.data, error: undefined };
  if (query.isError && !query.isFetching) {
    return {
      status: 'error',
      data: undefined,
      error: errorMessage(query.error, t),
    };
  }
  return { status: 'loading', data: undefined, error: undefined };
}
