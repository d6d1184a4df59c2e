import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { PrivacyNotice } from './privacy-notice';

const meta = {
  title: 'Account/PrivacyNotice',
  component: PrivacyNotice,
  tags: ['autodocs'],
} satisfies Meta<typeof PrivacyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: messages.privacyNotice.title }),
    ).toBeInTheDocument();
  },
};
