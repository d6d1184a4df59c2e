import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

// jsdom has neither a camera nor ZXing: the scanner becomes a button that "scans" the code the
// test chose, keeping the real scanner's contract of reporting nothing while paused.
const camera = vi.hoisted(() => ({ code: 'v1.ticket.firma' }));
vi.mock('@fiera/ui/components/qr-scanner', () => ({
  QrScanner: ({ onScan, paused }: { onScan: (code: string) => void; paused?: boolean }) => (
    <button type="button" onClick={() => !paused && onScan(camera.code)}>
      Simula scansione
    </button>
  ),
}));

afterEach(() => {
  cleanup();
  camera.code = 'v1.ticket.firma';
});

const staff = fakeAuth(userWith('staff'));

type Handlers = Parameters<typeof apiClient>[0];

async function renderValidate(handlers: Handlers) {
  const calls = { validate: [] as unknown[], stats: 0 };
  let total = 10;
  const api = apiClient({
    'GET /api/tickets/checkins/stats': () => {
      calls.stats += 1;
      return Response.json({ today: total - 7, total } satisfies Schemas['CheckinStats']);
    },
    ...handlers,
    'POST /api/tickets/validate': async (request) => {
      calls.validate.push(await request.json());
      total += 1;
      const handler = handlers?.['POST /api/tickets/validate'];
      if (!handler) throw new Error('no validate handler');
      return handler(request);
    },
  });
  renderRoutes('/validate', staff, api);
  await screen.findByRole('heading', { name: t('validate.title') });
  return calls;
}

const scan = () => fireEvent.click(screen.getByRole('button', { name: 'Simula scansione' }));

function verdict(body: Schemas['ValidationResponse']) {
  return () => Response.json(body);
}

describe('the ticket scanner', () => {
  it('validates a scanned ticket and shows it valid, then refreshes the counts', async () => {
    const calls = await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: true,
        message: 'Benvenuta, Giulia!',
        ticket_uuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
        user_id: 42,
      }),
    });
    expect(await screen.findByText('10')).toBeTruthy();

    scan();

    expect(await screen.findByText(t('validate.validating'))).toBeTruthy();
    const status = await screen.findByText(t('validate.valid'));
    expect(status.closest('[role="status"]')?.textContent).toContain('Benvenuta, Giulia!');
    expect(
      screen.getByText(t('validate.ticketId', { id: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10' })),
    ).toBeTruthy();
    expect(screen.getByText(t('validate.userId', { id: 42 }))).toBeTruthy();
    expect(calls.validate).toEqual([{ qr_code_data: 'v1.ticket.firma' }]);
    expect(await screen.findByText('11')).toBeTruthy();
    expect(calls.stats).toBe(2);
  });

  it('shows an invalid ticket with the reason', async () => {
    await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: false,
        message: 'Biglietto già utilizzato alle 09:12.',
        ticket_uuid: null,
        user_id: null,
      }),
    });

    scan();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('validate.invalid'));
    expect(alert.textContent).toContain('Biglietto già utilizzato alle 09:12.');
  });

  it('shows a refused call with its status and reason', async () => {
    await renderValidate({
      'POST /api/tickets/validate': () =>
        Response.json({ detail: 'Accesso riservato allo staff.' }, { status: 403 }),
    });

    scan();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('validate.error'));
    expect(alert.textContent).toContain(t('validate.status', { status: 403 }));
    expect(alert.textContent).toContain('Errore: Accesso riservato allo staff.');
  });

  it('shows a network failure as status 500 with its message', async () => {
    await renderValidate({
      'POST /api/tickets/validate': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    scan();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('validate.status', { status: 500 }));
    expect(alert.textContent).toContain('Errore di rete: controlla la connessione');
    expect(alert.textContent).not.toContain('Failed to fetch');
  });

  it('ignores scans while a verdict shows, and resumes on Scansiona di nuovo', async () => {
    const calls = await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: false,
        message: 'Firma non valida.',
        ticket_uuid: null,
        user_id: null,
      }),
    });

    scan();
    await screen.findByRole('alert');
    scan();
    fireEvent.click(screen.getByRole('button', { name: t('validate.manual.submit') }));
    expect(calls.validate).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: t('validate.scanAgain') }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    camera.code = 'v1.altro.biglietto';
    scan();

    await screen.findByRole('alert');
    expect(calls.validate).toEqual([
      { qr_code_data: 'v1.ticket.firma' },
      { qr_code_data: 'v1.altro.biglietto' },
    ]);
  });

  it('validates a code typed by hand', async () => {
    const calls = await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: true,
        message: 'Benvenuto!',
        ticket_uuid: null,
        user_id: null,
      }),
    });

    fireEvent.change(screen.getByRole('textbox', { name: t('validate.manual.label') }), {
      target: { value: ' v1.digitato ' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('validate.manual.submit') }));

    expect(await screen.findByText(t('validate.valid'))).toBeTruthy();
    expect(calls.validate).toEqual([{ qr_code_data: 'v1.digitato' }]);
  });

  // Regression: visitors see only their ticket id (profile, ticket e-mail), never the signed
  // QR content, and the manual entry used to send whatever was typed as qr_code_data.
  it("sends the visitor's ticket id, typed by hand, as ticket_id and admits them", async () => {
    const ticketId = '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d';
    const calls = await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: true,
        message: 'Benvenuto, Mario Rossi',
        ticket_uuid: ticketId,
        user_id: 7,
      }),
    });

    fireEvent.change(screen.getByRole('textbox', { name: t('validate.manual.label') }), {
      target: { value: ` ${ticketId.toUpperCase()} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: t('validate.manual.submit') }));

    const status = await screen.findByText(t('validate.valid'));
    expect(status.closest('[role="status"]')?.textContent).toContain('Benvenuto, Mario Rossi');
    expect(screen.getByText(t('validate.ticketId', { id: ticketId }))).toBeTruthy();
    expect(calls.validate).toEqual([{ ticket_id: ticketId }]);
  });

  it('shows the verdict for a ticket id that matches no ticket', async () => {
    await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: false,
        message: 'Biglietto non trovato: controlla il codice.',
        ticket_uuid: null,
        user_id: null,
      }),
    });

    fireEvent.change(screen.getByRole('textbox', { name: t('validate.manual.label') }), {
      target: { value: '00000000-0000-4000-8000-000000000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('validate.manual.submit') }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('validate.invalid'));
    expect(alert.textContent).toContain('Biglietto non trovato: controlla il codice.');
  });

  it('sends scanned codes as qr_code_data, even one shaped like a ticket id', async () => {
    camera.code = '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d';
    const calls = await renderValidate({
      'POST /api/tickets/validate': verdict({
        valid: false,
        message: 'QR code non riconosciuto: non è un biglietto della fiera.',
        ticket_uuid: null,
        user_id: null,
      }),
    });

    scan();

    await screen.findByRole('alert');
    expect(calls.validate).toEqual([{ qr_code_data: '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d' }]);
  });
});
