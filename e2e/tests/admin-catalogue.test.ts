import path from 'node:path';
import { tmpdir } from 'node:os';
import { bearer, createUser, type RunningServer } from '@fiera/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../support/app-server';
import { launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from '../support/browser';

const PASSWORD = 'una-password-sicura';
// Generous: the production build loads on a 2-core machine busy with other test suites.
const WAIT = { timeout: 30_000 };

/** Two new exhibitors; the second one's e-mail is wrong on the file's line 3. */
const BAD_CSV = [
  'name,stand,email',
  'Collaudo Alfa,Z01,alfa@collaudo.example',
  'Collaudo Beta,Z02,non-una-email',
].join('\n');
const FIXED_CSV = BAD_CSV.replace('non-una-email', 'beta@collaudo.example');

async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', WAIT);
}

/** The page never scrolls sideways on the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function screenshotOnFailure(page: Page, name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    await page.screenshot({ path: path.join(tmpdir(), `fiera-${name}.png`), fullPage: true });
    throw error;
  }
}

describe('given an organiser on a phone (390 × 844)', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  let admin: { email: string; token: string };
  let newcomer: { id: number; email: string };

  beforeAll(async () => {
    server = await startAppServer();
    admin = await createUser(server.app, { role: 'admin', password: PASSWORD });
    newcomer = await createUser(server.app, {
      email: 'marco.verdi@example.it',
      password: PASSWORD,
    });
    browser = await launchBrowser({ viewport: PHONE_VIEWPORT });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('imports exhibitors from a CSV: sees the wrong row, fixes it, and finds them listed', async () => {
    const page = await browser.context.newPage();
    await screenshotOnFailure(page, 'admin-catalogue-import', async () => {
      await logIn(page, server.url, admin.email);

      // The back-office is reached from the profile, a link only admins have.
      await page.goto(`${server.url}/profile`);
      await page.getByRole('link', { name: 'Amministrazione' }).click();
      await page.getByRole('heading', { name: 'Panoramica', level: 1 }).waitFor(WAIT);
      await page
        .getByRole('navigation', { name: 'Sezioni dell’amministrazione' })
        .getByRole('link', { name: 'Aziende' })
        .click();
      await page.getByRole('heading', { name: 'Aziende', level: 1 }).waitFor(WAIT);
      await page.getByText('Ancora nessuna azienda').waitFor(WAIT);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Importa da file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importa aziende da file' });
      await dialog.waitFor(WAIT);
      const file = dialog.getByLabel('File da importare');
      await file.setInputFiles({
        name: 'aziende.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(BAD_CSV),
      });
      await dialog.getByRole('button', { name: 'Controlla' }).click();

      // All or nothing: the report names the line and the field, and nothing is imported.
      await dialog.getByText('File da correggere', { exact: true }).waitFor(WAIT);
      await dialog.getByText(/nessuna riga importata: 1 problema/).waitFor(WAIT);
      const problem = dialog.getByRole('table').getByRole('row').nth(1);
      const cells = await problem.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('3');
      expect(cells[1]).toBe('email');
      expect(cells[2]).toMatch(/email non valido/);
      await expectNoSidewaysScroll(page);

      await file.setInputFiles({
        name: 'aziende.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(FIXED_CSV),
      });
      await dialog.getByRole('button', { name: 'Controlla' }).click();
      await dialog.getByText(/Il file è corretto.*nuove: 2/).waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
      await dialog.getByText(/^Importazione completata\. Righe: 2; nuove: 2/).waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Chiudi' }).click();

      const list = page.getByRole('list', { name: 'Aziende' });
      await list.getByText('Collaudo Alfa').waitFor(WAIT);
      await list.getByText('Collaudo Beta').waitFor(WAIT);

      // The visitors' directory lists them too.
      await page.goto(`${server.url}/vendors`);
      await page.getByRole('link', { name: 'Collaudo Alfa' }).waitFor(WAIT);
      await page.getByRole('link', { name: 'Collaudo Beta' }).waitFor(WAIT);
    });
    await page.close();
  });

  it('promotes a visitor to staff on Account', async () => {
    const page = await browser.context.newPage();
    await screenshotOnFailure(page, 'admin-accounts-role', async () => {
      await logIn(page, server.url, admin.email);
      await page.goto(`${server.url}/admin/account`);
      await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor(WAIT);

      await page.getByRole('searchbox').fill('marco.verdi');
      await page.getByText('1 account trovato.').waitFor(WAIT);
      const row = page.getByRole('listitem').filter({ hasText: newcomer.email });
      await row.getByRole('combobox', { name: `Ruolo di ${newcomer.email}` }).selectOption('staff');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('Da Partecipante a Staff.', { exact: false }).waitFor(WAIT);
      await confirm.getByRole('button', { name: 'Cambia ruolo' }).click();
      await page.getByText(`Ruolo di ${newcomer.email} cambiato: ora è Staff.`).waitFor(WAIT);
      await expectNoSidewaysScroll(page);

      // The server has it: the account is staff now.
      const answer = await fetch(`${server.url}/api/admin/users?q=marco.verdi`, {
        headers: bearer(admin.token),
      });
      const found = (await answer.json()) as { items: { id: number; role: string }[] };
      expect(found.items.find((item) => item.id === newcomer.id)?.role).toBe('staff');
    });
    await page.close();
  });
});
