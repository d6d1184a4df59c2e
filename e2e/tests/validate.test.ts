import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, type RunningServer } from '@fiera/server/testing';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';
import { startAppServer } from '../support/app-server';
import { fakeCameraArgs, writeQrVideo } from '../support/qr-video';

const PASSWORD = 'una-password-sicura';

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

describe('given a staff member at the entrance with a phone camera', () => {
  let server: RunningServer;
  let videos: string;
  const browsers: LaunchedBrowser[] = [];
  let staffEmail: string;
  let attendee: { email: string; ticketUuid: string; userId: number; qrCodeData: string };

  beforeAll(async () => {
    server = await startAppServer();
    videos = mkdtempSync(path.join(tmpdir(), 'fiera-camera-'));
    staffEmail = (await createUser(server.app, { role: 'staff', password: PASSWORD })).email;
    const user = await createUser(server.app, { password: PASSWORD });
    const { ticket } = await server.app.ticketsService.issueTicket(user.id);
    attendee = {
      email: user.email,
      ticketUuid: ticket.uuid,
      userId: user.id,
      qrCodeData: ticket.qrCodeData,
    };
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.close();
    if (videos !== undefined) rmSync(videos, { recursive: true, force: true });
  });

  /** A browser whose camera films `code` as a QR code, with the staff member logged in. */
  async function scanningStaffPage(
    name: string,
    code: string,
    prepare?: (page: Page) => Promise<void>,
  ) {
    const video = path.join(videos, `${name}.y4m`);
    writeQrVideo(video, code);
    return staffPage(fakeCameraArgs(video), prepare);
  }

  /** The staff member logged in on /validate, in a browser launched with `extraArgs`. */
  async function staffPage(extraArgs: string[], prepare?: (page: Page) => Promise<void>) {
    const browser = await launchBrowser({ extraArgs });
    browsers.push(browser);
    const page = await browser.context.newPage();
    await prepare?.(page);
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== server.url) foreignRequests.push(request.url());
    });
    await logIn(page, server.url, staffEmail);
    await page.goto(`${server.url}/validate`);
    await page.getByRole('heading', { name: 'Inquadra qui il QR Code' }).waitFor();
    return { page, foreignRequests };
  }

  it("reads the attendee's QR ticket with the camera and admits them", async () => {
    const { page, foreignRequests } = await scanningStaffPage('valid', attendee.qrCodeData);
    try {
      await page.getByText('✓ Biglietto Valido').waitFor({ timeout: 20_000 });
    } catch (error) {
      await page.screenshot({ path: path.join(tmpdir(), 'fiera-validate-valid.png') });
      throw error;
    }
    await page.getByText(`ID biglietto: ${attendee.ticketUuid}`).waitFor();
    await page.getByText(`ID utente: ${attendee.userId}`).waitFor();
    await page.getByText(`Benvenuto, ${attendee.email}`).waitFor();
    // The ZXing wasm and everything else come from our own origin: no CDN at the gate.
    expect(foreignRequests).toEqual([]);
  });

  it('refuses a QR code with one character of the ticket changed', async () => {
    const { page } = await scanningStaffPage('tampered', tampered(attendee.qrCodeData));
    try {
      await page.getByText('✗ Biglietto Non Valido').waitFor({ timeout: 20_000 });
    } catch (error) {
      await page.screenshot({ path: path.join(tmpdir(), 'fiera-validate-tampered.png') });
      throw error;
    }
    await page.getByText(/contraffatto o alterato/).waitFor();
  });

  it('after a network error, scans the same ticket again on Scansiona di nuovo', async () => {
    const retry = await createUser(server.app, { password: PASSWORD });
    const { ticket } = await server.app.ticketsService.issueTicket(retry.id);
    // The hall Wi-Fi drops the validation call (the scanner's own files are already loaded), on
    // a phone that never got the ticket keys: it cannot check offline (that is
    // validate-offline.test.ts), so the dropped call is the network error it is.
    const { page } = await scanningStaffPage('offline', ticket.qrCodeData, async (opening) => {
      await opening.route('**/api/tickets/public-key', (route) =>
        route.abort('internetdisconnected'),
      );
      await opening.route('**/api/tickets/validate', (route) =>
        route.abort('internetdisconnected'),
      );
    });
    try {
      // The verdict's alert, not the scanner status (its failed key sync says the same words).
      await page
        .getByRole('alert')
        .filter({ hasText: 'Errore di rete: controlla la connessione' })
        .waitFor({ timeout: 20_000 });
    } catch (error) {
      await page.screenshot({ path: path.join(tmpdir(), 'fiera-validate-offline.png') });
      throw error;
    }
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await page.unroute('**/api/tickets/validate');
    // The ticket is still in front of the camera: it is read again, and admitted.
    await page.getByRole('button', { name: 'Scansiona di nuovo' }).click();
    try {
      await page.getByText('✓ Biglietto Valido').waitFor({ timeout: 20_000 });
    } catch (error) {
      await page.screenshot({ path: path.join(tmpdir(), 'fiera-validate-scan-again.png') });
      throw error;
    }
    await page.getByText(`ID biglietto: ${ticket.uuid}`).waitFor();
  });

  // Regression: the profile and the ticket e-mail show only the ticket id, and the manual entry
  // used to take only the signed QR content, which no visitor ever sees.
  it('admits a visitor whose ticket id, read off their profile, staff type by hand', async () => {
    const visitor = await createUser(server.app, { password: PASSWORD });
    const { ticket } = await server.app.ticketsService.issueTicket(visitor.id);
    // Chromium's own fake camera films a test pattern: no QR code to scan.
    const { page } = await staffPage([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ]);

    // The visitor shows their profile: the id under the QR code is what staff read out.
    const visitorPage = await page.context().newPage();
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await logIn(visitorPage, server.url, visitor.email);
    await visitorPage.goto(`${server.url}/profile`);
    const shown = await visitorPage.getByText(/^Codice biglietto: /).textContent();
    const ticketId = (shown ?? '').replace('Codice biglietto: ', '').trim();
    expect(ticketId).toBe(ticket.uuid);
    await visitorPage.close();
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await logIn(page, server.url, staffEmail);
    await page.goto(`${server.url}/validate`);

    const field = page.getByRole('textbox', { name: 'Codice biglietto' });
    await field.fill(ticketId.toUpperCase());
    await page.getByRole('button', { name: 'Convalida' }).click();
    await page.getByText('✓ Biglietto Valido').waitFor();
    await page.getByText(`ID biglietto: ${ticket.uuid}`).waitFor();
    await page.getByText(`Benvenuto, ${visitor.email}`).waitFor();

    // The same id again, the same day: refused, saying when they came in.
    await page.getByRole('button', { name: 'Scansiona di nuovo' }).click();
    await field.fill(ticketId);
    await page.getByRole('button', { name: 'Convalida' }).click();
    await page.getByText('✗ Biglietto Non Valido').waitFor();
    await page.getByText(/Biglietto già convalidato alle \d\d:\d\d/).waitFor();
  });

  // Regression: with the camera refused, staff saw only a black box.
  it('when the camera permission is denied, says so and leads to the manual entry', async () => {
    // A camera is there, but without --use-fake-ui-for-media-stream nobody grants it: headless
    // Chromium refuses the permission as a user clicking "Block" would.
    const { page } = await staffPage(['--use-fake-device-for-media-stream']);
    const alert = page.getByRole('alert').filter({ hasText: 'Accesso alla fotocamera negato' });
    try {
      await alert.waitFor({ timeout: 10_000 });
    } catch (error) {
      await page.screenshot({ path: path.join(tmpdir(), 'fiera-validate-denied.png') });
      throw error;
    }
    await alert.getByRole('button', { name: 'Riprova' }).waitFor();
    await alert.getByRole('button', { name: 'Inserisci il codice a mano' }).click();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    expect(focused).toBe('ticket-code');
  });

  it('sends an attendee who opens /validate to /login', async () => {
    const browser = browsers[0] ?? (await launchBrowser());
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.clear());
    await logIn(page, server.url, attendee.email);
    await page.goto(`${server.url}/validate`);
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
