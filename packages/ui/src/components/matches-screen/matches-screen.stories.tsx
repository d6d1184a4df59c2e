import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { matchHistory, suggestedMatch } from '../../test/fair-fixtures';
import type { SuggestedMatch } from '../match-card';
import { MatchesScreen, type MatchesScreenProps, type NewMatchState } from './matches-screen';

const [, birrificio] = matchHistory;

/** The suggestion that follows `suggestedMatch` in the deciding stories. */
const secondMatch: SuggestedMatch | undefined = birrificio && {
  id: birrificio.id,
  score: birrificio.score,
  description: birrificio.description,
  vendor: birrificio.vendor,
};

/** The stateful screen where each decision brings the next of `after` (then all seen). */
function DecidingMatchesScreen({
  after,
  ...props
}: MatchesScreenProps & { after: readonly NewMatchState[] }) {
  const [step, setStep] = React.useState(-1);
  const next =
    (decide: (match: SuggestedMatch) => Promise<void>) => async (match: SuggestedMatch) => {
      await decide(match);
      setStep((current) => current + 1);
    };
  return (
    <StatefulMatchesScreen
      {...props}
      newMatch={step < 0 ? props.newMatch : (after[step] ?? { status: 'allSeen' })}
      onAccept={next(props.onAccept)}
      onReject={next(props.onReject)}
    />
  );
}

/** The screen with its tab and filter held in state, as the app holds them. */
function StatefulMatchesScreen(props: MatchesScreenProps) {
  const [activeTab, setActiveTab] = React.useState(props.activeTab);
  const [historyFilter, setHistoryFilter] = React.useState(props.historyFilter);
  return (
    <MatchesScreen
      {...props}
      activeTab={activeTab}
      onTabChange={(tab) => {
        setActiveTab(tab);
        props.onTabChange(tab);
      }}
      historyFilter={historyFilter}
      onHistoryFilterChange={(filter) => {
        setHistoryFilter(filter);
        props.onHistoryFilterChange(filter);
      }}
    />
  );
}

const meta = {
  title: 'Matches/MatchesScreen',
  component: MatchesScreen,
  tags: ['autodocs'],
  render: (args) => <StatefulMatchesScreen {...args} />,
  args: {
    activeTab: 'new',
    onTabChange: fn(),
    historyFilter: 'accepted',
    onHistoryFilterChange: fn(),
    newMatch: { status: 'ready', match: suggestedMatch },
    onRetry: fn(),
    onAccept: fn(() => Promise.resolve()),
    onReject: fn(() => Promise.resolve()),
    onOpenVendor: fn(),
    history: { status: 'success', matches: matchHistory },
    onRetryHistory: fn(),
    onChangeStatus: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { matches } = messages;

export const NewMatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: matches.tabNew })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: matches.interestedName }));
    await expect(args.onAccept).toHaveBeenCalledWith(suggestedMatch);
  },
};

export const Loading: Story = {
  args: { newMatch: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(matches.loading);
  },
};

export const Generating: Story = {
  args: { newMatch: { status: 'generating', remainingVendors: 42 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(matches.generating);
    await expect(status).toHaveTextContent('Stiamo analizzando 42 aziende');
  },
};

/** Every vendor seen, with the way on: the accepted matches, or the exhibitor directory. */
export const AllSeen: Story = {
  args: { newMatch: { status: 'allSeen' }, historyFilter: 'all' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: matches.allSeenTitle })).toBeVisible();
    await expect(canvas.getByText(matches.allSeenText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: matches.allSeenVendors })).toHaveAttribute(
      'href',
      '/vendors',
    );
    await userEvent.click(canvas.getByRole('button', { name: matches.allSeenShowMatches }));
    await expect(args.onHistoryFilterChange).toHaveBeenCalledWith('accepted');
    await expect(args.onTabChange).toHaveBeenCalledWith('history');
    await expect(canvas.getByRole('tab', { name: matches.tabHistory })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '✅ Match! (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** After a decision focus moves to the next card's heading; the decision is announced. */
export const DecisionMovesFocus: Story = {
  render: (args) => (
    <DecidingMatchesScreen
      {...args}
      after={secondMatch ? [{ status: 'ready', match: secondMatch }] : []}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: matches.interestedName }));
    const next = await canvas.findByRole('heading', { level: 2, name: 'Birrificio Alpino' });
    await waitFor(() => expect(next).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Hai mostrato interesse per Caffè Nero Srl.',
    );
  },
};

/** The last decision leads to the all-seen message, which takes the focus. */
export const LastDecision: Story = {
  render: (args) => <DecidingMatchesScreen {...args} after={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: matches.passName }));
    const title = await canvas.findByRole('heading', { name: matches.allSeenTitle });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

export const Error: Story = {
  args: { newMatch: { status: 'error', error: 'Servizio non disponibile' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Errore nel caricamento dei match: Servizio non disponibile',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DecisionFailed: Story = {
  args: { onReject: fn(() => Promise.reject(new globalThis.Error('Timeout'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: matches.passName }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `${matches.errors.decisionFailed}Timeout`,
    );
  },
};

export const HistoryAccepted: Story = {
  args: { activeTab: 'history' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '✅ Match! (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Caffè Nero Srl' })).getByRole('button', {
        name: matches.reject,
      }),
    );
    await expect(args.onChangeStatus).toHaveBeenCalledWith(11, 'rejected');
  },
};

export const HistoryRejected: Story = {
  args: { activeTab: 'history', historyFilter: 'rejected' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: matches.accept }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(13, 'accepted');
  },
};

export const HistoryAll: Story = {
  args: { activeTab: 'history', historyFilter: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: matches.reject })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: matches.contact })).toHaveLength(2);
  },
};

export const SwitchingTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: matches.tabHistory }));
    await expect(args.onTabChange).toHaveBeenCalledWith('history');
    await userEvent.click(canvas.getByRole('button', { name: 'Tutti (3)' }));
    await expect(args.onHistoryFilterChange).toHaveBeenCalledWith('all');
  },
};

/** A new user's history: the spec's 'Nessuna cronologia match', on every filter. */
export const HistoryEmpty: Story = {
  args: { activeTab: 'history', history: { status: 'success', matches: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const filter of ['✅ Match! (0)', '❌ Rifiutati (0)', 'Tutti (0)']) {
      await userEvent.click(canvas.getByRole('button', { name: filter }));
      await expect(canvas.getByText(matches.historyEmpty)).toBeVisible();
    }
  },
};

/** Rejections only: the spec has no text for this, so a short one keeps 'Match!' from a blank. */
export const NothingAccepted: Story = {
  args: {
    activeTab: 'history',
    history: { status: 'success', matches: matchHistory.slice(2) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(matches.historyEmptyAccepted)).toBeVisible();
    await expect(canvas.queryByText(matches.historyEmptyText)).toBeNull();
  },
};

export const NothingRejected: Story = {
  args: {
    activeTab: 'history',
    historyFilter: 'rejected',
    history: { status: 'success', matches: matchHistory.slice(0, 2) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(matches.historyEmptyText)).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  args: { activeTab: 'history', history: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(matches.loading);
  },
};

export const HistoryError: Story = {
  args: { activeTab: 'history', history: { status: 'error', error: 'Timeout' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossibile caricare la cronologia dei match: Timeout',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetryHistory).toHaveBeenCalledOnce();
  },
};

export const StatusUpdateFailed: Story = {
  args: {
    activeTab: 'history',
    onChangeStatus: fn(() => Promise.reject(new globalThis.Error('Match non trovato'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Caffè Nero Srl' })).getByRole('button', {
        name: matches.reject,
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile aggiornare lo stato del match: Match non trovato',
    );
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  args: { activeTab: 'history', historyFilter: 'all' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: matches.tabHistory }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};
