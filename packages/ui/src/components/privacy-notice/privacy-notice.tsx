import * as React from 'react';

import { useT } from '../../i18n/messages/privacy-notice';
import { cn } from '../../lib/cn';

type PrivacyNoticeProps = React.ComponentProps<'article'>;

const SECTIONS = [
  ['privacyNotice.whatTitle', 'privacyNotice.what'],
  ['privacyNotice.whyTitle', 'privacyNotice.why'],
  ['privacyNotice.howLongTitle', 'privacyNotice.howLong'],
  ['privacyNotice.rightsTitle', 'privacyNotice.rights'],
] as const;

/** The privacy notice the registration links to: which data, why, for how long, and the rights. */
function PrivacyNotice({ className, ...props }: PrivacyNoticeProps) {
  const t = useT();
  const headingId = React.useId();
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
      {SECTIONS.map(([title, text]) => (
        <section key={title} className="grid gap-1">
          <h2 className="text-lg font-semibold">{t(title)}</h2>
          <p className="text-muted-foreground">{t(text)}</p>
        </section>
      ))}
    </article>
  );
}

export { PrivacyNotice };
export type { PrivacyNoticeProps };
