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

export const Phone: Story = {
  args: { activePath: '/events' },
  globals: { viewport: { value: 'mobile1' } },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Home, globals: { theme: 'example' } };
