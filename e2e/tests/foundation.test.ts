import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@fiera/server/testing';
import { launchBrowser, type LaunchedBrowser } from '../support/browser';
import { startAppServer } from '../support/app-server';

describe('given the production build served with the API on one port', () => {
  let server: RunningServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('answers the health check with the database up', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('when an anonymous visitor opens /profile, then the login screen shows at /login', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/profile`);
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('it');
    await page.getByRole('heading', { name: 'Accesso' }).waitFor();
    // The footer navigation is hidden on the auth routes.
    expect(await page.getByRole('navigation', { name: /principale/i }).count()).toBe(0);
    await page.close();
  });
});
