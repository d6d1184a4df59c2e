import type { FairConfig } from '@fiera/fair-config';
import { AdminBranding, type BrandingSaveResult } from '@fiera/ui/components/admin-branding';
import { useT } from '@fiera/ui/i18n';
import { useT as useBrandingT } from '@fiera/ui/i18n/admin-branding';
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { fairConfigQueryOptions } from '../api/get-fair-config';
import { useUpdateFairConfig } from '../api/update-fair-config';
import { saveFailure } from '../save-failure';

/** 'Aspetto': the organiser edits the fair config, sees it in a preview, and saves it. */
export function BrandingPage() {
  const t = useT();
  useDocumentTitle(useBrandingT()('adminBranding.title'));
  const { $api } = useApiClient();
  const query = useQuery(fairConfigQueryOptions($api));
  const view = loadView(query, t);
  const update = useUpdateFairConfig();
  const [saveResult, setSaveResult] = React.useState<BrandingSaveResult>();

  async function save(config: FairConfig) {
    setSaveResult(undefined);
    try {
      await update.mutateAsync({ body: config });
      setSaveResult({ status: 'saved' });
    } catch (error) {
      setSaveResult(saveFailure(error, t));
    }
  }

  return (
    <AdminBranding
      status={view.status}
      config={view.data}
      error={view.error}
      onRetry={() => void query.refetch()}
      onSave={(config) => void save(config)}
      saving={update.isPending}
      saveResult={saveResult}
    />
  );
}
