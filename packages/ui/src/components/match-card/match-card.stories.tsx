import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { suggestedMatch } from '../../test/fair-fixtures';
import { FooterNav } from '../footer-nav';
import { MatchCard } from './match-card';

/** Phone screens of the issue-16 pass, for the stories below. */
const phoneViewports = {
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  smallPhone: {
    name: 'Small phone 360×640',
    styles: { width: '360px', height: '640px' },
    type: 'mobile',
  },
} as const;

/** A description long enough to push the buttons below the fold of any phone. */
const longMatch = {
  ...suggestedMatch,
  vendor: {
    ...suggestedMatch.vendor,
    description: 'Torrefazione artigianale dal 1962, con miscele per bar e ristoranti. '.repeat(10),
  },
};

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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pass = canvas.getByRole('button', { name: matches.passName });
    await expect(pass).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: matches.interestedName })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Still focusable, so focus is not dropped while the next suggestion loads.
    await userEvent.click(pass);
    await expect(pass).toHaveFocus();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/**
 * The card as the app shows it on a phone: below the page's title and tabs, above the fixed
 * footer navigation. The decision buttons stick above the footer, so they are visible without
 * scrolling however long the description.
 */
export const Phone: Story = {
  args: { match: longMatch },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="min-h-dvh px-4 pt-52 pb-[4.5rem]">
        <Story />
        <FooterNav activePath="/matches" />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const footerTop = canvas.getByRole('navigation').getBoundingClientRect().top;
    for (const name of [matches.passName, matches.interestedName]) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(footerTop);
    }
    await userEvent.click(canvas.getByRole('button', { name: matches.interestedName }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const SmallPhone: Story = {
  ...Phone,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Caffè Nero Srl' }),
    ).toBeVisible();
  },
};
