import { AdminAudit } from '@fiera/ui/components/admin-audit';
import { useT } from '@fiera/ui/i18n';
import { useT as useAuditT } from '@fiera/ui/i18n/admin-audit';
import { errorMessage } from '../../../../lib/error-message';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAuditLog } from '../api/get-audit-log';

/** 'Registro attività': what the admins did, newest first. */
export function AuditPage() {
  const t = useT();
  useDocumentTitle(useAuditT()('adminAudit.title'));
  const query = useAuditLog();
  const entries = query.data?.pages.flatMap((page) => page.items);
  const status =
    entries !== undefined ? 'success' : query.isError && !query.isFetching ? 'error' : 'loading';

  return (
    <AdminAudit
      status={status}
      entries={entries}
      error={query.isError && entries === undefined ? errorMessage(query.error, t) : undefined}
      onRetry={() => void query.refetch()}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      loadMoreError={query.isFetchNextPageError ? errorMessage(query.error, t) : undefined}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
