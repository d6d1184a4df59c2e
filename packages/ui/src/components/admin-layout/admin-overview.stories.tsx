import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AdminOverview } from './admin-overview';

const meta = {
  title: 'Admin/AdminOverview',
  component: AdminOverview,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Aziende' })).toHaveAttribute(
      'href',
      '/admin/aziende',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const NightFair: Story = { globals: { fair: 'night' } };
