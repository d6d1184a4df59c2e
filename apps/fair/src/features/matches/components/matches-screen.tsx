import type { Schemas } from '@fiera/api-client';
import type { SuggestedMatch, MatchVendor } from '@fiera/ui/components/match-card';
import {
  isHistoryFilter,
  isMatchesTab,
  MatchesScreen as MatchesView,
  type HistoryFilter,
  type HistoryMatch,
  type HistoryState,
  type MatchDecision,
  type MatchesTab,
  type NewMatchState,
} from '@fiera/ui/components/matches-screen';
import { ProfileSetupGate, type ProfileSetupValues } from '@fiera/ui/components/profile-setup-gate';
import { useT, type Translate } from '@fiera/ui/i18n/matches';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as React from 'react';
import { RouterLink } from '../../../components/router-link';
import { useApiClient } from '../../../lib/api';
import { backTo } from '../../../lib/back-navigation';
import { errorMessage } from '../../../lib/error-message';
import { loadView } from '../../../lib/load-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptMatch, useRejectMatch } from '../api/decide-match';
import { useCurrentUser } from '../api/get-current-user';
import { matchHistoryQueryOptions } from '../api/get-match-history';
import { matchVendorsQueryOptions } from '../api/get-match-vendors';
import { newMatchQueryOptions } from '../api/get-new-match';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateMatchStatus } from '../api/update-match-status';

interface MatchesScreenProps {
  /** The user the session was opened with; the screen follows its later refreshes. */
  user: Schemas['User'] | null;
  /** Reloads GET /api/users/me into the auth state. */
  refreshUser: () => Promise<void>;
  /** From the navigation state: 'Indietro' from a vendor page brings them back. */
  initialTab?: unknown;
  initialHistoryFilter?: unknown;
}

/** Spec §5: matching needs both texts; blanks count as missing. */
function isProfileComplete(user: Schemas['User']) {
  return Boolean(user.seeking?.trim() && user.description?.trim());
}

type VendorIndex = ReadonlyMap<number, MatchVendor>;

/** A match with its vendor: the new-match answer's card, or the history's from the list. */
function withVendor(
  match: Schemas['Match'],
  vendor: MatchVendor | null | undefined,
  t: Translate,
): SuggestedMatch & Pick<Schemas['Match'], 'status'> {
  return {
    id: match.id,
    score: match.score,
    description: match.description,
    status: match.status,
    vendor: vendor ?? {
      // A vendor removed since the match was scored still gets a card the user can decide on.
      id: match.vendor_id,
      name: t('matches.unknownVendor', { id: match.vendor_id }),
      description: null,
      seeking: null,
      website: null,
      email: null,
    },
  };
}

/** Failed and not retrying: a stale answer is no use here, it would offer a decided match. */
function failed(query: UseQueryResult<unknown, unknown>) {
  return query.isError && !query.isFetching;
}

/** Smart matching: the profile gate, then one suggestion at a time and the history. */
export function MatchesScreen({
  user: sessionUser,
  refreshUser,
  initialTab,
  initialHistoryFilter,
}: MatchesScreenProps) {
  const t = useT();
  useDocumentTitle(t('matches.pageTitle'));
  const { $api } = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser(sessionUser);
  const complete = user !== null && isProfileComplete(user);

  const [activeTab, setActiveTab] = React.useState<MatchesTab>(
    isMatchesTab(initialTab) ? initialTab : 'new',
  );
  const [historyFilter, setHistoryFilter] = React.useState<HistoryFilter>(
    isHistoryFilter(initialHistoryFilter) ? initialHistoryFilter : 'accepted',
  );
  // Spec §4: after the gate the wait reads as generating, not as a plain load.
  const [justSetUp, setJustSetUp] = React.useState(false);

  const historyKey = matchHistoryQueryOptions($api).queryKey;
  const newMatchKey = newMatchQueryOptions($api).queryKey;
  // The history loads when first shown and, once loaded, stays subscribed so a decision can
  // reload it; an answer cached from an earlier visit counts as loaded.
  const [historyLoaded, setHistoryLoaded] = React.useState(
    () => activeTab === 'history' || queryClient.getQueryData(historyKey) !== undefined,
  );

  // The suggestion carries its vendor's card; only the history needs the exhibitor list.
  const newMatchQuery = useQuery({ ...newMatchQueryOptions($api), enabled: complete });
  const historyQuery = useQuery({
    ...matchHistoryQueryOptions($api),
    enabled: complete && historyLoaded,
  });
  const vendorsQuery = useQuery({
    ...matchVendorsQueryOptions($api),
    enabled: complete && historyLoaded,
  });

  const updateProfile = useUpdateProfile();
  const acceptMatch = useAcceptMatch();
  const rejectMatch = useRejectMatch();
  const updateMatchStatus = useUpdateMatchStatus();

  const vendorIndex = React.useMemo<VendorIndex>(
    () => new Map((vendorsQuery.data ?? []).map((vendor) => [vendor.id, vendor])),
    [vendorsQuery.data],
  );

  // The ui components show an Error's message: the server's Italian detail, else the catalogue's.
  const failure = (error: unknown, failedText?: string) =>
    new Error(errorMessage(error, t, { failed: failedText }));

  if (!user) return null;

  if (!complete) {
    async function completeProfile(values: ProfileSetupValues) {
      if (!user) return;
      try {
        await updateProfile.mutateAsync({ params: { path: { id: user.id } }, body: values });
        setJustSetUp(true);
        await refreshUser();
      } catch (error) {
        throw failure(error, t('matches.errors.profileUpdateFailed'));
      }
    }
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight">{t('matches.title')}</h1>
        <ProfileSetupGate user={user} onSubmit={completeProfile} />
      </div>
    );
  }

  function newMatchState(): NewMatchState {
    if (failed(newMatchQuery)) {
      return {
        status: 'error',
        error: errorMessage(newMatchQuery.error, t),
      };
    }
    const waiting: NewMatchState = justSetUp ? { status: 'generating' } : { status: 'loading' };
    const data = newMatchQuery.data;
    if (!data) return waiting;
    if (data.match === null) {
      return data.remaining_vendors > 0
        ? { status: 'generating', remainingVendors: data.remaining_vendors }
        : { status: 'allSeen' };
    }
    return { status: 'ready', match: withVendor(data.match, data.vendor, t) };
  }

  function historyState(): HistoryState {
    const history = loadView(historyQuery, t);
    const vendors = loadView(vendorsQuery, t);
    if (history.status === 'error' || vendors.status === 'error') {
      return { status: 'error', error: history.error ?? vendors.error };
    }
    if (history.status === 'loading' || vendors.status === 'loading') return { status: 'loading' };
    const matches: HistoryMatch[] = (history.data ?? []).map((match) =>
      withVendor(match, vendorIndex.get(match.vendor_id), t),
    );
    return { status: 'success', matches };
  }

  function changeTab(tab: MatchesTab) {
    setActiveTab(tab);
    if (tab === 'history') setHistoryLoaded(true);
  }

  async function decide(match: SuggestedMatch, decision: MatchDecision) {
    const mutation = decision === 'accepted' ? acceptMatch : rejectMatch;
    try {
      await mutation.mutateAsync({ params: { path: { vendorId: match.vendor.id } } });
      // Spec §4: the history first (when it has been loaded), then the next suggestion.
      if (historyLoaded) await queryClient.invalidateQueries({ queryKey: historyKey });
      await queryClient.invalidateQueries({ queryKey: newMatchKey });
    } catch (error) {
      throw failure(error);
    }
  }

  async function changeStatus(matchId: number, status: MatchDecision) {
    try {
      await updateMatchStatus.mutateAsync({ params: { path: { matchId }, query: { status } } });
      await queryClient.invalidateQueries({ queryKey: historyKey });
    } catch (error) {
      throw failure(error);
    }
  }

  function retry(...queries: UseQueryResult<unknown, unknown>[]) {
    for (const query of queries) if (query.isError) void query.refetch();
  }

  function openVendor(vendorId: number) {
    void navigate({
      to: '/vendor/$vendorId',
      params: { vendorId: String(vendorId) },
      state: backTo({ href: '/matches', activeTab, historyFilter }),
    });
  }

  return (
    <MatchesView
      activeTab={activeTab}
      onTabChange={changeTab}
      historyFilter={historyFilter}
      onHistoryFilterChange={setHistoryFilter}
      newMatch={newMatchState()}
      onRetry={() => retry(newMatchQuery)}
      onAccept={(match) => decide(match, 'accepted')}
      onReject={(match) => decide(match, 'rejected')}
      onOpenVendor={openVendor}
      history={historyState()}
      onRetryHistory={() => retry(historyQuery, vendorsQuery)}
      onChangeStatus={changeStatus}
      linkComponent={RouterLink}
    />
  );
}
