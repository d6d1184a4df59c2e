import path from 'node:path';
import { tmpdir } from 'node:os';
import { bearer, createUser, type RunningServer } from '@fiera/server/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../support/app-server';
import { launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from '../support/browser';

const PASSWORD = 'una-password-sicura';
const NEW_NAME = 'Expo Collaudo';
// Passes the schema's contrast checks against the default palette's light background and text.
const NEW_PRIMARY = '#8a1c7c';
const NEW_PRIMARY_RGB = 'rgb(138, 28, 124)';
// Generous: the production build loads on a 2-core machine busy with other test suites.
const WAIT = { timeout: 30_000 };

async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', WAIT);
}

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Waits until the element's background settles on `rgb` (buttons ease between colours). */
async function expectBackground(locator: Locator, rgb: string) {
  await expect.poll(() => backgroundOf(locator), { timeout: 10_000 }).toBe(rgb);
}

async function screenshotOnFailure(page: Page, name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    await page.screenshot({ path: path.join(tmpdir(), `fiera-${name}.png`), fullPage: true });
    throw error;
  }
}

describe('given an organiser on a phone', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  let adminEmail: string;
  let staff: { token: string };

  beforeAll(async () => {
    server = await startAppServer();
    adminEmail = (await createUser(server.app, { role: 'admin', password: PASSWORD })).email;
    staff = await createUser(server.app, { role: 'staff', password: PASSWORD });
    browser = await launchBrowser({ viewport: PHONE_VIEWPORT });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renames the fair and recolours it, sees it in the preview, and /login wears it', async () => {
    const page = await browser.context.newPage();
    await screenshotOnFailure(page, 'admin-branding', async () => {
      await logIn(page, server.url, adminEmail);
      await page.goto(`${server.url}/admin/aspetto`);
      await page.getByRole('heading', { name: 'Aspetto', level: 1 }).waitFor(WAIT);

      const name = page.getByRole('textbox', { name: /Nome della fiera/ });
      await name.fill(NEW_NAME);
      await page
        .getByRole('textbox', { name: 'Colore principale: codice', exact: true })
        .fill(NEW_PRIMARY);

      // On a phone the preview is a tab of its own: it already wears the new name and colour.
      await page.getByRole('tab', { name: 'Anteprima' }).click();
      const preview = page.locator('[data-slot="branding-preview-canvas"]');
      await preview.getByText(NEW_NAME, { exact: true }).waitFor(WAIT);
      await expectBackground(preview.locator('[data-preview="primary-button"]'), NEW_PRIMARY_RGB);
      // Nothing is saved yet: the app's own header keeps the old name.
      await expect(page.locator('header').first().textContent()).resolves.not.toContain(NEW_NAME);
      // The phone's screen never scrolls sideways, preview included.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText(/^Configurazione salvata/).waitFor(WAIT);
      // The running app wears it at once, without a reload.
      await page.locator('header').first().getByText(NEW_NAME).waitFor(WAIT);
      await expect.poll(() => page.title()).toContain(NEW_NAME);

      await page.getByRole('button', { name: 'Esci' }).first().click();
      await page.waitForURL((url) => url.pathname === '/login', WAIT);
      await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
      await page.locator('header').first().getByText(NEW_NAME).waitFor(WAIT);
      await expectBackground(page.getByRole('button', { name: 'Accedi' }), NEW_PRIMARY_RGB);

      // A fresh visit gets the same from the server (its config and its theme.css).
      await page.reload();
      await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
      await page.locator('header').first().getByText(NEW_NAME).waitFor(WAIT);
      await expectBackground(page.getByRole('button', { name: 'Accedi' }), NEW_PRIMARY_RGB);
    });
    await page.close();
  });

  it("shows a staff member's check-in on Ingressi within the polling interval", async () => {
    const attendee = await createUser(server.app, { password: PASSWORD });
    const { ticket } = await server.app.ticketsService.issueTicket(attendee.id);
    const page = await browser.context.newPage();
    await screenshotOnFailure(page, 'admin-gate', async () => {
      await logIn(page, server.url, adminEmail);
      await page.goto(`${server.url}/admin/ingressi`);
      await page.getByRole('heading', { name: 'Ingressi', level: 1 }).waitFor(WAIT);
      await page.getByText(/^Aggiornato alle \d\d:\d\d:\d\d$/).waitFor(WAIT);
      await page.getByText('Rientro nello stesso giorno: non consentito').waitFor(WAIT);
      const today = page.locator('dt', { hasText: 'Ingressi di oggi' }).locator('+ dd');
      expect(await today.textContent()).toBe('0');

      // The staff member scans the ticket at the gate (their phone's call to the API).
      const scan = await fetch(`${server.url}/api/tickets/validate`, {
        method: 'POST',
        headers: { ...bearer(staff.token), 'content-type': 'application/json' },
        body: JSON.stringify({ qr_code_data: ticket.qrCodeData }),
      });
      expect(scan.status).toBe(200);
      const scannedAt = Date.now();

      // The page polls every 5 s: the entry shows within one interval (and a second of slack).
      await expect.poll(() => today.textContent(), { timeout: 6_000, interval: 250 }).toBe('1');
      expect(Date.now() - scannedAt).toBeLessThanOrEqual(6_000);
      await page.getByRole('table', { name: /ciascun addetto/ }).waitFor({ state: 'attached' });
      expect(
        await page
          .getByRole('table', { name: /per fascia oraria/ })
          .locator('tbody tr')
          .count(),
      ).toBeGreaterThan(0);
    });
    await page.close();
  });
});
