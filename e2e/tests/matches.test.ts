import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, type RunningServer } from '@fiera/server/testing';
import { vendors } from '../../apps/server/src/db/schema/index';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';
import { startAppServer } from '../support/app-server';

const PASSWORD = 'una-password-sicura';
const GENERATING = '🎯 Generando i tuoi match personalizzati...';

/**
 * Records whether the generating screen was ever shown: with a fast computation it may last
 * less than one look of a waiting locator.
 */
async function watchForGenerating(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate((text) => {
    const seen = () => document.body.innerText.includes(text);
    const flags = window as unknown as { generatingSeen?: boolean };
    flags.generatingSeen = seen();
    new MutationObserver(() => {
      if (seen()) flags.generatingSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, GENERATING);
  return () =>
    page.evaluate(
      () => (window as unknown as { generatingSeen?: boolean }).generatingSeen === true,
    );
}

describe('given a visitor with an incomplete profile and a few vendors at the fair', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  let email: string;
  let userId: number;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    ({ email, id: userId } = await createUser(server.app, { password: PASSWORD }));
    await server.app.db.insert(vendors).values([
      {
        name: 'Codice Srl',
        description: 'Software house: sviluppo di applicazioni web e mobile su misura.',
        seeking: 'Sviluppatori software JavaScript, React e Node.js.',
        email: 'lavora@codice.example',
      },
      {
        name: 'Forno Bianchi',
        description: 'Panificio e pasticceria artigianale.',
        seeking: 'Fornai e pasticceri.',
      },
      {
        name: 'Trasporti Rossi',
        description: 'Logistica e trasporto merci su strada.',
        seeking: 'Autisti con patente C.',
      },
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('completes the profile, decides on suggestions, flips one and visits a vendor', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Accesso' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${server.url}/matches`);
    await page.getByText('⚠️ Profilo Incompleto').waitFor();
    await page
      .getByLabel(/^Cosa cerchi/)
      .fill('Cerco lavoro come sviluppatore software: applicazioni web e mobile.');
    await page
      .getByLabel(/^La tua descrizione/)
      .fill('Sono uno sviluppatore JavaScript con esperienza in React e Node.js.');
    await page.getByLabel(/^Sono un/).selectOption('employee');
    const generatingSeen = await watchForGenerating(page);
    await page.getByRole('button', { name: '🚀 Completa profilo e inizia Smart Matching' }).click();

    // The best match first, with its percentage and its reason.
    await page.getByRole('heading', { name: 'Codice Srl' }).waitFor();
    expect(await generatingSeen()).toBe(true);
    await page
      .getByText(/^Compatibilità \d{1,3}%$/)
      .first()
      .waitFor();
    await page.getByText('Perché questo match?').waitFor();

    await page.getByRole('button', { name: 'Mi interessa' }).click();
    const second = page.getByRole('heading', { name: /Forno Bianchi|Trasporti Rossi/ });
    await second.waitFor();
    const passed = await second.innerText();
    await page.getByRole('button', { name: 'Passa' }).click();
    await page.getByRole('heading', { name: passed }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Cronologia' }).click();
    await page.getByRole('button', { name: /✅ Match! \(1\)/ }).waitFor();
    await page.getByRole('button', { name: '❌ Rifiuta', exact: true }).click();
    await page.getByRole('button', { name: /❌ Rifiutati \(2\)/ }).waitFor();
    const history = await server.app.matchesService.history(userId);
    expect(history.map((match) => match.status)).toEqual(['rejected', 'rejected']);

    await page.getByRole('button', { name: /❌ Rifiutati/ }).click();
    await page.getByRole('button', { name: 'Codice Srl' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/vendor/'));
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL((url) => url.pathname === '/matches');
    await page.getByRole('button', { name: 'Codice Srl' }).waitFor();
    await page.close();
  });
});
