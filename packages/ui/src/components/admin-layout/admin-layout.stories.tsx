import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AdminLayout } from './admin-layout';
import { AdminOverview } from './admin-overview';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { activePath: '/admin', children: <AdminOverview /> },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: 'Sezioni dell’amministrazione',
    });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(nav).getByRole('link', { name: 'Panoramica' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone the sections are a row of tabs that scrolls sideways, the active one in view. */
export const Phone: Story = {
  args: { activePath: '/admin/registro' },
  globals: { viewport: { value: 'mobile1' } },
};

export const TerracottaFair: Story = { globals: { fair: 'terracotta' } };
