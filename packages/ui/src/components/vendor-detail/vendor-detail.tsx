import * as React from 'react';
import { MapPin } from 'lucide';

import { Icon } from '../icon';
import { useT } from '../../i18n/messages/vendor-detail';
import { cn } from '../../lib/cn';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { standLabel } from '../../lib/stand-label';
import { BackButton } from '../back-button';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { VendorLogo } from '../vendor-logo';
import { standMapHref, telephoneHref, websiteHref } from './vendor-links';

/** The fields of a vendor the detail page shows (the API's Vendor fits it). */
type VendorProfile = {
  id: number;
  name: string;
  logo_path: string | null;
  stand: string | null;
  website: string | null;
  address: string | null;
  email: string | null;
  telephone: string | null;
  description: string | null;
  page_view_count: number;
};

type VendorDetailProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Read when `status` is 'success'. */
  vendor?: VendorProfile;
  /** Why the load failed (shown as "Caricamento non riuscito: {error}"). */
  error?: string;
  onRetry?: () => void;
  /** 'Indietro': the app returns to where the user came from. */
  onBack: () => void;
  /**
   * The router's link component, for 'Vedi sulla mappa' (its `to` carries the stand in the
   * search: /map?stand=B04); a plain <a> when omitted.
   */
  linkComponent?: LinkComponent;
};

/** One vendor's page: logo, name, stand, contacts, description and page views. */
function VendorDetail({
  status,
  vendor,
  error,
  onRetry,
  onBack,
  linkComponent = AnchorLink,
  className,
  ...props
}: VendorDetailProps) {
  const t = useT();
  return (
    <section
      data-slot="vendor-detail"
      className={cn('mx-auto grid max-w-3xl gap-4 px-4 py-6', className)}
      {...props}
    >
      <div>
        <BackButton onClick={onBack} />
      </div>
      {status !== 'success' && (
        // The page keeps a heading while the vendor's own name is not known yet.
        <h1 className="text-2xl font-bold tracking-tight">{t('vendors.title')}</h1>
      )}
      {status === 'loading' && <LoadingState label={t('common.loading')} />}
      {status === 'error' && (
        <LoadError
          message={t('vendorDetail.errors.loadFailed', { msg: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && vendor && <Profile vendor={vendor} linkComponent={linkComponent} />}
    </section>
  );
}

function Profile({
  vendor,
  linkComponent: Link,
}: {
  vendor: VendorProfile;
  linkComponent: LinkComponent;
}) {
  const t = useT();
  const stand = vendor.stand?.trim();
  return (
    <article className="grid min-w-0 gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
      <header className="flex items-start gap-4">
        {/* The name is beside it: the logo is decoration, and the initials stand in for none. */}
        <VendorLogo name={vendor.name} src={vendor.logo_path} size="lg" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="text-2xl font-bold tracking-tight">
            <bdi>{vendor.name}</bdi>
          </h1>
          {stand && (
            <p className="text-muted-foreground">
              {standLabel(stand, (values) => t('vendors.standLine', values))}
            </p>
          )}
        </div>
      </header>
      {stand && (
        // A row of its own: beside the logo a 320 px screen has no room for it.
        <div>
          <Button asChild variant="outline">
            <Link to={standMapHref(stand)}>
              <Icon icon={MapPin} />
              {t('vendorDetail.showOnMap')}
            </Link>
          </Button>
        </div>
      )}
      <dl className="grid min-w-0 gap-3 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-4">
        {vendor.website && (
          <Entry label={t('vendorDetail.website')}>
            <a
              href={websiteHref(vendor.website)}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {vendor.website}
              <span className="sr-only"> {t('vendorDetail.newTab')}</span>
            </a>
          </Entry>
        )}
        {vendor.address && (
          <Entry label={t('vendorDetail.address')}>
            <address className="not-italic">{vendor.address}</address>
          </Entry>
        )}
        {vendor.email && (
          <Entry label={t('vendorDetail.email')}>
            <a
              href={`mailto:${vendor.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {vendor.email}
            </a>
          </Entry>
        )}
        {vendor.telephone && (
          <Entry label={t('vendorDetail.telephone')}>
            <a
              href={telephoneHref(vendor.telephone)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {vendor.telephone}
            </a>
          </Entry>
        )}
        {vendor.description && (
          <Entry label={t('vendorDetail.description')}>
            <p className="whitespace-pre-line">{vendor.description}</p>
          </Entry>
        )}
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('vendorDetail.pageViews', { count: vendor.page_view_count })}
      </p>
    </article>
  );
}

function Entry({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:col-span-2 sm:grid-cols-subgrid">
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export { VendorDetail };
export type { VendorDetailProps, VendorProfile };
