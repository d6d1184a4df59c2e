import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { matchHistory, suggestedMatch } from '../../test/fair-fixtures';
import { MatchesScreen, type MatchesScreenProps } from './matches-screen';

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

export const AllSeen: Story = {
  args: { newMatch: { status: 'allSeen' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: matches.allSeenTitle })).toBeVisible();
    await expect(canvas.getByText(matches.allSeenText)).toBeVisible();
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
      'Errore nel caricamento dei match: Timeout',
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

export const HistoryEmpty: Story = {
  args: { activeTab: 'history', history: { status: 'success', matches: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(matches.historyEmpty)).toBeVisible();
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
