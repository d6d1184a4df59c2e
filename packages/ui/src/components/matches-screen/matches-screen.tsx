import * as React from 'react';

import { useT } from '../../i18n/messages/matches';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/error-reason';
import { AnchorLink, type LinkComponent } from '../../lib/link';
import { Alert } from '../alert';
import { Button } from '../button';
import { LoadError, LoadingState, type LoadStatus } from '../load-state';
import { MatchCard, MatchHeading, type SuggestedMatch } from '../match-card';
import { mailtoHref } from '../match-card/match-links';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

const matchesTabs = ['new', 'history'] as const;
type MatchesTab = (typeof matchesTabs)[number];

const historyFilters = ['accepted', 'rejected', 'all'] as const;
type HistoryFilter = (typeof historyFilters)[number];

/** A decision on a match, as the accept/reject calls and the status patch take it. */
type MatchDecision = 'accepted' | 'rejected';

/** A decided match joined with its vendor. */
type HistoryMatch = SuggestedMatch & { status: MatchDecision | 'none' };

/** What the 'Nuovi Match' tab shows. */
type NewMatchState =
  | { status: 'loading' }
  /** No suggestion yet while the server scores vendors; the count is unknown before its answer. */
  | { status: 'generating'; remainingVendors?: number }
  | { status: 'ready'; match: SuggestedMatch }
  /** Every vendor has been decided on. */
  | { status: 'allSeen' }
  /** The reason, shown as "Errore nel caricamento dei match: {error}". */
  | { status: 'error'; error: string };

type HistoryState = {
  status: LoadStatus;
  /** Read when `status` is 'success'. */
  matches?: readonly HistoryMatch[];
  /** Shown as "Impossibile caricare la cronologia dei match: {error}". */
  error?: string;
};

type MatchesScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  activeTab: MatchesTab;
  onTabChange: (tab: MatchesTab) => void;
  historyFilter: HistoryFilter;
  onHistoryFilterChange: (filter: HistoryFilter) => void;
  newMatch: NewMatchState;
  /** Retries the 'Nuovi Match' load after an error. */
  onRetry?: () => void;
  /**
   * Decide on the suggestion. Resolve once the next one is known (the card waits meanwhile);
   * reject with an Error whose message is the Italian reason.
   */
  onAccept: (match: SuggestedMatch) => Promise<void>;
  onReject: (match: SuggestedMatch) => Promise<void>;
  /** A click on a card (suggestion or history) outside its buttons and links. */
  onOpenVendor: (vendorId: number) => void;
  history: HistoryState;
  onRetryHistory?: () => void;
  /** Flips a decided match; same promise contract as `onAccept`. */
  onChangeStatus: (matchId: number, status: MatchDecision) => Promise<void>;
  /**
   * The router's link component, for the all-seen way on to the exhibitor directory; a plain
   * <a> when omitted.
   */
  linkComponent?: LinkComponent;
};

function isMatchesTab(value: unknown): value is MatchesTab {
  return typeof value === 'string' && (matchesTabs as readonly string[]).includes(value);
}

function isHistoryFilter(value: unknown): value is HistoryFilter {
  return typeof value === 'string' && (historyFilters as readonly string[]).includes(value);
}

/**
 * Smart matching: one suggestion at a time on 'Nuovi Match', past decisions on 'Cronologia'.
 * Tab and history filter are controlled, so the app can restore them after a vendor page.
 */
function MatchesScreen({
  activeTab,
  onTabChange,
  historyFilter,
  onHistoryFilterChange,
  newMatch,
  onRetry,
  onAccept,
  onReject,
  onOpenVendor,
  history,
  onRetryHistory,
  onChangeStatus,
  linkComponent = AnchorLink,
  className,
  ...props
}: MatchesScreenProps) {
  const t = useT();
  const headingId = React.useId();
  const historyTabRef = React.useRef<HTMLButtonElement>(null);

  /** The all-seen way on: the accepted matches, with focus on the tab that now shows them. */
  function showAcceptedMatches() {
    onHistoryFilterChange('accepted');
    onTabChange('history');
    historyTabRef.current?.focus();
  }

  return (
    <section
      data-slot="matches-screen"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-3xl gap-4 px-4 py-6', className)}
      {...props}
    >
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {t('matches.title')}
      </h1>
      <Tabs
        value={activeTab}
        onValueChange={(value) => {
          if (isMatchesTab(value)) onTabChange(value);
        }}
      >
        <TabsList aria-label={t('matches.tabsLabel')}>
          <TabsTrigger value="new">{t('matches.tabNew')}</TabsTrigger>
          <TabsTrigger ref={historyTabRef} value="history">
            {t('matches.tabHistory')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="new">
          <NewMatch
            state={newMatch}
            onRetry={onRetry}
            onAccept={onAccept}
            onReject={onReject}
            onOpenVendor={onOpenVendor}
            onShowAcceptedMatches={showAcceptedMatches}
            linkComponent={linkComponent}
          />
        </TabsContent>
        <TabsContent value="history">
          {history.status === 'loading' && <LoadingState label={t('matches.loading')} />}
          {history.status === 'error' && (
            <LoadError
              message={t('matches.errors.loadMatchHistoryFailed', {
                msg: history.error ?? t('common.unknownError'),
              })}
              onRetry={onRetryHistory}
            />
          )}
          {history.status === 'success' && (
            <History
              matches={history.matches ?? []}
              filter={historyFilter}
              onFilterChange={onHistoryFilterChange}
              onChangeStatus={onChangeStatus}
              onOpenVendor={onOpenVendor}
            />
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** What is shown on 'Nuovi Match', as a key that changes when a decision moves it on. */
function shownKey(state: NewMatchState): string {
  return state.status === 'ready' ? `match:${state.match.id}` : state.status;
}

/**
 * One suggestion at a time. After a decision, focus moves to what replaces the card: the next
 * card's heading, the all-seen message, or the generating message until a card arrives; so
 * keyboard and screen-reader users land on the change instead of on the page's top.
 */
function NewMatch({
  state,
  onRetry,
  onAccept,
  onReject,
  onOpenVendor,
  onShowAcceptedMatches,
  linkComponent: Link,
}: {
  state: NewMatchState;
  onRetry?: () => void;
  onAccept: (match: SuggestedMatch) => Promise<void>;
  onReject: (match: SuggestedMatch) => Promise<void>;
  onOpenVendor: (vendorId: number) => void;
  onShowAcceptedMatches: () => void;
  linkComponent: LinkComponent;
}) {
  const t = useT();
  const [deciding, setDeciding] = React.useState(false);
  // A decision that was not saved: the card stays, with the reason when there is one.
  const [failure, setFailure] = React.useState<{ reason: string | undefined } | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);
  // Where focus goes after a decision: the card's heading, the all-seen or generating message.
  const targetRef = React.useRef<HTMLElement | null>(null);
  const setTarget = React.useCallback((node: HTMLElement | null) => {
    targetRef.current = node;
  }, []);
  // The key of the suggestion just decided on, until focus has moved to what replaced it.
  const focusAfter = React.useRef<string | null>(null);
  const shown = shownKey(state);

  async function decide(decision: (match: SuggestedMatch) => Promise<void>, match: SuggestedMatch) {
    setDeciding(true);
    setFailure(null);
    focusAfter.current = null;
    try {
      await decision(match);
      focusAfter.current = shownKey({ status: 'ready', match });
    } catch (reason) {
      // Worded as the choice not saved, not as the matches failing to load: the card is still
      // there, and the same tap tries again.
      setFailure({ reason: errorReason(reason) });
    } finally {
      setDeciding(false);
    }
  }

  // The decision's promise and the next answer may arrive in either order: this runs on both.
  React.useEffect(() => {
    const decided = focusAfter.current;
    if (decided === null || decided === shown) return;
    const active = document.activeElement;
    const focusIsHere =
      active === null || active === document.body || containerRef.current?.contains(active);
    // The user has moved on (another tab, the footer): leave their focus where it is.
    if (
      !focusIsHere ||
      (state.status !== 'ready' && state.status !== 'allSeen' && state.status !== 'generating')
    ) {
      focusAfter.current = null;
      return;
    }
    targetRef.current?.focus();
    // While the next suggestion is generated, focus waits on the message for the card.
    if (state.status !== 'generating') focusAfter.current = null;
  }, [shown, deciding, state.status]);

  function content() {
    switch (state.status) {
      case 'loading':
        return <LoadingState label={t('matches.loading')} />;
      case 'error':
        return (
          <LoadError
            message={t('matches.errors.matchesLoadFailed', { msg: state.error })}
            onRetry={onRetry}
          />
        );
      case 'generating':
        return (
          <div
            ref={setTarget}
            role="status"
            tabIndex={-1}
            className="grid justify-items-center gap-2 py-10 text-center"
          >
            <p className="text-lg font-semibold">{t('matches.generating')}</p>
            {state.remainingVendors !== undefined && (
              <p className="text-muted-foreground">
                {t('matches.analysing', { count: state.remainingVendors })}
              </p>
            )}
          </div>
        );
      case 'allSeen':
        return (
          <div className="grid justify-items-center gap-4 py-10 text-center">
            <div className="grid gap-2">
              <h2 ref={setTarget} tabIndex={-1} className="text-2xl font-bold">
                {t('matches.allSeenTitle')}
              </h2>
              <p className="text-muted-foreground">{t('matches.allSeenText')}</p>
            </div>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={onShowAcceptedMatches}>{t('matches.allSeenShowMatches')}</Button>
              <Button asChild variant="outline">
                <Link to="/vendors">{t('matches.allSeenVendors')}</Link>
              </Button>
            </div>
          </div>
        );
      case 'ready':
        return (
          <>
            {failure && (
              <Alert variant="error" title={t('matches.errors.decisionFailed')}>
                {failure.reason}
              </Alert>
            )}
            {/* The same card takes the next suggestion: its decision announcement stays. */}
            <MatchCard
              headingRef={setTarget}
              match={state.match}
              deciding={deciding}
              onAccept={() => void decide(onAccept, state.match)}
              onReject={() => void decide(onReject, state.match)}
              onOpenVendor={onOpenVendor}
            />
          </>
        );
    }
  }

  return (
    <div ref={containerRef} className="grid gap-4">
      {content()}
    </div>
  );
}

const statusKeys = {
  accepted: 'matches.statusAccepted',
  rejected: 'matches.statusRejected',
  none: 'matches.statusNone',
} as const;

/**
 * The decided matches under the chosen filter. Empty states (spec, Matches): 'Nessuna cronologia
 * match' when nothing has been decided yet, on every filter; 'Congratulazioni per i tuoi match!'
 * on 'Rifiutati' when nothing is rejected but something is accepted (every decision so far was
 * a yes). The spec has no text for 'Match!' empty while 'Rifiutati' is not: there a short
 * 'Nessun match accettato finora.' keeps the filter from showing a blank.
 */
function History({
  matches,
  filter,
  onFilterChange,
  onChangeStatus,
  onOpenVendor,
}: {
  matches: readonly HistoryMatch[];
  filter: HistoryFilter;
  onFilterChange: (filter: HistoryFilter) => void;
  onChangeStatus: (matchId: number, status: MatchDecision) => Promise<void>;
  onOpenVendor: (vendorId: number) => void;
}) {
  const t = useT();
  const [pendingId, setPendingId] = React.useState<number | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  const accepted = matches.filter((match) => match.status === 'accepted');
  const rejected = matches.filter((match) => match.status === 'rejected');
  const visible = filter === 'accepted' ? accepted : filter === 'rejected' ? rejected : matches;
  const counts = { accepted: accepted.length, rejected: rejected.length, all: matches.length };
  const labels = {
    accepted: t('matches.filterAccepted', { count: counts.accepted }),
    rejected: t('matches.filterRejected', { count: counts.rejected }),
    all: t('matches.filterAll', { count: counts.all }),
  };

  // A flipped match leaves the filtered list: focus goes to the card now in its place (or the
  // filter, when the list is empty) instead of falling to the page, and the move is announced.
  const refocus = React.useRef<{ matchId: number; index: number } | null>(null);
  const headings = React.useRef(new Map<number, HTMLHeadingElement>());
  const filterButtons = React.useRef(new Map<HistoryFilter, HTMLButtonElement>());
  const [announcement, setAnnouncement] = React.useState('');

  React.useEffect(() => {
    const moved = refocus.current;
    if (moved === null || visible.some((match) => match.id === moved.matchId)) return;
    refocus.current = null;
    const next = visible[Math.min(moved.index, visible.length - 1)];
    const target =
      next === undefined ? filterButtons.current.get(filter) : headings.current.get(next.id);
    target?.focus();
  });

  async function flip(matchId: number, status: MatchDecision) {
    setPendingId(matchId);
    setError(null);
    const match = visible.find((candidate) => candidate.id === matchId);
    refocus.current = {
      matchId,
      index: visible.findIndex((candidate) => candidate.id === matchId),
    };
    try {
      await onChangeStatus(matchId, status);
      if (match !== undefined) {
        setAnnouncement(
          status === 'rejected'
            ? t('matches.movedToRejected', { vendor: match.vendor.name })
            : t('matches.movedToAccepted', { vendor: match.vendor.name }),
        );
      }
    } catch (reason) {
      refocus.current = null;
      setError(
        t('matches.errors.updateMatchStatusFailed', {
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      );
    } finally {
      setPendingId(null);
    }
  }

  function emptyText() {
    if (matches.length === 0) return t('matches.historyEmpty');
    if (filter === 'rejected' && accepted.length > 0) return t('matches.historyEmptyText');
    if (filter === 'accepted') return t('matches.historyEmptyAccepted');
    return t('matches.historyEmpty');
  }

  return (
    <>
      <div role="group" aria-label={t('matches.historyFilters')} className="flex flex-wrap gap-2">
        {historyFilters.map((value) => {
          const pressed = value === filter;
          return (
            <Button
              key={value}
              ref={(button) => {
                if (button) filterButtons.current.set(value, button);
                else filterButtons.current.delete(value);
              }}
              size="sm"
              variant={pressed ? 'default' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onFilterChange(value)}
            >
              {labels[value]}
            </Button>
          );
        })}
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {visible.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{emptyText()}</p>
      ) : (
        <ul aria-label={t('matches.historyListLabel')} className="grid gap-3">
          {visible.map((match) => (
            <HistoryItem
              key={match.id}
              match={match}
              flipTo={
                filter === 'accepted' ? 'rejected' : filter === 'rejected' ? 'accepted' : null
              }
              pending={pendingId === match.id}
              headingRef={(heading) => {
                if (heading) headings.current.set(match.id, heading);
                else headings.current.delete(match.id);
              }}
              onFlip={(status) => void flip(match.id, status)}
              onOpenVendor={onOpenVendor}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function HistoryItem({
  match,
  flipTo,
  pending,
  headingRef,
  onFlip,
  onOpenVendor,
}: {
  match: HistoryMatch;
  /** The vendor's heading, for focus to land on when the card above it leaves the list. */
  headingRef: React.Ref<HTMLHeadingElement>;
  /** The flip this filter offers: '❌ Rifiuta' on accepted, '✅ Match!' on rejected. */
  flipTo: MatchDecision | null;
  pending: boolean;
  onFlip: (status: MatchDecision) => void;
  onOpenVendor: (vendorId: number) => void;
}) {
  const t = useT();
  const nameId = React.useId();
  const { vendor } = match;
  const email = vendor.email?.trim();

  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
      >
        <MatchHeading
          nameId={nameId}
          vendor={vendor}
          score={match.score}
          onOpenVendor={onOpenVendor}
          variant="history"
          headingRef={headingRef}
        />
        <p className="whitespace-pre-line">{match.description}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold">
            {t(statusKeys[match.status])}
          </span>
          {email && (
            <a
              href={mailtoHref(email, {
                subject: t('matches.emailSubject'),
                body: t('matches.emailBody', { vendor: vendor.name }),
              })}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('matches.contact')}
            </a>
          )}
          {flipTo && (
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              loading={pending}
              onClick={() => onFlip(flipTo)}
            >
              {flipTo === 'rejected' ? t('matches.reject') : t('matches.accept')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

export { historyFilters, isHistoryFilter, isMatchesTab, matchesTabs, MatchesScreen };
export type {
  HistoryFilter,
  HistoryMatch,
  HistoryState,
  MatchDecision,
  MatchesScreenProps,
  MatchesTab,
  NewMatchState,
};
