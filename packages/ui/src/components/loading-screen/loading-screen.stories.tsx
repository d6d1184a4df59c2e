import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'App shell/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Caricamento...');
  },
};

export const CustomMessage: Story = { args: { message: messages.profile.loadingUser } };
