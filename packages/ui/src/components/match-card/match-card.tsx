import * as React from 'react';

import { useT } from '../../i18n/messages/matches';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { websiteHref } from '../vendor-detail/vendor-links';
import { MatchHeading } from './match-heading';
import { mailtoHref } from './match-links';

/** The fields of a vendor a match shows (the API's MatchVendorCard and Vendor fit it). */
type MatchVendor = {
  id: number;
  name: string;
  description: string | null;
  seeking: string | null;
  website: string | null;
  email: string | null;
};

/** A match with its vendor: a suggestion arrives with its vendor's card from the API. */
type SuggestedMatch = {
  id: number;
  /** 0 to 1. */
  score: number;
  /** Why this vendor suits the user. */
  description: string;
  vendor: MatchVendor;
};

type MatchCardProps = Omit<React.ComponentProps<'article'>, 'children' | 'onClick'> & {
  match: SuggestedMatch;
  /** '✅ Mi interessa', or a swipe to the right. */
  onAccept: () => void;
  /** '❌ Passa', or a swipe to the left. */
  onReject: () => void;
  /** A click on the card outside its buttons and links, or on the vendor's name. */
  onOpenVendor: (vendorId: number) => void;
  /**
   * A decision is on its way: the buttons and the swipe wait for it. The buttons stay focusable
   * (aria-disabled), so keyboard focus is not dropped while the next suggestion loads.
   */
  deciding?: boolean;
  /** The vendor's heading as a focus target (tabIndex -1), for the screen to focus a new card. */
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/** How far a finger must travel sideways before a swipe counts as a decision. */
const SWIPE_THRESHOLD_PX = 80;

const linkClass = 'text-primary underline-offset-4 hover:underline';

/**
 * On a phone the decision buttons stick to the bottom of the screen, above the fixed footer
 * navigation, so a long description never pushes them below the fold. The offset is the
 * footer's room the app's layout keeps free (--footer-nav-space, see globals.css); a
 * card-coloured strip under the bar hides the text scrolling by in any gap left above the
 * footer. From md up the footer is in the page flow.
 */
const actionsClass = cn(
  'sticky bottom-(--footer-nav-space) z-10 -mx-5 grid grid-cols-2 gap-3 border-t bg-card px-5 py-3 md:bottom-0',
  'after:absolute after:inset-x-0 after:top-full after:h-2 after:bg-card',
);

/** Labels that wrap on a narrow phone instead of overflowing their half of the bar. */
const actionButtonClass =
  'h-auto min-h-12 px-3 whitespace-normal aria-disabled:cursor-progress aria-disabled:opacity-60';

type Swipe = { pointerId: number; x: number; y: number };

/** One suggested vendor with the reason for the match, to accept or pass on. */
function MatchCard({
  match,
  onAccept,
  onReject,
  onOpenVendor,
  deciding = false,
  headingRef,
  className,
  style,
  ...props
}: MatchCardProps) {
  const t = useT();
  const nameId = React.useId();
  const { vendor } = match;
  const [announcement, setAnnouncement] = React.useState('');
  const [offset, setOffset] = React.useState(0);
  const swipe = React.useRef<Swipe | null>(null);
  // A finger lifted after a swipe also fires a click, which must not open the vendor.
  const swiped = React.useRef(false);

  function decide(decision: 'accepted' | 'rejected') {
    if (deciding) return;
    setAnnouncement(
      t(decision === 'accepted' ? 'matches.decisionAccepted' : 'matches.decisionRejected', {
        vendor: vendor.name,
      }),
    );
    if (decision === 'accepted') onAccept();
    else onReject();
  }

  function handlePointerDown(event: React.PointerEvent<HTMLElement>) {
    // A mouse drag selects text; only fingers and pens swipe.
    if (event.pointerType === 'mouse' || deciding) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    swiped.current = false;
  }

  function handlePointerMove(event: React.PointerEvent<HTMLElement>) {
    const start = swipe.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setOffset(event.clientX - start.x);
  }

  function handlePointerUp(event: React.PointerEvent<HTMLElement>) {
    const start = swipe.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipe.current = null;
    setOffset(0);
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A mostly vertical move is a scroll, not a decision.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true;
    decide(dx > 0 ? 'accepted' : 'rejected');
  }

  function handlePointerCancel() {
    swipe.current = null;
    setOffset(0);
  }

  function handleClick(event: React.MouseEvent<HTMLElement>) {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    // Selecting a text to copy it is not a request to open the vendor.
    if (window.getSelection()?.toString()) return;
    onOpenVendor(vendor.id);
  }

  const email = vendor.email?.trim();

  return (
    <article
      data-slot="match-card"
      aria-labelledby={nameId}
      aria-busy={deciding || undefined}
      className={cn(
        'grid cursor-pointer touch-pan-y gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm',
        // The card follows the finger at once and only eases back when let go.
        offset === 0 && 'transition-transform',
        className,
      )}
      style={offset === 0 ? style : { ...style, transform: `translateX(${offset}px)` }}
      onClick={handleClick}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerCancel}
      {...props}
    >
      <MatchHeading
        nameId={nameId}
        vendor={vendor}
        score={match.score}
        onOpenVendor={onOpenVendor}
        variant="suggestion"
        headingRef={headingRef}
      />
      {vendor.description && <p className="whitespace-pre-line">{vendor.description}</p>}
      {vendor.seeking && (
        <p>
          <span className="font-semibold">{t('matches.seeking')}</span> {vendor.seeking}
        </p>
      )}
      {(vendor.website || email) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {vendor.website && (
            <a
              href={websiteHref(vendor.website)}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t('matches.website')}
              <span className="sr-only"> {t('matches.newTab')}</span>
            </a>
          )}
          {email && (
            <a
              href={mailtoHref(email, {
                subject: t('matches.emailSubject'),
                body: t('matches.emailBody', { vendor: vendor.name }),
              })}
              className={linkClass}
            >
              {t('matches.email')}
            </a>
          )}
        </p>
      )}
      <div className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
        <p className="font-semibold">{t('matches.whyMatch')}</p>
        <p className="whitespace-pre-line">{match.description}</p>
      </div>
      <div data-slot="match-card-actions" className={actionsClass}>
        <Button
          variant="outline"
          size="lg"
          className={actionButtonClass}
          aria-label={t('matches.passName')}
          aria-disabled={deciding || undefined}
          onClick={() => decide('rejected')}
        >
          {t('matches.pass')}
        </Button>
        <Button
          size="lg"
          className={actionButtonClass}
          aria-label={t('matches.interestedName')}
          aria-disabled={deciding || undefined}
          onClick={() => decide('accepted')}
        >
          {t('matches.interested')}
        </Button>
      </div>
      <p aria-hidden="true" className="text-center text-xs text-muted-foreground md:hidden">
        {t('matches.swipeHint')}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </article>
  );
}

export { MatchCard, SWIPE_THRESHOLD_PX };
export type { MatchCardProps, MatchVendor, SuggestedMatch };
