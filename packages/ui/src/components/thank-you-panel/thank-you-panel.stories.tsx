import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ThankYouPanel } from './thank-you-panel';

const meta = {
  title: 'Accounts/ThankYouPanel',
  component: ThankYouPanel,
  tags: ['autodocs'],
} satisfies Meta<typeof ThankYouPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: messages.thankYou.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(messages.thankYou.checkEmail)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messages.thankYou.goToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ExampleTheme: Story = { globals: { theme: 'example' } };
