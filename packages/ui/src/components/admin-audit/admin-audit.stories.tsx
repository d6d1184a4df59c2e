import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { adminAuditMessages } from '../../i18n/messages/admin-audit';
import { AdminAudit } from './admin-audit';
import { auditEntries } from './audit-fixtures';

const { adminAudit } = adminAuditMessages;

const meta = {
  title: 'Admin/AdminAudit',
  component: AdminAudit,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'success',
    entries: auditEntries(),
    hasMore: true,
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminAudit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(adminAudit.actions.fairConfigUpdate)).toBeVisible();
    await expect(
      canvas.getByText('organizzatrice@fiera.example (account eliminato)'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: adminAudit.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: adminAudit.loadingMore }),
    ).toBeDisabled();
  },
};

export const LoadMoreFailed: Story = {
  args: { loadMoreError: 'Errore di rete: controlla la connessione' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Impossibile caricare altre attività: Errore di rete: controlla la connessione',
    );
  },
};

/** The last page: no 'Carica altri'. */
export const End: Story = {
  args: { entries: auditEntries(13), hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adminAudit.end)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adminAudit.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(adminAudit.loading);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', entries: undefined, error: 'Sessione scaduta' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Impossibile caricare il registro: Sessione scaduta',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The same screen at the dark example fair: a rebrand needs no code change. */
export const NightFair: Story = { ...Default, globals: { fair: 'night' } };
