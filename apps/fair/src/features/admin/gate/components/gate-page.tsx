import { AdminGate } from '@fiera/ui/components/admin-gate';
import { useT } from '@fiera/ui/i18n';
import { useT as useGateT } from '@fiera/ui/i18n/admin-gate';
import { errorMessage } from '../../../../lib/error-message';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGateDashboard } from '../api/get-gate-dashboard';

/** 'Ingressi': the entrance's figures, live. */
export function GatePage() {
  const t = useT();
  useDocumentTitle(useGateT()('adminGate.title'));
  const query = useGateDashboard();
  const view = loadView(query, t);
  // A poll that failed after a success: the last figures stay, with the reason and their time.
  const refreshError =
    query.isError && query.data !== undefined ? errorMessage(query.error, t) : undefined;

  return (
    <AdminGate
      status={view.status}
      dashboard={view.data}
      updatedAt={query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt) : undefined}
      error={view.error}
      refreshError={refreshError}
      onRetry={() => void query.refetch()}
    />
  );
}
