import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { suggestedMatch } from '../../test/fair-fixtures';
import { MatchCard } from './match-card';

const meta = {
  title: 'Matches/MatchCard',
  component: MatchCard,
  tags: ['autodocs'],
  args: {
    match: suggestedMatch,
    onAccept: fn(),
    onReject: fn(),
    onOpenVendor: fn(),
  },
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const { matches } = messages;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('88%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Sito web/ })).toHaveAttribute(
      'href',
      'https://www.caffenero.example',
    );
    await userEvent.click(canvas.getByText(suggestedMatch.description));
    await expect(args.onOpenVendor).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: matches.interestedName }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Hai mostrato interesse per Caffè Nero Srl.',
    );
  },
};

export const KeyboardPass: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: matches.passName }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onOpenVendor).not.toHaveBeenCalled();
  },
};

export const SwipeRight: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    fireEvent.pointerDown(card, { pointerId: 1, pointerType: 'touch', clientX: 40, clientY: 100 });
    fireEvent.pointerMove(card, { pointerId: 1, pointerType: 'touch', clientX: 160, clientY: 105 });
    fireEvent.pointerUp(card, { pointerId: 1, pointerType: 'touch', clientX: 160, clientY: 105 });
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const WithoutContacts: Story = {
  args: {
    match: {
      ...suggestedMatch,
      vendor: { ...suggestedMatch.vendor, website: null, email: null, seeking: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(matches.seeking)).toBeNull();
  },
};

export const Deciding: Story = {
  args: { deciding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: matches.passName })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: matches.interestedName })).toBeDisabled();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Caffè Nero Srl' }),
    ).toBeVisible();
  },
};
