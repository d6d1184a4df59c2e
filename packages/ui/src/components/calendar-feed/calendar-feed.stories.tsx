import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { CalendarFeed } from './calendar-feed';

const FEED_URL = 'https://fiera.example/api/calendar/k3Y9xQ-example-token/agenda.ics';

const meta = {
  title: 'Profile/CalendarFeed',
  component: CalendarFeed,
  tags: ['autodocs'],
  args: {
    status: 'success',
    active: false,
    createdAt: null,
    onRetry: fn(),
    onCreate: fn(() => Promise.resolve(FEED_URL)),
    onDisable: fn(() => Promise.resolve()),
    onCopyUrl: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CalendarFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

const { calendar } = messages.profile;

export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(calendar.hint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: calendar.activate })).toBeEnabled();
  },
};

export const Activated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: calendar.activate }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('textbox', { name: calendar.urlLabel })).toHaveValue(
      FEED_URL,
    );
    await expect(canvas.getByRole('link', { name: calendar.open })).toHaveAttribute(
      'href',
      'webcal://fiera.example/api/calendar/k3Y9xQ-example-token/agenda.ics',
    );
    await userEvent.click(canvas.getByRole('button', { name: calendar.copy }));
    await expect(args.onCopyUrl).toHaveBeenCalledWith(FEED_URL);
    await expect(await canvas.findByRole('status')).toHaveTextContent(calendar.copied);
  },
};

export const Active: Story = {
  args: { active: true, createdAt: '2026-10-01T09:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/è attivo dal/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: calendar.renew })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

// The dialog is portalled to <body>, outside the story's canvas.
export const DisableConfirmation: Story = {
  args: { active: true, createdAt: '2026-10-01T09:00:00.000Z' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: calendar.disable }));
    const dialog = await screen.findByRole('alertdialog', { name: calendar.disableTitle });
    await expect(
      within(dialog).getByRole('button', { name: messages.profile.cancel }),
    ).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: calendar.disable }));
    await expect(args.onDisable).toHaveBeenCalledOnce();
  },
};

export const ActivateFailed: Story = {
  args: { onCreate: fn(() => Promise.reject(new globalThis.Error('Sessione scaduta'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: calendar.activate }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile attivare il link: Sessione scaduta',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(calendar.loading);
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'Servizio non disponibile' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossibile caricare il calendario: Servizio non disponibile',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
