import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { accountPage, CURRENT_ADMIN_ID } from './account-fixtures';
import { AdminAccounts, type AdminAccountsProps } from './admin-accounts';

function renderAccounts(props: Partial<AdminAccountsProps> = {}) {
  const callbacks = {
    onQueryChange: vi.fn<AdminAccountsProps['onQueryChange']>(),
    onRoleFilterChange: vi.fn<AdminAccountsProps['onRoleFilterChange']>(),
    onOffsetChange: vi.fn<AdminAccountsProps['onOffsetChange']>(),
    onChangeRole: vi.fn<AdminAccountsProps['onChangeRole']>(() => Promise.resolve()),
    onResendVerification: vi.fn<AdminAccountsProps['onResendVerification']>(() =>
      Promise.resolve(),
    ),
    onDelete: vi.fn<AdminAccountsProps['onDelete']>(() => Promise.resolve()),
  };
  const result = render(
    <AdminAccounts
      status="success"
      page={accountPage()}
      query=""
      roleFilter={null}
      offset={0}
      pageSize={50}
      currentUserId={CURRENT_ADMIN_ID}
      {...callbacks}
      {...props}
    />,
  );
  return { ...result, ...callbacks };
}

const row = (name: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(name) }).closest('li') as HTMLElement;

describe('AdminAccounts', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  describe('given a page of accounts', () => {
    it('shows each with its e-mail, role, verification and check-in days', async () => {
      const { container } = renderAccounts();

      expect(screen.getByText('3 account trovati.')).toBeVisible();
      const giulia = within(row('Giulia Bianchi'));
      expect(giulia.getByText('giulia.bianchi@example.it')).toBeVisible();
      expect(giulia.getByRole('combobox', { name: 'Ruolo di Giulia Bianchi' })).toHaveDisplayValue(
        'Partecipante',
      );
      expect(giulia.getByText('Email verificata').nextElementSibling).toMatchTextContent('No');
      expect(giulia.getByText('Giorni con ingresso').nextElementSibling).toMatchTextContent('0');
      // An account without a name goes by its e-mail.
      expect(screen.getByRole('heading', { level: 2, name: 'staff@fiera.example' })).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('passes the search and the role filter on', async () => {
      const { onQueryChange, onRoleFilterChange } = renderAccounts();

      await userEvent.type(screen.getByRole('searchbox'), 'a');
      expect(onQueryChange).toHaveBeenCalledWith('a');
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Filtra per ruolo' }),
        'Staff',
      );
      expect(onRoleFilterChange).toHaveBeenCalledWith('staff');
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Filtra per ruolo' }),
        'Tutti i ruoli',
      );
      expect(onRoleFilterChange).toHaveBeenLastCalledWith(null);
    });
  });

  describe('given the admin’s own row', () => {
    it('can change nothing, and says why', () => {
      renderAccounts();
      const own = within(row('Anna Rossi'));

      const role = own.getByRole('combobox', { name: 'Ruolo di Anna Rossi' });
      expect(role).toBeDisabled();
      expect(role).toHaveAccessibleDescription(/È il tuo account/);
      expect(own.getByRole('button', { name: 'Elimina l’account di Anna Rossi' })).toBeDisabled();
      // Verified: nothing to send again.
      expect(own.queryByRole('button', { name: /Invia di nuovo/ })).toBeNull();
    });
  });

  describe('when a role is changed', () => {
    it('asks first, then changes it and says so', async () => {
      const { onChangeRole } = renderAccounts();
      const select = within(row('Giulia Bianchi')).getByRole('combobox', {
        name: 'Ruolo di Giulia Bianchi',
      });

      await userEvent.selectOptions(select, 'Staff');
      const confirm = await screen.findByRole('alertdialog', {
        name: 'Cambiare il ruolo di Giulia Bianchi?',
      });
      expect(confirm).toHaveAccessibleDescription(/Da Partecipante a Staff\./);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cambia ruolo' }));

      expect(onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 'staff');
      expect(
        await screen.findByText('Ruolo di Giulia Bianchi cambiato: ora è Staff.'),
      ).toBeVisible();
    });

    it('changes nothing when cancelled', async () => {
      const { onChangeRole } = renderAccounts();
      const select = within(row('Giulia Bianchi')).getByRole('combobox', {
        name: 'Ruolo di Giulia Bianchi',
      });

      await userEvent.selectOptions(select, 'Amministratore');
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annulla' }),
      );

      expect(onChangeRole).not.toHaveBeenCalled();
      expect(select).toHaveDisplayValue('Partecipante');
      await expect.poll(() => document.activeElement).toBe(select);
    });
  });

  describe('when the verification is sent again', () => {
    it('says so, or why it failed, in Italian', async () => {
      const { onResendVerification } = renderAccounts();
      const resend = within(row('Giulia Bianchi')).getByRole('button', {
        name: 'Invia di nuovo la verifica a Giulia Bianchi',
      });

      await userEvent.click(resend);
      expect(onResendVerification).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
      expect(
        await screen.findByText('Verifica inviata di nuovo a giulia.bianchi@example.it.'),
      ).toBeVisible();

      onResendVerification.mockRejectedValueOnce(new Error('L’indirizzo è già verificato.'));
      await userEvent.click(resend);
      expect(await within(row('Giulia Bianchi')).findByRole('alert')).toMatchTextContent(
        'Verifica non inviata a giulia.bianchi@example.it: L’indirizzo è già verificato.',
      );
    });
  });

  describe('when an account is deleted', () => {
    it('asks first, deletes it and moves the focus to the heading', async () => {
      const { onDelete } = renderAccounts();

      await userEvent.click(
        screen.getByRole('button', { name: 'Elimina l’account di staff@fiera.example' }),
      );
      const confirm = await screen.findByRole('alertdialog', {
        name: 'Eliminare l’account di staff@fiera.example?',
      });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina account' }));

      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
      expect(await screen.findByText('Account di staff@fiera.example eliminato.')).toBeVisible();
      await expect
        .poll(() => document.activeElement)
        .toBe(screen.getByRole('heading', { level: 1, name: 'Account' }));
    });
  });

  describe('given more than a page', () => {
    it('pages forward and back', async () => {
      const { onOffsetChange } = renderAccounts({ page: accountPage(120), offset: 50 });

      const pages = screen.getByRole('navigation', { name: 'Pagine degli account' });
      expect(within(pages).getByText('Pagina 2 di 3')).toBeVisible();
      await userEvent.click(within(pages).getByRole('button', { name: 'Successiva' }));
      expect(onOffsetChange).toHaveBeenLastCalledWith(100);
      await userEvent.click(within(pages).getByRole('button', { name: 'Precedente' }));
      expect(onOffsetChange).toHaveBeenLastCalledWith(0);
    });
  });

  describe('given the load failed', () => {
    it('says why and offers Riprova', () => {
      renderAccounts({
        status: 'error',
        page: undefined,
        error: 'Accesso riservato agli amministratori.',
      });
      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare gli account: Accesso riservato agli amministratori.',
      );
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    it('never scrolls sideways', async () => {
      await page.viewport(320, 640);
      const page120 = accountPage(120);
      const [named, unnamed] = page120.items;
      if (named === undefined || unnamed === undefined) throw new Error('fixture changed');
      // Unbroken names and addresses as people type them (adversarial pass).
      const items = [
        ...page120.items,
        { ...named, id: 7, first_name: 'Bartolomeo'.repeat(8), last_name: null },
        { ...unnamed, id: 8, email: `${'indirizzo'.repeat(8)}@example.it` },
      ];
      renderAccounts({ page: { ...page120, items } });
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
