import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { CheckinStats } from './checkin-stats';

const meta = {
  title: 'Validate/CheckinStats',
  component: CheckinStats,
  tags: ['autodocs'],
  args: { stats: { today: 312, total: 12480 } },
} satisfies Meta<typeof CheckinStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.480')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.validate.stats.loading,
    );
  },
};

export const LoadFailed: Story = {
  args: { stats: undefined, error: 'Sessione scaduta' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Sessione scaduta/)).toBeVisible();
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Default, globals: { theme: 'example' } };
