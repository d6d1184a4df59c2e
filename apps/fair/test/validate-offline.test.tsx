import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTicketTokens } from '../../server/src/plugins/app/tickets/ticket-tokens';
import { generateEd25519PrivateKeyPem } from '../../server/src/secrets';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

// jsdom has neither a camera nor ZXing: the scanner becomes a button that "scans" the code the
// test chose, keeping the real scanner's contract of reporting nothing while paused.
const camera = vi.hoisted(() => ({ code: '' }));
vi.mock('@fiera/ui/components/qr-scanner', () => ({
  QrScanner: ({ onScan, paused }: { onScan: (code: string) => void; paused?: boolean }) => (
    <button type="button" onClick={() => !paused && onScan(camera.code)}>
      Simula scansione
    </button>
  ),
}));

const tokens = createTicketTokens(generateEd25519PrivateKeyPem());
const staff = fakeAuth(userWith('staff'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ticketUuidOf(code: string): string | null {
  const check = tokens.check(code);
  return check.ok ? check.claims.ticketUuid : null;
}

function ticket() {
  const ticketUuid = randomUUID();
  return { ticketUuid, code: tokens.sign({ ticketUuid, userId: 12 }) };
}

/** The browser's own network switch (navigator.onLine and its events), as Chromium flips it. */
function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function renderValidate({
  validate = () => Promise.reject(new TypeError('Failed to fetch')),
  outcome = () => 'entered',
}: {
  validate?: (request: Request) => Promise<Response>;
  outcome?: (scan: { qr_code_data: string }) => 'entered' | 'used-twice' | 'refused';
} = {}) {
  const calls = { validate: 0, uploads: [] as Schemas['OfflineCheckinUpload']['scans'][] };
  const api = apiClient({
    'GET /api/tickets/checkins/stats': () => Response.json({ today: 3, total: 10 }),
    'GET /api/tickets/public-key': () =>
      Response.json({
        algorithm: 'EdDSA',
        public_key_jwk: tokens.publicKeyJwk,
        keys: [...tokens.publicKeys],
        reentry: 'deny',
      } satisfies Schemas['TicketPublicKey']),
    'GET /api/tickets/revocations': () =>
      Response.json({ revocations: [], next_since: 0, more: false }),
    'POST /api/tickets/validate': (request) => {
      calls.validate += 1;
      return validate(request);
    },
    'POST /api/tickets/checkins/offline': async (request) => {
      const { scans } = (await request.json()) as Schemas['OfflineCheckinUpload'];
      calls.uploads.push(scans);
      return Response.json({
        results: scans.map((scan) => ({
          nonce: scan.nonce,
          outcome: outcome(scan),
          message:
            outcome(scan) === 'used-twice'
              ? 'Biglietto già convalidato alle 09:12'
              : 'Benvenuto, Mario',
          ticket_uuid: ticketUuidOf(scan.qr_code_data),
          scanned_at: scan.scanned_at,
          repeated: false,
        })),
      } satisfies Schemas['OfflineCheckinResults']);
    },
  });
  renderRoutes('/validate', staff, api);
  await screen.findByRole('heading', { name: t('validate.title') });
  // The keys are on the phone once their sync time shows.
  await waitFor(() => {
    const status = statusBox();
    expect(status.textContent).not.toContain(`${t('validate.scanner.keys')}:mai`);
  });
  return calls;
}

const statusBox = () =>
  screen.getByRole('region', { name: t('validate.scanner.title') }) as HTMLElement;

function scan(code: string) {
  camera.code = code;
  fireEvent.click(screen.getByRole('button', { name: 'Simula scansione' }));
}

describe('the ticket scanner without network', () => {
  it('admits a genuine ticket on the phone when the validation call gets no answer, marked offline', async () => {
    await renderValidate();
    const mario = ticket();

    scan(mario.code);

    const status = await screen.findByText(t('validate.valid'));
    const result = status.closest('[role="status"]') as HTMLElement;
    expect(result.textContent).toContain(t('validate.offline.badge'));
    expect(result.textContent).toContain(t('validate.offline.admitted'));
    expect(result.textContent).toContain(t('validate.offline.admittedNote'));
    expect(result.textContent).toContain(t('validate.ticketId', { id: mario.ticketUuid }));
    expect(within(statusBox()).getByText(t('validate.scanner.queuedOne'))).toBeTruthy();
    expect(within(statusBox()).getByText(t('validate.scanner.offline'))).toBeTruthy();
  });

  it('checks on the phone when the server answers with its own trouble (503), not only without network', async () => {
    await renderValidate({
      validate: () =>
        Promise.resolve(
          Response.json(
            { detail: 'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.' },
            { status: 503 },
          ),
        ),
    });

    scan(ticket().code);

    const status = await screen.findByText(t('validate.valid'));
    const result = status.closest('[role="status"]') as HTMLElement;
    expect(result.textContent).toContain(t('validate.offline.badge'));
    expect(within(statusBox()).getByText(t('validate.scanner.queuedOne'))).toBeTruthy();
  });

  it('with the browser offline, checks on the phone at once and refuses an altered code', async () => {
    const calls = await renderValidate();
    setBrowserOnline(false);
    expect(within(statusBox()).getByText(t('validate.scanner.offline'))).toBeTruthy();
    const code = ticket().code;

    scan(`${code.slice(0, 30)}${code.charAt(30) === 'A' ? 'B' : 'A'}${code.slice(31)}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('validate.invalid'));
    expect(alert.textContent).toContain(t('validate.offline.badge'));
    expect(alert.textContent).toContain(t('validate.offline.checkedNote'));
    expect(calls.validate).toBe(0);
    expect(within(statusBox()).getByText(t('validate.scanner.queuedNone'))).toBeTruthy();
  });

  it('refuses a typed ticket id offline: only a signed code can be checked on the phone', async () => {
    await renderValidate();
    setBrowserOnline(false);

    fireEvent.change(screen.getByRole('textbox', { name: t('validate.manual.label') }), {
      target: { value: randomUUID() },
    });
    fireEvent.click(screen.getByRole('button', { name: t('validate.manual.submit') }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('validate.offline.typedId'));
  });

  it('sends the queue when the network returns and shows a ticket the server found used twice', async () => {
    const twice = ticket();
    const calls = await renderValidate({
      outcome: (sent) => (sent.qr_code_data === twice.code ? 'used-twice' : 'entered'),
    });
    setBrowserOnline(false);
    scan(twice.code);
    await screen.findByText(t('validate.valid'));
    fireEvent.click(screen.getByRole('button', { name: t('validate.scanAgain') }));
    scan(ticket().code);
    await screen.findByText(t('validate.valid'));
    expect(
      within(statusBox()).getByText(t('validate.scanner.queuedMany', { count: 2 })),
    ).toBeTruthy();

    setBrowserOnline(true);

    await waitFor(() => expect(calls.uploads).toHaveLength(1));
    const [sent] = calls.uploads;
    expect(sent?.map((entry) => entry.qr_code_data)).toEqual([twice.code, expect.any(String)]);
    expect(new Set(sent?.map((entry) => entry.nonce)).size).toBe(2);
    await within(statusBox()).findByText(t('validate.scanner.queuedNone'));
    const problems = within(statusBox()).getByRole('alert');
    expect(problems.textContent).toContain(t('validate.scanner.problems.usedTwice'));
    expect(problems.textContent).toContain('Biglietto già convalidato alle 09:12');
    expect(problems.textContent).toContain(
      t('validate.scanner.problems.ticket', { id: twice.ticketUuid }),
    );
    // Heard once, politely: the connection is back and the queue went.
    expect(
      within(statusBox()).getByText(t('validate.scanner.announceSent'), {
        selector: '[role="status"]',
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('validate.scanner.problems.dismiss') }));
    await waitFor(() => expect(within(statusBox()).queryByRole('alert')).toBeNull());
  });

  it('applies what the server answered online to the next scan offline (the re-entry rule)', async () => {
    const mario = ticket();
    await renderValidate({
      validate: async () =>
        Response.json({
          valid: true,
          message: 'Benvenuto, Mario',
          ticket_uuid: mario.ticketUuid,
          user_id: 12,
          first_checkin_at: null,
        } satisfies Schemas['ValidationResponse']),
    });
    scan(mario.code);
    await screen.findByText('Benvenuto, Mario');
    fireEvent.click(screen.getByRole('button', { name: t('validate.scanAgain') }));
    setBrowserOnline(false);

    scan(mario.code);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Biglietto già convalidato alle \d\d:\d\d/);
    expect(alert.textContent).toContain(t('validate.offline.badge'));
  });
});
