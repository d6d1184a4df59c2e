import type * as React from 'react';
import { cva } from 'class-variance-authority';

import { useT } from '../../i18n/messages/matches';
import { matchPercent } from './match-links';

const headingVariants = {
  header: cva('flex items-start justify-between', {
    variants: { variant: { suggestion: 'gap-4', history: 'gap-3' } },
  }),
  name: cva('', {
    variants: {
      variant: {
        suggestion: 'text-xl font-bold tracking-tight',
        history: 'text-lg font-semibold',
      },
    },
  }),
  score: cva('shrink-0 text-sm font-semibold', {
    variants: {
      variant: {
        suggestion: 'rounded-full bg-primary px-3 py-1 text-primary-foreground',
        history: 'text-primary',
      },
    },
  }),
};

type MatchHeadingProps = {
  /** The id the match's article is labelled by. */
  nameId: string;
  vendor: { id: number; name: string };
  /** 0 to 1. */
  score: number;
  onOpenVendor: (vendorId: number) => void;
  /** A new suggestion's card, or a row of the history. */
  variant: 'suggestion' | 'history';
  /**
   * Makes the heading a focus target (tabIndex -1, out of the Tab order), so the screen can put
   * focus on a card that replaces the one just decided on.
   */
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/** The vendor's name (opens its page) and the compatibility, atop a suggestion or a history row. */
function MatchHeading({
  nameId,
  vendor,
  score,
  onOpenVendor,
  variant,
  headingRef,
}: MatchHeadingProps) {
  const t = useT();
  return (
    <header className={headingVariants.header({ variant })}>
      <h2
        ref={headingRef}
        id={nameId}
        tabIndex={headingRef ? -1 : undefined}
        className={headingVariants.name({ variant })}
      >
        <button
          type="button"
          className="cursor-pointer text-left underline-offset-4 hover:underline"
          onClick={() => onOpenVendor(vendor.id)}
        >
          <bdi>{vendor.name}</bdi>
        </button>
      </h2>
      <p className={headingVariants.score({ variant })}>
        <span className="sr-only">{t('matches.compatibility')} </span>
        {t('matches.score', { score: matchPercent(score) })}
      </p>
    </header>
  );
}

export { MatchHeading };
export type { MatchHeadingProps };
