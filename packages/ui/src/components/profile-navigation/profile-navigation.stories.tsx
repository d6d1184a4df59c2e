import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { ProfileNavigation } from './profile-navigation';

const meta = {
  title: 'Profile/ProfileNavigation',
  component: ProfileNavigation,
  tags: ['autodocs'],
  args: { activePath: '/profile' },
} satisfies Meta<typeof ProfileNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attendee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: messages.nav.validate })).toBeNull();
  },
};

export const Staff: Story = {
  args: { isStaff: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: messages.nav.validate }),
    ).toHaveAttribute('href', '/validate');
  },
};

export const Admin: Story = {
  args: { isStaff: true, isAdmin: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: messages.nav.admin }),
    ).toHaveAttribute('href', '/admin');
  },
};

export const ExampleTheme: Story = { args: { isStaff: true }, globals: { theme: 'example' } };
