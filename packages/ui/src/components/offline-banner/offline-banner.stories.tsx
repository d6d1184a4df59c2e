import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { offline } from '../../i18n/messages/offline';
import { OfflineBanner } from './offline-banner';

const meta = {
  title: 'App shell/OfflineBanner',
  component: OfflineBanner,
  tags: ['autodocs'],
  args: { onUpdate: fn() },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(offline.banner.offlineDetail)).toBeVisible();
  },
};

export const UpdateReady: Story = {
  args: { updateReady: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(offline.banner.updateReady)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: offline.banner.update }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

export const Updating: Story = {
  args: { updateReady: true, updating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: offline.banner.update })).toBeDisabled();
  },
};

export const OfflineWithUpdate: Story = {
  args: { offline: true, updateReady: true },
};
