import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(cleanup);

const attendee = fakeAuth(userWith('attendee'));

function vendor(id: number, name: string, stand: string | null): Schemas['Vendor'] {
  return {
    id,
    name,
    logo_path: null,
    stand,
    location: null,
    website: 'www.example.it',
    address: null,
    email: 'info@example.it',
    telephone: null,
    description: `${name}: descrizione.`,
    seeking: null,
    page_view_count: 7,
  };
}

const vendors = [vendor(2, 'Zeta Ricambi', 'B07'), vendor(3, 'Caffè Nero', 'A01')];

function vendorApi() {
  const calls: string[] = [];
  const api = apiClient({
    'GET /api/vendors/': () => {
      calls.push('list');
      return Response.json(vendors);
    },
    'GET /api/vendors/3': () => {
      calls.push('vendor 3');
      return Response.json(vendors[1]);
    },
  });
  return { api, calls };
}

describe('the vendor directory at /vendors', () => {
  it("opens a vendor's page, and 'Indietro' returns to the directory", async () => {
    const { api, calls } = vendorApi();
    const router = renderRoutes('/vendors', attendee, api);

    const link = await screen.findByRole('link', { name: 'Caffè Nero' });
    const directory = screen.getByRole('list', { name: t('vendors.listLabel') });
    expect(
      within(directory)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Caffè Nero', 'Zeta Ricambi']);
    fireEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/vendor/3');
    expect(screen.getByRole('link', { name: /www\.example\.it/ }).getAttribute('href')).toBe(
      'https://www.example.it',
    );
    // One request, so the server counts one page view for the visit.
    expect(calls).toEqual(['list', 'vendor 3']);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('common.back')) }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors'));
    expect(await screen.findByRole('link', { name: 'Zeta Ricambi' })).toBeTruthy();
  });
});

describe('the map at /map', () => {
  it("lists the stands, and a vendor's 'Indietro' returns to the map", async () => {
    const { api } = vendorApi();
    const router = renderRoutes('/map', attendee, api);

    const link = await screen.findByRole('link', { name: 'Caffè Nero - Stand A01' });
    expect(screen.getByRole('img', { name: t('map.imageAlt') }).getAttribute('src')).toBe(
      '/fair-map.svg',
    );
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' });

    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('common.back')) }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
  });
});

describe('a vendor page that fails to load', () => {
  it("shows the reason and 'Riprova' loads it", async () => {
    let serverUp = false;
    const api = apiClient({
      'GET /api/vendors/3': () =>
        serverUp
          ? Response.json(vendors[1])
          : Response.json({ detail: 'Servizio non disponibile' }, { status: 503 }),
    });
    renderRoutes('/vendor/3', attendee, api);

    expect((await screen.findByRole('alert')).textContent).toContain(
      t('errors.loadFailed', { msg: 'Servizio non disponibile' }),
    );
    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' })).toBeTruthy();
  });
});
