import type { Schemas } from '@fiera/api-client';
import { t } from '@fiera/ui/i18n/all';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import { MATCH_POLL_MS } from '../src/features/matches/api/get-new-match';
import { apiClient, testQueryClient, userWith } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Handlers = Parameters<typeof apiClient>[0];

const readyUser: Schemas['User'] = {
  ...userWith('attendee'),
  seeking: 'Fornitori di caffè',
  description: 'Buyer per una catena di bar',
};

function vendor(id: number, name: string): Schemas['Vendor'] {
  return {
    id,
    name,
    logo_path: null,
    stand: 'A01',
    location: null,
    website: 'www.example.it',
    address: null,
    email: `info@${id}.example.it`,
    telephone: null,
    description: `${name}: descrizione.`,
    seeking: 'Distributori',
    page_view_count: 7,
    version: 1,
  };
}

const vendors = [vendor(3, 'Caffè Nero'), vendor(5, 'Birrificio Alpino'), vendor(4, 'Automazioni')];

function match(id: number, vendorId: number, status: Schemas['MatchStatus'] = 'none') {
  return {
    id,
    vendor_id: vendorId,
    score: 0.875,
    description: `Motivo del match ${id}.`,
    status,
  } satisfies Schemas['Match'];
}

/** The card of a listed vendor, as GET /api/matches/new carries it. */
function card(vendorId: number): Schemas['MatchVendorCard'] | null {
  const listed = vendors.find((each) => each.id === vendorId);
  if (!listed) return null;
  const { id, name, description, seeking, website, email } = listed;
  return { id, name, description, seeking, website, email };
}

const next = (value: Schemas['Match'] | null, remaining = 3): Schemas['NewMatchResponse'] => ({
  match: value,
  vendor: value ? card(value.vendor_id) : null,
  pending_matches: value ? 1 : 0,
  remaining_vendors: remaining,
});

/** The real app with a session for Giulia, on `path`; every request is logged in `calls`. */
function renderMatches(handlers: Handlers, user = readyUser, path = '/matches') {
  const calls: string[] = [];
  const logged: Handlers = {};
  const all: Handlers = {
    'GET /api/users/me': () => Response.json(user),
    'GET /api/vendors/': () => Response.json(vendors),
    ...handlers,
  };
  for (const [key, handler] of Object.entries(all)) {
    logged[key] = (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return handler(request);
    };
  }
  const api = apiClient(logged, 'tok');
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<App api={api} queryClient={testQueryClient()} history={history} />);
  return { calls, history };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
// Radix tabs switch on mouse down, as a real click starts.
const openTab = async (name: string) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));

/** Fake timers that still tick with the real clock, so the router and Testing Library work. */
function fakeTimers() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the matches screen at /matches', () => {
  describe('given a profile without the matching texts', () => {
    it('asks for them, saves them, then polls every 3 s until a match appears', async () => {
      fakeTimers();
      let saved: Schemas['User'] = userWith('attendee');
      let body: unknown;
      let polls = 0;
      const { calls } = renderMatches({
        'GET /api/users/me': () => Response.json(saved),
        'PUT /api/users/1': async (request) => {
          body = await request.json();
          saved = { ...saved, ...(body as Partial<Schemas['User']>) };
          return Response.json(saved);
        },
        'GET /api/matches/new': () => {
          polls += 1;
          return Response.json(polls < 2 ? next(null, 12) : next(match(11, 3)));
        },
      });

      expect(await screen.findByRole('heading', { name: t('matches.setup.title') })).toBeTruthy();
      expect(calls).not.toContain('GET /api/matches/new');
      fireEvent.change(screen.getByRole('textbox', { name: /Cosa cerchi/ }), {
        target: { value: '  Fornitori di caffè ' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /La tua descrizione/ }), {
        target: { value: 'Buyer' },
      });
      fireEvent.click(button(t('matches.setup.submit')));

      const generating = await screen.findByText(t('matches.analysing', { count: 12 }));
      expect(generating.closest('[role="status"]')?.textContent).toContain(t('matches.generating'));
      expect(body).toEqual({
        seeking: 'Fornitori di caffè',
        description: 'Buyer',
        first_name: 'Giulia',
        last_name: 'Bianchi',
        employment_type: 'employee',
        company_name: 'Bianchi Srl',
      });
      expect(polls).toBe(1);

      await advance(MATCH_POLL_MS - 500);
      expect(polls).toBe(1);
      await advance(600);
      expect(polls).toBe(2);

      expect(await screen.findByRole('heading', { name: 'Caffè Nero' })).toBeTruthy();
      expect(screen.getByText('88%')).toBeTruthy();
      expect(screen.getByText('Motivo del match 11.')).toBeTruthy();
      await advance(MATCH_POLL_MS * 2);
      expect(polls).toBe(2);
    });

    it('shows a refused save in Italian', async () => {
      renderMatches(
        {
          'PUT /api/users/1': () =>
            Response.json({ detail: 'Testo troppo lungo.' }, { status: 422 }),
        },
        userWith('attendee'),
      );

      fireEvent.change(await screen.findByRole('textbox', { name: /Cosa cerchi/ }), {
        target: { value: 'Fornitori' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /La tua descrizione/ }), {
        target: { value: 'Buyer' },
      });
      fireEvent.click(button(t('matches.setup.submit')));

      expect((await screen.findByRole('alert')).textContent).toContain(
        t('matches.errors.profileUpdateSetup', { msg: 'Testo troppo lungo.' }),
      );
    });
  });

  describe('given a suggestion', () => {
    it('shows its card from the answer alone, without downloading the exhibitor list', async () => {
      // A vendor the list does not hold: everything on the card comes from the answer.
      const answer: Schemas['NewMatchResponse'] = {
        match: { ...match(21, 9), score: 0.634, description: 'Cercate entrambi il caffè.' },
        vendor: {
          id: 9,
          name: 'Torrefazione Lontana',
          description: 'Caffè tostato a legna.',
          seeking: 'Bar e ristoranti',
          website: 'torrefazione.example.it',
          email: 'ordini@torrefazione.example.it',
        },
        pending_matches: 4,
        remaining_vendors: 6,
      };
      const { calls } = renderMatches({
        'GET /api/matches/new': () => Response.json(answer),
        'GET /api/vendors/': () => Response.json({ detail: 'Non richiesta.' }, { status: 500 }),
      });

      const inCard = within(await screen.findByRole('article', { name: 'Torrefazione Lontana' }));
      expect(inCard.getByRole('heading', { name: 'Torrefazione Lontana' })).toBeTruthy();
      expect(inCard.getByText('63%')).toBeTruthy();
      expect(inCard.getByText('Caffè tostato a legna.')).toBeTruthy();
      expect(inCard.getByText(t('matches.seeking')).parentElement?.textContent).toBe(
        `${t('matches.seeking')} Bar e ristoranti`,
      );
      expect(
        inCard.getByRole('link', { name: new RegExp(t('matches.website')) }).getAttribute('href'),
      ).toBe('https://torrefazione.example.it');
      expect(inCard.getByRole('link', { name: t('matches.email') }).getAttribute('href')).toBe(
        `mailto:ordini@torrefazione.example.it?subject=${encodeURIComponent(
          t('matches.emailSubject'),
        )}&body=${encodeURIComponent(t('matches.emailBody', { vendor: 'Torrefazione Lontana' }))}`,
      );
      expect(inCard.getByText(t('matches.whyMatch'))).toBeTruthy();
      expect(inCard.getByText('Cercate entrambi il caffè.')).toBeTruthy();
      expect(calls.filter((call) => call.startsWith('GET /api/vendors'))).toEqual([]);
    });
  });

  describe('when the user accepts a suggestion', () => {
    // Issue 16: focus fell to the page's top after a decision.
    it("puts focus on the next card's heading, and on the all-seen message after the last", async () => {
      let decided = 0;
      renderMatches({
        'GET /api/matches/new': () =>
          Response.json(
            decided === 0 ? next(match(11, 3)) : decided === 1 ? next(match(12, 5)) : next(null, 0),
          ),
        'POST /api/matches/3/accept': () => {
          decided += 1;
          return Response.json(match(11, 3, 'accepted'));
        },
        'POST /api/matches/5/reject': () => {
          decided += 1;
          return Response.json(match(12, 5, 'rejected'));
        },
      });

      await screen.findByRole('heading', { name: 'Caffè Nero' });
      const interested = button(t('matches.interestedName'));
      interested.focus();
      fireEvent.click(interested);

      const second = await screen.findByRole('heading', { name: 'Birrificio Alpino' });
      await waitFor(() => expect(document.activeElement).toBe(second));
      fireEvent.click(button(t('matches.passName')));

      const allSeen = await screen.findByRole('heading', { name: t('matches.allSeenTitle') });
      await waitFor(() => expect(document.activeElement).toBe(allSeen));
    });

    it('fetches the next one, without loading a history or exhibitor list never needed', async () => {
      let decided = false;
      const { calls } = renderMatches({
        'GET /api/matches/new': () => Response.json(next(decided ? match(12, 5) : match(11, 3))),
        'POST /api/matches/3/accept': () => {
          decided = true;
          return Response.json(match(11, 3, 'accepted'));
        },
      });

      await screen.findByRole('heading', { name: 'Caffè Nero' });
      fireEvent.click(button(t('matches.interestedName')));

      expect(await screen.findByRole('heading', { name: 'Birrificio Alpino' })).toBeTruthy();
      expect(calls.filter((call) => call.includes('/api/matches'))).toEqual([
        'GET /api/matches/new',
        'POST /api/matches/3/accept',
        'GET /api/matches/new',
      ]);
      expect(calls).not.toContain('GET /api/vendors/');
    });

    it('reloads the history first once it has been loaded', async () => {
      let decided = false;
      const { calls } = renderMatches({
        'GET /api/matches/new': () => Response.json(next(decided ? match(12, 5) : match(11, 3))),
        'GET /api/matches/': () => Response.json(decided ? [match(11, 3, 'rejected')] : []),
        'POST /api/matches/3/reject': () => {
          decided = true;
          return Response.json(match(11, 3, 'rejected'));
        },
      });

      await openTab(t('matches.tabHistory'));
      expect(await screen.findByText(t('matches.historyEmpty'))).toBeTruthy();
      await openTab(t('matches.tabNew'));
      fireEvent.click(await screen.findByRole('button', { name: t('matches.passName') }));

      expect(await screen.findByRole('heading', { name: 'Birrificio Alpino' })).toBeTruthy();
      expect(calls.filter((call) => call.includes('/api/matches'))).toEqual([
        'GET /api/matches/new',
        'GET /api/matches/',
        'POST /api/matches/3/reject',
        'GET /api/matches/',
        'GET /api/matches/new',
      ]);
      await openTab(t('matches.tabHistory'));
      expect(await screen.findByRole('button', { name: 'Tutti (1)' })).toBeTruthy();
    });
  });

  describe('given every vendor has been seen', () => {
    it('congratulates', async () => {
      renderMatches({ 'GET /api/matches/new': () => Response.json(next(null, 0)) });

      expect(await screen.findByRole('heading', { name: t('matches.allSeenTitle') })).toBeTruthy();
      expect(screen.getByText(t('matches.allSeenText'))).toBeTruthy();
    });

    // Issue 16: the all-seen message was a dead end.
    it('leads on to the accepted matches in the history', async () => {
      renderMatches(
        {
          'GET /api/matches/new': () => Response.json(next(null, 0)),
          'GET /api/matches/': () =>
            Response.json([match(11, 3, 'accepted'), match(13, 4, 'rejected')]),
        },
        readyUser,
      );

      fireEvent.click(await screen.findByRole('button', { name: t('matches.allSeenShowMatches') }));

      const tab = screen.getByRole('tab', { name: t('matches.tabHistory') });
      expect(tab.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab);
      const accepted = await screen.findByRole('button', { name: '✅ Match! (1)' });
      expect(accepted.getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('article', { name: 'Caffè Nero' })).toBeTruthy();
    });

    it('leads on to the exhibitor directory', async () => {
      const { history } = renderMatches({
        'GET /api/matches/new': () => Response.json(next(null, 0)),
      });

      fireEvent.click(await screen.findByRole('link', { name: t('matches.allSeenVendors') }));

      await waitFor(() => expect(history.location.pathname).toBe('/vendors'));
    });
  });

  describe('given the suggestion fails to load', () => {
    it("wraps the server's reason and 'Riprova' loads it", async () => {
      let serverUp = false;
      renderMatches({
        'GET /api/matches/new': () =>
          serverUp
            ? Response.json(next(match(11, 3)))
            : Response.json({ detail: 'Servizio non disponibile' }, { status: 503 }),
      });

      expect((await screen.findByRole('alert')).textContent).toContain(
        t('matches.errors.matchesLoadFailed', { msg: 'Servizio non disponibile' }),
      );
      serverUp = true;
      fireEvent.click(button(t('common.retry')));

      expect(await screen.findByRole('heading', { name: 'Caffè Nero' })).toBeTruthy();
    });
  });

  describe('in the history', () => {
    it('flips an accepted match to rejected', async () => {
      let history = [match(11, 3, 'accepted'), match(12, 5, 'accepted')];
      const { calls } = renderMatches({
        'GET /api/matches/new': () => Response.json(next(null, 0)),
        'GET /api/matches/': () => Response.json(history),
        'PATCH /api/matches/12/status': (request) => {
          const status = new URL(request.url).searchParams.get('status');
          history = history.map((item) =>
            item.id === 12 ? { ...item, status: status as Schemas['MatchStatus'] } : item,
          );
          return Response.json(history[1]);
        },
      });

      await openTab(t('matches.tabHistory'));
      const birrificio = await screen.findByRole('article', { name: 'Birrificio Alpino' });
      fireEvent.click(within(birrificio).getByRole('button', { name: t('matches.reject') }));

      expect(await screen.findByRole('button', { name: '❌ Rifiutati (1)' })).toBeTruthy();
      expect(button('✅ Match! (1)').getAttribute('aria-pressed')).toBe('true');
      expect(screen.queryByRole('article', { name: 'Birrificio Alpino' })).toBeNull();
      expect(calls).toContain('PATCH /api/matches/12/status?status=rejected');
    });

    it('shows a failed flip in Italian', async () => {
      renderMatches({
        'GET /api/matches/new': () => Response.json(next(null, 0)),
        'GET /api/matches/': () => Response.json([match(11, 3, 'rejected')]),
        'PATCH /api/matches/11/status': () =>
          Response.json({ detail: 'Match non trovato.' }, { status: 404 }),
      });

      await openTab(t('matches.tabHistory'));
      fireEvent.click(await screen.findByRole('button', { name: '❌ Rifiutati (1)' }));
      fireEvent.click(button(t('matches.accept')));

      expect((await screen.findByRole('alert')).textContent).toContain(
        t('matches.errors.updateMatchStatusFailed', { msg: 'Match non trovato.' }),
      );
    });

    it('wraps a failed load', async () => {
      renderMatches({
        'GET /api/matches/new': () => Response.json(next(null, 0)),
        'GET /api/matches/': () => Response.json({ detail: 'Timeout' }, { status: 504 }),
      });

      await openTab(t('matches.tabHistory'));

      expect((await screen.findByRole('alert')).textContent).toContain(
        t('matches.errors.loadMatchHistoryFailed', { msg: 'Timeout' }),
      );
    });
  });

  describe('when a vendor is opened from a card', () => {
    it("shows the vendor, and 'Indietro' returns to the suggestion", async () => {
      const { history } = renderMatches({
        'GET /api/matches/new': () => Response.json(next(match(11, 3))),
        'GET /api/vendors/3': () => Response.json(vendors[0]),
      });

      fireEvent.click(await screen.findByText('Motivo del match 11.'));

      expect(await screen.findByRole('heading', { level: 1, name: 'Caffè Nero' })).toBeTruthy();
      expect(history.location.pathname).toBe('/vendor/3');
      fireEvent.click(button(new RegExp(t('common.back'))));

      await waitFor(() => expect(history.location.pathname).toBe('/matches'));
      expect(await screen.findByRole('button', { name: t('matches.interestedName') })).toBeTruthy();
    });

    it("from the history, 'Indietro' returns to the same tab and filter", async () => {
      const { history } = renderMatches({
        'GET /api/matches/new': () => Response.json(next(null, 0)),
        'GET /api/matches/': () =>
          Response.json([match(11, 3, 'accepted'), match(13, 4, 'rejected')]),
        'GET /api/vendors/4': () => Response.json(vendors[2]),
      });

      await openTab(t('matches.tabHistory'));
      fireEvent.click(await screen.findByRole('button', { name: '❌ Rifiutati (1)' }));
      fireEvent.click(button('Automazioni'));

      expect(await screen.findByRole('heading', { level: 1, name: 'Automazioni' })).toBeTruthy();
      fireEvent.click(button(new RegExp(t('common.back'))));

      await waitFor(() => expect(history.location.pathname).toBe('/matches'));
      const tab = await screen.findByRole('tab', { name: t('matches.tabHistory') });
      expect(tab.getAttribute('aria-selected')).toBe('true');
      expect(
        (await screen.findByRole('button', { name: '❌ Rifiutati (1)' })).getAttribute(
          'aria-pressed',
        ),
      ).toBe('true');
      expect(screen.getByRole('article', { name: 'Automazioni' })).toBeTruthy();
    });
  });
});
