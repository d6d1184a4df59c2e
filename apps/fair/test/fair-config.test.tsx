import { nightFair, terracottaFair, type FairConfig } from '@fiera/fair-config';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/app';
import { FAIR_CONFIG_SAVED } from '../src/lib/fair-config-saved';
import { apiClient, testQueryClient } from './helpers';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderLogin(handlers: Parameters<typeof apiClient>[0], path = '/login') {
  render(
    <App
      api={apiClient(handlers)}
      queryClient={testQueryClient()}
      history={createMemoryHistory({ initialEntries: [path] })}
    />,
  );
}

describe("the fair's config", () => {
  it("names the app after the server's fair, in the header and the tab, and keeps it for the next start", async () => {
    renderLogin({ 'GET /api/fair-config': () => Response.json(terracottaFair) });

    expect(await screen.findByRole('link', { name: 'Expo Terra: torna alla home' })).toBeTruthy();
    expect(screen.queryByText('Fiera')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Accesso · Expo Terra'));
    cleanup();

    // Next start, server unreachable: the stored config.
    renderLogin({
      'GET /api/fair-config': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('link', { name: 'Expo Terra: torna alla home' })).toBeTruthy();
  });

  it("falls back to the demo fair's when the server has none to give", async () => {
    renderLogin({
      'GET /api/fair-config': () => Response.json({ detail: 'Errore' }, { status: 503 }),
    });

    expect(await screen.findByRole('link', { name: 'Fiera: torna alla home' })).toBeTruthy();
  });

  // Issue 16: the notice named no organiser and left out the fair's own paragraph.
  it("shows the organiser, its contacts and the fair's paragraph on the privacy notice", async () => {
    const privacyNoticeExtra =
      'Titolare del trattamento è Terra Fiere Srl; il responsabile della protezione dei dati risponde a dpo@terrafiere.example.';
    renderLogin(
      {
        'GET /api/fair-config': () =>
          Response.json({
            ...terracottaFair,
            organiser: {
              name: 'Terra Fiere Srl',
              email: 'privacy@terrafiere.example',
              phone: '+39 055 123456',
              website: 'https://terrafiere.example',
            },
            privacyNoticeExtra,
          }),
      },
      '/privacy',
    );

    expect(await screen.findByText(privacyNoticeExtra)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'privacy@terrafiere.example' }).getAttribute('href'),
    ).toBe('mailto:privacy@terrafiere.example');
    expect(screen.getByRole('link', { name: '+39 055 123456' }).getAttribute('href')).toBe(
      'tel:+39055123456',
    );
  });
});

// Back-office review: the config's favicon and colours never reached the page, which kept
// index.html's icon and theme-color whatever the fair.
describe("the fair's icon and browser bar colour", () => {
  const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
  const icon = () => document.querySelector('link[rel=icon]')?.getAttribute('href');
  const barColours = () =>
    [...document.querySelectorAll('meta[name=theme-color]')].map((meta) => [
      meta.getAttribute('media'),
      meta.getAttribute('content'),
    ]);

  beforeEach(() => {
    // index.html's own defaults, as the page starts with them.
    const head = new DOMParser().parseFromString(indexHtml, 'text/html').head;
    document.head.append(...head.querySelectorAll('link[rel=icon], meta[name=theme-color]'));
  });
  afterEach(() => {
    for (const element of document.head.querySelectorAll('link[rel=icon], meta[name=theme-color]'))
      element.remove();
  });

  it("wears the config's favicon and primary colour, light and dark, and follows a saved config", async () => {
    expect(icon()).toBe('/favicon.svg');
    let config: FairConfig = {
      ...terracottaFair,
      faviconUrl: '/media/terra.png',
      theme: { ...terracottaFair.theme, dark: nightFair.theme.light },
    };
    renderLogin({ 'GET /api/fair-config': () => Response.json(config) });

    await waitFor(() => expect(icon()).toBe('/media/terra.png'));
    expect(barColours()).toEqual([
      ['(prefers-color-scheme: light)', '#a73b15'],
      ['(prefers-color-scheme: dark)', '#7cc4ff'],
    ]);

    // Saved in 'Aspetto': no favicon, no dark palette.
    config = { ...terracottaFair, faviconUrl: null, theme: nightFair.theme };
    act(() => void window.dispatchEvent(new Event(FAIR_CONFIG_SAVED)));

    await waitFor(() => expect(icon()).toBe('/favicon.svg'));
    expect(barColours()).toEqual([
      ['(prefers-color-scheme: light)', '#7cc4ff'],
      ['(prefers-color-scheme: dark)', '#7cc4ff'],
    ]);
  });
});
