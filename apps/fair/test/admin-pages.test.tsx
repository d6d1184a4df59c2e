import type { Schemas } from '@fiera/api-client';
import { defaultFairConfig, terracottaFair } from '@fiera/fair-config';
import { AppHeader } from '@fiera/ui/components/app-header';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createMemoryHistory,
  type RouterHistory,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from '../src/features/admin/audit/components/audit-page';
import { ExportsPage } from '../src/features/admin/exports/components/exports-page';
import { fileNameFrom } from '../src/features/admin/exports/file-name';
import {
  gateDashboardQueryOptions,
  GATE_POLL_MS,
} from '../src/features/admin/gate/api/get-gate-dashboard';
import { GatePage } from '../src/features/admin/gate/components/gate-page';
import { FairConfigProvider } from '../src/features/fair-config/fair-config-provider';
import { ApiClientProvider } from '../src/lib/api';
import { AppRouterProvider, createAppRouter } from '../src/router';
import { apiClient, fakeAuth, testQueryClient, userWith } from './helpers';

type Handlers = Parameters<typeof apiClient>[0];

// jsdom has no media queries: the branding editor lays out as on a phone (preview in a tab).
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('fiera-saved-theme')?.remove();
});

function renderPage(page: React.ReactNode, handlers: Handlers) {
  const api = apiClient(handlers, 'token');
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={testQueryClient()}>
        <FairConfigProvider>
          <AppHeader />
          {page}
        </FairConfigProvider>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

/** The app's routes at `path` for an admin, under the fair-config provider as in the app. */
function renderAdmin(
  path: string,
  handlers: Handlers,
  history: RouterHistory = createMemoryHistory({ initialEntries: [path] }),
) {
  const api = apiClient(handlers, 'token');
  const queryClient = testQueryClient();
  const auth = fakeAuth(userWith('admin'));
  const router = createAppRouter({ auth, queryClient, api }, history);
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <FairConfigProvider>
          <AppRouterProvider router={router} auth={auth} />
        </FairConfigProvider>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { router, auth };
}

describe('Aspetto (branding)', () => {
  it('saves the edited config, and the running app wears it at once', async () => {
    let served: Schemas['FairConfig'] = defaultFairConfig;
    const puts: unknown[] = [];
    renderAdmin('/admin/aspetto', {
      'GET /api/fair-config': () => Response.json(served),
      'PUT /api/admin/fair-config': async (request) => {
        const body = (await request.json()) as Schemas['FairConfig'];
        puts.push(body);
        served = body;
        return Response.json(body);
      },
    });

    const name = await screen.findByRole('textbox', { name: /Nome della fiera/ });
    fireEvent.change(name, { target: { value: 'Expo Nord' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Colore principale: codice' }), {
      target: { value: '#8a1c7c' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await screen.findByText(/^Configurazione salvata/);
    expect(puts).toEqual([
      {
        ...defaultFairConfig,
        productName: 'Expo Nord',
        theme: {
          ...defaultFairConfig.theme,
          light: { ...defaultFairConfig.theme.light, primary: '#8a1c7c' },
        },
      },
    ]);
    // The provider asked again: the header, and the config kept for the next start.
    await screen.findByRole('link', { name: 'Expo Nord: torna alla home' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('fiera:fair-config') ?? '{}')).toMatchObject({
        productName: 'Expo Nord',
      }),
    );
    // The colours: the saved theme's stylesheet, over index.html's.
    expect(document.getElementById('fiera-saved-theme')?.textContent).toContain(
      '--primary: #8a1c7c;',
    );
  });

  it("puts the server's per-field reasons (422) beside their fields", async () => {
    renderAdmin('/admin/aspetto', {
      'GET /api/fair-config': () => Response.json(terracottaFair),
      'PUT /api/admin/fair-config': () =>
        Response.json(
          {
            detail: 'La configurazione della fiera non è valida: correggi i campi indicati.',
            issues: [{ path: 'email.footer', message: 'Testo non ammesso' }],
          } satisfies Schemas['FairConfigProblem'],
          { status: 422 },
        ),
    });

    await screen.findByRole('textbox', { name: /Nome della fiera/ });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    const footer = await screen.findByRole('textbox', { name: /Ultima riga di ogni email/ });
    await waitFor(() => expect(footer.getAttribute('aria-invalid')).toBe('true'));
    const summary = screen.getByText("C'è un campo da correggere prima di salvare:");
    expect(summary.closest('[role="alert"]')?.textContent).toContain('Testo non ammesso');
    expect(document.getElementById('fiera-saved-theme')).toBeNull();
  });
});

// Two organisers on Aspetto at once: the second 'Salva' silently undid the first one's changes.
// The page now saves over the version it read (If-Match: the ETag of GET /api/fair-config).
describe('Aspetto when someone else saved meanwhile', () => {
  const CONFLICT =
    'Nel frattempo qualcun altro ha salvato l’aspetto della fiera: nulla è stato salvato. Qui ' +
    'restano le tue modifiche: premi «Salva» per sostituire le sue, o ricarica la pagina per vederle.';

  /** The server: the config at `version`, its ETag W/"version", saved only over that version. */
  function fairConfigServer() {
    const server = { config: defaultFairConfig, version: 7, ifMatch: [] as (string | null)[] };
    const handlers: Handlers = {
      'GET /api/fair-config': () => {
        return Response.json(server.config, { headers: { etag: `W/"${server.version}"` } });
      },
      'PUT /api/admin/fair-config': async (request) => {
        const ifMatch = request.headers.get('if-match');
        server.ifMatch.push(ifMatch);
        if (ifMatch !== `W/"${server.version}"`) {
          return Response.json(
            { detail: 'Nel frattempo qualcun altro ha salvato l’aspetto della fiera.' },
            { status: 412 },
          );
        }
        server.config = (await request.json()) as Schemas['FairConfig'];
        server.version += 1;
        return Response.json(server.config, { headers: { etag: `W/"${server.version}"` } });
      },
    };
    return { server, handlers };
  }

  it('keeps what was typed and says so; the next Salva replaces the other save on purpose', async () => {
    const { server, handlers } = fairConfigServer();
    renderAdmin('/admin/aspetto', handlers);
    const name = await screen.findByRole('textbox', { name: /Nome della fiera/ });
    // Another organiser saves while this page is open.
    server.config = { ...defaultFairConfig, stages: ['Sala Verde'] };
    server.version = 8;

    fireEvent.change(name, { target: { value: 'Expo Nord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(server.config.productName).toBe(defaultFairConfig.productName);
    expect(
      (screen.getByRole('textbox', { name: /Nome della fiera/ }) as HTMLInputElement).value,
    ).toBe('Expo Nord');
    expect(screen.queryByText(/^Configurazione salvata/)).toBeNull();
    expect(document.getElementById('fiera-saved-theme')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await screen.findByText(/^Configurazione salvata/);
    expect(screen.queryByText(CONFLICT)).toBeNull();
    expect(server.config.productName).toBe('Expo Nord');

    // The answer's ETag is the one the next save is made over.
    fireEvent.change(screen.getByRole('textbox', { name: /Nome della fiera/ }), {
      target: { value: 'Expo Sud' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(server.config.productName).toBe('Expo Sud'));
    expect(server.ifMatch).toEqual(['W/"7"', 'W/"8"', 'W/"9"']);
  });

  it('shows the other organiser’s config when the page is opened anew after a conflict', async () => {
    const { server, handlers } = fairConfigServer();
    const { router } = renderAdmin('/admin/aspetto', handlers);
    const name = await screen.findByRole('textbox', { name: /Nome della fiera/ });
    server.config = { ...defaultFairConfig, productName: 'Fiera di Marco' };
    server.version = 8;
    fireEvent.change(name, { target: { value: 'Expo Nord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await screen.findByText(CONFLICT);

    // Out without saving, and back: the page shows the other organiser's config.
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Sezioni dell’amministrazione' })).getByRole(
        'link',
        { name: 'Panoramica' },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/aspetto'));
    // The page's copy of the config goes once the page has closed (a timer: no person is faster).
    await new Promise((resolve) => setTimeout(resolve, 10));
    await router.navigate({ to: '/admin/{-$section}', params: { section: 'aspetto' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /Nome della fiera/ }) as HTMLInputElement).value,
      ).toBe('Fiera di Marco'),
    );
  });
});

// The server refuses to take away a day or a stage the programme still uses (422 naming `days`
// and `stages`): the reasons go beside those lists, not only in the summary.
describe('Aspetto when days or stages are still in use', () => {
  it('shows the reasons beside the days and the stages', async () => {
    const days =
      'il programma ha ancora 1 evento il 17/10/2026: spostalo o eliminalo prima di togliere il giorno';
    const stages =
      '1 evento del programma non sarebbe su nessun palco (Sala B): spostalo o tieni il palco';
    renderAdmin('/admin/aspetto', {
      'GET /api/fair-config': () =>
        Response.json(
          { ...terracottaFair, stages: ['Sala A', 'Sala B'] },
          { headers: { etag: 'W/"3"' } },
        ),
      'PUT /api/admin/fair-config': () =>
        Response.json(
          {
            detail: 'La configurazione della fiera non è valida: correggi i campi indicati.',
            issues: [
              { path: 'days', message: days },
              { path: 'stages', message: stages },
            ],
          } satisfies Schemas['FairConfigProblem'],
          { status: 422 },
        ),
    });

    await screen.findByRole('textbox', { name: /Nome della fiera/ });
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il palco 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    const dayList = screen.getByRole('group', { name: 'Giorni della fiera' });
    await waitFor(() => expect(within(dayList).getByText(days)).toBeTruthy());
    const stageList = screen.getByRole('group', { name: 'Palchi del programma' });
    expect(within(stageList).getByText(stages)).toBeTruthy();
    // The fields' reasons are the ones read with each list.
    expect(dayList.getAttribute('aria-describedby')).toContain(within(dayList).getByText(days).id);
  });
});

// Back-office review: an organiser who edited the colours and then opened another section, or
// closed the tab, lost the edits without a word.
describe('Aspetto with unsaved edits', () => {
  const sectionLink = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Sezioni dell’amministrazione' })).getByRole(
      'link',
      { name },
    );
  const handlers: Handlers = {
    'GET /api/fair-config': () => Response.json(defaultFairConfig),
    'GET /api/vendors/': () => Response.json([]),
  };

  it("asks before another section: 'Resta' keeps the edits, 'Esci senza salvare' leaves", async () => {
    const { router } = renderAdmin('/admin/aspetto', handlers);
    const name = await screen.findByRole('textbox', { name: /Nome della fiera/ });
    fireEvent.change(name, { target: { value: 'Expo Nord' } });

    fireEvent.click(sectionLink('Aziende'));
    const ask = await screen.findByRole('alertdialog', { name: 'Uscire senza salvare?' });
    expect(ask.textContent).toContain('Le modifiche all’aspetto non salvate andranno perse.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Resta' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/aspetto');
    expect(screen.getByRole('textbox', { name: /Nome della fiera/ })).toHaveProperty(
      'value',
      'Expo Nord',
    );

    fireEvent.click(sectionLink('Aziende'));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Esci senza salvare',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Aziende' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/aziende');
  });

  it('leaves at once when nothing was edited', async () => {
    const { router } = renderAdmin('/admin/aspetto', handlers);
    await screen.findByRole('textbox', { name: /Nome della fiera/ });

    fireEvent.click(sectionLink('Aziende'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Aziende' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/aziende');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("asks before 'Esci' too, and 'Resta' keeps the session, even after a later navigation", async () => {
    const { router, auth } = renderAdmin('/admin/aspetto', handlers);
    const name = await screen.findByRole('textbox', { name: /Nome della fiera/ });
    fireEvent.change(name, { target: { value: 'Expo Nord' } });

    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Uscire senza salvare?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Resta' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The logout waited on that navigation; the next one must not let it go on.
    fireEvent.click(screen.getByRole('button', { name: 'Ripristina' }));
    fireEvent.click(sectionLink('Aziende'));
    await screen.findByRole('heading', { level: 1, name: 'Aziende' });
    expect(router.state.location.pathname).toBe('/admin/aziende');
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('has the browser ask before the tab is closed or reloaded, until the edits are undone', async () => {
    window.history.replaceState(null, '', '/admin/aspetto');
    const history = createBrowserHistory();
    try {
      renderAdmin('/admin/aspetto', handlers, history);
      const name = await screen.findByRole('textbox', { name: /Nome della fiera/ });
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);

      fireEvent.change(name, { target: { value: 'Expo Nord' } });
      await waitFor(() => expect(unload()).toBe(true));

      fireEvent.click(screen.getByRole('button', { name: 'Ripristina' }));
      await waitFor(() => expect(unload()).toBe(false));
    } finally {
      cleanup();
      history.destroy();
    }
  });
});

describe('Aziende with an exhibitor half typed', () => {
  it('has the browser ask before the tab is closed', async () => {
    window.history.replaceState(null, '', '/admin/aziende');
    const history = createBrowserHistory();
    try {
      renderAdmin('/admin/aziende', { 'GET /api/vendors/': () => Response.json([]) }, history);
      fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi azienda' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuova azienda' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nome/ }), {
        target: { value: 'Vetri Blu' },
      });

      const event = new Event('beforeunload', { cancelable: true });
      await waitFor(() => {
        window.dispatchEvent(event);
        expect(event.defaultPrevented).toBe(true);
      });
    } finally {
      cleanup();
      history.destroy();
    }
  });
});

describe('Ingressi (gate)', () => {
  it('asks again every five seconds, only while the tab is visible', () => {
    const options = gateDashboardQueryOptions(apiClient().$api);
    expect(GATE_POLL_MS).toBe(5000);
    expect(options).toMatchObject({ refetchInterval: 5000, refetchIntervalInBackground: false });
  });

  it('shows the figures, the re-entry policy in words and when they were taken', async () => {
    renderPage(<GatePage />, {
      'GET /api/fair-config': () => Response.json(defaultFairConfig),
      'GET /api/admin/gate': () =>
        Response.json({
          day: '2026-10-16',
          today: 3,
          total: 12,
          reentry: 'allow',
          per_hour: [{ hour: 9, count: 3 }],
          per_staff: [{ staff_id: 2, name: 'Marco Rossi', count: 3 }],
          offline: { received: 0, problems: [] },
        } satisfies Schemas['GateDashboard']),
    });

    expect(await screen.findByText('Rientro nello stesso giorno: consentito')).toBeTruthy();
    expect(screen.getByText(/^Aggiornato alle \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Marco Rossi' })).toBeTruthy();
  });

  it('says so in Italian when the network fails, with Riprova', async () => {
    renderPage(<GatePage />, {
      'GET /api/fair-config': () => Response.json(defaultFairConfig),
      'GET /api/admin/gate': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossibile caricare gli ingressi: Errore di rete: controlla la connessione',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});

describe('Esportazioni (exports)', () => {
  it('downloads the CSV with the bearer token and saves it under the suggested name', async () => {
    const saved: { name: string; href: string }[] = [];
    // jsdom has no object URLs; the browser's would hand the blob to the download.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    let authorization: string | null = null;
    renderPage(<ExportsPage />, {
      'GET /api/fair-config': () => Response.json(defaultFairConfig),
      'GET /api/admin/exports/attendees': (request) => {
        authorization = request.headers.get('Authorization');
        return new Response('\uFEFFnome;cognome\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="partecipanti-2026-10-16.csv"',
          },
        });
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Partecipanti' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Download avviato: partecipanti-2026-10-16.csv',
    );
    expect(authorization).toBe('Bearer token');
    expect(saved).toEqual([{ name: 'partecipanti-2026-10-16.csv', href: 'blob:csv' }]);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('says why a download failed, in Italian', async () => {
    renderPage(<ExportsPage />, {
      'GET /api/fair-config': () => Response.json(defaultFairConfig),
      'GET /api/admin/exports/checkins': () =>
        Response.json({ detail: 'Accesso riservato agli amministratori.' }, { status: 403 }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Ingressi' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Download di Ingressi non riuscito: Accesso riservato agli amministratori.',
    );
  });

  it.each([
    ['attachment; filename="ingressi.csv"', 'ingressi.csv'],
    ["attachment; filename*=UTF-8''decisioni%20di%20matching.csv", 'decisioni di matching.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [null, 'fiera-attendees.csv'],
  ])('names the file from %s', (header, name) => {
    expect(fileNameFrom(header, 'fiera-attendees.csv')).toBe(name);
  });
});

describe('Registro (audit log)', () => {
  it("loads the older lines with next_before on 'Carica altri'", async () => {
    const entry = (id: number): Schemas['AuditEntry'] => ({
      id,
      at: '2026-10-16T09:30:00.000Z',
      actor_id: 1,
      actor_email: 'organizzatrice@fiera.example',
      action: 'vendor.update',
      target: String(id),
      summary: `Azienda ${id}`,
    });
    const asked: (string | null)[] = [];
    renderPage(<AuditPage />, {
      'GET /api/fair-config': () => Response.json(defaultFairConfig),
      'GET /api/admin/audit': (request) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        return Response.json(
          (before === null
            ? { items: [entry(3), entry(2)], next_before: 2 }
            : { items: [entry(1)], next_before: null }) satisfies Schemas['AuditPage'],
        );
      },
    });

    const list = await screen.findByRole('list', { name: 'Attività' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Azienda modificata')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));

    await screen.findByText('Fine del registro.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(asked).toEqual([null, '2']);
  });
});
