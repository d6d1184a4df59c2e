import * as React from 'react';
import { Plus } from 'lucide';

import { useT } from '../../i18n/messages/admin-catalogue';
import { cn } from '../../lib/cn';
import { searchIndex, searchNeedle } from '../../lib/search-text';
import { AdminImport, type AdminImportProps } from '../admin-import/admin-import';
import { Button } from '../button';
import { Icon } from '../icon';
import { type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
import { AdminDialog } from './admin-dialog';
import { CataloguePage } from './catalogue-page';
import { VersionConflict } from './form-rejection';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useReportDirty } from './use-report-dirty';

/** The catalogue's sections, as its texts name them ('adminCatalogue.events.…'). */
type CatalogueSectionName = 'events' | 'vendors';

/** What the app gives a catalogue section (AdminEvents, AdminVendors) besides its records. */
type CatalogueSectionProps<T, I> = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  status: LoadStatus;
  /** Why the load failed (already in Italian). */
  error?: string;
  onRetry?: () => void;
  /** Adds a record and resolves it as saved; reject as the form's `onSubmit` says. */
  onCreate: (input: I) => Promise<T>;
  /**
   * Saves a record's fields over `record`, as the form has it; reject as the form's `onSubmit`
   * says, or with a VersionConflict when someone else saved it meanwhile.
   */
  onUpdate: (record: T, input: I) => Promise<T>;
  /** Deletes a record; reject with an Error carrying the Italian reason. */
  onDelete: (record: T) => Promise<void>;
  /** Checks or imports a CSV or JSON file of records. */
  onImport: AdminImportProps['onImport'];
  /** Whether the editor's form holds unsaved edits: the app asks before leaving the page. */
  onDirtyChange?: (dirty: boolean) => void;
};

type Editing<T> = { mode: 'new' } | { mode: 'edit'; record: T; notice?: string };

/**
 * The state of a section whose records are added, edited and deleted in dialogs: which one the
 * editor holds, the save (a VersionConflict keeps the form, now over the version saved
 * meanwhile), the question before a form with edits is closed, the deletion, the notice.
 */
function useCatalogueEditor<T extends { id: number }, I>({
  onCreate,
  onUpdate,
  onDelete,
  onDirtyChange,
  notices,
  stayAfterCreate,
}: Pick<CatalogueSectionProps<T, I>, 'onCreate' | 'onUpdate' | 'onDelete' | 'onDirtyChange'> & {
  /** What the page says after each action, in Italian. */
  notices: Record<'created' | 'updated' | 'deleted', (record: T) => string>;
  stayAfterCreate: boolean;
}) {
  const [editing, setEditingState] = React.useState<Editing<T> | null>(null);
  // What the editor holds as of the last change, not the last render: a form that uploads a
  // logo and then saves, in one 'Salva', saves over the version the upload made.
  const latest = React.useRef<Editing<T> | null>(null);
  const setEditing = React.useCallback((next: Editing<T> | null) => {
    latest.current = next;
    setEditingState(next);
  }, []);
  const [dirty, setDirty] = React.useState(false);
  const [confirmingClose, setConfirmingClose] = React.useState(false);
  const [deleting, setDeleting] = React.useState<T | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  useReportDirty(dirty, onDirtyChange);

  function close() {
    setEditing(null);
    setDirty(false);
    setConfirmingClose(false);
  }

  async function save(input: I) {
    const current = latest.current;
    if (current?.mode === 'edit') {
      const saved = await onUpdate(current.record, input).catch((reason: unknown) => {
        // The form keeps what was typed; its next 'Salva' replaces the version now saved.
        if (reason instanceof VersionConflict && reason.current !== undefined) {
          setEditing({ mode: 'edit', record: reason.current as T });
        }
        throw reason;
      });
      close();
      setNotice(notices.updated(saved));
      return;
    }
    const created = await onCreate(input);
    const message = notices.created(created);
    // A new form (its key changes) on the saved record: nothing in it is unsaved.
    if (stayAfterCreate) setEditing({ mode: 'edit', record: created, notice: message });
    else close();
    setNotice(message);
  }

  return {
    editing,
    /** The record edited; undefined for a new one. */
    record: editing?.mode === 'edit' ? editing.record : undefined,
    /** A message the form opens with (a record just added). */
    formNotice: editing?.mode === 'edit' ? editing.notice : undefined,
    /** A new form for each record, and once more when a new one has just been saved. */
    formKey: editing?.mode === 'edit' ? editing.record.id : 'new',
    notice,
    openNew: () => setEditing({ mode: 'new' }),
    /** Stable, for memoised rows. */
    openEdit: React.useCallback((record: T) => setEditing({ mode: 'edit', record }), [setEditing]),
    askDelete: setDeleting,
    deleting,
    cancelDelete: () => setDeleting(null),
    remove: async () => {
      if (!deleting) return;
      await onDelete(deleting);
      setNotice(notices.deleted(deleting));
    },
    /** The record as another action of the form saved it (a logo upload's new version). */
    replace: (saved: T) => {
      const current = latest.current;
      if (current?.mode === 'edit' && current.record.id === saved.id) {
        setEditing({ ...current, record: saved });
      }
    },
    save,
    /** The form's fields differ from the record: closing it asks first. */
    setDirty,
    /** 'Annulla', Esc or the close button: asks first when the form has edits. */
    requestClose: () => (dirty ? setConfirmingClose(true) : close()),
    confirmingClose,
    close,
    stay: () => setConfirmingClose(false),
  };
}

type CatalogueEditor<T extends { id: number }, I> = ReturnType<typeof useCatalogueEditor<T, I>>;

type CatalogueSectionPageProps<T extends { id: number }, I> = CatalogueSectionProps<T, I> & {
  section: CatalogueSectionName;
  /** Every record, in any order; read when `status` is 'success'. */
  items: readonly T[];
  /** How the texts name a record ('Eliminare {name}?'). */
  nameOf: (record: T) => string;
  /** The list's order. Stable (module level): the list is sorted again when it changes. */
  compare: (a: T, b: T) => number;
  /** The fields a search looks in. Stable, as `compare`. */
  searchFields: (record: T) => readonly (string | null | undefined)[];
  /** A memoised row; `actions` are stable. */
  renderRow: (
    record: T,
    actions: { onEdit: (record: T) => void; onDelete: (record: T) => void },
  ) => React.ReactNode;
  /** The editor's form, keyed by `editor.formKey`, over `editor.record`. */
  renderForm: (editor: CatalogueEditor<T, I>) => React.ReactNode;
  /** The editor stays on a record just added (with the notice) instead of closing. */
  stayAfterCreate?: boolean;
};

/**
 * A section of the back-office's catalogue ('Aziende', 'Programma'): its heading with 'Aggiungi'
 * and the import, the searchable list, the editor's dialog (which asks before edits are lost
 * on closing) and the deletion's question, all in the section's own texts.
 */
function CatalogueSectionPage<T extends { id: number }, I>({
  section,
  items,
  nameOf,
  compare,
  searchFields,
  renderRow,
  renderForm,
  stayAfterCreate = false,
  status,
  error,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  onImport,
  onDirtyChange,
  ...props
}: CatalogueSectionPageProps<T, I>) {
  const t = useT();
  const name = (record: T) => ({ name: nameOf(record) });
  const editor = useCatalogueEditor({
    onCreate,
    onUpdate,
    onDelete,
    onDirtyChange,
    notices: {
      created: (record) => t(`adminCatalogue.${section}.created`, name(record)),
      updated: (record) => t(`adminCatalogue.${section}.updated`, name(record)),
      deleted: (record) => t(`adminCatalogue.${section}.deleted`, name(record)),
    },
    stayAfterCreate,
  });
  const { record, deleting } = editor;

  return (
    <CataloguePage
      title={t(`adminCatalogue.${section}.title`)}
      actions={
        <>
          <Button onClick={editor.openNew}>
            <Icon icon={Plus} />
            {t(`adminCatalogue.${section}.add`)}
          </Button>
          <AdminImport kind={section} onImport={onImport} />
        </>
      }
      notice={editor.notice}
      status={status}
      loadingLabel={t(`adminCatalogue.${section}.loading`)}
      loadFailed={t(`adminCatalogue.${section}.loadFailed`, {
        msg: error ?? t('common.unknownError'),
      })}
      onRetry={onRetry}
      deletion={{
        open: deleting !== null,
        onClose: editor.cancelDelete,
        title: t(`adminCatalogue.${section}.deleteTitle`, {
          name: deleting ? nameOf(deleting) : '',
        }),
        description: t(`adminCatalogue.${section}.deleteDescription`),
        confirmLabel: t('adminCatalogue.list.delete'),
        busyLabel: t('adminCatalogue.list.deleting'),
        onConfirm: editor.remove,
      }}
      dialogs={
        <>
          <AdminDialog
            open={editor.editing !== null}
            onOpenChange={(open) => {
              if (!open) editor.requestClose();
            }}
            title={
              record
                ? t(`adminCatalogue.${section}.editTitle`, name(record))
                : t(`adminCatalogue.${section}.addTitle`)
            }
            description={t(`adminCatalogue.${section}.formDescription`)}
          >
            {editor.editing && renderForm(editor)}
          </AdminDialog>
          <UnsavedChangesDialog
            open={editor.confirmingClose}
            onLeave={editor.close}
            onStay={editor.stay}
          />
        </>
      }
      {...props}
    >
      <CatalogueList
        section={section}
        items={items}
        compare={compare}
        searchFields={searchFields}
        renderRow={(item) =>
          renderRow(item, { onEdit: editor.openEdit, onDelete: editor.askDelete })
        }
      />
    </CataloguePage>
  );
}

/**
 * The section's records, sorted, with a search: typing stays responsive on a phone, since the
 * long list re-filters at a lower priority.
 */
function CatalogueList<T>({
  section,
  items,
  compare,
  searchFields,
  renderRow,
}: {
  section: CatalogueSectionName;
  items: readonly T[];
  compare: (a: T, b: T) => number;
  searchFields: (item: T) => readonly (string | null | undefined)[];
  renderRow: (item: T) => React.ReactNode;
}) {
  const t = useT();
  const [term, setTerm] = React.useState('');
  const deferredTerm = React.useDeferredValue(term);
  const indexed = React.useMemo(
    () =>
      items.toSorted(compare).map((item) => ({ item, search: searchIndex(searchFields(item)) })),
    [items, compare, searchFields],
  );
  const needle = searchNeedle(deferredTerm);
  const visible = React.useMemo(
    () => indexed.filter(({ search }) => search.includes(needle)).map(({ item }) => item),
    [indexed, needle],
  );

  return (
    <>
      <SearchBox
        label={t(`adminCatalogue.${section}.searchLabel`)}
        placeholder={t(`adminCatalogue.${section}.searchPlaceholder`)}
        value={term}
        onValueChange={setTerm}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {visible.length === 1
          ? t(`adminCatalogue.${section}.resultOne`)
          : t(`adminCatalogue.${section}.results`, { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="py-4 text-muted-foreground">
          {needle === ''
            ? t(`adminCatalogue.${section}.empty`)
            : t(`adminCatalogue.${section}.emptySearch`, { term: deferredTerm.trim() })}
        </p>
      ) : (
        <ul
          aria-label={t(`adminCatalogue.${section}.listLabel`)}
          aria-busy={term !== deferredTerm || undefined}
          className="divide-y rounded-lg border bg-card text-card-foreground"
        >
          {visible.map(renderRow)}
        </ul>
      )}
    </>
  );
}

/** A row's 'Modifica' and 'Elimina', each named after its record for screen readers. */
function CatalogueRowActions({
  section,
  name,
  onEdit,
  onDelete,
  className,
}: {
  section: CatalogueSectionName;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        size="sm"
        variant="outline"
        aria-label={t(`adminCatalogue.${section}.editLabel`, { name })}
        onClick={onEdit}
      >
        {t('adminCatalogue.list.edit')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:text-destructive"
        aria-label={t(`adminCatalogue.${section}.deleteLabel`, { name })}
        onClick={onDelete}
      >
        {t('adminCatalogue.list.delete')}
      </Button>
    </div>
  );
}

export { CatalogueRowActions, CatalogueSectionPage };
export type { CatalogueEditor, CatalogueSectionProps };
