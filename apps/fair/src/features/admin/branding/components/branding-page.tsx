import type { FairConfig } from '@fiera/fair-config';
import { AdminBranding, type BrandingSaveResult } from '@fiera/ui/components/admin-branding';
import { useT } from '@fiera/ui/i18n';
import { useT as useBrandingT } from '@fiera/ui/i18n/admin-branding';
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { useApiClient } from '../../../../lib/api';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { LeaveGuard } from '../../leave-guard';
import { fairConfigQueryOptions, readFairConfig } from '../api/get-fair-config';
import { useUpdateFairConfig } from '../api/update-fair-config';
import { isSaveConflict, saveFailure } from '../save-failure';

/**
 * 'Aspetto': the organiser edits the fair config, sees it in a preview, and saves it over the
 * version read. When someone else saved meanwhile, the form keeps what was typed and the page
 * reads the current version's ETag (not its config, which would replace the form): the next
 * 'Salva' then replaces the other save on purpose.
 */
export function BrandingPage() {
  const t = useT();
  const brandingT = useBrandingT();
  useDocumentTitle(brandingT('adminBranding.title'));
  const { fetchClient } = useApiClient();
  const query = useQuery(fairConfigQueryOptions(fetchClient));
  const view = loadView(query, t);
  const update = useUpdateFairConfig();
  const [saveResult, setSaveResult] = React.useState<BrandingSaveResult>();
  const [dirty, setDirty] = React.useState(false);
  // The ETag read after a conflict; undefined: the one the config was loaded or saved with.
  const [conflictEtag, setConflictEtag] = React.useState<string | null>();

  async function save(config: FairConfig) {
    setSaveResult(undefined);
    const etag = conflictEtag === undefined ? (query.data?.etag ?? null) : conflictEtag;
    try {
      await update.mutateAsync({ config, etag });
      setConflictEtag(undefined);
      setSaveResult({ status: 'saved' });
    } catch (error) {
      if (isSaveConflict(error)) {
        // Without an answer the ETag stays as it was: the next 'Salva' meets the conflict again.
        const current = await readFairConfig(fetchClient).catch(() => undefined);
        if (current !== undefined) setConflictEtag(current.etag);
      }
      setSaveResult(saveFailure(error, t));
    }
  }

  return (
    <>
      <AdminBranding
        status={view.status}
        config={view.data?.config}
        error={view.error}
        onRetry={() => void query.refetch()}
        onSave={(config) => void save(config)}
        saving={update.isPending}
        saveResult={saveResult}
        onDirtyChange={setDirty}
      />
      <LeaveGuard dirty={dirty} description={brandingT('adminBranding.leaveDescription')} />
    </>
  );
}
