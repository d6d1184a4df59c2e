import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { LogoutButton } from '../logout-button';
import { AppHeader } from './app-header';

const meta = {
  title: 'App shell/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Fiera: torna alla home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveTextContent('Fiera');
  },
};

const onLogout = fn();

export const Authenticated: Story = {
  args: { actions: <LogoutButton onClick={onLogout} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Esci' }));
    await expect(onLogout).toHaveBeenCalledOnce();
  },
};

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="36"><rect width="160" height="36" rx="8" fill="#8a3b12"/><text x="12" y="25" font-size="18" font-family="Georgia" fill="#fff">Expo Demo</text></svg>',
  );

export const RebrandedWithLogo: Story = {
  decorators: [
    (Story) => (
      <BrandProvider config={{ ...defaultFairConfig, productName: 'Expo Demo', logoUrl: logo }}>
        <Story />
      </BrandProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Expo Demo: torna alla home' }),
    ).toBeInTheDocument();
  },
};

/** The same screen in the second example theme: a rebrand needs no code change. */
export const ExampleTheme: Story = { ...Default, globals: { theme: 'example' } };
