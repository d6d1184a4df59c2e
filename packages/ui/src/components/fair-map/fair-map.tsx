import * as React from 'react';
import { ChevronRight, Info, MapPin } from 'lucide';
import { TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch';

import { Icon } from '../icon';
import { useBrand } from '../../brand';
import type { StandRect } from '../../brand/fair-config';
import { useT } from '../../i18n/messages/map';
import { cn } from '../../lib/cn';
import { isolate } from '../../lib/isolate';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { namesItsPlace } from '../../lib/stand-label';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { VendorLogo } from '../vendor-logo';
import {
  indexStands,
  resolveSelection,
  type MapSelection,
  type ResolvedSelection,
} from './map-selection';
import { sortByName, standOf, type MapVendor } from './stand-list';

/** Spec §9: the map opens at its natural size and zooms between half and four times. */
const MAP_ZOOM = { initialScale: 1, minScale: 0.5, maxScale: 4 } as const;

/** How far the map zooms in on a selected stand: close enough to find it, with its neighbours. */
const STAND_ZOOM = 2.5;

type FairMapProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Every vendor, in any order; read when `status` is 'success'. */
  vendors?: readonly MapVendor[];
  /** Why the vendors failed to load (shown as "Errore: {error}"). */
  error?: string;
  onRetry?: () => void;
  /** The map picture; the fair config's map.imageUrl when omitted. */
  mapImageUrl?: string;
  /** Where the stands are on the picture; the fair config's map.standPositions when omitted. */
  standPositions?: Readonly<Record<string, StandRect>>;
  /** The selected vendor or stand; the app keeps it in the address (/map?stand=B04). */
  selection?: MapSelection;
  /** A tap on a vendor selects it; a tap on the selected one clears the selection. */
  onSelectionChange?: (selection: MapSelection | undefined) => void;
  /** The router's link component (it can carry the way back); a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/**
 * The fair map ("Mappa"), zoomable by pinch or buttons, above the list of vendors' stands. A
 * vendor tapped in the list has its stand outlined on the map, which zooms to it.
 */
function FairMap({
  status,
  vendors = [],
  error,
  onRetry,
  mapImageUrl,
  standPositions,
  selection,
  onSelectionChange,
  linkComponent = AnchorLink,
  className,
  ...props
}: FairMapProps) {
  const t = useT();
  const brand = useBrand();
  const headingId = React.useId();
  const listHeadingId = React.useId();
  const figureRef = React.useRef<HTMLElement>(null);
  const noticeRef = React.useRef<HTMLParagraphElement>(null);
  const sorted = React.useMemo(() => sortByName(vendors), [vendors]);
  const positions = standPositions ?? brand.map.standPositions;
  const stands = React.useMemo(() => indexStands(positions), [positions]);
  const resolved = React.useMemo(
    () => resolveSelection(selection, vendors, stands),
    [selection, vendors, stands],
  );

  const handleSelect = React.useCallback(
    (vendor: MapVendor, select: boolean) => {
      onSelectionChange?.(select ? { vendorId: vendor.id } : undefined);
      // On a phone the list is under the map: bring the map up to show the stand.
      if (select) {
        // Optional: not every environment implements it (jsdom in the app's tests).
        figureRef.current?.scrollIntoView?.({
          block: 'nearest',
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
        // Focus follows the eye to what the tap changed, the map's note on the stand, instead
        // of staying on a row now scrolled off screen; without a scroll of its own, since the
        // one above already brings the map into view.
        noticeRef.current?.focus({ preventScroll: true });
      }
    },
    [onSelectionChange],
  );

  return (
    <section
      data-slot="fair-map"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-3xl min-w-0 gap-4 px-4 py-6', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('map.title')}
      </h1>
      <ZoomableMap
        ref={figureRef}
        noticeRef={noticeRef}
        src={mapImageUrl ?? brand.map.imageUrl}
        resolved={resolved}
        // Judged once the vendors are known: before, any vendor or stand may still turn up.
        unknown={status === 'success' && namesNothing(selection, resolved)}
        focusKey={selection && JSON.stringify(selection)}
      />
      <div className="grid gap-1">
        <h2 id={listHeadingId} className="text-lg font-semibold">
          {t('map.standList')}
        </h2>
        {status === 'success' && sorted.length > 0 && (
          <p className="text-sm text-muted-foreground">{t('map.standListHint')}</p>
        )}
      </div>
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
              <StandItem
                key={vendor.id}
                vendor={vendor}
                selected={resolved?.vendorIds.has(vendor.id) ?? false}
                onSelect={handleSelect}
                linkComponent={linkComponent}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The address names a vendor, or a stand, that none of the loaded vendors has. */
function namesNothing(
  selection: MapSelection | undefined,
  resolved: ResolvedSelection | undefined,
): boolean {
  if (selection === undefined) return false;
  if ('vendorId' in selection) return resolved === undefined;
  return resolved !== undefined && resolved.vendorIds.size === 0;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function ZoomableMap({
  src,
  resolved,
  unknown,
  focusKey,
  ref,
  noticeRef,
}: {
  src: string;
  resolved: ResolvedSelection | undefined;
  /** The address names a vendor or a stand no loaded vendor has. */
  unknown: boolean;
  /** Changes with each new selection, so the map zooms to the stand again. */
  focusKey: string | undefined;
  ref: React.Ref<HTMLElement>;
  /** The note on the selection, where focus goes when a vendor is picked in the list. */
  noticeRef: React.Ref<HTMLParagraphElement>;
}) {
  const t = useT();
  const notice = selectionNotice(resolved, unknown, t);
  return (
    <figure ref={ref} data-slot="fair-map-image" className="grid min-w-0 scroll-mt-4 gap-2">
      <TransformWrapper
        {...MAP_ZOOM}
        pinch={{ disabled: false }}
        // A double tap would zoom while the user only means to follow a link below.
        doubleClick={{ disabled: true }}
      >
        <ZoomControls />
        <MapPicture
          src={src}
          stand={resolved?.position && resolved.stand}
          position={resolved?.position}
          focusKey={focusKey}
        />
      </TransformWrapper>
      {/* Pinching is for touch screens; with a mouse the buttons zoom. */}
      <figcaption className="text-sm text-muted-foreground">
        <span className="pointer-fine:hidden">{t('map.zoomHint')}</span>
        <span className="hidden pointer-fine:inline">{t('map.zoomHintButtons')}</span>
      </figcaption>
      {/* Always in the page, so screen readers announce each new selection. */}
      <p
        ref={noticeRef}
        tabIndex={-1}
        aria-live="polite"
        aria-atomic="true"
        data-slot="fair-map-selection"
        className={cn(
          'flex items-start gap-2 text-sm outline-none',
          resolved?.position ? 'font-medium text-foreground' : 'text-muted-foreground',
        )}
      >
        {notice && (
          <>
            {resolved?.position ? (
              <Icon icon={MapPin} className="mt-0.5 size-4 text-primary" />
            ) : (
              <Icon icon={Info} className="mt-0.5 size-4" />
            )}
            <span className="min-w-0">{notice}</span>
          </>
        )}
      </p>
    </figure>
  );
}

/**
 * What the map says about the selection: highlighted, not on the map, no stand at all, or
 * (a hand-typed or outdated address) no such vendor or stand.
 */
function selectionNotice(
  resolved: ResolvedSelection | undefined,
  unknown: boolean,
  t: ReturnType<typeof useT>,
): React.ReactNode {
  if (resolved === undefined) return unknown ? t('map.vendorNotFound') : undefined;
  const { stand, vendor } = resolved;
  if (stand === undefined) {
    return vendor && isolate((values) => t('map.noStandOnMap', values), { name: vendor.name });
  }
  if (resolved.position) {
    return isolate((values) => t('map.standHighlighted', values), { stand });
  }
  if (unknown) return t('map.standNotFound');
  return namesItsPlace(stand)
    ? isolate((values) => t('map.placeNotOnMap', values), { place: stand })
    : isolate((values) => t('map.standNotOnMap', values), { stand });
}

/** The picture and the selected stand's outline, zoomed and panned together. */
function MapPicture({
  src,
  stand,
  position,
  focusKey,
}: {
  src: string;
  stand: string | undefined;
  position: StandRect | undefined;
  focusKey: string | undefined;
}) {
  const t = useT();
  const { zoomToElement, instance } = useControls();
  const highlightRef = React.useRef<HTMLDivElement>(null);
  const focusRun = React.useRef(0);
  // The outline has no size until the picture does: zoom once it has loaded.
  const [loadedSrc, setLoadedSrc] = React.useState<string>();
  const loaded = loadedSrc === src;

  const focusStand = React.useEffectEvent(async () => {
    const highlight = highlightRef.current;
    if (highlight === null) return;
    const run = ++focusRun.current;
    await zoomToElement(highlight, {
      maxScale: STAND_ZOOM,
      animationTime: prefersReducedMotion() ? 0 : 400,
    });
    // The library stops the animation half-way when the map resizes meanwhile (the list
    // loading below it, a scrollbar appearing): finish the move at once, unless the user took
    // over with a gesture or a zoom button, or another stand was picked.
    const userTookOver =
      instance.isPanning ||
      instance.isPinching ||
      instance.wheelStopEventTimer !== null ||
      (instance.animation !== null && instance.animation !== instance.resizeAnimation);
    if (run !== focusRun.current || userTookOver || !highlight.isConnected) return;
    await zoomToElement(highlight, { maxScale: STAND_ZOOM, animationTime: 0 });
  });

  const hasPosition = position !== undefined;
  React.useEffect(() => {
    if (loaded && hasPosition && focusKey !== undefined) void focusStand();
  }, [loaded, hasPosition, focusKey]);

  return (
    <TransformComponent
      wrapperClass="w-full! rounded-lg border bg-card"
      contentClass="relative w-full!"
    >
      <img
        src={src}
        alt={t('map.imageAlt')}
        className="block h-auto w-full"
        draggable={false}
        onLoad={() => setLoadedSrc(src)}
      />
      {position && stand && (
        <div
          ref={highlightRef}
          role="img"
          aria-label={t('map.highlight', { stand })}
          data-slot="fair-map-highlight"
          data-stand={stand}
          className="pointer-events-none absolute rounded-sm border-[3px] border-primary bg-primary/20 shadow-[0_0_0_3px_var(--color-background)]"
          style={{
            left: `${position.x}%`,
            top: `${position.y}%`,
            width: `${position.width}%`,
            height: `${position.height}%`,
          }}
        />
      )}
    </TransformComponent>
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

/** 'Name - Stand B04', 'Name - Padiglione 3' or 'Name - Stand N/D', the values isolated. */
function vendorLine(vendor: MapVendor, t: ReturnType<typeof useT>): React.ReactNode {
  const place = standOf(vendor);
  if (place !== undefined && namesItsPlace(place)) {
    return isolate((values) => t('map.vendorPlace', values), { name: vendor.name, place });
  }
  return isolate((values) => t('map.vendorLine', values), {
    name: vendor.name,
    stand: place ?? t('map.notAvailable'),
  });
}

/** Memoised: a new selection re-renders the two rows it changes, not all 1,000. */
const StandItem = React.memo(function StandItem({
  vendor,
  selected,
  onSelect,
  linkComponent: Link,
}: {
  vendor: MapVendor;
  selected: boolean;
  onSelect: (vendor: MapVendor, select: boolean) => void;
  linkComponent: LinkComponent;
}) {
  const t = useT();
  return (
    // Off-screen items skip layout and paint, so focus rings are drawn inside the row.
    <li className="flex [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]">
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(vendor, !selected)}
        className="flex min-h-14 min-w-0 flex-1 cursor-pointer items-center gap-3 px-4 py-2 text-left hover:bg-accent hover:text-accent-foreground focus-visible:-outline-offset-3 aria-pressed:bg-accent aria-pressed:font-semibold aria-pressed:text-accent-foreground"
      >
        <VendorLogo name={vendor.name} src={vendor.logo_path} />
        <span className="min-w-0 flex-1">{vendorLine(vendor, t)}</span>
        {selected && <Icon icon={MapPin} className="size-5 text-primary" />}
      </button>
      <Link
        to={`/vendor/${vendor.id}`}
        aria-label={t('map.vendorPage', { name: vendor.name })}
        className="flex w-12 shrink-0 items-center justify-center border-l text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:-outline-offset-3"
      >
        <Icon icon={ChevronRight} className="size-5" />
      </Link>
    </li>
  );
});

export { FairMap, MAP_ZOOM };
export type { FairMapProps };
