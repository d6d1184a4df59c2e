import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import { exportFileName } from '../src/features/profile/api/export-user-data';
import { apiClient, testQueryClient, userWith } from './helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Handlers = Parameters<typeof apiClient>[0];

/** The real app with a session for Giulia, on /profile. */
function renderProfile(handlers: Handlers, user: Schemas['User'] = userWith('attendee')) {
  const api = apiClient(
    {
      'GET /api/users/me': () => Response.json(user),
      'GET /api/users/me/calendar-feed': () => Response.json({ active: false, created_at: null }),
      ...handlers,
    },
    'tok',
  );
  const history = createMemoryHistory({ initialEntries: ['/profile'] });
  render(<App api={api} queryClient={testQueryClient()} history={history} />);
  return history;
}

const edit = () => screen.findByRole('button', { name: t('profile.editMatch') });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the profile', () => {
  it('shows the ticket QR and the details of the signed-in user', async () => {
    renderProfile({});

    expect(await screen.findByRole('img', { name: t('profile.qrLabel') })).toBeTruthy();
    expect(screen.getByText('giulia.bianchi@example.it')).toBeTruthy();
    expect(screen.getByText(t('profile.seekingEmpty'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('nav.validate') })).toBeNull();
  });

  it('links staff to the ticket scanner', async () => {
    renderProfile({}, userWith('staff'));

    const nav = await screen.findByRole('navigation', { name: t('profile.navLabel') });
    expect(
      within(nav)
        .getByRole('link', { name: t('nav.validate') })
        .getAttribute('href'),
    ).toBe('/validate');
  });

  it('saves the trimmed matching texts, then shows the refreshed user', async () => {
    let saved: Schemas['User'] = userWith('attendee');
    let body: unknown;
    renderProfile({
      'GET /api/users/me': () => Response.json(saved),
      'PUT /api/users/1': async (request) => {
        body = await request.json();
        saved = { ...saved, ...(body as Partial<Schemas['User']>) };
        return Response.json(saved);
      },
    });

    fireEvent.click(await edit());
    fireEvent.change(textbox(/Cosa cerchi/), { target: { value: ' Fornitori di packaging ' } });
    fireEvent.change(textbox(/La tua descrizione/), { target: { value: 'Buyer  ' } });
    fireEvent.click(screen.getByRole('button', { name: t('profile.save') }));

    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByText('Fornitori di packaging')).toBeTruthy();
    expect(screen.getByText('Buyer')).toBeTruthy();
    expect(body).toEqual({ seeking: 'Fornitori di packaging', description: 'Buyer' });
  });

  it("shows the server's reason when the save is refused", async () => {
    renderProfile({
      'PUT /api/users/1': () => Response.json({ detail: 'Testo troppo lungo.' }, { status: 422 }),
    });

    fireEvent.click(await edit());
    fireEvent.change(textbox(/Cosa cerchi/), { target: { value: 'Fornitori' } });
    fireEvent.change(textbox(/La tua descrizione/), { target: { value: 'Buyer' } });
    fireEvent.click(screen.getByRole('button', { name: t('profile.save') }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      t('profile.errors.profileUpdateEdit', { msg: 'Testo troppo lungo.' }),
    );
  });

  it('downloads the exported data under the name the server suggests', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fiera/export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderProfile({
      'GET /api/users/me/export': () =>
        Response.json(
          {
            exported_at: '2026-10-16T10:00:00Z',
            user: userWith('attendee'),
            matches: [],
            checkins: [],
          },
          { headers: { 'Content-Disposition': 'attachment; filename="fiera-giulia.json"' } },
        ),
    });

    fireEvent.click(await screen.findByRole('button', { name: t('profile.data.export') }));

    expect((await screen.findByRole('status')).textContent).toContain(t('profile.data.exportDone'));
    expect(createObjectURL).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('fiera-giulia.json');
    expect(link.href).toBe('blob:fiera/export');
  });

  it('deletes the account with the password, then logs out to /login', async () => {
    let body: unknown;
    const history = renderProfile({
      'DELETE /api/users/1': async (request) => {
        body = await request.json();
        return new Response(null, { status: 204 });
      },
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });

    fireEvent.click(await screen.findByRole('button', { name: t('profile.data.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('profile.data.deleteTitle') });
    fireEvent.change(within(dialog).getByLabelText(/Password/), {
      target: { value: 'segreta123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('profile.data.confirmDelete') }));

    expect(await screen.findByRole('heading', { name: t('login.title') })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(body).toEqual({ password: 'segreta123' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t('common.logout') })).toBeNull(),
    );
  });

  it('keeps the account when the password is wrong', async () => {
    renderProfile({
      'DELETE /api/users/1': () =>
        Response.json({ detail: 'Password non corretta.' }, { status: 403 }),
    });

    fireEvent.click(await screen.findByRole('button', { name: t('profile.data.delete') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'sbagliata' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('profile.data.confirmDelete') }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('Password non corretta.'),
    );
  });
});

describe('the calendar of the agenda in the profile', () => {
  const FEED =
    'https://fiera.test/api/calendar/k3Y9xQ0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678/agenda.ics';
  const active = () => Response.json({ active: true, created_at: '2026-10-01T09:00:00.000Z' });
  const region = () => screen.findByRole('region', { name: t('profile.calendar.title') });

  it('activates the link, shows it once, copies it and opens it as webcal://', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let posts = 0;
    renderProfile({
      'POST /api/users/me/calendar-feed': () => {
        posts += 1;
        return Response.json(
          { url: FEED, created_at: '2026-10-16T10:00:00.000Z' },
          { status: 201 },
        );
      },
    });

    const calendar = within(await region());
    expect(calendar.getByText(t('profile.calendar.hint'))).toBeTruthy();
    fireEvent.click(await calendar.findByRole('button', { name: t('profile.calendar.activate') }));

    const address = await calendar.findByRole('textbox', { name: t('profile.calendar.urlLabel') });
    expect((address as HTMLInputElement).value).toBe(FEED);
    expect(posts).toBe(1);
    expect(
      calendar.getByRole('link', { name: t('profile.calendar.open') }).getAttribute('href'),
    ).toBe(
      'webcal://fiera.test/api/calendar/k3Y9xQ0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678/agenda.ics',
    );
    fireEvent.click(calendar.getByRole('button', { name: t('profile.calendar.copy') }));
    expect((await calendar.findByRole('status')).textContent).toContain(
      t('profile.calendar.copied'),
    );
    expect(writeText).toHaveBeenCalledWith(FEED);
    expect(calendar.getByRole('button', { name: t('profile.calendar.disable') })).toBeTruthy();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('makes a new link after a confirmation, and the old one is no longer shown', async () => {
    let posts = 0;
    renderProfile({
      'GET /api/users/me/calendar-feed': active,
      'POST /api/users/me/calendar-feed': () => {
        posts += 1;
        return Response.json(
          { url: FEED, created_at: '2026-10-16T10:00:00.000Z' },
          { status: 201 },
        );
      },
    });

    const calendar = within(await region());
    fireEvent.click(await calendar.findByRole('button', { name: t('profile.calendar.renew') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('profile.calendar.renewTitle'),
    });
    expect(posts).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: t('profile.calendar.renew') }));

    const address = await calendar.findByRole('textbox', { name: t('profile.calendar.urlLabel') });
    expect((address as HTMLInputElement).value).toBe(FEED);
    expect(posts).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('disables the link after a confirmation', async () => {
    let deleted = false;
    renderProfile({
      'GET /api/users/me/calendar-feed': () =>
        deleted ? Response.json({ active: false, created_at: null }) : active(),
      'DELETE /api/users/me/calendar-feed': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });

    const calendar = within(await region());
    expect(await calendar.findByText(/è attivo dal/)).toBeTruthy();
    fireEvent.click(calendar.getByRole('button', { name: t('profile.calendar.disable') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('profile.calendar.disableTitle'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('profile.calendar.disable') }));

    expect(
      await calendar.findByRole('button', { name: t('profile.calendar.activate') }),
    ).toBeTruthy();
    expect(deleted).toBe(true);
    expect(calendar.queryByText(/è attivo dal/)).toBeNull();
  });

  it("shows the server's reason when the link cannot be made", async () => {
    renderProfile({
      'POST /api/users/me/calendar-feed': () =>
        Response.json({ detail: 'Troppe richieste: riprova tra poco.' }, { status: 429 }),
    });

    const calendar = within(await region());
    fireEvent.click(await calendar.findByRole('button', { name: t('profile.calendar.activate') }));

    expect((await calendar.findByRole('alert')).textContent).toContain(
      t('profile.calendar.activateFailed', { msg: 'Troppe richieste: riprova tra poco.' }),
    );
  });
});

describe('exportFileName', () => {
  it.each([
    ['attachment; filename="fiera-giulia.json"', 'fiera-giulia.json'],
    ["attachment; filename*=UTF-8''dati%20di%20Giulia.json", 'dati di Giulia.json'],
    ['attachment', 'fiera-dati.json'],
    [null, 'fiera-dati.json'],
  ])('reads %s as %s', (header, name) => {
    expect(exportFileName(header)).toBe(name);
  });
});
