import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, type RunningServer } from '@fiera/server/testing';
import { vendors } from '../../apps/server/src/db/schema/index';
import { launchBrowser, SMALL_PHONE_VIEWPORT, type LaunchedBrowser } from '../support/browser';
import { startAppServer } from '../support/app-server';

const PASSWORD = 'una-password-sicura';
const GENERATING = '🎯 Generando i tuoi match personalizzati...';
/** As long as real exhibitors write them: enough to push a plain card's buttons off a phone. */
const LONG_DESCRIPTION =
  'Azienda familiare attiva in fiera da vent’anni, con un catalogo ampio. '.repeat(8);

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

async function logIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('heading', { name: 'Accesso' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Where a decision button is on the screen as first shown: inside the viewport, above the fixed
 * footer navigation, and the element a tap at its centre reaches.
 */
function decisionButtonPlacement(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const footer = document.querySelector('[data-slot="footer-nav"]');
    if (!footer) throw new Error('No footer navigation');
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      scrollY: window.scrollY,
      top: box.top,
      bottom: box.bottom,
      right: box.right,
      viewportWidth: window.innerWidth,
      footerTop: footer.getBoundingClientRect().top,
      reachable: button.contains(hit),
    };
  });
}

/** The focused element's tag and text, and whether it heads a match card. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? null,
      text: active?.textContent?.trim() ?? null,
      inCard: active?.closest('[data-slot="match-card"]') !== null,
    };
  });
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
    await logIn(page, server.url, email);

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

  // Issue 16: a new user's pass at 390×844 found the buttons below the fold, focus lost after a
  // decision, a dead end after the last vendor and no text for an empty history.
  it('on a phone, shows the buttons without scrolling, keeps focus on the cards and leads on', async () => {
    await server.app.db.update(vendors).set({ description: LONG_DESCRIPTION });
    const newcomer = await createUser(server.app, { password: PASSWORD });
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/users/${newcomer.id}`,
      headers: { authorization: `Bearer ${newcomer.token}` },
      payload: {
        seeking: 'Fornitori di pane e dolci per la mensa aziendale.',
        description: 'Responsabile acquisti di una mensa aziendale a Milano.',
      },
    });
    expect(saved.statusCode).toBe(200);

    const page = await browser.context.newPage();
    await logIn(page, server.url, newcomer.email);
    await page.goto(`${server.url}/matches`);

    await page.getByRole('tab', { name: 'Cronologia' }).click();
    await page.getByText('Nessuna cronologia match').waitFor();
    await page.getByRole('tab', { name: 'Nuovi Match' }).click();

    const card = page.locator('[data-slot="match-card"]');
    await card.getByRole('heading', { level: 2 }).waitFor();
    await page.locator('[data-slot="footer-nav"]').waitFor();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 640 },
      SMALL_PHONE_VIEWPORT,
    ]) {
      await page.setViewportSize(viewport);
      for (const name of ['Passa', 'Mi interessa']) {
        const placement = await decisionButtonPlacement(page, name);
        expect(placement, `${name} at ${viewport.width}×${viewport.height}`).toMatchObject({
          scrollY: 0,
          reachable: true,
        });
        expect(placement.top).toBeGreaterThanOrEqual(0);
        expect(placement.bottom).toBeLessThanOrEqual(placement.footerTop);
        expect(placement.right).toBeLessThanOrEqual(placement.viewportWidth);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });

    const seen: string[] = [];
    for (let decision = 0; decision < 3; decision += 1) {
      const name = await card.getByRole('heading', { level: 2 }).innerText();
      seen.push(name);
      // By keyboard and by tap: focus must follow either way.
      const button = page.getByRole('button', {
        name: decision === 1 ? 'Passa' : 'Mi interessa',
        exact: true,
      });
      if (decision === 1) await button.click();
      else await button.press('Enter');
      if (decision < 2) {
        await page.waitForFunction((previous) => {
          const active = document.activeElement;
          return active?.tagName === 'H2' && active.textContent?.trim() !== previous;
        }, name);
        expect(await focused(page)).toEqual({
          tag: 'H2',
          text: await card.getByRole('heading', { level: 2 }).innerText(),
          inCard: true,
        });
      }
    }
    expect(new Set(seen).size).toBe(3);

    await page.getByRole('heading', { name: '🎉 Congratulazioni!' }).waitFor();
    await page.getByText('Hai visto tutte le aziende disponibili!').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === '🎉 Congratulazioni!');

    await page.getByRole('button', { name: 'Vedi i tuoi match' }).click();
    expect(await page.getByRole('tab', { name: 'Cronologia' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const accepted = page.getByRole('button', { name: '✅ Match! (2)' });
    await accepted.waitFor();
    expect(await accepted.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('article').count()).toBe(2);

    await page.getByRole('tab', { name: 'Nuovi Match' }).click();
    await page.getByRole('link', { name: 'Sfoglia le aziende' }).click();
    await page.waitForURL((url) => url.pathname === '/vendors');
    await page.close();
  });
});
