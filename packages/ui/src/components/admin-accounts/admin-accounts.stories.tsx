import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { accountPage, CURRENT_ADMIN_ID } from './account-fixtures';
import { AdminAccounts, type AdminAccountsProps } from './admin-accounts';

const meta = {
  title: 'Admin/AdminAccounts',
  component: AdminAccounts,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'success',
    page: accountPage(),
    query: '',
    onQueryChange: fn(),
    roleFilter: null,
    onRoleFilterChange: fn(),
    offset: 0,
    pageSize: 50,
    onOffsetChange: fn(),
    currentUserId: CURRENT_ADMIN_ID,
    onRetry: fn(),
    onChangeRole: fn<AdminAccountsProps['onChangeRole']>(() => Promise.resolve()),
    onResendVerification: fn<AdminAccountsProps['onResendVerification']>(() => Promise.resolve()),
    onDelete: fn<AdminAccountsProps['onDelete']>(() => Promise.resolve()),
  },
} satisfies Meta<typeof AdminAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Ruolo di Giulia Bianchi' }),
      'Staff',
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cambia ruolo' }));
    await expect(args.onChangeRole).toHaveBeenCalled();
  },
};

export const Paged: Story = { args: { page: accountPage(120), offset: 50 } };

export const Updating: Story = { args: { updating: true } };

export const Loading: Story = { args: { status: 'loading', page: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', page: undefined, error: 'Errore di rete: controlla la connessione' },
};

export const NoneFound: Story = { args: { page: { items: [], total: 0 }, query: 'zzz' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const TerracottaFair: Story = { globals: { fair: 'terracotta' } };
