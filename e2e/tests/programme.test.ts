import { createUser, type RunningServer } from '@fiera/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, vendors } from '../../apps/server/src/db/schema/index';
import { startAppServer } from '../support/app-server';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';

const PASSWORD = 'una-password-sicura';
const WAIT = { timeout: 30_000 };

describe('given an attendee browsing the programme, the directory and the map', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;
  let email: string;

  beforeAll(async () => {
    server = await startAppServer();
    await server.app.db.insert(vendors).values([
      { name: 'Caffè Aurora', stand: 'A01', description: 'Torrefazione artigianale.' },
      { name: 'Officine Brera', stand: 'B07', description: 'Meccanica di precisione.' },
    ]);
    await server.app.db.insert(events).values([
      {
        title: 'Energia solare per le PMI',
        speaker: 'Luca Neri',
        companyName: 'Sole Srl',
        topic: 'Energia',
        location: 'Palco Marchionne',
        tags: ['fotovoltaico'],
        eventDate: '2026-10-16',
        eventTime: '10:00',
      },
      {
        title: 'Robotica collaborativa',
        speaker: 'Sara Galli',
        location: 'Arena Epicentro',
        tags: ['robot'],
        eventDate: '2026-10-16',
        eventTime: '11:30',
      },
      {
        title: 'Caffè e territorio',
        speaker: 'Paolo Riva',
        location: 'Palco Marchionne',
        tags: ['food'],
        eventDate: '2026-10-17',
        eventTime: '09:00',
      },
    ]);
    ({ email } = await createUser(server.app, { password: PASSWORD }));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function loggedInPage(): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    return page;
  }

  async function eventTitles(page: Page): Promise<string[]> {
    const list = page.getByRole('list', { name: 'Programma' });
    return list.getByRole('heading').allTextContents();
  }

  it('filters the events by day, by stage and by an accent-insensitive search', async () => {
    const page = await loggedInPage();
    await page
      .getByRole('link', { name: /Eventi/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Eventi', level: 1 }).waitFor(WAIT);
    await page.getByText('Energia solare per le PMI').waitFor(WAIT);
    expect(await eventTitles(page)).toHaveLength(3);

    await page.getByRole('button', { name: '16 Ottobre' }).click();
    expect(await eventTitles(page)).toEqual([
      'Energia solare per le PMI',
      'Robotica collaborativa',
    ]);

    await page.getByRole('button', { name: 'Marchionne' }).click();
    expect(await eventTitles(page)).toEqual(['Energia solare per le PMI']);

    // A second click turns the day off: both Marchionne talks show again.
    await page.getByRole('button', { name: '16 Ottobre' }).click();
    expect(await eventTitles(page)).toEqual(['Energia solare per le PMI', 'Caffè e territorio']);

    await page.getByRole('searchbox', { name: 'Cerca eventi' }).fill('caffe');
    await expect.poll(() => eventTitles(page), WAIT).toEqual(['Caffè e territorio']);

    await page.getByRole('searchbox', { name: 'Cerca eventi' }).fill('nessuna parola');
    await page.getByText('Nessun evento trovato per "nessuna parola"').waitFor(WAIT);
    await page.close();
  });

  it('opens a vendor from the directory and from the map list, and goes back each time', async () => {
    const page = await loggedInPage();

    await page.goto(`${server.url}/vendors`);
    await page.getByRole('link', { name: 'Officine Brera' }).click();
    await page.getByRole('heading', { name: 'Officine Brera' }).waitFor(WAIT);
    await page.getByText('Meccanica di precisione.').waitFor(WAIT);
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL((url) => url.pathname === '/vendors', WAIT);

    await page.goto(`${server.url}/map`);
    await page.getByRole('img', { name: 'Mappa della fiera' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Scheda di Caffè Aurora' }).click();
    await page.getByRole('heading', { name: 'Caffè Aurora' }).waitFor(WAIT);
    await page.getByRole('button', { name: /Indietro/ }).click();
    await page.waitForURL((url) => url.pathname === '/map', WAIT);
    await page.close();
  });
});
