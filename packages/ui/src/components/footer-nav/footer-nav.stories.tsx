import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { FooterNav } from './footer-nav';

const meta = {
  title: 'App shell/FooterNav',
  component: FooterNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { activePath: '/' },
  argTypes: {
    activePath: {
      control: 'select',
      options: ['/', '/profile', '/vendors', '/events', '/map', '/matches', '/validate'],
    },
  },
} satisfies Meta<typeof FooterNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigazione principale' });
    const links = within(nav).getAllByRole('link');
    const expected = ['Home', 'Profilo', 'Aziende', 'Eventi', 'Mappa', 'Fiera MATCH'];
    await expect(links).toHaveLength(expected.length);
    for (const [index, name] of expected.entries()) {
      await expect(links[index]).toHaveAccessibleName(name);
    }
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MatchesActive: Story = {
  args: { activePath: '/matches' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fiera MATCH' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const NoActiveLink: Story = { args: { activePath: '/validate' } };

const PHONE_WIDTH = 320;

/** Lines a text node takes: a label broken inside a word takes more than its words. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * The smallest phone the fair supports: six items in 320 px, no horizontal scrolling, every
 * label readable under its icon and every link a touch target of at least 44 × 44 px.
 */
export const Phone: Story = {
  args: { activePath: '/events' },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      // The transform makes this frame the containing block of the fixed nav, so the nav
      // spans 320 px whatever the size of the test browser's window.
      <div style={{ width: PHONE_WIDTH, height: 160, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);

    const navBox = nav.getBoundingClientRect();
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(6);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(navBox.left);
      await expect(box.right).toBeLessThanOrEqual(navBox.right);
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);

      const icon = link.querySelector('svg');
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      const label = link.querySelector('span');
      if (label === null) throw new Error(`no label in ${link.textContent ?? ''}`);
      await expect(label).toBeVisible();
      // One line per word at most: no word of a label is broken or cut off.
      const words = (label.textContent ?? '').split(/\s+/).length;
      await expect(lineCount(label)).toBeLessThanOrEqual(words);
    }
    await expect(within(nav).getByRole('link', { name: 'Eventi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Home, globals: { theme: 'example' } };
