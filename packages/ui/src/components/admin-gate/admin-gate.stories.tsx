import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { adminGateMessages } from '../../i18n/messages/admin-gate';
import { AdminGate } from './admin-gate';
import { gateDashboard, updatedAt } from './gate-fixtures';

const { adminGate } = adminGateMessages;

const meta = {
  title: 'Admin/AdminGate',
  component: AdminGate,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'success', dashboard: gateDashboard, updatedAt, onRetry: fn() },
} satisfies Meta<typeof AdminGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aggiornato alle 11:04:05')).toBeVisible();
    await expect(canvas.getByText(adminGate.reentryDeny)).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: adminGate.perHour.caption }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: adminGate.perStaff.deleted })).toBeVisible();
  },
};

/** A phone at the second gate lost the network: one visitor went in twice meanwhile. */
export const OfflineProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: adminGate.offline.caption })).toBeVisible();
    await expect(canvas.getByText(adminGate.offline.usedTwice)).toBeVisible();
  },
};

export const ReentryAllowed: Story = {
  args: { dashboard: { ...gateDashboard, reentry: 'allow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adminGate.reentryAllow)).toBeVisible();
  },
};

/** Before the doors open: no bars, no staff. */
export const NoEntriesYet: Story = {
  args: {
    dashboard: {
      ...gateDashboard,
      today: 0,
      per_hour: [],
      per_staff: [],
      offline: { received: 0, problems: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adminGate.perHour.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', dashboard: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(adminGate.loading);
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'error',
    dashboard: undefined,
    error: 'Errore di rete: controlla la connessione',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Errore di rete/);
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The hall's Wi-Fi dropped: the last figures stay, with when they were taken. */
export const RefreshFailed: Story = {
  args: { refreshError: 'Errore di rete: controlla la connessione' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Aggiornamento non riuscito: Errore di rete: controlla la connessione. I dati mostrati sono quelli delle 11:04:05.',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The same screen at the dark example fair: a rebrand needs no code change. */
export const NightFair: Story = { ...Default, globals: { fair: 'night' } };
