import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@fiera/server/testing';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';
import { startAppServer } from '../support/app-server';
import { linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher';

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Accesso' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('given a visitor with a mailbox on a real SMTP server', () => {
  let mail: MailCatcher;
  let server: RunningServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startAppServer({ smtpUrl: mail.url });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await mail?.close();
  });

  it('registers, verifies through the e-mailed link, logs in, sees the profile and logs out', async () => {
    const page = await browser.context.newPage();
    const email = 'giulia.bianchi@example.it';

    await page.goto(`${server.url}/register`);
    await page.getByLabel('Nome', { exact: true }).fill('Giulia');
    await page.getByLabel('Cognome').fill('Bianchi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Sono un...').selectOption('employee');
    await page.getByLabel('Nome azienda').fill('Officine Bianchi');
    await page.getByLabel(/^Password/).fill('una-password-sicura');
    await page.getByLabel('Conferma password').fill('una-password-sicura');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');

    const verification = await mail.waitFor(email, { subject: /conferma il tuo indirizzo/i });
    await page.goto(linkIn(verification, '/verify-email').toString());
    await page.getByText('La tua email è stata verificata!').waitFor();

    const ticket = await mail.waitFor(email, { subject: /biglietto/i });
    expect(ticket.attachments.some((file) => file.contentType === 'image/png')).toBe(true);

    await page.goto(`${server.url}/login`);
    await logIn(page, email, 'una-password-sicura');

    await page.goto(`${server.url}/profile`);
    await page.getByText('Giulia').first().waitFor();
    await page.getByRole('heading', { name: 'Il mio biglietto' }).waitFor();

    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${server.url}/profile`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.close();
  });

  it('resets a forgotten password through the e-mailed link and logs in with the new one', async () => {
    const page = await browser.context.newPage();
    const email = 'marco.verdi@example.it';

    await page.goto(`${server.url}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('vecchia-password');
    await page.getByLabel('Conferma password').fill('vecchia-password');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    const verification = await mail.waitFor(email, { subject: /conferma il tuo indirizzo/i });
    await page.goto(linkIn(verification, '/verify-email').toString());
    await page.getByText('La tua email è stata verificata!').waitFor();

    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Invia email' }).click();
    await page.getByText(/istruzioni per reimpostare la password/).waitFor();

    const reset = await mail.waitFor(email, { subject: /password/i });
    await page.goto(linkIn(reset, '/reset-password').toString());
    await page.getByLabel(/^Nuova Password/).fill('nuova-password-123');
    await page.getByLabel('Conferma la Nuova Password').fill('nuova-password-123');
    await page.getByRole('button', { name: 'Reimposta password' }).click();
    await page.getByText(/Ora puoi accedere/).waitFor();
    // The screen sends the user to the login after 3 s.
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('vecchia-password');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /non corrett/i })
      .waitFor();

    await page.getByLabel(/^Password/).fill('nuova-password-123');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
