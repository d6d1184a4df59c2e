import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { StatusScreen } from './status-screen';

const meta = {
  title: 'App shell/StatusScreen',
  component: StatusScreen,
  tags: ['autodocs'],
  args: { kind: 'notFound' },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: messages.statusPage.notFound.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messages.statusPage.home })).toBeInTheDocument();
  },
};

export const RenderError: Story = {
  args: { kind: 'error', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: messages.statusPage.retry }),
    ).toBeInTheDocument();
  },
};
