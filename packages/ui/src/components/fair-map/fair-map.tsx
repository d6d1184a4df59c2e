import * as React from 'react';
import { TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch';

import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/map';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { sortByName, standOf, type MapVendor } from './stand-list';

/** Spec §9: the map opens at its natural size and zooms between half and four times. */
const MAP_ZOOM = { initialScale: 1, minScale: 0.5, maxScale: 4 } as const;

type FairMapProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Every vendor, in any order; read when `status` is 'success'. */
  vendors?: readonly MapVendor[];
  /** Why the vendors failed to load (shown as "Errore: {error}"). */
  error?: string;
  onRetry?: () => void;
  /** The map picture; the fair config's mapImageUrl when omitted. */
  mapImageUrl?: string;
  /** The router's link component (it can carry the way back); a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/** The fair map ("Mappa"), zoomable by pinch or buttons, above the list of vendors' stands. */
function FairMap({
  status,
  vendors = [],
  error,
  onRetry,
  mapImageUrl,
  linkComponent = AnchorLink,
  className,
  ...props
}: FairMapProps) {
  const t = useT();
  const brand = useBrand();
  const headingId = React.useId();
  const listHeadingId = React.useId();
  const sorted = React.useMemo(() => sortByName(vendors), [vendors]);

  return (
    <section
      data-slot="fair-map"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-3xl gap-4 px-4 py-6', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('map.title')}
      </h1>
      <ZoomableMap src={mapImageUrl ?? brand.mapImageUrl} />
      <h2 id={listHeadingId} className="text-lg font-semibold">
        {t('map.standList')}
      </h2>
      {status === 'loading' && <LoadingState label={t('common.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('errors.generic', { message: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' &&
        (sorted.length === 0 ? (
          <p className="text-muted-foreground">{t('map.empty')}</p>
        ) : (
          <ul
            aria-labelledby={listHeadingId}
            className="divide-y rounded-lg border bg-card text-card-foreground"
          >
            {sorted.map((vendor) => (
              <StandItem key={vendor.id} vendor={vendor} linkComponent={linkComponent} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function ZoomableMap({ src }: { src: string }) {
  const t = useT();
  return (
    <figure data-slot="fair-map-image" className="grid gap-2">
      <TransformWrapper
        {...MAP_ZOOM}
        pinch={{ disabled: false }}
        // A double tap would zoom while the user only means to follow a link below.
        doubleClick={{ disabled: true }}
      >
        <ZoomControls />
        <TransformComponent wrapperClass="w-full! rounded-lg border bg-card" contentClass="w-full!">
          <img
            src={src}
            alt={t('map.imageAlt')}
            className="block h-auto w-full"
            draggable={false}
          />
        </TransformComponent>
      </TransformWrapper>
      <figcaption className="text-sm text-muted-foreground">{t('map.zoomHint')}</figcaption>
    </figure>
  );
}

/** Zoom without a touch screen or a wheel: keyboard and mouse users get buttons. */
function ZoomControls() {
  const t = useT();
  const { zoomIn, zoomOut, resetTransform } = useControls();
  return (
    <div role="group" aria-label={t('map.zoomControls')} className="flex gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('map.zoomIn')}
        onClick={() => void zoomIn()}
      >
        <span aria-hidden="true">+</span>
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('map.zoomOut')}
        onClick={() => void zoomOut()}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('map.zoomReset')}
        onClick={() => void resetTransform()}
      >
        <span aria-hidden="true">⟲</span>
      </Button>
    </div>
  );
}

const StandItem = React.memo(function StandItem({
  vendor,
  linkComponent: Link,
}: {
  vendor: MapVendor;
  linkComponent: LinkComponent;
}) {
  const t = useT();
  return (
    <li className="[contain-intrinsic-size:auto_2.75rem] [content-visibility:auto]">
      <Link
        to={`/vendor/${vendor.id}`}
        className="flex min-h-11 items-center px-4 py-2 hover:bg-accent hover:text-accent-foreground"
      >
        {t('map.vendorLine', {
          name: vendor.name,
          stand: standOf(vendor) ?? t('common.notAvailable'),
        })}
      </Link>
    </li>
  );
});

export { FairMap, MAP_ZOOM };
export type { FairMapProps };
