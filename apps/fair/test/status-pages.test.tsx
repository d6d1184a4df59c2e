import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('given an address that leads nowhere', () => {
  it.each([
    ['an attendee', fakeAuth(userWith('attendee'))],
    ['an anonymous visitor', fakeAuth(null)],
  ])('shows %s the Italian not-found page with a way home', async (_who, auth) => {
    renderRoutes('/questa-pagina-non-esiste', auth);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Not Found')).toBeNull();
  });
});

describe('given a screen that breaks while rendering', () => {
  it('shows the Italian error page, which tries again and leads home', async () => {
    // The console would otherwise carry React's report of the (expected) render error.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const api = apiClient({
      // Not the list the screen expects: rendering it throws.
      'GET /api/vendors/': () => Response.json(broken ? { vendors: 'rotto' } : []),
    });
    renderRoutes('/vendors', fakeAuth(userWith('attendee')), api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qualcosa è andato storto' }),
    ).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: t('vendors.title') })).toBeTruthy();
  });
});

describe('given the privacy notice the registration links to', () => {
  it('shows anyone, signed in or not, which data is kept, why, how long and the rights', async () => {
    renderRoutes('/privacy', fakeAuth(null));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'I tuoi diritti' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t('nav.label') })).toBeNull();
  });
});
