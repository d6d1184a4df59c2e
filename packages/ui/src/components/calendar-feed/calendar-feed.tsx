import { CalendarPlus, Copy } from 'lucide';
import * as React from 'react';

import { useT } from '../../i18n/messages/profile';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/error-reason';
import type { FormResult } from '../../lib/form-result';
import { ConfirmDialog } from '../admin-layout/confirm-dialog';
import { Alert } from '../alert';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Icon } from '../icon';
import { Input } from '../input';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';

type CalendarFeedProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Where the feed's status is; `active` and `createdAt` are read when 'success'. */
  status: LoadStatus;
  /** The agenda has a feed address (made earlier; the address itself is not known any more). */
  active?: boolean;
  /** When the current address was made (ISO 8601). */
  createdAt?: string | null;
  /** Why the status could not be loaded (shown as "Impossibile caricare il calendario: …"). */
  error?: string;
  onRetry?: () => void;
  /**
   * Makes a new address, which ends any earlier one, and resolves with it (https). It is shown
   * this once. Reject with an Error carrying the Italian reason.
   */
  onCreate: () => Promise<string>;
  /** Ends the address. Reject with an Error carrying the Italian reason. */
  onDisable: () => Promise<void>;
  /** Copies the address to the clipboard; reject when the browser refuses. */
  onCopyUrl: (url: string) => Promise<void>;
};

/** The address as calendar apps subscribe to it: webcal:// instead of https:// or http://. */
function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

const dateFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' });

/**
 * 'Calendario della mia agenda': the agenda as a calendar feed at a secret address. Activating
 * shows the address once (the server keeps only its hash), to copy or open in a calendar app;
 * an active feed can be replaced by a new address or ended, each after a confirmation.
 */
function CalendarFeed({
  status,
  active = false,
  createdAt,
  error,
  onRetry,
  onCreate,
  onDisable,
  onCopyUrl,
  className,
  ...props
}: CalendarFeedProps) {
  const t = useT();
  const headingId = React.useId();
  /** The address just made: shown until the screen is left, never again. */
  const [url, setUrl] = React.useState<string | null>(null);
  const [activating, setActivating] = React.useState(false);
  const [activateError, setActivateError] = React.useState<string | null>(null);
  const [copyResult, setCopyResult] = React.useState<FormResult | null>(null);
  const [confirming, setConfirming] = React.useState<'renew' | 'disable' | null>(null);
  const urlRef = React.useRef<HTMLInputElement>(null);
  const activateRef = React.useRef<HTMLButtonElement>(null);
  // Set when a confirmed action succeeded: what it acted on is gone, focus goes elsewhere.
  const confirmedRef = React.useRef(false);

  function focusAfterConfirmed(event: Event, target: HTMLElement | null) {
    if (!confirmedRef.current) return;
    confirmedRef.current = false;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }
  const focusUrl = React.useRef(false);

  // The pressed button gives way to the address: focus follows it there.
  React.useEffect(() => {
    if (url !== null && focusUrl.current) {
      focusUrl.current = false;
      urlRef.current?.focus();
    }
  }, [url]);

  const isActive = url !== null || active;

  function showNew(next: string) {
    setCopyResult(null);
    setUrl(next);
  }

  async function activate() {
    if (activating) return;
    setActivating(true);
    setActivateError(null);
    try {
      const next = await onCreate();
      focusUrl.current = true;
      showNew(next);
    } catch (reason) {
      setActivateError(
        t('profile.calendar.activateFailed', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      );
    } finally {
      setActivating(false);
    }
  }

  async function renew() {
    const next = await onCreate();
    showNew(next);
  }

  async function disable() {
    await onDisable();
    setCopyResult(null);
    setUrl(null);
  }

  async function copy(value: string) {
    try {
      await onCopyUrl(value);
      setCopyResult({ kind: 'success', message: t('profile.calendar.copied') });
    } catch {
      setCopyResult({ kind: 'error', message: t('profile.calendar.copyFailed') });
      // Selected, to copy by hand (focusing the address selects it).
      urlRef.current?.focus();
    }
  }

  return (
    <Card
      data-slot="calendar-feed"
      role="region"
      aria-labelledby={headingId}
      className={cn(className)}
      {...props}
    >
      <CardHeader>
        <CardTitle id={headingId}>{t('profile.calendar.title')}</CardTitle>
        <CardDescription>{t('profile.calendar.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status === 'loading' && <LoadingState label={t('profile.calendar.loading')} />}
        {status === 'error' && (
          <LoadError
            message={t('profile.calendar.loadFailed', { msg: error ?? t('common.unknownError') })}
            onRetry={onRetry}
          />
        )}
        {status === 'success' && (
          <>
            <p className="text-sm">{t('profile.calendar.hint')}</p>
            {url !== null && (
              <div data-slot="calendar-feed-url" className="grid gap-3">
                <p className="text-sm font-medium">{t('profile.calendar.shownOnce')}</p>
                <Field label={t('profile.calendar.urlLabel')}>
                  <Input
                    ref={urlRef}
                    readOnly
                    value={url}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => void copy(url)}>
                    <Icon icon={Copy} />
                    {t('profile.calendar.copy')}
                  </Button>
                  <Button asChild>
                    <a href={webcalUrl(url)}>
                      <Icon icon={CalendarPlus} />
                      {t('profile.calendar.open')}
                    </a>
                  </Button>
                </div>
                {copyResult && <Alert variant={copyResult.kind}>{copyResult.message}</Alert>}
              </div>
            )}
            {url === null && active && createdAt && (
              <p className="text-sm">
                {t('profile.calendar.activeSince', {
                  date: dateFormat.format(new Date(createdAt)),
                })}
              </p>
            )}
            {activateError && <Alert variant="error">{activateError}</Alert>}
            {isActive ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setConfirming('renew')}>
                  {t('profile.calendar.renew')}
                </Button>
                <Button variant="outline" onClick={() => setConfirming('disable')}>
                  {t('profile.calendar.disable')}
                </Button>
              </div>
            ) : (
              <div>
                <Button ref={activateRef} loading={activating} onClick={() => void activate()}>
                  {activating ? t('profile.calendar.activating') : t('profile.calendar.activate')}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming === 'renew'}
        onOpenChange={(open) => setConfirming(open ? 'renew' : null)}
        title={t('profile.calendar.renewTitle')}
        description={t('profile.calendar.renewDescription')}
        confirmLabel={t('profile.calendar.renew')}
        busyLabel={t('profile.calendar.renewing')}
        cancelLabel={t('profile.cancel')}
        tone="default"
        failedText={(msg) => t('profile.calendar.renewFailed', { msg })}
        onConfirm={async () => {
          await renew();
          confirmedRef.current = true;
        }}
        // The new address takes the place of the old status line: focus goes to it.
        onCloseAutoFocus={(event) => focusAfterConfirmed(event, urlRef.current)}
      />
      <ConfirmDialog
        open={confirming === 'disable'}
        onOpenChange={(open) => setConfirming(open ? 'disable' : null)}
        title={t('profile.calendar.disableTitle')}
        description={t('profile.calendar.disableDescription')}
        confirmLabel={t('profile.calendar.disable')}
        busyLabel={t('profile.calendar.disabling')}
        cancelLabel={t('profile.cancel')}
        failedText={(msg) => t('profile.calendar.disableFailed', { msg })}
        onConfirm={async () => {
          await disable();
          confirmedRef.current = true;
        }}
        // The buttons of an active feed are gone: focus goes to the one that activates again.
        onCloseAutoFocus={(event) => focusAfterConfirmed(event, activateRef.current)}
      />
    </Card>
  );
}

export { CalendarFeed, webcalUrl };
export type { CalendarFeedProps };
