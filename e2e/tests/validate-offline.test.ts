import AxeBuilder from '@axe-core/playwright';
import { createPublicKey } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type RunningServer } from '@fiera/server/testing';
import { createTicketTokens } from '../../apps/server/src/plugins/app/tickets/ticket-tokens';
import { generateEd25519PrivateKeyPem } from '../../apps/server/src/secrets';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';
import { fakeCameraArgs, writeQrVideo } from '../support/qr-video';

const PASSWORD = 'una-password-sicura';
const STATIC_DIR = path.resolve(
  process.env.E2E_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../apps/fair/dist'),
);
// The fair changed its ticket key: tickets e-mailed before still carry the previous one.
const PREVIOUS_KEY = generateEd25519PrivateKeyPem();
const CURRENT_KEY = generateEd25519PrivateKeyPem();

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** The built app and the API, as support/app-server starts them, with a change of ticket key. */
async function startServerAfterKeyChange(): Promise<RunningServer> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(`The app is not built: run "npm run build -w @fiera/fair" (${STATIC_DIR}).`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildTestApp({
    config: {
      nodeEnv: 'production',
      staticDir: STATIC_DIR,
      publicUrl: url,
      ticketPrivateKeyPem: CURRENT_KEY,
      ticketPreviousKeysPem: [
        createPublicKey(PREVIOUS_KEY).export({ type: 'spki', format: 'pem' }).toString(),
      ],
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url, app, close: () => app.close() };
}

/**
 * Plain SQL on the test database (PGlite or PostgreSQL: both clients take `query(text, values)`).
 * The e2e package has no drizzle-orm of its own to build conditions with.
 */
async function query(server: RunningServer, text: string, values: unknown[] = []) {
  const client = (
    server.app.db as unknown as {
      $client: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  return (await client.query(text, values)).rows as Record<string, unknown>[];
}

async function checkinsOf(server: RunningServer, ticketUuid: string) {
  const [row] = await query(
    server,
    'select count(*)::int as n from checkins c join tickets t on t.id = c.ticket_id where t.uuid = $1',
    [ticketUuid],
  );
  return row?.n;
}

async function offlineScansOf(server: RunningServer, ticketUuid: string) {
  const [row] = await query(
    server,
    'select count(*)::int as n from offline_scans where ticket_uuid = $1',
    [ticketUuid],
  );
  return row?.n;
}

async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Accesso' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A character of the signature changed: still a well-formed code, but a forged one. */
function tampered(token: string): string {
  const index = token.length - 20;
  return token.slice(0, index) + (token.charAt(index) === 'A' ? 'B' : 'A') + token.slice(index + 1);
}

const result = (page: Page) => page.locator('[data-slot="validation-result"]');
const scannerStatus = (page: Page): Locator =>
  page.getByRole('region', { name: 'Stato del lettore' });

async function expectNoSeriousAxeViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${name}`).toEqual([]);
}

/** What a keyboard-wedge hardware scanner does: the code typed at machine speed, then Enter. */
async function wedgeScan(page: Page, code: string) {
  // Nothing focused: the scanner types into the page, not into a field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function scanAgain(page: Page) {
  await page.getByRole('button', { name: 'Scansiona di nuovo' }).click();
  await result(page).waitFor({ state: 'detached' });
}

interface Holder {
  userId: number;
  ticketUuid: string;
  qrCodeData: string;
}

describe('given two staff phones at the entrance when the hall network drops', () => {
  let server: RunningServer;
  let videos: string;
  let staff: { id: number; email: string; token: string };
  let camera: Holder;
  let revoked: Holder;
  let usedTwice: Holder;
  let fromBeforeKeyChange: Holder;
  let fromBeforeKeyChangeOnline: Holder;
  /** A phone whose camera films a visitor's ticket. */
  let cameraPhone: LaunchedBrowser;
  let cameraPage: Page;
  /** A phone whose camera sees no ticket: staff type codes, or use a hardware scanner. */
  let gatePhone: LaunchedBrowser;
  let gatePage: Page;
  /** The camera phone's validation calls, held on the way: the network drops meanwhile. */
  const held: Route[] = [];

  async function holder(options: { previousKey?: boolean } = {}): Promise<Holder> {
    const user = await createUser(server.app, { password: PASSWORD });
    const { ticket } = await server.app.ticketsService.issueTicket(user.id);
    const qrCodeData = options.previousKey
      ? createTicketTokens(PREVIOUS_KEY).sign({ ticketUuid: ticket.uuid, userId: user.id })
      : ticket.qrCodeData;
    return { userId: user.id, ticketUuid: ticket.uuid, qrCodeData };
  }

  async function openValidate(page: Page) {
    await logIn(page, server.url, staff.email);
    await page.goto(`${server.url}/validate`);
    await page.getByRole('heading', { name: 'Inquadra qui il QR Code' }).waitFor();
    // Keys and revocations are on the phone once their sync times show.
    await scannerStatus(page)
      .filter({ hasText: /Chiavi:\s*\d\d:\d\d.*Revoche:\s*\d\d:\d\d/ })
      .waitFor({ timeout: 20_000 });
  }

  beforeAll(async () => {
    server = await startServerAfterKeyChange();
    videos = mkdtempSync(path.join(tmpdir(), 'fiera-offline-camera-'));
    staff = await createUser(server.app, { role: 'staff', password: PASSWORD });
    [camera, revoked, usedTwice, fromBeforeKeyChange, fromBeforeKeyChangeOnline] =
      await Promise.all([
        holder(),
        holder(),
        holder(),
        holder({ previousKey: true }),
        holder({ previousKey: true }),
      ]);
    // Revoked a minute ago: settled, so the revocation list scanners sync lists it.
    await query(server, 'update tickets set revoked_at = now() where uuid = $1', [
      revoked.ticketUuid,
    ]);
    await query(
      server,
      "update ticket_revocations set revoked_at = now() - interval '1 minute' where ticket_uuid = $1",
      [revoked.ticketUuid],
    );

    const video = path.join(videos, 'camera.y4m');
    writeQrVideo(video, camera.qrCodeData);
    cameraPhone = await launchBrowser({ extraArgs: fakeCameraArgs(video) });
    cameraPage = await cameraPhone.context.newPage();
    await cameraPage.route('**/api/tickets/validate', (route) => {
      held.push(route);
    });
    // Chromium's own fake camera films a test pattern: no QR code to scan.
    gatePhone = await launchBrowser({
      extraArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
    gatePage = await gatePhone.context.newPage();
    await openValidate(gatePage);
    await openValidate(cameraPage);
  });

  afterAll(async () => {
    await cameraPhone?.close();
    await gatePhone?.close();
    await server?.close();
    if (videos !== undefined) rmSync(videos, { recursive: true, force: true });
  });

  it('admits online a ticket signed with the previous ticket key', async () => {
    const field = gatePage.getByRole('textbox', { name: 'Codice biglietto' });
    await field.fill(fromBeforeKeyChangeOnline.qrCodeData);
    await gatePage.getByRole('button', { name: 'Convalida' }).click();
    await gatePage.getByText('✓ Biglietto Valido').waitFor();
    await gatePage.getByText(`ID biglietto: ${fromBeforeKeyChangeOnline.ticketUuid}`).waitFor();
    await expect(result(gatePage).textContent()).resolves.not.toContain('Offline');
    await scanAgain(gatePage);
  });

  it('checks tickets on the phones without network, and sends each entry exactly once when it returns', async () => {
    // The camera read the ticket and asked the server; the network drops before any answer.
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await cameraPhone.context.setOffline(true);
    await gatePhone.context.setOffline(true);
    // Already given up by the page after its timeout, if the machine was slow: the same.
    await held[0]?.abort('internetdisconnected').catch(() => undefined);
    try {
      await cameraPage.getByText('✓ Biglietto Valido').waitFor({ timeout: 20_000 });
    } catch (error) {
      await cameraPage.screenshot({
        path: path.join(tmpdir(), 'fiera-validate-offline-camera.png'),
      });
      throw error;
    }
    await expect(result(cameraPage).textContent()).resolves.toContain('Offline');
    await cameraPage.getByText(`ID biglietto: ${camera.ticketUuid}`).waitFor();
    await cameraPage.getByText(/sarà inviato al server appena torna la connessione/).waitFor();
    await scannerStatus(cameraPage).getByText('Offline', { exact: true }).waitFor();
    await scannerStatus(cameraPage).getByText('1 ingresso da inviare').waitFor();
    // The visitors' offline banner stays off the gate: the status box says it in staff's words.
    expect(await cameraPage.getByText('Sei offline').count()).toBe(0);
    await expectNoSeriousAxeViolations(cameraPage, 'an offline verdict');

    // The same ticket still in front of the camera, the browser offline: the re-entry rule,
    // applied on the phone.
    await cameraPage.getByRole('button', { name: 'Scansiona di nuovo' }).click();
    await cameraPage
      .getByText(/Biglietto già convalidato alle \d\d:\d\d/)
      .waitFor({ timeout: 20_000 });
    await expect(result(cameraPage).textContent()).resolves.toContain('Offline');
    expect(held).toHaveLength(1);

    // A code with one character changed, typed by hand: refused on the phone.
    await scannerStatus(gatePage).getByText('Offline', { exact: true }).waitFor();
    await gatePage
      .getByRole('textbox', { name: 'Codice biglietto' })
      .fill(tampered(camera.qrCodeData));
    await gatePage.getByRole('button', { name: 'Convalida' }).click();
    await gatePage.getByText('✗ Biglietto Non Valido').waitFor();
    await gatePage.getByText(/contraffatto o alterato/).waitFor();
    await expect(result(gatePage).textContent()).resolves.toContain('Offline');
    await scanAgain(gatePage);

    // A hardware scanner in keyboard mode, nothing touched: a ticket revoked before the
    // network dropped is refused, one signed with the previous key is admitted.
    await wedgeScan(gatePage, revoked.qrCodeData);
    await gatePage.getByText('Biglietto revocato.').waitFor();
    await expect(result(gatePage).textContent()).resolves.toContain('Offline');
    await wedgeScan(gatePage, fromBeforeKeyChange.qrCodeData);
    await gatePage.getByText(`ID biglietto: ${fromBeforeKeyChange.ticketUuid}`).waitFor();
    await expect(result(gatePage).textContent()).resolves.toContain('✓ Biglietto Valido');
    await expectNoSeriousAxeViolations(gatePage, 'an offline verdict from the keyboard scanner');
    // A visitor let in here while, at a gate with network, the same ticket entered too.
    await wedgeScan(gatePage, usedTwice.qrCodeData);
    await gatePage.getByText(`ID biglietto: ${usedTwice.ticketUuid}`).waitFor();
    await server.app.ticketsService.validate(usedTwice.qrCodeData, staff.id);
    await scannerStatus(gatePage).getByText('2 ingressi da inviare').waitFor();
    expect(await checkinsOf(server, camera.ticketUuid)).toBe(0);

    // Back online. The gate phone's first upload reaches the server, but its answer is lost.
    const uploads: string[] = [];
    await gatePhone.context.route('**/api/tickets/checkins/offline', async (route) => {
      uploads.push(route.request().postData() ?? '');
      if (uploads.length === 1) {
        await route.fetch();
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await cameraPhone.context.setOffline(false);
    await gatePhone.context.setOffline(false);
    await scannerStatus(cameraPage)
      .getByText('Nessun ingresso da inviare')
      .waitFor({ timeout: 30_000 });
    // The gate phone tries again by itself: the same scans with the same nonces (only the
    // phone's clock at sending, `sent_at`, is new).
    await scannerStatus(gatePage)
      .getByText('Nessun ingresso da inviare')
      .waitFor({ timeout: 45_000 });
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    const scansOf = (body: string | undefined) =>
      (JSON.parse(body ?? '{}') as { scans?: unknown }).scans;
    expect(scansOf(uploads[1])).toEqual(scansOf(uploads[0]));
    const sent = JSON.parse(uploads[0] ?? '{}') as { scans: { nonce: string }[] };
    expect(sent.scans).toHaveLength(2);

    // Each entry is on the server once.
    expect(await checkinsOf(server, camera.ticketUuid)).toBe(1);
    expect(await offlineScansOf(server, camera.ticketUuid)).toBe(1);
    expect(await checkinsOf(server, fromBeforeKeyChange.ticketUuid)).toBe(1);
    expect(await offlineScansOf(server, fromBeforeKeyChange.ticketUuid)).toBe(1);
    // The gate phone's queue sent once more (a third try): nothing changes.
    const replay = await server.app.inject({
      method: 'POST',
      url: '/api/tickets/checkins/offline',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
      // The phone's own body, as it sent it.
      payload: uploads[0],
    });
    expect(replay.statusCode).toBe(200);
    expect(
      replay.json<{ results: { repeated: boolean }[] }>().results.map((row) => row.repeated),
    ).toEqual([true, true]);
    expect(await checkinsOf(server, fromBeforeKeyChange.ticketUuid)).toBe(1);
    expect(await offlineScansOf(server, fromBeforeKeyChange.ticketUuid)).toBe(1);

    // The ticket that went in twice is shown to the staff member, and on the gate dashboard.
    const problems = scannerStatus(gatePage).getByRole('alert');
    await problems.getByText('Usato due volte').waitFor();
    await problems.getByText(`Biglietto ${usedTwice.ticketUuid}`, { exact: false }).waitFor();
    const gate = await server.app.ticketsService.gateDashboard();
    expect(gate.offline.received).toBe(3);
    expect(gate.offline.problems.map((problem) => problem.outcome)).toEqual(['used-twice']);
    await scannerStatus(gatePage).getByText('Online', { exact: true }).waitFor();
  });

  it('lets a hardware scanner validate online too, without touching the screen', async () => {
    const visitor = await holder();
    await gatePage.getByRole('button', { name: 'Ho preso nota' }).click();
    await wedgeScan(gatePage, visitor.qrCodeData);
    await gatePage.getByText(`ID biglietto: ${visitor.ticketUuid}`).waitFor();
    await expect(result(gatePage).textContent()).resolves.not.toContain('Offline');
    expect(await checkinsOf(server, visitor.ticketUuid)).toBe(1);
  });
});
