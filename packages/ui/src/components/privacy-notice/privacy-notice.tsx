import * as React from 'react';

import { useBrand, type FairConfig } from '../../brand';
import { useT } from '../../i18n/messages/privacy-notice';
import { cn } from '../../lib/cn';
import { isolate } from '../../lib/isolate';
import { telephoneHref } from '../vendor-detail/vendor-links';

type PrivacyNoticeProps = React.ComponentProps<'article'> & {
  /** Who runs the fair and how to reach them; the fair config's when omitted. */
  organiser?: FairConfig['organiser'];
  /** The fair's own paragraph on who handles the data; the fair config's when omitted. */
  privacyNoticeExtra?: string | null;
};

const SECTIONS = [
  ['privacyNotice.whatTitle', 'privacyNotice.what'],
  ['privacyNotice.whyTitle', 'privacyNotice.why'],
  ['privacyNotice.howLongTitle', 'privacyNotice.howLong'],
  ['privacyNotice.rightsTitle', 'privacyNotice.rights'],
] as const;

const linkClass = 'break-all text-primary underline-offset-4 hover:underline';

/**
 * The privacy notice the registration links to: who handles the data (the fair's organiser,
 * with its contacts and its own paragraph), which data, why, for how long, and the rights.
 */
function PrivacyNotice({
  organiser: organiserProp,
  privacyNoticeExtra: extraProp,
  className,
  ...props
}: PrivacyNoticeProps) {
  const t = useT();
  const brand = useBrand();
  const headingId = React.useId();
  const organiser = organiserProp ?? brand.organiser;
  const extra = (extraProp === undefined ? brand.privacyNoticeExtra : extraProp)?.trim();
  return (
    <article
      data-slot="privacy-notice"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-2xl gap-4 px-4 py-8', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('privacyNotice.title')}
      </h1>
      <p>{t('privacyNotice.intro')}</p>
      <section className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('privacyNotice.controllerTitle')}</h2>
        {/* The fair's own words when it wrote some; else who the organiser is, by default. */}
        <p className="whitespace-pre-line text-muted-foreground">
          {extra ||
            (organiser
              ? isolate((values) => t('privacyNotice.controller', values), {
                  name: organiser.name,
                })
              : t('privacyNotice.controllerUnknown'))}
        </p>
        {organiser && <Contacts organiser={organiser} />}
      </section>
      {SECTIONS.map(([title, text]) => (
        <section key={title} className="grid gap-1">
          <h2 className="text-lg font-semibold">{t(title)}</h2>
          <p className="text-muted-foreground">{t(text)}</p>
        </section>
      ))}
    </article>
  );
}

function Contacts({ organiser }: { organiser: FairConfig['organiser'] }) {
  const t = useT();
  const phone = organiser.phone?.trim();
  const website = organiser.website?.trim();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-muted-foreground sm:grid-cols-[max-content_minmax(0,1fr)]">
      <dt className="font-semibold">{t('privacyNotice.email')}</dt>
      <dd className="min-w-0">
        <a href={`mailto:${organiser.email}`} className={linkClass}>
          {organiser.email}
        </a>
      </dd>
      {phone && (
        <>
          <dt className="font-semibold">{t('privacyNotice.phone')}</dt>
          <dd className="min-w-0">
            <a href={telephoneHref(phone)} className={linkClass}>
              {phone}
            </a>
          </dd>
        </>
      )}
      {website && (
        <>
          <dt className="font-semibold">{t('privacyNotice.website')}</dt>
          <dd className="min-w-0">
            {/* The config's schema allows only https addresses or this site's own paths. */}
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {website}
              <span className="sr-only"> {t('privacyNotice.newTab')}</span>
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

export { PrivacyNotice };
export type { PrivacyNoticeProps };
