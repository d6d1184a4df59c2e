import {
  AdminExports,
  type ExportKind,
  type ExportState,
} from '@fiera/ui/components/admin-exports';
import { useT } from '@fiera/ui/i18n';
import { useT as useExportsT } from '@fiera/ui/i18n/admin-exports';
import * as React from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useExportData } from '../api/export-data';
import { downloadBlob } from '../../../../lib/download-blob';

/** 'Esportazioni': the three CSV downloads. */
export function ExportsPage() {
  const t = useT();
  useDocumentTitle(useExportsT()('adminExports.title'));
  const exportData = useExportData();
  const [states, setStates] = React.useState<Partial<Record<ExportKind, ExportState>>>({});

  async function download(kind: ExportKind) {
    if (states[kind]?.status === 'downloading') return;
    const set = (state: ExportState) => setStates((current) => ({ ...current, [kind]: state }));
    set({ status: 'downloading' });
    try {
      const { blob, fileName } = await exportData(kind);
      downloadBlob(blob, fileName);
      set({ status: 'done', fileName });
    } catch (error) {
      set({ status: 'error', message: errorMessage(error, t) });
    }
  }

  return <AdminExports states={states} onDownload={(kind) => void download(kind)} />;
}
