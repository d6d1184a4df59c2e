import { bearer, createUser } from '@fiera/server/testing';
import type { Dialog, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, organiserOnAPhone, PASSWORD, WAIT } from '../support/back-office';

const NEW_NAME = 'Expo Collaudo';
// Passes the schema's contrast checks against the default palette's light background and text.
const NEW_PRIMARY = '#8a1c7c';
const NEW_PRIMARY_RGB = 'rgb(138, 28, 124)';

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Waits until the element's background settles on `rgb` (buttons ease between colours). */
async function expectBackground(locator: Locator, rgb: string) {
  await expect.poll(() => backgroundOf(locator), { timeout: 10_000 }).toBe(rgb);
}

describe('given an organiser on a phone', () => {
  const session = organiserOnAPhone();
  let staff: { token: string };

  beforeAll(async () => {
    staff = await createUser(session.server.app, { role: 'staff', password: PASSWORD });
  });

  it('renames the fair and recolours it, sees it in the preview, and /login wears it', async () => {
    await session.journey('admin-branding', async (page) => {
      await page.goto(`${session.server.url}/admin/aspetto`);
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
      await expectNoSidewaysScroll(page);

      // Unsaved: closing the tab gets the browser's own question ('Resta' keeps the page)…
      const closing = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
      await page.close({ runBeforeUnload: true });
      const prompt = await closing;
      expect(prompt.type()).toBe('beforeunload');
      await prompt.dismiss();
      // …and another section the app's own, in Italian.
      await page
        .getByRole('navigation', { name: 'Sezioni dell’amministrazione' })
        .getByRole('link', { name: 'Programma' })
        .click();
      const ask = page.getByRole('alertdialog', { name: 'Uscire senza salvare?' });
      await ask.getByText('Le modifiche all’aspetto non salvate andranno perse.').waitFor(WAIT);
      await ask.getByRole('button', { name: 'Resta' }).click();
      await ask.waitFor({ state: 'hidden', ...WAIT });
      expect(new URL(page.url()).pathname).toBe('/admin/aspetto');
      await page.getByRole('tab', { name: 'Modifica' }).click();
      await expect(name.inputValue()).resolves.toBe(NEW_NAME);

      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText(/^Configurazione salvata/).waitFor(WAIT);
      // The running app wears it at once, without a reload.
      await page.locator('header').first().getByText(NEW_NAME).waitFor(WAIT);
      await expect.poll(() => page.title()).toContain(NEW_NAME);
      // The phone's browser bar too (index.html's theme-color, replaced with the saved primary).
      await expect
        .poll(() => page.locator('meta[name="theme-color"]').first().getAttribute('content'))
        .toBe(NEW_PRIMARY);

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
  });

  // Two organisers on Aspetto at once: the second 'Salva' silently undid the first one's.
  it('keeps the edits when someone else saved meanwhile, and refuses to drop a day in use', async () => {
    // The other organiser, on their own device.
    const colleague = await createUser(session.server.app, { role: 'admin', password: PASSWORD });
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${session.server.url}${path}`, {
        ...init,
        headers: {
          ...bearer(colleague.token),
          'content-type': 'application/json',
          ...init.headers,
        },
      });
    await session.journey('admin-branding-conflict', async (page) => {
      await page.goto(`${session.server.url}/admin/aspetto`);
      await page.getByRole('heading', { name: 'Aspetto', level: 1 }).waitFor(WAIT);
      const name = page.getByRole('textbox', { name: /Nome della fiera/ });
      await name.waitFor(WAIT);

      // The other organiser saves first.
      const served = (await (await api('/api/fair-config')).json()) as {
        productName: string;
        days: string[];
        organiser: { name: string };
      };
      const theirs = await api('/api/admin/fair-config', {
        method: 'PUT',
        body: JSON.stringify({ ...served, organiser: { ...served.organiser, name: 'Marco' } }),
      });
      expect(theirs.status).toBe(200);

      await name.fill('Expo Concorrente');
      await page.getByRole('button', { name: 'Salva' }).click();
      await page
        .getByText(/^Nel frattempo qualcun altro ha salvato l’aspetto della fiera/)
        .waitFor(WAIT);
      await expect(name.inputValue()).resolves.toBe('Expo Concorrente');
      const meanwhile = (await (await api('/api/fair-config')).json()) as typeof served;
      expect(meanwhile.productName).toBe(served.productName);

      // Salva again: replaces their save on purpose.
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText(/^Configurazione salvata/).waitFor(WAIT);
      const now = (await (await api('/api/fair-config')).json()) as typeof served;
      expect(now.productName).toBe('Expo Concorrente');

      // An event on the fair's last day: taking the day away is refused, beside the days.
      const lastDay = now.days.at(-1) ?? '';
      const event = await api('/api/admin/events', {
        method: 'POST',
        body: JSON.stringify({ title: 'Chiusura', event_date: lastDay, event_time: '18:00' }),
      });
      expect(event.status).toBe(201);
      await page
        .getByRole('button', { name: `Rimuovi il giorno ${now.days.length}`, exact: true })
        .click();
      await page.getByRole('button', { name: 'Salva' }).click();
      const days = page.getByRole('group', { name: 'Giorni della fiera' });
      const italianDay = lastDay.split('-').reverse().join('/');
      await days
        .getByText(`il programma ha ancora 1 evento il ${italianDay}`, { exact: false })
        .waitFor(WAIT);
      await expectNoSidewaysScroll(page);
    });
  });

  it("shows a staff member's check-in on Ingressi within the polling interval", async () => {
    const attendee = await createUser(session.server.app, { password: PASSWORD });
    const { ticket } = await session.server.app.ticketsService.issueTicket(attendee.id);
    await session.journey('admin-gate', async (page) => {
      await page.goto(`${session.server.url}/admin/ingressi`);
      await page.getByRole('heading', { name: 'Ingressi', level: 1 }).waitFor(WAIT);
      await page.getByText(/^Aggiornato alle \d\d:\d\d:\d\d$/).waitFor(WAIT);
      await page.getByText('Rientro nello stesso giorno: non consentito').waitFor(WAIT);
      const today = page.locator('dt', { hasText: 'Ingressi di oggi' }).locator('+ dd');
      expect(await today.textContent()).toBe('0');

      // The staff member scans the ticket at the gate (their phone's call to the API).
      const scan = await fetch(`${session.server.url}/api/tickets/validate`, {
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
  });
});
