import * as React from 'react';

import { useBrand } from '../../brand';
import { useT } from '../../i18n/messages/vendors';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { standLabel } from '../../lib/stand-label';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
import { VendorLogo } from '../vendor-logo';
import { filterVendors, indexVendors, type DirectoryVendor } from './order-vendors';

type VendorDirectoryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Every vendor, in any order; read when `status` is 'success'. */
  vendors?: readonly DirectoryVendor[];
  /** Why the load failed (shown as "Impossibile caricare le aziende: {error}"). */
  error?: string;
  onRetry?: () => void;
  /** Names shown first, in this order; the fair config's pinnedVendors when omitted. */
  pinnedVendors?: readonly string[];
  /** The router's link component (it can carry the way back); a plain <a> when omitted. */
  linkComponent?: LinkComponent;
};

/** The vendor directory ("Aziende"): a name search and every vendor linking to its page. */
function VendorDirectory({
  status,
  vendors = [],
  error,
  onRetry,
  pinnedVendors,
  linkComponent = AnchorLink,
  className,
  ...props
}: VendorDirectoryProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <section
      data-slot="vendor-directory"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-3xl gap-4 px-4 py-6', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('vendors.title')}
      </h1>
      {status === 'loading' && <LoadingState label={t('vendors.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('vendors.errors.loadVendorsFailed', {
            msg: error ?? t('common.unknownError'),
          })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && (
        <Directory vendors={vendors} pinnedVendors={pinnedVendors} linkComponent={linkComponent} />
      )}
    </section>
  );
}

function Directory({
  vendors,
  pinnedVendors,
  linkComponent,
}: {
  vendors: readonly DirectoryVendor[];
  pinnedVendors?: readonly string[];
  linkComponent: LinkComponent;
}) {
  const t = useT();
  const brand = useBrand();
  const pinned = pinnedVendors ?? brand.pinnedVendors;
  const [term, setTerm] = React.useState('');
  // Typing stays responsive on a phone: the long list re-filters at a lower priority.
  const deferredTerm = React.useDeferredValue(term);

  const indexed = React.useMemo(() => indexVendors(vendors, pinned), [vendors, pinned]);
  const visible = React.useMemo(
    () => filterVendors(indexed, deferredTerm),
    [indexed, deferredTerm],
  );
  const searched = deferredTerm.trim();

  return (
    <>
      <SearchBox
        label={t('vendors.searchLabel')}
        placeholder={t('vendors.search')}
        value={term}
        onValueChange={setTerm}
      />
      <p role="status" className="sr-only">
        {visible.length === 1
          ? t('vendors.resultOne')
          : t('vendors.results', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="py-6 text-muted-foreground">
          {searched === '' ? t('vendors.empty') : t('vendors.emptySearch', { term: searched })}
        </p>
      ) : (
        <ul
          aria-label={t('vendors.listLabel')}
          aria-busy={term !== deferredTerm || undefined}
          className="divide-y rounded-lg border bg-card text-card-foreground"
        >
          {visible.map((vendor) => (
            <VendorItem key={vendor.id} vendor={vendor} linkComponent={linkComponent} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Memoised: a new search term re-renders only the items that appear, not all 1,000. */
const VendorItem = React.memo(function VendorItem({
  vendor,
  linkComponent: Link,
}: {
  vendor: DirectoryVendor;
  linkComponent: LinkComponent;
}) {
  const t = useT();
  const stand = vendor.stand?.trim();
  const location = vendor.location?.trim();
  const place = stand
    ? standLabel(stand, (values) => t('vendors.standLine', values))
    : location && <bdi>{location}</bdi>;
  return (
    // Off-screen items skip layout and paint; the estimate keeps the scrollbar steady. The
    // link's box covers the whole row, so the logo and the stand open the page too, while the
    // link's name stays the vendor's name.
    <li className="relative flex min-h-14 items-center gap-3 px-4 py-2 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto] has-[a:hover]:bg-accent has-[a:hover]:text-accent-foreground">
      <VendorLogo name={vendor.name} src={vendor.logo_path} />
      <div className="grid min-w-0 flex-1">
        <Link
          to={`/vendor/${vendor.id}`}
          className="font-medium after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring focus-visible:after:outline-solid"
        >
          <bdi>{vendor.name}</bdi>
        </Link>
        {place && <span className="text-sm text-muted-foreground">{place}</span>}
      </div>
    </li>
  );
});

export { VendorDirectory };
export type { VendorDirectoryProps };
