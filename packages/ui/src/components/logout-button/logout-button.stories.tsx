import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { LogoutButton } from './logout-button';

const meta = {
  title: 'App shell/LogoutButton',
  component: LogoutButton,
  tags: ['autodocs'],
  args: { onClick: fn() },
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Esci' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Esci' })).toBeDisabled();
  },
};
