import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { suggestedMatch } from '../../test/fair-fixtures';
import { MatchHeading } from './match-heading';

const meta = {
  title: 'Matches/MatchHeading',
  component: MatchHeading,
  tags: ['autodocs'],
  args: {
    nameId: 'match-heading-story',
    vendor: suggestedMatch.vendor,
    score: suggestedMatch.score,
    onOpenVendor: fn(),
    variant: 'suggestion',
  },
} satisfies Meta<typeof MatchHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestion: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('88%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Caffè Nero Srl' }));
    await expect(args.onOpenVendor).toHaveBeenCalledWith(suggestedMatch.vendor.id);
  },
};

export const History: Story = {
  args: { variant: 'history', score: 0.614 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('61%')).toBeVisible();
    canvas.getByRole('button', { name: 'Caffè Nero Srl' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenVendor).toHaveBeenCalledOnce();
  },
};
