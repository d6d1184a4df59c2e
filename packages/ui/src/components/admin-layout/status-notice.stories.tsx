import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatusNotice } from './status-notice';

const meta = {
  title: 'Admin/StatusNotice',
  component: StatusNotice,
  tags: ['autodocs'],
  args: { message: 'Modifiche a Officine Rossi salvate.' },
} satisfies Meta<typeof StatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Modifiche a Officine Rossi salvate.',
    );
  },
};

export const Empty: Story = { args: { message: null } };
