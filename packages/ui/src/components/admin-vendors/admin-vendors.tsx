import * as React from 'react';

import { useT } from '../../i18n/messages/admin-catalogue';
import { italianCollator } from '../../lib/italian-collator';
import { standLabel } from '../../lib/stand-label';
import {
  CatalogueRowActions,
  CatalogueSectionPage,
  type CatalogueSectionProps,
} from '../admin-layout/catalogue-section';
import { VendorLogo } from '../vendor-logo';
import { VendorForm, type AdminVendor, type VendorInputData } from './vendor-form';

type AdminVendorsProps = CatalogueSectionProps<AdminVendor, VendorInputData> & {
  /** Every exhibitor, in any order; read when `status` is 'success'. */
  vendors?: readonly AdminVendor[];
  /** Uploads an exhibitor's logo and resolves it as saved; reject with the Italian reason. */
  onUploadLogo: (id: number, file: File) => Promise<AdminVendor>;
};

/** The back-office's exhibitors ('Aziende'): search, add, edit, delete, logos and imports. */
function AdminVendors({ vendors = [], onUploadLogo, ...props }: AdminVendorsProps) {
  return (
    <CatalogueSectionPage
      data-slot="admin-vendors"
      section="vendors"
      items={vendors}
      nameOf={nameOf}
      compare={compareVendors}
      searchFields={searchFields}
      // The dialog stays, now on the saved exhibitor: its logo can be uploaded at once.
      stayAfterCreate
      renderRow={(vendor, actions) => <VendorRow key={vendor.id} vendor={vendor} {...actions} />}
      renderForm={({ formKey, record, formNotice, save, requestClose, setDirty, replace }) => (
        <VendorForm
          key={formKey}
          vendor={record}
          notice={formNotice}
          onSubmit={save}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          onUploadLogo={
            record
              ? async (file) => {
                  const saved = await onUploadLogo(record.id, file);
                  // The upload made a new version: the form's next 'Salva' is made over it.
                  replace(saved);
                  return saved.logo_path;
                }
              : undefined
          }
        />
      )}
      {...props}
    />
  );
}

const nameOf = (vendor: AdminVendor) => vendor.name;
const compareVendors = (a: AdminVendor, b: AdminVendor) => italianCollator.compare(a.name, b.name);
const searchFields = (vendor: AdminVendor) => [vendor.name, vendor.stand];

/** Memoised: a new search term re-renders only the rows that appear, not all of them. */
const VendorRow = React.memo(function VendorRow({
  vendor,
  onEdit,
  onDelete,
}: {
  vendor: AdminVendor;
  onEdit: (vendor: AdminVendor) => void;
  onDelete: (vendor: AdminVendor) => void;
}) {
  const t = useT();
  const stand = vendor.stand?.trim();
  const location = vendor.location?.trim();
  const place = stand ? (
    standLabel(stand, (values) => t('adminCatalogue.vendors.stand', values))
  ) : location ? (
    <bdi>{location}</bdi>
  ) : (
    t('adminCatalogue.vendors.noPlace')
  );
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-4 py-3 [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto] sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <VendorLogo name={vendor.name} src={vendor.logo_path} />
      <div className="grid min-w-0">
        <span className="font-medium break-words">
          <bdi>{vendor.name}</bdi>
        </span>
        <span className="text-sm text-muted-foreground">{place}</span>
      </div>
      <CatalogueRowActions
        className="col-start-2 sm:col-start-3"
        section="vendors"
        name={vendor.name}
        onEdit={() => onEdit(vendor)}
        onDelete={() => onDelete(vendor)}
      />
    </li>
  );
});

export { AdminVendors };
export type { AdminVendorsProps };
