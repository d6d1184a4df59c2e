import { terracottaFair } from '@fiera/fair-config';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/app';
import { apiClient, fakeAuth, renderRoutes, testQueryClient, userWith } from './helpers';

beforeEach(() => {
  localStorage.clear();
  document.title = 'Fiera';
});
afterEach(cleanup);

const attendee = fakeAuth(userWith('attendee'));
const staff = fakeAuth(userWith('staff'));
const anonymous = fakeAuth(null);

// Issue 16: every tab, every history entry and every new-page announcement said only 'Fiera'.
describe("the browser tab's title", () => {
  it.each([
    ['/login', anonymous, 'Accesso · Fiera'],
    ['/register', anonymous, 'Registrazione · Fiera'],
    ['/thank-you', anonymous, 'Registrazione completata · Fiera'],
    ['/forgot-password', anonymous, 'Recupera la Password · Fiera'],
    ['/reset-password?token=abc', anonymous, 'Modifica Password · Fiera'],
    ['/verify-email', anonymous, 'Verifica Email · Fiera'],
    ['/privacy', anonymous, 'Informativa sulla privacy · Fiera'],
    ['/', attendee, 'Fiera'],
    ['/events', attendee, 'Programma · Fiera'],
    ['/vendors', attendee, 'Aziende · Fiera'],
    ['/map', attendee, 'Mappa · Fiera'],
    ['/profile', attendee, 'Il mio profilo · Fiera'],
    ['/matches', attendee, 'Match · Fiera'],
    ['/validate', staff, 'Convalida biglietti · Fiera'],
    ['/pagina-che-non-esiste', attendee, 'Pagina non trovata · Fiera'],
  ])('names %s', async (path, auth, title) => {
    document.title = 'Fiera';
    renderRoutes(path, auth);

    await waitFor(() => expect(document.title).toBe(title));
  });

  it("never keeps the previous screen's name", async () => {
    const router = renderRoutes('/events', attendee);
    await waitFor(() => expect(document.title).toBe('Programma · Fiera'));

    await router.navigate({ to: '/' });

    await waitFor(() => expect(document.title).toBe('Fiera'));
  });

  it("names a vendor's page after the vendor", async () => {
    const api = apiClient({
      'GET /api/vendors/3': () =>
        Response.json({
          id: 3,
          name: 'Caffè Nero',
          logo_path: null,
          stand: 'A01',
          location: null,
          website: null,
          address: null,
          email: null,
          telephone: null,
          description: null,
          seeking: null,
          page_view_count: 0,
          version: 1,
        }),
    });
    renderRoutes('/vendor/3', attendee, api);

    await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' });
    expect(document.title).toBe('Caffè Nero · Fiera');
  });

  it("takes the fair's name from the server's config", async () => {
    render(
      <App
        api={apiClient({ 'GET /api/fair-config': () => Response.json(terracottaFair) })}
        queryClient={testQueryClient()}
        history={createMemoryHistory({ initialEntries: ['/login'] })}
      />,
    );

    await waitFor(() => expect(document.title).toBe('Accesso · Expo Terra'));
  });
});
