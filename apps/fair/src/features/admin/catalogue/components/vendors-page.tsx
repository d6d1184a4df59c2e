import { AdminVendors } from '@fiera/ui/components/admin-vendors';
import { useT } from '@fiera/ui/i18n';
import { useT as useCatalogueT } from '@fiera/ui/i18n/admin-catalogue';
import * as React from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { LeaveGuard } from '../../leave-guard';
import { useAdminVendors } from '../api/get-admin-vendors';
import { useImportCatalogue } from '../api/import-catalogue';
import {
  useCreateVendor,
  useDeleteVendor,
  useUpdateVendor,
  useUploadVendorLogo,
} from '../api/save-vendor';
import { deleteFailure, editFailure, ifMatch, logoFailure, saveFailure } from '../save-failure';

/** 'Aziende' in the back-office: the exhibitors, their logos and their import. */
export function VendorsPage() {
  const t = useT();
  useDocumentTitle(useCatalogueT()('adminCatalogue.vendors.title'));
  const query = useAdminVendors();
  const view = loadView(query, t);
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();
  const deleteVendor = useDeleteVendor();
  const uploadLogo = useUploadVendorLogo();
  const importVendors = useImportCatalogue('vendors');
  // The editor's form holds edits: leaving the page asks first.
  const [dirty, setDirty] = React.useState(false);

  return (
    <>
      <AdminVendors
        onDirtyChange={setDirty}
        status={view.status}
        vendors={view.data}
        error={view.error}
        onRetry={() => void query.refetch()}
        onCreate={async (body) => {
          try {
            return await createVendor.mutateAsync({ body });
          } catch (error) {
            throw saveFailure(error, t);
          }
        }}
        onUpdate={async (vendor, body) => {
          try {
            return await updateVendor.mutateAsync({
              params: { path: { vendorId: vendor.id }, header: ifMatch(vendor.version) },
              body,
            });
          } catch (error) {
            throw await editFailure(error, t, async () =>
              (await query.refetch()).data?.find((current) => current.id === vendor.id),
            );
          }
        }}
        onDelete={async (vendor) => {
          try {
            await deleteVendor.mutateAsync({
              params: { path: { vendorId: vendor.id }, header: ifMatch(vendor.version) },
            });
          } catch (error) {
            // The list then shows what changed, so that a second try deletes it knowingly.
            void query.refetch();
            throw deleteFailure(error, t);
          }
        }}
        onUploadLogo={async (vendorId, file) => {
          try {
            return await uploadLogo(vendorId, file);
          } catch (error) {
            throw logoFailure(error, t);
          }
        }}
        onImport={async (file, options) => {
          try {
            return await importVendors(file, options);
          } catch (error) {
            throw new Error(errorMessage(error, t), { cause: error });
          }
        }}
      />
      <LeaveGuard dirty={dirty} />
    </>
  );
}
