import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { problems, synced } from './scanner-fixtures';
import { ScannerStatus } from './scanner-status';

const { scanner } = messages.validate;

const meta = {
  title: 'Validate/ScannerStatus',
  component: ScannerStatus,
  tags: ['autodocs'],
  args: {
    online: true,
    offlineReady: true,
    queued: 0,
    synced,
    onSyncNow: fn(),
    onDismissProblems: fn(),
  },
} satisfies Meta<typeof ScannerStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(scanner.online)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: scanner.syncNow }));
    await expect(args.onSyncNow).toHaveBeenCalledOnce();
  },
};

/** The hall's Wi-Fi is down: scans are checked on the phone and wait to be sent. */
export const OfflineWithQueue: Story = {
  args: { online: false, queued: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(scanner.offline)).toBeVisible();
    await expect(canvas.getByText('12 ingressi da inviare')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { queued: 12, uploading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(scanner.uploading)).toBeVisible();
  },
};

/** Opened for the first time without network: no keys, no offline check. */
export const NotReady: Story = {
  args: {
    online: false,
    offlineReady: false,
    synced: { keys: null, revocations: null, upload: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(scanner.notReady)).toBeVisible();
  },
};

export const UsedTwice: Story = {
  args: { problems },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(scanner.problems.usedTwice);
    await userEvent.click(within(alert).getByRole('button', { name: scanner.problems.dismiss }));
    await expect(args.onDismissProblems).toHaveBeenCalledOnce();
  },
};

export const SyncFailed: Story = {
  args: { queued: 3, syncError: 'Errore di rete: controlla la connessione' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Ultima sincronizzazione non riuscita/),
    ).toBeVisible();
  },
};

export const ExampleTheme: Story = { ...OfflineWithQueue, globals: { theme: 'example' } };
