import * as React from 'react';

import { useBrand } from '../../brand/brand-context';
import { cn } from '../../lib/cn';
import { privacyNoticeTexts as texts } from './privacy-notice-texts';

type PrivacyNoticeProps = React.ComponentProps<'article'>;

const SECTIONS = [
  [texts.whatTitle, texts.what],
  [texts.whyTitle, texts.why],
  [texts.howLongTitle, texts.howLong],
  [texts.rightsTitle, texts.rights],
] as const;

/** The privacy notice the registration links to: which data, why, for how long, and the rights. */
function PrivacyNotice({ className, ...props }: PrivacyNoticeProps) {
  const { productName } = useBrand();
  const headingId = React.useId();
  return (
    <article
      data-slot="privacy-notice"
      aria-labelledby={headingId}
      className={cn('mx-auto grid max-w-2xl gap-4 px-4 py-8', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {texts.title}
      </h1>
      <p>{texts.intro.replaceAll('{product}', productName)}</p>
      {SECTIONS.map(([title, text]) => (
        <section key={title} className="grid gap-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-muted-foreground">{text}</p>
        </section>
      ))}
    </article>
  );
}

export { PrivacyNotice };
export type { PrivacyNoticeProps };
