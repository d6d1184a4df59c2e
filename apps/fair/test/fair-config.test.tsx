import { terracottaFair } from '@fiera/fair-config';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/app';
import { apiClient, testQueryClient } from './helpers';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderLogin(handlers: Parameters<typeof apiClient>[0]) {
  render(
    <App
      api={apiClient(handlers)}
      queryClient={testQueryClient()}
      history={createMemoryHistory({ initialEntries: ['/login'] })}
    />,
  );
}

describe("the fair's config", () => {
  it("names the app after the server's fair, in the header and the tab, and keeps it for the next start", async () => {
    renderLogin({ 'GET /api/fair-config': () => Response.json(terracottaFair) });

    expect(await screen.findByRole('link', { name: 'Expo Terra: torna alla home' })).toBeTruthy();
    expect(screen.queryByText('Fiera')).toBeNull();
    expect(document.title).toBe('Expo Terra');
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
});
