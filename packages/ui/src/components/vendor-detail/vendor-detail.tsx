import * as React from 'react';

import { useT } from '../../i18n/messages/vendor-detail';
import { cn } from '../../lib/cn';
import { BackButton } from '../back-button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { telephoneHref, websiteHref } from './vendor-links';

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
};

/** One vendor's page: logo, name, stand, contacts, description and page views. */
function VendorDetail({
  status,
  vendor,
  error,
  onRetry,
  onBack,
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
          message={t('errors.loadFailed', { msg: error ?? t('common.unknownError') })}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && vendor && <Profile vendor={vendor} />}
    </section>
  );
}

function Profile({ vendor }: { vendor: VendorProfile }) {
  const t = useT();
  return (
    <article className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
      <header className="flex items-center gap-4">
        {vendor.logo_path && (
          <img
            src={vendor.logo_path}
            alt={t('vendorDetail.logoAlt', { name: vendor.name })}
            className="size-20 shrink-0 rounded-md border bg-background object-contain"
          />
        )}
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{vendor.name}</h1>
          {vendor.stand && (
            <p className="text-muted-foreground">
              {t('vendorDetail.stand')} {vendor.stand}
            </p>
          )}
        </div>
      </header>
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
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
      <dd>{children}</dd>
    </div>
  );
}

export { VendorDetail };
export type { VendorDetailProps, VendorProfile };
