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
    version: 1,
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
    const rows = within(directory).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Caffè Nero',
      'Zeta Ricambi',
    ]);
    // No logo: the initials, and the stand under the name.
    expect(within(rows[0] as HTMLElement).getByText('CN')).toBeTruthy();
    // The stand code is isolated in its own element (a <bdi>) from the word before it.
    const standLine = (_: string, element: Element | null) =>
      element?.tagName === 'SPAN' && element.textContent === 'Stand A01';
    expect(within(rows[0] as HTMLElement).getByText(standLine)).toBeTruthy();
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
  const highlight = () => screen.queryByRole('img', { name: /^Stand .* evidenziato$/ });

  it("selects a vendor's stand from the list, in the address, and 'Indietro' from its page returns to it", async () => {
    const { api } = vendorApi();
    const router = renderRoutes('/map', attendee, api);

    const zeta = await screen.findByRole('button', { name: 'Zeta Ricambi - Stand B07' });
    expect(screen.getByRole('img', { name: t('map.imageAlt') }).getAttribute('src')).toBe(
      '/fair-map.svg',
    );
    expect(highlight()).toBeNull();
    fireEvent.click(zeta);

    await waitFor(() => expect(router.state.location.search).toEqual({ vendor: 2 }));
    expect(highlight()?.getAttribute('aria-label')).toBe('Stand B07 evidenziato');
    expect(zeta.getAttribute('aria-pressed')).toBe('true');
    // A selection replaces the entry: the back button leaves the map.
    expect(router.history.length).toBe(1);

    fireEvent.click(
      screen.getByRole('link', { name: t('map.vendorPage', { name: 'Caffè Nero' }) }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('common.back')) }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(router.state.location.search).toEqual({ vendor: 2 });
    expect((await screen.findByRole('img', { name: 'Stand B07 evidenziato' })).tagName).toBe('DIV');
  });

  it("opens at the stand named in the address, and drops an address's nonsense", async () => {
    const { api } = vendorApi();
    const router = renderRoutes('/map?stand=A01&vendor=abc', attendee, api);

    expect(await screen.findByRole('img', { name: 'Stand A01 evidenziato' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ stand: 'A01' });
    const caffe = await screen.findByRole('button', { name: 'Caffè Nero - Stand A01' });
    expect(caffe.getAttribute('aria-pressed')).toBe('true');
  });

  const selectionNote = () =>
    document.querySelector<HTMLElement>('[data-slot="fair-map-selection"]')?.textContent;

  it("says when a vendor's stand is not drawn on the map", async () => {
    const api = apiClient({
      'GET /api/vendors/': () => Response.json([...vendors, vendor(4, 'Nomade', 'Z99')]),
    });
    renderRoutes('/map?stand=Z99', attendee, api);

    await waitFor(() => expect(selectionNote()).toBe(t('map.standNotOnMap', { stand: 'Z99' })));
    expect(highlight()).toBeNull();
  });

  // Issue 16: an address naming nothing there is (hand-typed, outdated) showed nothing at all.
  it.each([
    ['/map?vendor=999999', 'Azienda non trovata sulla mappa.'],
    ['/map?stand=ZZZ', 'Stand non trovato sulla mappa.'],
  ])('says so for %s', async (path, note) => {
    const { api } = vendorApi();
    renderRoutes(path, attendee, api);

    await screen.findByRole('button', { name: 'Zeta Ricambi - Stand B07' });
    await waitFor(() => expect(selectionNote()).toBe(note));
    expect(highlight()).toBeNull();
  });

  // Issue 16: the router read search values as JSON, so ?stand=1E02 became the number 100.
  it.each(['1E02', '007', '1.50'])('reads ?stand=%s as the code typed', async (code) => {
    const api = apiClient({
      'GET /api/vendors/': () => Response.json([...vendors, vendor(5, 'Numerica', code)]),
    });
    const router = renderRoutes(`/map?stand=${code}`, attendee, api);

    const numerica = await screen.findByRole('button', { name: `Numerica - Stand ${code}` });
    await waitFor(() => expect(numerica.getAttribute('aria-pressed')).toBe('true'));
    expect(router.state.location.search).toEqual({ stand: code });
  });
});

describe("a vendor's 'Vedi sulla mappa'", () => {
  it('opens the map with its stand outlined', async () => {
    const { api } = vendorApi();
    const router = renderRoutes('/vendor/3', attendee, api);

    fireEvent.click(await screen.findByRole('link', { name: t('vendorDetail.showOnMap') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(router.state.location.search).toEqual({ stand: 'A01' });
    expect(await screen.findByRole('img', { name: 'Stand A01 evidenziato' })).toBeTruthy();
  });

  it('keeps a stand code that looks like a number', async () => {
    const api = apiClient({
      'GET /api/vendors/5': () => Response.json(vendor(5, 'Numerica', '1E02')),
    });
    const router = renderRoutes('/vendor/5', attendee, api);

    fireEvent.click(await screen.findByRole('link', { name: t('vendorDetail.showOnMap') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(router.state.location.search).toEqual({ stand: '1E02' });
    expect(router.state.location.href).toBe('/map?stand=1E02');
  });

  it('is not there for a vendor without a stand', async () => {
    const api = apiClient({ 'GET /api/vendors/4': () => Response.json(vendor(4, 'Nomade', null)) });
    renderRoutes('/vendor/4', attendee, api);

    await screen.findByRole('heading', { level: 1, name: 'Nomade' });
    expect(screen.queryByRole('link', { name: t('vendorDetail.showOnMap') })).toBeNull();
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
      t('vendorDetail.errors.loadFailed', { msg: 'Servizio non disponibile' }),
    );
    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' })).toBeTruthy();
  });
});

describe('a vendor address that leads nowhere', () => {
  it('shows the not-found page for /vendor/abc, without asking the server', async () => {
    const { api, calls } = vendorApi();
    renderRoutes('/vendor/abc', attendee, api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says a removed vendor is not found, without a 'Riprova' that cannot help", async () => {
    const api = apiClient({
      'GET /api/vendors/99999': () =>
        Response.json({ detail: 'Azienda non trovata.' }, { status: 404 }),
    });
    renderRoutes('/vendor/99999', attendee, api);

    expect((await screen.findByRole('alert')).textContent).toContain('Azienda non trovata.');
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
    expect(screen.getByRole('button', { name: /Indietro/ })).toBeTruthy();
  });
});
