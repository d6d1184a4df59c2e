import * as React from 'react';
import { RefreshCw, WifiOff } from 'lucide';

import { useT } from '../../i18n/messages/offline';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Icon } from '../icon';

type OfflineBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** No signal: the screens show what the device saved. */
  offline?: boolean;
  /** A new version of the app is downloaded and waits for the user's go-ahead. */
  updateReady?: boolean;
  /** The user asked for the new version ('Aggiorna'). */
  onUpdate?: () => void;
  /** The new version is being switched to: the button waits. */
  updating?: boolean;
};

/**
 * The strip under the header that says the app is offline, and that a new version is ready
 * ('Nuova versione disponibile — Aggiorna'). Each message is a polite status, announced when it
 * appears; with nothing to say the banner takes no room.
 */
function OfflineBanner({
  offline = false,
  updateReady = false,
  onUpdate,
  updating = false,
  className,
  ...props
}: OfflineBannerProps) {
  const t = useT();
  if (!offline && !updateReady) return null;
  return (
    <div data-slot="offline-banner" className={cn('grid', className)} {...props}>
      {offline && (
        <p
          data-slot="offline-banner-offline"
          role="status"
          className="flex items-start gap-2 border-b bg-muted px-4 py-2 text-sm text-foreground"
        >
          <Icon icon={WifiOff} className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('offline.banner.offline')}.</strong>{' '}
            {t('offline.banner.offlineDetail')}
          </span>
        </p>
      )}
      {updateReady && (
        <div
          data-slot="offline-banner-update"
          role="status"
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b bg-card px-4 py-2 text-sm text-card-foreground"
        >
          <span className="flex items-center gap-2">
            <Icon icon={RefreshCw} className="size-4 shrink-0 text-primary" />
            {t('offline.banner.updateReady')}
          </span>
          <Button size="sm" onClick={onUpdate} loading={updating}>
            {t('offline.banner.update')}
          </Button>
        </div>
      )}
    </div>
  );
}

export { OfflineBanner };
export type { OfflineBannerProps };
