import * as React from 'react';
import { Plus } from 'lucide';

import { useT } from '../../i18n/messages/admin-catalogue';
import { cn } from '../../lib/cn';
import { italianCollator } from '../../lib/italian-collator';
import { searchIndex, searchNeedle } from '../../lib/search-text';
import { standLabel } from '../../lib/stand-label';
import { AdminDialog } from '../admin-layout/admin-dialog';
import { ConfirmDialog } from '../admin-layout/confirm-dialog';
import { VersionConflict } from '../admin-layout/form-rejection';
import { StatusNotice } from '../admin-layout/status-notice';
import { AdminImport, type AdminImportProps } from '../admin-import/admin-import';
import { Button } from '../button';
import { Icon } from '../icon';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
import { VendorLogo } from '../vendor-logo';
import { VendorForm, type AdminVendor, type VendorInputData } from './vendor-form';

type AdminVendorsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Every exhibitor, in any order; read when `status` is 'success'. */
  vendors?: readonly AdminVendor[];
  /** Why the load failed (already in Italian). */
  error?: string;
  onRetry?: () => void;
  /** Adds an exhibitor and resolves it as saved; reject as VendorForm's `onSubmit` says. */
  onCreate: (input: VendorInputData) => Promise<AdminVendor>;
  /**
   * Saves an exhibitor's fields over `vendor`, as the form has it; reject as VendorForm's
   * `onSubmit` says, or with a VersionConflict when someone else saved it meanwhile.
   */
  onUpdate: (vendor: AdminVendor, input: VendorInputData) => Promise<AdminVendor>;
  /** Deletes an exhibitor; reject with an Error carrying the Italian reason. */
  onDelete: (vendor: AdminVendor) => Promise<void>;
  /** Uploads an exhibitor's logo and resolves it as saved; reject with the Italian reason. */
  onUploadLogo: (id: number, file: File) => Promise<AdminVendor>;
  /** Checks or imports a CSV or JSON file of exhibitors. */
  onImport: AdminImportProps['onImport'];
};

type Editor = { mode: 'new' } | { mode: 'edit'; vendor: AdminVendor; notice?: string };

/** The back-office's exhibitors ('Aziende'): search, add, edit, delete, logos and imports. */
function AdminVendors({
  status,
  vendors = [],
  error,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  onUploadLogo,
  onImport,
  className,
  ...props
}: AdminVendorsProps) {
  const t = useT();
  const headingId = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const deletedRef = React.useRef(false);
  const [editor, setEditor] = React.useState<Editor | null>(null);
  const [deleting, setDeleting] = React.useState<AdminVendor | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);

  async function save(input: VendorInputData) {
    if (editor?.mode === 'edit') {
      const saved = await onUpdate(editor.vendor, input).catch((reason: unknown) => {
        // The form keeps what was typed; its next 'Salva' replaces the version now saved.
        if (reason instanceof VersionConflict && reason.current !== undefined) {
          setEditor({ mode: 'edit', vendor: reason.current as AdminVendor });
        }
        throw reason;
      });
      setEditor(null);
      setNotice(t('adminCatalogue.vendors.updated', { name: saved.name }));
      return;
    }
    const created = await onCreate(input);
    const message = t('adminCatalogue.vendors.created', { name: created.name });
    // The dialog stays, now on the saved exhibitor: its logo can be uploaded at once.
    setEditor({ mode: 'edit', vendor: created, notice: message });
    setNotice(message);
  }

  async function remove() {
    if (!deleting) return;
    await onDelete(deleting);
    deletedRef.current = true;
    setNotice(t('adminCatalogue.vendors.deleted', { name: deleting.name }));
  }

  return (
    <section
      data-slot="admin-vendors"
      aria-labelledby={headingId}
      className={cn('grid gap-4 px-4 py-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {t('adminCatalogue.vendors.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditor({ mode: 'new' })}>
            <Icon icon={Plus} />
            {t('adminCatalogue.vendors.add')}
          </Button>
          <AdminImport kind="vendors" onImport={onImport} />
        </div>
      </div>
      <StatusNotice message={notice} />
      {status === 'loading' && <LoadingState label={t('adminCatalogue.vendors.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('adminCatalogue.vendors.loadFailed', {
            msg: error ?? t('common.unknownError'),
          })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && (
        <VendorList
          vendors={vendors}
          onEdit={(vendor) => setEditor({ mode: 'edit', vendor })}
          onDelete={setDeleting}
        />
      )}

      <AdminDialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
        title={
          editor?.mode === 'edit'
            ? t('adminCatalogue.vendors.editTitle', { name: editor.vendor.name })
            : t('adminCatalogue.vendors.addTitle')
        }
        description={t('adminCatalogue.vendors.formDescription')}
      >
        {editor && (
          <VendorForm
            // A new form for each exhibitor, and once more when a new one has just been saved.
            key={editor.mode === 'edit' ? editor.vendor.id : 'new'}
            vendor={editor.mode === 'edit' ? editor.vendor : undefined}
            notice={editor.mode === 'edit' ? editor.notice : undefined}
            onSubmit={save}
            onCancel={() => setEditor(null)}
            onUploadLogo={
              editor.mode === 'edit'
                ? async (file) => {
                    const saved = await onUploadLogo(editor.vendor.id, file);
                    // The upload made a new version: the form's next 'Salva' is made over it.
                    setEditor((current) =>
                      current?.mode === 'edit' && current.vendor.id === saved.id
                        ? { ...current, vendor: saved }
                        : current,
                    );
                    return saved.logo_path;
                  }
                : undefined
            }
          />
        )}
      </AdminDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('adminCatalogue.vendors.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('adminCatalogue.vendors.deleteDescription')}
        confirmLabel={t('adminCatalogue.list.delete')}
        busyLabel={t('adminCatalogue.list.deleting')}
        onConfirm={remove}
        onCloseAutoFocus={(event) => {
          // The row and its button are gone: focus goes to the page's heading, above the notice.
          if (!deletedRef.current) return;
          deletedRef.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}

function VendorList({
  vendors,
  onEdit,
  onDelete,
}: {
  vendors: readonly AdminVendor[];
  onEdit: (vendor: AdminVendor) => void;
  onDelete: (vendor: AdminVendor) => void;
}) {
  const t = useT();
  const [term, setTerm] = React.useState('');
  // Typing stays responsive on a phone: the long list re-filters at a lower priority.
  const deferredTerm = React.useDeferredValue(term);
  const indexed = React.useMemo(
    () =>
      vendors
        .toSorted((a, b) => italianCollator.compare(a.name, b.name))
        .map((vendor) => ({ vendor, search: searchIndex([vendor.name, vendor.stand]) })),
    [vendors],
  );
  const needle = searchNeedle(deferredTerm);
  const visible = React.useMemo(
    () => indexed.filter(({ search }) => search.includes(needle)).map(({ vendor }) => vendor),
    [indexed, needle],
  );

  return (
    <>
      <SearchBox
        label={t('adminCatalogue.vendors.searchLabel')}
        placeholder={t('adminCatalogue.vendors.searchPlaceholder')}
        value={term}
        onValueChange={setTerm}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {visible.length === 1
          ? t('adminCatalogue.vendors.resultOne')
          : t('adminCatalogue.vendors.results', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="py-4 text-muted-foreground">
          {needle === ''
            ? t('adminCatalogue.vendors.empty')
            : t('adminCatalogue.vendors.emptySearch', { term: deferredTerm.trim() })}
        </p>
      ) : (
        <ul
          aria-label={t('adminCatalogue.vendors.listLabel')}
          aria-busy={term !== deferredTerm || undefined}
          className="divide-y rounded-lg border bg-card text-card-foreground"
        >
          {visible.map((vendor) => (
            <VendorRow key={vendor.id} vendor={vendor} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </>
  );
}

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
      <div className="col-start-2 flex flex-wrap gap-2 sm:col-start-3">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('adminCatalogue.vendors.editLabel', { name: vendor.name })}
          onClick={() => onEdit(vendor)}
        >
          {t('adminCatalogue.list.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label={t('adminCatalogue.vendors.deleteLabel', { name: vendor.name })}
          onClick={() => onDelete(vendor)}
        >
          {t('adminCatalogue.list.delete')}
        </Button>
      </div>
    </li>
  );
});

export { AdminVendors };
export type { AdminVendorsProps };
