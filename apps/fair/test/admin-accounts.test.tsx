import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../src/features/admin/accounts/use-debounced-value';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The signed-in admin is user 1 (helpers' userWith).
const admin = fakeAuth(userWith('admin'));

function account(id: number, email: string, fields: Partial<Schemas['Account']> = {}) {
  return {
    id,
    email,
    role: 'attendee',
    first_name: null,
    last_name: null,
    company_name: null,
    is_verified: true,
    created_at: '2026-10-01T09:00:00.000Z',
    last_login: null,
    checkins: 0,
    ...fields,
  } satisfies Schemas['Account'];
}

/** /admin/account on a server with three accounts; records each list request's query. */
async function renderAccounts(handlers: Parameters<typeof apiClient>[0] = {}) {
  const accounts = [
    account(3, 'giulia.bianchi@example.it', {
      first_name: 'Giulia',
      last_name: 'Bianchi',
      is_verified: false,
    }),
    account(2, 'staff@fiera.example', { role: 'staff', checkins: 2 }),
    account(1, 'giulia.bianchi@example.com', { role: 'admin', first_name: 'Anna' }),
  ];
  const searches: URLSearchParams[] = [];
  const api = apiClient({
    'GET /api/admin/users': (request) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const role = query.get('role');
      const items = accounts.filter((item) => role === null || item.role === role);
      return Response.json({ items, total: items.length } satisfies Schemas['AccountPage']);
    },
    ...handlers,
  });
  renderRoutes('/admin/account', admin, api);
  await screen.findByText('giulia.bianchi@example.it');
  return { accounts, searches };
}

const rowOf = (email: string) => screen.getByText(email).closest('li') as HTMLElement;

describe('Account in the back-office', () => {
  it('asks for the first page, 50 accounts, newest first', async () => {
    const { searches } = await renderAccounts();

    expect(searches[0]?.get('limit')).toBe('50');
    expect(searches[0]?.get('offset')).toBe('0');
    expect(searches[0]?.has('q')).toBe(false);
    expect(screen.getByText('3 account trovati.')).toBeTruthy();
  });

  it('searches once the typing stops, and filters by role', async () => {
    const { searches } = await renderAccounts();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'gi' } });
    fireEvent.change(box, { target: { value: 'giulia' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(searches.at(-1)?.get('q')).toBe('giulia'));
    // 'gi' was never asked.
    expect(searches.map((query) => query.get('q'))).toEqual([null, 'giulia']);

    fireEvent.change(screen.getByRole('combobox', { name: t('adminAccounts.roleFilter') }), {
      target: { value: 'staff' },
    });
    await waitFor(() => expect(searches.at(-1)?.get('role')).toBe('staff'));
  });

  it('promotes an attendee to staff after confirming, then lists the accounts again', async () => {
    let sent: unknown;
    const { searches } = await renderAccounts({
      'PUT /api/admin/users/3/role': async (request) => {
        sent = await request.json();
        return Response.json(account(3, 'giulia.bianchi@example.it', { role: 'staff' }));
      },
    });
    const asked = searches.length;

    fireEvent.change(
      within(rowOf('giulia.bianchi@example.it')).getByRole('combobox', {
        name: 'Ruolo di Giulia Bianchi',
      }),
      { target: { value: 'staff' } },
    );
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: t('adminAccounts.confirmRole') }));

    expect(await screen.findByText('Ruolo di Giulia Bianchi cambiato: ora è Staff.')).toBeTruthy();
    expect(sent).toEqual({ role: 'staff' });
    await waitFor(() => expect(searches.length).toBe(asked + 1));
  });

  it('sends the verification again to an unverified account only', async () => {
    const resent = vi.fn();
    await renderAccounts({
      'POST /api/admin/users/3/verification': () => {
        resent();
        return Response.json({ message: 'Email di verifica inviata di nuovo.' }, { status: 202 });
      },
    });

    expect(
      within(rowOf('staff@fiera.example')).queryByRole('button', { name: /Invia di nuovo/ }),
    ).toBeNull();
    fireEvent.click(
      within(rowOf('giulia.bianchi@example.it')).getByRole('button', { name: /Invia di nuovo/ }),
    );
    expect(
      await screen.findByText('Verifica inviata di nuovo a giulia.bianchi@example.it.'),
    ).toBeTruthy();
    expect(resent).toHaveBeenCalledOnce();
  });

  it('deletes an account after confirming, and shows the server’s refusal otherwise', async () => {
    let answer = 0;
    await renderAccounts({
      'DELETE /api/admin/users/2': () => {
        answer += 1;
        return answer === 1
          ? Response.json({ detail: 'Account non trovato.' }, { status: 404 })
          : new Response(null, { status: 204 });
      },
    });

    fireEvent.click(within(rowOf('staff@fiera.example')).getByRole('button', { name: /^Elimina/ }));
    const confirm = await screen.findByRole('alertdialog');
    const yes = within(confirm).getByRole('button', { name: t('adminAccounts.confirmDelete') });
    fireEvent.click(yes);
    expect(
      await within(confirm).findByText('Operazione non riuscita: Account non trovato.'),
    ).toBeTruthy();

    fireEvent.click(yes);
    expect(await screen.findByText('Account di staff@fiera.example eliminato.')).toBeTruthy();
  });

  it('lets the admin change nothing on their own row', async () => {
    await renderAccounts();
    const own = within(rowOf('giulia.bianchi@example.com'));

    expect(own.getByRole('combobox').hasAttribute('disabled')).toBe(true);
    expect(own.getByRole('button', { name: /^Elimina/ }).hasAttribute('disabled')).toBe(true);
    expect(own.getByText(t('adminAccounts.ownAccount'))).toBeTruthy();
  });
});
