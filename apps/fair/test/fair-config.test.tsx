import { terracottaFair } from '@fiera/fair-config';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/app';
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
