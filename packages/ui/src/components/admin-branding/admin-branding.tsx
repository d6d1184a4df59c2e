import * as React from 'react';
import {
  FONT_STACKS,
  PALETTE_TOKENS,
  nightFair,
  type FairConfig,
  type FontName,
  type Palette,
  type PaletteToken,
} from '@fiera/fair-config';
import { parseFairConfig, type FairConfigIssue } from '@fiera/fair-config/schema';

import { useT, type Translate } from '../../i18n/messages/admin-branding';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { Select } from '../select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { useReportDirty } from '../admin-layout/use-report-dirty';
import { Textarea } from '../textarea';
import { BrandingPreview } from './branding-preview';
import { controlId, issuesByPath, withTokenLabels } from './config-issues';
import { useMediaQuery } from './use-media-query';

/** How the last 'Salva' ended, as the app reports it. */
type BrandingSaveResult =
  | { status: 'saved' }
  /**
   * Someone else saved the config since it was read (the API's 412): nothing was saved, the
   * form keeps what was typed, and the app's next save replaces theirs on purpose.
   */
  | { status: 'conflict' }
  | {
      status: 'error';
      /** Already in Italian: the server's detail, or the network's failure. */
      message: string;
      /** The server's per-field reasons (a 422 FairConfigProblem). */
      issues?: readonly FairConfigIssue[];
    };

type AdminBrandingProps = Omit<React.ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  status: LoadStatus;
  /** The config the server serves now; the form starts from it and 'Ripristina' returns to it. */
  config?: FairConfig;
  error?: string;
  onRetry?: () => void;
  /** 'Salva' with a config the schema accepts (trimmed as the server would keep it). */
  onSave: (config: FairConfig) => void;
  saving?: boolean;
  saveResult?: BrandingSaveResult;
  /**
   * Whether the form holds edits not saved yet (false again once saved, reset or gone): the
   * app asks before they are lost (another section, a closed tab).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Preview beside the form (wide screens) or in an 'Anteprima' tab (phones); follows the
   * screen's width when omitted.
   */
  layout?: 'side-by-side' | 'tabs';
};

// Beside the back-office's sidebar, form and preview fit side by side from this width on.
const WIDE = '(min-width: 72rem)';

/** The admin's branding editor ('Aspetto'): the fair config with a live preview. */
function AdminBranding({
  status,
  config,
  error,
  onRetry,
  onSave,
  saving = false,
  saveResult,
  onDirtyChange,
  layout,
  className,
  ...props
}: AdminBrandingProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <section
      data-slot="admin-branding"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-6xl gap-6 px-4 py-6', className)}
      {...props}
    >
      <div className="grid gap-2">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('adminBranding.title')}
        </h1>
        <p className="text-muted-foreground">{t('adminBranding.intro')}</p>
      </div>
      {status === 'loading' && <LoadingState label={t('adminBranding.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('adminBranding.loadFailed', { msg: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && config && (
        <BrandingEditor
          config={config}
          onSave={onSave}
          saving={saving}
          saveResult={saveResult}
          onDirtyChange={onDirtyChange}
          layout={layout}
        />
      )}
    </section>
  );
}

type Update = (change: (draft: FairConfig) => FairConfig) => void;

interface FormContextValue {
  idOf: (path: string) => string;
  /** The reasons `path` is refused, or undefined. */
  errorOf: (path: string) => React.ReactNode;
  update: Update;
}

const FormContext = React.createContext<FormContextValue | null>(null);

function useForm(): FormContextValue {
  const form = React.use(FormContext);
  if (!form) throw new Error('branding fields need the BrandingEditor around them');
  return form;
}

function BrandingEditor({
  config,
  onSave,
  saving,
  saveResult,
  onDirtyChange,
  layout,
}: {
  config: FairConfig;
  onSave: (config: FairConfig) => void;
  saving: boolean;
  saveResult: BrandingSaveResult | undefined;
  onDirtyChange: AdminBrandingProps['onDirtyChange'];
  layout: AdminBrandingProps['layout'];
}) {
  const t = useT();
  const prefix = React.useId();
  const wide = useMediaQuery(WIDE);
  const sideBySide = (layout ?? (wide ? 'side-by-side' : 'tabs')) === 'side-by-side';
  const [base, setBase] = React.useState(config);
  const [draft, setDraft] = React.useState(config);
  const [submitted, setSubmitted] = React.useState<FairConfig | null>(null);
  const [showSummary, setShowSummary] = React.useState(false);
  const [tab, setTab] = React.useState('edit');
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const focusSummary = React.useRef(false);

  // A new config from the server (saved, or loaded again) replaces the edits made on the old.
  if (config !== base) {
    setBase(config);
    setDraft(config);
    setSubmitted(null);
    setShowSummary(false);
  }

  // Checked as the organiser types, with the schema the server applies: contrast included.
  const clientIssues = React.useMemo(() => {
    const result = parseFairConfig(draft);
    return result.success ? [] : result.issues;
  }, [draft]);
  // The server's reasons hold for the config it was sent; the next edit supersedes them.
  const serverIssues = React.useMemo(
    () => (saveResult?.status === 'error' && submitted === draft ? (saveResult.issues ?? []) : []),
    [saveResult, submitted, draft],
  );
  const issues = React.useMemo(
    () => [...clientIssues, ...serverIssues.filter((issue) => !hasIssue(clientIssues, issue))],
    [clientIssues, serverIssues],
  );
  const byPath = React.useMemo(() => issuesByPath(issues), [issues]);
  const dirty = React.useMemo(() => JSON.stringify(draft) !== JSON.stringify(base), [draft, base]);
  useReportDirty(dirty, onDirtyChange);

  const tokenLabel = React.useCallback(
    (token: PaletteToken) => t(`adminBranding.tokens.${token}`),
    [t],
  );
  const form = React.useMemo<FormContextValue>(
    () => ({
      idOf: (path) => controlId(prefix, path),
      errorOf: (path) => {
        const messages = byPath.get(path);
        if (!messages) return undefined;
        return messages.map((message) => (
          <span key={message} className="block">
            {withTokenLabels(message, tokenLabel)}
          </span>
        ));
      },
      update: (change) => setDraft((current) => change(current)),
    }),
    [prefix, byPath, tokenLabel],
  );

  React.useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  });

  function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = parseFairConfig(draft);
    if (!result.success) {
      setShowSummary(true);
      setTab('edit');
      focusSummary.current = true;
      return;
    }
    setShowSummary(true);
    setSubmitted(draft);
    onSave(result.config);
  }

  function reset() {
    setDraft(base);
    setSubmitted(null);
    setShowSummary(false);
  }

  // The server refused the config: its reasons go to their fields, and the summary says so.
  const refused = saveResult?.status === 'error' && submitted === draft && !saving;
  React.useEffect(() => {
    if (refused && serverIssues.length > 0) summaryRef.current?.focus();
  }, [refused, serverIssues.length]);

  const fields = <BrandingFields draft={draft} />;
  const preview = <BrandingPreview config={draft} />;

  return (
    <FormContext value={form}>
      <form noValidate onSubmit={save} className="grid gap-6">
        {showSummary && issues.length > 0 && (
          <IssueSummary ref={summaryRef} prefix={prefix} issues={issues} tokenLabel={tokenLabel} />
        )}
        {sideBySide ? (
          <div className="grid items-start gap-8 min-[72rem]:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
            {fields}
            <div className="min-[72rem]:sticky min-[72rem]:top-4">{preview}</div>
          </div>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('adminBranding.tabsLabel')}>
              <TabsTrigger value="edit">{t('adminBranding.tabEdit')}</TabsTrigger>
              <TabsTrigger value="preview">{t('adminBranding.tabPreview')}</TabsTrigger>
            </TabsList>
            <TabsContent value="edit">{fields}</TabsContent>
            <TabsContent value="preview">{preview}</TabsContent>
          </Tabs>
        )}
        <div
          data-slot="branding-actions"
          className="sticky bottom-(--footer-nav-space) z-10 -mx-4 grid gap-3 border-t bg-background px-4 py-3 md:bottom-0"
        >
          {saveResult?.status === 'conflict' && !saving && (
            <Alert variant="error">{t('adminBranding.conflict')}</Alert>
          )}
          {refused && serverIssues.length === 0 && (
            <Alert variant="error">
              {t('adminBranding.saveFailed', {
                msg: saveResult.status === 'error' ? saveResult.message : '',
              })}
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={saving}>
              {saving ? t('adminBranding.saving') : t('adminBranding.save')}
            </Button>
            <Button variant="outline" disabled={!dirty || saving} onClick={reset}>
              {t('adminBranding.reset')}
            </Button>
            <p role="status" className="text-sm text-muted-foreground">
              {saveResult?.status === 'saved' && !dirty
                ? t('adminBranding.saved')
                : dirty
                  ? t('adminBranding.unsaved')
                  : ''}
            </p>
          </div>
        </div>
      </form>
    </FormContext>
  );
}

function hasIssue(issues: readonly FairConfigIssue[], issue: FairConfigIssue): boolean {
  return issues.some((known) => known.path === issue.path && known.message === issue.message);
}

/** Every field to correct, each a link to its control, focused when 'Salva' finds any. */
function IssueSummary({
  ref,
  prefix,
  issues,
  tokenLabel,
}: {
  ref: React.Ref<HTMLDivElement>;
  prefix: string;
  issues: readonly FairConfigIssue[];
  tokenLabel: (token: PaletteToken) => string;
}) {
  const t = useT();
  const paths = [...new Set(issues.map((issue) => issue.path))];
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg outline-none focus-visible:outline-3">
      <Alert
        variant="error"
        title={
          paths.length === 1
            ? t('adminBranding.invalidOne')
            : t('adminBranding.invalid', { count: paths.length })
        }
      >
        <ul className="grid gap-1">
          {issues.map((issue) => {
            const message = withTokenLabels(issue.message, tokenLabel);
            const id = controlId(prefix, issue.path);
            return (
              <li key={`${issue.path}:${issue.message}`}>
                <a
                  href={`#${id}`}
                  className="text-primary underline underline-offset-4 hover:no-underline"
                  onClick={(event) => {
                    const control = document.getElementById(id);
                    if (!control) return;
                    event.preventDefault();
                    control.focus();
                  }}
                >
                  {labelOfPath(issue.path, t) ?? issue.path}
                </a>
                : {message}
              </li>
            );
          })}
        </ul>
      </Alert>
    </div>
  );
}

const ORGANISER_FIELDS: Record<
  string,
  'organiserName' | 'organiserEmail' | 'organiserPhone' | 'organiserWebsite'
> = {
  name: 'organiserName',
  email: 'organiserEmail',
  phone: 'organiserPhone',
  website: 'organiserWebsite',
};

/** The visible label of the field a path names, for the summary's links. */
function labelOfPath(path: string, t: Translate): string | undefined {
  const [head, second, third] = path.split('.');
  const n = (index: string | undefined) => Number(index ?? 0) + 1;
  switch (head) {
    case 'productName':
    case 'logoUrl':
    case 'faviconUrl':
      return t(`adminBranding.fields.${head}`);
    case 'theme':
      if ((second === 'light' || second === 'dark') && isToken(third)) {
        const label = t(`adminBranding.tokens.${third}`);
        return second === 'dark' ? `${label} (${t('adminBranding.preview.dark')})` : label;
      }
      if (second === 'dark') return t('adminBranding.sections.dark');
      if (second === 'font') return t('adminBranding.fields.font');
      if (second === 'radius') return t('adminBranding.fields.radius');
      return undefined;
    case 'days':
      return second === undefined
        ? t('adminBranding.sections.days')
        : t('adminBranding.fields.day', { n: n(second) });
    case 'openingHours':
      return second === 'opens'
        ? t('adminBranding.fields.opens')
        : t('adminBranding.fields.closes');
    case 'stages':
      return second === undefined
        ? t('adminBranding.sections.stages')
        : t('adminBranding.fields.stage', { n: n(second) });
    case 'pinnedVendors':
      return second === undefined
        ? t('adminBranding.sections.pinned')
        : t('adminBranding.fields.pinnedVendor', { n: n(second) });
    case 'map':
      return second === 'imageUrl' ? t('adminBranding.fields.mapImageUrl') : undefined;
    case 'organiser': {
      const key = ORGANISER_FIELDS[second ?? ''];
      return (
        key && `${t(`adminBranding.fields.${key}`)} (${t('adminBranding.sections.organiser')})`
      );
    }
    case 'privacyNoticeExtra':
      return t('adminBranding.fields.privacyNoticeExtra');
    case 'email':
      return second === 'senderName'
        ? t('adminBranding.fields.senderName')
        : t('adminBranding.fields.footer');
    default:
      return undefined;
  }
}

function isToken(value: string | undefined): value is PaletteToken {
  return (PALETTE_TOKENS as readonly string[]).includes(value ?? '');
}

/** Blank optional texts are absent, as the schema wants them (null, not ''). */
const optional = (value: string) => (value.trim() === '' ? null : value);

function BrandingFields({ draft }: { draft: FairConfig }) {
  const t = useT();
  const { update } = useForm();
  // Turning the dark theme off and on again brings back the colours chosen before; the first
  // time, the dark example fair's palette, which passes the contrast checks.
  const [offDark, setOffDark] = React.useState<Palette | null>(null);

  const setTheme = (theme: Partial<FairConfig['theme']>) =>
    update((d) => ({ ...d, theme: { ...d.theme, ...theme } }));
  const setPaletteColour = (which: 'light' | 'dark', token: PaletteToken, value: string) =>
    update((d) => {
      const palette = d.theme[which];
      if (palette === null) return d;
      return { ...d, theme: { ...d.theme, [which]: { ...palette, [token]: value } } };
    });

  return (
    <div className="grid min-w-0 gap-8">
      <Section title={t('adminBranding.sections.identity')}>
        <TextField
          path="productName"
          label={t('adminBranding.fields.productName')}
          hint={t('adminBranding.fields.productNameHint')}
          required
          value={draft.productName}
          onValue={(productName) => update((d) => ({ ...d, productName }))}
        />
        <TextField
          path="logoUrl"
          label={t('adminBranding.fields.logoUrl')}
          hint={t('adminBranding.fields.logoUrlHint')}
          inputMode="url"
          value={draft.logoUrl ?? ''}
          onValue={(value) => update((d) => ({ ...d, logoUrl: optional(value) }))}
        />
        <TextField
          path="faviconUrl"
          label={t('adminBranding.fields.faviconUrl')}
          hint={t('adminBranding.fields.faviconUrlHint')}
          inputMode="url"
          value={draft.faviconUrl ?? ''}
          onValue={(value) => update((d) => ({ ...d, faviconUrl: optional(value) }))}
        />
        <TextField
          path="map.imageUrl"
          label={t('adminBranding.fields.mapImageUrl')}
          required
          inputMode="url"
          value={draft.map.imageUrl}
          onValue={(imageUrl) => update((d) => ({ ...d, map: { ...d.map, imageUrl } }))}
        />
      </Section>

      <Section title={t('adminBranding.sections.light')}>
        <PaletteFields
          which="light"
          palette={draft.theme.light}
          onColour={(token, value) => setPaletteColour('light', token, value)}
        />
      </Section>

      <Section title={t('adminBranding.sections.dark')}>
        <Checkbox
          path="theme.dark"
          label={t('adminBranding.fields.darkEnabled')}
          hint={t('adminBranding.fields.darkHint')}
          checked={draft.theme.dark !== null}
          onChecked={(on) => {
            if (!on) setOffDark(draft.theme.dark);
            setTheme({ dark: on ? (offDark ?? nightFair.theme.light) : null });
          }}
        />
        {draft.theme.dark !== null && (
          <PaletteFields
            which="dark"
            palette={draft.theme.dark}
            onColour={(token, value) => setPaletteColour('dark', token, value)}
          />
        )}
      </Section>

      <Section title={t('adminBranding.sections.type')}>
        <FontField value={draft.theme.font} onFont={(font) => setTheme({ font })} />
        <RadiusField value={draft.theme.radius} onRadius={(radius) => setTheme({ radius })} />
      </Section>

      <Section title={t('adminBranding.sections.days')}>
        <ListField
          path="days"
          legend={t('adminBranding.fields.days')}
          nested
          type="date"
          items={draft.days}
          onItems={(days) => update((d) => ({ ...d, days }))}
          itemLabel={(n) => t('adminBranding.fields.day', { n })}
          removeLabel={(n) => t('adminBranding.fields.removeDay', { n })}
          addLabel={t('adminBranding.fields.addDay')}
          newItem={(days) => nextDay(days.at(-1))}
          max={31}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            path="openingHours.opens"
            label={t('adminBranding.fields.opens')}
            hint={t('adminBranding.fields.hoursHint')}
            type="time"
            required
            value={draft.openingHours.opens}
            onValue={(opens) =>
              update((d) => ({ ...d, openingHours: { ...d.openingHours, opens } }))
            }
          />
          <TextField
            path="openingHours.closes"
            label={t('adminBranding.fields.closes')}
            type="time"
            required
            value={draft.openingHours.closes}
            onValue={(closes) =>
              update((d) => ({ ...d, openingHours: { ...d.openingHours, closes } }))
            }
          />
        </div>
      </Section>

      <ListField
        path="stages"
        legend={t('adminBranding.sections.stages')}
        items={draft.stages}
        onItems={(stages) => update((d) => ({ ...d, stages }))}
        itemLabel={(n) => t('adminBranding.fields.stage', { n })}
        removeLabel={(n) => t('adminBranding.fields.removeStage', { n })}
        addLabel={t('adminBranding.fields.addStage')}
        emptyText={t('adminBranding.fields.stagesEmpty')}
        newItem={() => ''}
        max={20}
      />

      <ListField
        path="pinnedVendors"
        legend={t('adminBranding.sections.pinned')}
        hint={t('adminBranding.fields.pinnedHint')}
        items={draft.pinnedVendors}
        onItems={(pinnedVendors) => update((d) => ({ ...d, pinnedVendors }))}
        itemLabel={(n) => t('adminBranding.fields.pinnedVendor', { n })}
        removeLabel={(n) => t('adminBranding.fields.removePinned', { n })}
        addLabel={t('adminBranding.fields.addPinned')}
        emptyText={t('adminBranding.fields.pinnedEmpty')}
        newItem={() => ''}
        max={4}
      />

      <Section title={t('adminBranding.sections.organiser')}>
        <TextField
          path="organiser.name"
          label={t('adminBranding.fields.organiserName')}
          required
          autoComplete="organization"
          value={draft.organiser.name}
          onValue={(name) => update((d) => ({ ...d, organiser: { ...d.organiser, name } }))}
        />
        <TextField
          path="organiser.email"
          label={t('adminBranding.fields.organiserEmail')}
          required
          type="email"
          autoComplete="email"
          value={draft.organiser.email}
          onValue={(email) => update((d) => ({ ...d, organiser: { ...d.organiser, email } }))}
        />
        <TextField
          path="organiser.phone"
          label={t('adminBranding.fields.organiserPhone')}
          hint={t('adminBranding.fields.optional')}
          type="tel"
          autoComplete="tel"
          value={draft.organiser.phone ?? ''}
          onValue={(value) =>
            update((d) => ({ ...d, organiser: { ...d.organiser, phone: optional(value) } }))
          }
        />
        <TextField
          path="organiser.website"
          label={t('adminBranding.fields.organiserWebsite')}
          hint={t('adminBranding.fields.optional')}
          inputMode="url"
          value={draft.organiser.website ?? ''}
          onValue={(value) =>
            update((d) => ({ ...d, organiser: { ...d.organiser, website: optional(value) } }))
          }
        />
      </Section>

      <Section title={t('adminBranding.sections.privacy')}>
        <TextField
          path="privacyNoticeExtra"
          label={t('adminBranding.fields.privacyNoticeExtra')}
          hint={t('adminBranding.fields.privacyHint')}
          multiline
          value={draft.privacyNoticeExtra ?? ''}
          onValue={(value) => update((d) => ({ ...d, privacyNoticeExtra: optional(value) }))}
        />
      </Section>

      <Section title={t('adminBranding.sections.email')}>
        <TextField
          path="email.senderName"
          label={t('adminBranding.fields.senderName')}
          hint={t('adminBranding.fields.senderNameHint')}
          required
          value={draft.email.senderName}
          onValue={(senderName) => update((d) => ({ ...d, email: { ...d.email, senderName } }))}
        />
        <TextField
          path="email.footer"
          label={t('adminBranding.fields.footer')}
          required
          multiline
          value={draft.email.footer}
          onValue={(footer) => update((d) => ({ ...d, email: { ...d.email, footer } }))}
        />
      </Section>
    </div>
  );
}

const SECTION_LEGEND = 'mb-4 text-lg font-semibold';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className={SECTION_LEGEND}>{title}</legend>
      {children}
    </fieldset>
  );
}

function TextField({
  path,
  label,
  hint,
  required = false,
  multiline = false,
  value,
  onValue,
  ...inputProps
}: {
  path: string;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  value: string;
  onValue: (value: string) => void;
} & Pick<React.ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete'>) {
  const { idOf, errorOf } = useForm();
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      controlId={idOf(path)}
      error={errorOf(path)}
    >
      {multiline ? (
        <Textarea value={value} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <Input value={value} onChange={(event) => onValue(event.target.value)} {...inputProps} />
      )}
    </Field>
  );
}

function Checkbox({
  path,
  label,
  hint,
  checked,
  onChecked,
}: {
  path: string;
  label: string;
  hint: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  const { idOf, errorOf } = useForm();
  const id = idOf(path);
  const error = errorOf(path);
  return (
    <div className="grid gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

function PaletteFields({
  which,
  palette,
  onColour,
}: {
  which: 'light' | 'dark';
  palette: Palette;
  onColour: (token: PaletteToken, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PALETTE_TOKENS.map((token) => (
        <ColourField
          key={token}
          path={`theme.${which}.${token}`}
          token={token}
          value={palette[token]}
          onValue={(value) => onColour(token, value)}
        />
      ))}
    </div>
  );
}

/**
 * The browser's colour picker and the same colour as a code, both labelled. Its reasons are not
 * an alert: a picker reports every step of a drag, and one announcement each would pile up;
 * they are read with the field, and the action bar counts them.
 */
function ColourField({
  path,
  token,
  value,
  onValue,
}: {
  path: string;
  token: PaletteToken;
  value: string;
  onValue: (value: string) => void;
}) {
  const t = useT();
  const { idOf, errorOf } = useForm();
  const id = idOf(path);
  const error = errorOf(path);
  const label = t(`adminBranding.tokens.${token}`);
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="grid min-w-0 gap-2">
      <label htmlFor={`${id}-picker`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-picker`}
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onValue(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value.trim())}
          aria-label={t('adminBranding.fields.colourCode', { name: label })}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={7}
          className="font-mono"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function FontField({ value, onFont }: { value: FontName; onFont: (font: FontName) => void }) {
  const t = useT();
  const { idOf, errorOf } = useForm();
  return (
    <Field
      label={t('adminBranding.fields.font')}
      controlId={idOf('theme.font')}
      error={errorOf('theme.font')}
    >
      <Select value={value} onChange={(event) => onFont(event.target.value as FontName)}>
        {(Object.keys(FONT_STACKS) as FontName[]).map((font) => (
          <option key={font} value={font}>
            {t(`adminBranding.fonts.${font}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const remFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

function RadiusField({ value, onRadius }: { value: number; onRadius: (radius: number) => void }) {
  const t = useT();
  const { idOf, errorOf } = useForm();
  const id = idOf('theme.radius');
  const shown = t('adminBranding.fields.radiusValue', { value: remFormat.format(value) });
  return (
    <Field
      label={t('adminBranding.fields.radius')}
      controlId={id}
      error={errorOf('theme.radius')}
      hint={shown}
    >
      <input
        type="range"
        min={0}
        max={2}
        step={0.125}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onRadius(event.target.valueAsNumber)}
        className="h-11 w-full cursor-pointer accent-primary"
      />
    </Field>
  );
}

/** The day after `day` (YYYY-MM-DD), or today when there is none. */
function nextDay(day: string | undefined): string {
  const date = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date();
  if (day) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A list of short texts (days, stages, exhibitors): a field each, 'Rimuovi' beside it and
 * 'Aggiungi' below. Adding focuses the new field; removing focuses 'Aggiungi', so the keyboard
 * never falls back to the top of the page.
 */
function ListField({
  path,
  legend,
  nested = false,
  hint,
  type = 'text',
  items,
  onItems,
  itemLabel,
  removeLabel,
  addLabel,
  emptyText,
  newItem,
  max,
}: {
  path: string;
  legend: string;
  /** Inside a section of its own: a field's legend rather than a section's. */
  nested?: boolean;
  hint?: string;
  type?: 'text' | 'date';
  items: readonly string[];
  onItems: (items: string[]) => void;
  itemLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  emptyText?: string;
  newItem: (items: readonly string[]) => string;
  max: number;
}) {
  const t = useT();
  const { idOf, errorOf } = useForm();
  const listId = idOf(path);
  const error = errorOf(path);
  const addRef = React.useRef<HTMLButtonElement>(null);
  const focusNext = React.useRef<'new' | 'add' | null>(null);

  React.useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addRef.current?.focus();
    if (target === 'new') document.getElementById(idOf(`${path}.${items.length - 1}`))?.focus();
  });

  const describedBy = [hint ? `${listId}-hint` : '', error ? `${listId}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset aria-describedby={describedBy || undefined} className="grid min-w-0 gap-3">
      <legend className={nested ? 'mb-3 text-sm font-medium' : SECTION_LEGEND}>{legend}</legend>
      {hint && (
        <p id={`${listId}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${listId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {items.length === 0 && emptyText && <p className="text-muted-foreground">{emptyText}</p>}
      {items.length > 0 && (
        <ul className="grid gap-3">
          {items.map((item, index) => (
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
              <Field
                label={itemLabel(index + 1)}
                controlId={idOf(`${path}.${index}`)}
                error={errorOf(`${path}.${index}`)}
                required
              >
                <Input
                  type={type}
                  value={item}
                  onChange={(event) =>
                    onItems(items.map((old, at) => (at === index ? event.target.value : old)))
                  }
                />
              </Field>
              <Button
                variant="outline"
                // Level with the field, under its one-line label (14 px text, 8 px gap).
                className="mt-5.5"
                aria-label={removeLabel(index + 1)}
                onClick={() => {
                  focusNext.current = 'add';
                  onItems(items.filter((_, at) => at !== index));
                }}
              >
                {t('adminBranding.fields.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {items.length < max && (
        <Button
          ref={addRef}
          variant="secondary"
          className="justify-self-start"
          onClick={() => {
            focusNext.current = 'new';
            onItems([...items, newItem(items)]);
          }}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

export { AdminBranding };
export type { AdminBrandingProps, BrandingSaveResult };
