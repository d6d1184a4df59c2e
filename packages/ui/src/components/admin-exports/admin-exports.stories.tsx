import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AdminExports } from './admin-exports';

const meta = {
  title: 'Admin/AdminExports',
  component: AdminExports,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onDownload: fn() },
} satisfies Meta<typeof AdminExports>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scarica Partecipanti' }));
    await expect(args.onDownload).toHaveBeenCalledWith('attendees');
    await expect(canvas.getByText(/niente email, telefono/)).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { states: { checkins: { status: 'downloading' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Preparazione di Ingressi...' }),
    ).toBeDisabled();
  },
};

export const Downloaded: Story = {
  args: { states: { attendees: { status: 'done', fileName: 'partecipanti-2026-10-16.csv' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Download avviato: partecipanti-2026-10-16.csv',
    );
  },
};

export const Failed: Story = {
  args: {
    states: {
      decisions: { status: 'error', message: 'Errore di rete: controlla la connessione' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Download di Decisioni di matching non riuscito: Errore di rete: controlla la connessione',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The same screen at the warm example fair: a rebrand needs no code change. */
export const TerracottaFair: Story = { ...Default, globals: { fair: 'terracotta' } };
