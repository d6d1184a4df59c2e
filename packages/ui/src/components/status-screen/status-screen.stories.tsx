import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { StatusScreen } from './status-screen';
import { statusScreenTexts } from './status-screen-texts';

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
      canvas.getByRole('heading', { level: 1, name: statusScreenTexts.notFound.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: statusScreenTexts.home })).toBeInTheDocument();
  },
};

export const RenderError: Story = {
  args: { kind: 'error', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: statusScreenTexts.retry })).toBeInTheDocument();
  },
};
