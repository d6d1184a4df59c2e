import * as React from 'react';
import { FileUp } from 'lucide';

import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/admin-catalogue';
import { errorReason } from '../../lib/error-reason';
import { Alert } from '../alert';
import { Button } from '../button';
import { Field } from '../field';
import { Icon } from '../icon';
import { Input } from '../input';
import { AdminDialog } from '../admin-layout/admin-dialog';
import { useFocusAfterCommit } from '../admin-layout/use-focus-after-commit';
import {
  EVENT_COLUMNS,
  exampleCsv,
  REQUIRED_COLUMNS,
  VENDOR_COLUMNS,
  type ImportKind,
} from './example-csv';

/** What an import did, or with a dry run would do (the API's ImportSummary). */
type ImportSummaryData = {
  kind: ImportKind;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  dry_run: boolean;
};

/** Why nothing was imported: every problem by line and field (the API's ImportReport). */
type ImportReportData = {
  detail: string;
  problems: readonly { line: number; field?: string; reason: string }[];
};

/** The answer to a file: counted (and imported unless a dry run), or refused with its report. */
type ImportOutcome =
  { ok: true; summary: ImportSummaryData } | { ok: false; report: ImportReportData };

/** At most what the server takes (openapi.yaml importCatalogue): said at once, not after 5 MB. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A .csv or .json file, by its name or its type (browsers name CSV types differently). */
function isImportFile(file: File): boolean {
  return (
    /\.(csv|json)$/i.test(file.name) ||
    ['text/csv', 'application/json', 'application/vnd.ms-excel'].includes(file.type)
  );
}

/** Saves a generated file as the browser's download of a link would. */
function saveText(text: string, fileName: string) {
  // The byte order mark makes Excel read the accents of an UTF-8 CSV right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type AdminImportProps = {
  kind: ImportKind;
  /**
   * Sends the file, checked only with `dryRun`. Resolve with the outcome (a refused file is an
   * outcome, not an error); reject with an Error carrying the Italian reason when there is no
   * answer to show (network, a file too large).
   */
  onImport: (file: File, options: { dryRun: boolean }) => Promise<ImportOutcome>;
  className?: string;
};

/** 'Importa da file': a button opening the import of exhibitors or events from CSV or JSON. */
function AdminImport({ kind, onImport, className }: AdminImportProps) {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <Icon icon={FileUp} />
        {t('adminCatalogue.import.open')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        dismissible={!busy}
        title={
          kind === 'vendors'
            ? t('adminCatalogue.import.vendorsTitle')
            : t('adminCatalogue.import.eventsTitle')
        }
      >
        <ImportPanel kind={kind} onImport={onImport} onBusyChange={setBusy} />
      </AdminDialog>
    </>
  );
}

type Step =
  | { status: 'idle' }
  | { status: 'running'; dryRun: boolean }
  | { status: 'done'; outcome: ImportOutcome; dryRun: boolean }
  | { status: 'failed'; message: string };

/** The dialog's body; its state starts afresh each time the dialog opens. */
function ImportPanel({
  kind,
  onImport,
  onBusyChange,
}: Pick<AdminImportProps, 'kind' | 'onImport'> & { onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const brand = useBrand();
  const resultRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [step, setStep] = React.useState<Step>({ status: 'idle' });
  const focusAfterCommit = useFocusAfterCommit();
  const running = step.status === 'running';

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setStep({ status: 'idle' });
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (!isImportFile(chosen)) setFileError(t('adminCatalogue.import.wrongType'));
    else if (chosen.size > IMPORT_MAX_BYTES) setFileError(t('adminCatalogue.import.tooLarge'));
    else setFile(chosen);
  }

  async function send(dryRun: boolean) {
    if (running) return;
    if (!file) {
      setFileError((current) => current ?? t('adminCatalogue.import.chooseFirst'));
      inputRef.current?.focus();
      return;
    }
    setStep({ status: 'running', dryRun });
    onBusyChange(true);
    let next: Step;
    try {
      next = { status: 'done', outcome: await onImport(file, { dryRun }), dryRun };
    } catch (reason) {
      next = {
        status: 'failed',
        message: t('adminCatalogue.import.failed', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      };
    }
    onBusyChange(false);
    setStep(next);
    // The result replaces the buttons' busy state: keyboard and screen reader land on it.
    focusAfterCommit(() => resultRef.current?.focus());
  }

  const columns = kind === 'vendors' ? VENDOR_COLUMNS : EVENT_COLUMNS;
  const exampleName =
    kind === 'vendors'
      ? t('adminCatalogue.import.exampleVendorsFile')
      : t('adminCatalogue.import.exampleEventsFile');

  return (
    <div data-slot="admin-import" className="grid gap-4">
      <div className="grid gap-2 text-sm">
        <p>{t('adminCatalogue.import.intro')}</p>
        <dl
          aria-label={t('adminCatalogue.import.columnsCaption')}
          className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border bg-background p-3"
        >
          {columns.map((column) => (
            <div key={column} className="contents">
              <dt className="font-mono text-xs leading-5 break-all">
                {REQUIRED_COLUMNS.has(column)
                  ? t('adminCatalogue.import.requiredColumn', { column })
                  : column}
              </dt>
              <dd className="text-muted-foreground">
                {kind === 'vendors'
                  ? t(
                      `adminCatalogue.import.vendorsColumns.${column as (typeof VENDOR_COLUMNS)[number]}`,
                    )
                  : t(
                      `adminCatalogue.import.eventsColumns.${column as (typeof EVENT_COLUMNS)[number]}`,
                    )}
              </dd>
            </div>
          ))}
        </dl>
        <p>
          {kind === 'vendors'
            ? t('adminCatalogue.import.vendorsRules')
            : t('adminCatalogue.import.eventsRules')}
        </p>
        <p>{t('adminCatalogue.import.allOrNothing')}</p>
        <div>
          <Button
            variant="link"
            className="h-auto px-0"
            onClick={() => saveText(exampleCsv(kind, brand), exampleName)}
          >
            {t('adminCatalogue.import.example')}
          </Button>
        </div>
      </div>

      <Field
        label={t('adminCatalogue.import.file')}
        hint={t('adminCatalogue.import.fileHint')}
        error={fileError}
      >
        <Input
          ref={inputRef}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          disabled={running}
          data-autofocus
          onChange={choose}
        />
      </Field>

      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            loading={running && step.dryRun}
            disabled={running}
            onClick={() => void send(true)}
          >
            {running && step.dryRun
              ? t('adminCatalogue.import.checking')
              : t('adminCatalogue.import.check')}
          </Button>
          <Button
            loading={running && !step.dryRun}
            disabled={running}
            onClick={() => void send(false)}
          >
            {running && !step.dryRun
              ? t('adminCatalogue.import.importing')
              : t('adminCatalogue.import.submit')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{t('adminCatalogue.import.checkHint')}</p>
      </div>

      {step.status === 'failed' && (
        <Alert ref={resultRef} tabIndex={-1} variant="error">
          {step.message}
        </Alert>
      )}
      {step.status === 'done' && step.outcome.ok && (
        <Alert ref={resultRef} tabIndex={-1} variant="success">
          {t(
            step.outcome.summary.dry_run
              ? 'adminCatalogue.import.checked'
              : 'adminCatalogue.import.done',
            {
              total: step.outcome.summary.total,
              inserted: step.outcome.summary.inserted,
              updated: step.outcome.summary.updated,
              unchanged: step.outcome.summary.unchanged,
            },
          )}
        </Alert>
      )}
      {step.status === 'done' && !step.outcome.ok && (
        <ImportReport ref={resultRef} report={step.outcome.report} checked={step.dryRun} />
      )}
    </div>
  );
}

/**
 * A refused file: what was found, then each problem by line, field and reason. After an
 * import, the server's summary; after 'Controlla' our own words, the server's being written
 * for an import ('Import annullato…').
 */
function ImportReport({
  report,
  checked,
  ref,
}: {
  report: ImportReportData;
  /** The file was only checked (a dry run). */
  checked: boolean;
  ref: React.Ref<HTMLDivElement>;
}) {
  const t = useT();
  const count = report.problems.length;
  const summary =
    !checked || count === 0
      ? report.detail
      : count === 1
        ? t('adminCatalogue.import.checkedProblemsOne')
        : t('adminCatalogue.import.checkedProblems', { count });
  return (
    <div data-slot="import-report" className="grid gap-3">
      <Alert
        ref={ref}
        tabIndex={-1}
        variant="error"
        title={t('adminCatalogue.import.rejectedTitle')}
      >
        {summary}
      </Alert>
      {report.problems.length > 0 && (
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="pb-2 text-left font-semibold">
            {t('adminCatalogue.import.problemsCaption')}
          </caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="w-14 py-2 pr-2 font-medium">
                {t('adminCatalogue.import.line')}
              </th>
              <th scope="col" className="w-28 py-2 pr-2 font-medium">
                {t('adminCatalogue.import.field')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('adminCatalogue.import.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((problem, index) => (
              <tr key={index} className="border-b align-top last:border-b-0">
                <td className="py-2 pr-2 tabular-nums">
                  {problem.line === 0 ? t('adminCatalogue.import.wholeFile') : problem.line}
                </td>
                <td className="py-2 pr-2 font-mono text-xs leading-5 break-all">
                  {problem.field ?? t('adminCatalogue.import.noField')}
                </td>
                <td className="py-2 break-words">{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export { AdminImport };
export type { AdminImportProps, ImportKind, ImportOutcome, ImportReportData, ImportSummaryData };
