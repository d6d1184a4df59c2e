import type { Schemas } from '@fiera/api-client';
import { defaultFairConfig, terracottaFair } from '@fiera/fair-config';
import { AppHeader } from '@fiera/ui/components/app-header';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from '../src/features/admin/audit/components/audit-page';
import { BrandingPage } from '../src/features/admin/branding/components/branding-page';
import { ExportsPage } from '../src/features/admin/exports/components/exports-page';
import { fileNameFrom } from '../src/features/admin/exports/file-name';
import {
  gateDashboardQueryOptions,
  GATE_POLL_MS,
} from '../src/features/admin/gate/api/get-gate-dashboard';
import { GatePage } from '../src/features/admin/gate/components/gate-page';
import { FairConfigProvider } from '../src/features/fair-config/fair-config-provider';
import { ApiClientProvider } from '../src/lib/api';
import { apiClient, testQueryClient } from './helpers';

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

describe('Aspetto (branding)', () => {
  it('saves the edited config, and the running app wears it at once', async () => {
    let served: Schemas['FairConfig'] = defaultFairConfig;
    const puts: unknown[] = [];
    renderPage(<BrandingPage />, {
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
    renderPage(<BrandingPage />, {
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
