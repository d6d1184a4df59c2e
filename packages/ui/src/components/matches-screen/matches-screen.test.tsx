import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { matchHistory, matchVendors, suggestedMatch } from '../../test/fair-fixtures';
import type { SuggestedMatch } from '../match-card';
import { MatchesScreen, type MatchesScreenProps, type NewMatchState } from './matches-screen';

function props(overrides: Partial<MatchesScreenProps> = {}): MatchesScreenProps {
  return {
    activeTab: 'new',
    onTabChange: vi.fn(),
    historyFilter: 'accepted',
    onHistoryFilterChange: vi.fn(),
    newMatch: { status: 'ready', match: suggestedMatch },
    onAccept: vi.fn(() => Promise.resolve()),
    onReject: vi.fn(() => Promise.resolve()),
    onOpenVendor: vi.fn(),
    history: { status: 'success', matches: matchHistory },
    onChangeStatus: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

const [, birrificio] = matchVendors;
if (!birrificio) throw new Error('The fixtures have a second vendor');
const secondMatch: SuggestedMatch = {
  id: 12,
  score: 0.614,
  description: 'Birre per i tuoi locali.',
  vendor: birrificio,
};

/**
 * The screen as the app drives it: tab and filter in state, and each decision resolves once the
 * next of `after` is shown (a suggestion, the generating wait, all seen).
 */
function DecidingScreen({
  after,
  ...overrides
}: Partial<MatchesScreenProps> & { after: NewMatchState[] }) {
  const [activeTab, setActiveTab] = React.useState<MatchesScreenProps['activeTab']>('new');
  const [historyFilter, setHistoryFilter] =
    React.useState<MatchesScreenProps['historyFilter']>('rejected');
  const [step, setStep] = React.useState(-1);
  const newMatch = step < 0 ? props().newMatch : (after[step] ?? { status: 'allSeen' });
  const next = () => {
    setStep((current) => current + 1);
    return Promise.resolve();
  };
  return (
    <MatchesScreen
      {...props({ onAccept: next, onReject: next, ...overrides })}
      activeTab={activeTab}
      onTabChange={setActiveTab}
      historyFilter={historyFilter}
      onHistoryFilterChange={setHistoryFilter}
      newMatch={newMatch}
    />
  );
}

const historyItems = () =>
  within(screen.getByRole('list', { name: t('matches.historyListLabel') })).getAllByRole(
    'listitem',
  );
function historyItem(index: number) {
  const item = historyItems()[index];
  if (!item) throw new Error(`No history item ${index}`);
  return item;
}
const vendorNames = () =>
  historyItems().map((item) => within(item).getByRole('heading').textContent);

describe('MatchesScreen', () => {
  describe('given the tabs are controlled', () => {
    it('shows the tab it is given and reports a click without switching by itself', async () => {
      const onTabChange = vi.fn();
      const { container } = render(<MatchesScreen {...props({ onTabChange })} />);

      expect(screen.getByRole('tab', { name: t('matches.tabNew') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectNoAxeViolations(container);

      await userEvent.click(screen.getByRole('tab', { name: t('matches.tabHistory') }));

      // Radix reports the tab on press and again on focus; the parent's state ignores repeats.
      expect(onTabChange.mock.calls).toEqual(expect.arrayContaining([['history']]));
      expect(onTabChange.mock.calls.every(([tab]) => tab === 'history')).toBe(true);
      expect(screen.getByRole('tab', { name: t('matches.tabNew') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it('opens on the history with the filter it is given', async () => {
      const { container } = render(
        <MatchesScreen {...props({ activeTab: 'history', historyFilter: 'rejected' })} />,
      );

      expect(screen.getByRole('tabpanel', { name: t('matches.tabHistory') })).toBeVisible();
      expect(screen.getByRole('button', { name: '❌ Rifiutati (1)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(vendorNames()).toEqual(['Automazioni Spa']);
      await expectNoAxeViolations(container);
    });
  });

  describe('given the new-match states', () => {
    it('says the matches are loading', () => {
      render(<MatchesScreen {...props({ newMatch: { status: 'loading' } })} />);

      expect(screen.getByRole('status')).toHaveTextContent('Caricamento match...');
    });

    it('says the matches are being generated, with the vendors being analysed', () => {
      render(
        <MatchesScreen {...props({ newMatch: { status: 'generating', remainingVendors: 42 } })} />,
      );

      const status = screen.getByRole('status');
      expect(status).toMatchTextContent('🎯 Generando i tuoi match personalizzati...');
      expect(status).toMatchTextContent('Stiamo analizzando 42 aziende');
    });

    it('congratulates when every vendor has been seen', () => {
      render(<MatchesScreen {...props({ newMatch: { status: 'allSeen' } })} />);

      expect(screen.getByRole('heading', { name: '🎉 Congratulazioni!' })).toBeVisible();
      expect(screen.getByText('Hai visto tutte le aziende disponibili!')).toBeVisible();
    });
  });

  // Issue 16: the all-seen message was a dead end.
  describe('given every vendor has been seen', () => {
    it('offers the accepted matches, with focus on the history tab that shows them', async () => {
      const { container } = render(<DecidingScreen after={[]} />);

      await userEvent.click(screen.getByRole('button', { name: t('matches.passName') }));
      const title = await screen.findByRole('heading', { name: t('matches.allSeenTitle') });
      await vi.waitFor(() => expect(title).toHaveFocus());
      await expectNoAxeViolations(container);

      await userEvent.click(screen.getByRole('button', { name: t('matches.allSeenShowMatches') }));

      const historyTab = screen.getByRole('tab', { name: t('matches.tabHistory') });
      expect(historyTab).toHaveAttribute('aria-selected', 'true');
      expect(historyTab).toHaveFocus();
      expect(screen.getByRole('button', { name: '✅ Match! (2)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('links to the exhibitor directory through the given link component', () => {
      function TestLink({
        to,
        ...rest
      }: {
        to: string;
        className?: string;
        children?: React.ReactNode;
      }) {
        return <a href={`#app${to}`} data-router-link="" {...rest} />;
      }
      const { rerender } = render(
        <MatchesScreen {...props({ newMatch: { status: 'allSeen' } })} />,
      );
      expect(screen.getByRole('link', { name: t('matches.allSeenVendors') })).toHaveAttribute(
        'href',
        '/vendors',
      );

      rerender(
        <MatchesScreen {...props({ newMatch: { status: 'allSeen' }, linkComponent: TestLink })} />,
      );
      expect(screen.getByRole('link', { name: t('matches.allSeenVendors') })).toHaveAttribute(
        'href',
        '#app/vendors',
      );
    });

    it('wraps a load error and retries on request', async () => {
      const onRetry = vi.fn();
      render(
        <MatchesScreen {...props({ newMatch: { status: 'error', error: 'Timeout' }, onRetry })} />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Errore nel caricamento dei match: Timeout',
      );
      await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('when the user decides on a suggestion', () => {
    it('waits for the next one with both buttons unavailable but focus kept', async () => {
      let resolve = () => {};
      const onAccept = vi.fn(() => new Promise<void>((done) => (resolve = done)));
      render(<MatchesScreen {...props({ onAccept })} />);

      const interested = screen.getByRole('button', { name: t('matches.interestedName') });
      await userEvent.click(interested);

      expect(onAccept).toHaveBeenCalledExactlyOnceWith(suggestedMatch);
      expect(screen.getByRole('button', { name: t('matches.passName') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(interested).toHaveFocus();
      await userEvent.click(interested);
      expect(onAccept).toHaveBeenCalledOnce();
      await React.act(async () => resolve());
      expect(screen.getByRole('button', { name: t('matches.passName') })).not.toHaveAttribute(
        'aria-disabled',
      );
    });

    // Issue 16: after '✅ Mi interessa' focus fell to the page's top, and nothing said what changed.
    it("moves focus to the next card's heading and announces the decision", async () => {
      const { container } = render(
        <DecidingScreen after={[{ status: 'ready', match: secondMatch }]} />,
      );

      await userEvent.click(screen.getByRole('button', { name: t('matches.interestedName') }));

      const next = await screen.findByRole('heading', { level: 2, name: 'Birrificio Alpino' });
      await vi.waitFor(() => expect(next).toHaveFocus());
      expect(screen.getByRole('status')).toHaveTextContent(
        'Hai mostrato interesse per Caffè Nero Srl.',
      );
      // A focus target only: Tab still goes from the name's button onwards.
      expect(next).toHaveAttribute('tabindex', '-1');
      await expectNoAxeViolations(container);
    });

    it('waits on the generating message, then moves focus to the card that arrives', async () => {
      let arrive = () => {};
      const arrival = new Promise<void>((resolve) => (arrive = resolve));
      function Polling() {
        const [state, setState] = React.useState<NewMatchState>({
          status: 'ready',
          match: suggestedMatch,
        });
        return (
          <MatchesScreen
            {...props({
              newMatch: state,
              onReject: () => {
                setState({ status: 'generating', remainingVendors: 4 });
                void arrival.then(() => setState({ status: 'ready', match: secondMatch }));
                return Promise.resolve();
              },
            })}
          />
        );
      }
      render(<Polling />);

      await userEvent.click(screen.getByRole('button', { name: t('matches.passName') }));

      const generating = await screen.findByText(t('matches.generating'));
      await vi.waitFor(() => expect(generating.closest('[role="status"]')).toHaveFocus());
      await React.act(async () => arrive());
      const next = await screen.findByRole('heading', { level: 2, name: 'Birrificio Alpino' });
      await vi.waitFor(() => expect(next).toHaveFocus());
    });

    // Regression: a decision the server did not save was worded as the matches failing to load.
    it('says the choice was not saved, with the reason, and keeps the card to try again', async () => {
      const onReject = vi.fn(() => Promise.reject(new Error('Errore di rete')));
      render(<MatchesScreen {...props({ onReject })} />);

      await userEvent.click(screen.getByRole('button', { name: t('matches.passName') }));

      const alert = await screen.findByRole('alert');
      expect(alert).toMatchTextContent(
        'Non è stato possibile salvare la tua scelta: riprova.Errore di rete',
      );
      expect(alert).not.toMatchTextContent(/caricamento/);
      expect(
        screen.getByRole('heading', { level: 2, name: suggestedMatch.vendor.name }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: t('matches.passName') })).not.toHaveAttribute(
        'aria-disabled',
      );
    });
  });

  describe('given the history', () => {
    it('counts each filter and lists the matches under the chosen one', async () => {
      const onHistoryFilterChange = vi.fn();
      render(<MatchesScreen {...props({ activeTab: 'history', onHistoryFilterChange })} />);

      const filters = within(screen.getByRole('group', { name: t('matches.historyFilters') }));
      expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
        '✅ Match! (2)',
        '❌ Rifiutati (1)',
        'Tutti (3)',
      ]);
      expect(vendorNames()).toEqual(['Caffè Nero Srl', 'Birrificio Alpino']);
      const first = within(historyItem(0));
      expect(first.getByText('88%')).toBeVisible();
      expect(first.getByText(suggestedMatch.description)).toBeVisible();
      expect(first.getByText(t('matches.statusAccepted'))).toBeVisible();
      expect(first.getByRole('link', { name: t('matches.contact') })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:info@caffenero\.example\?subject=Contatto%20da%20Fiera/),
      );

      await userEvent.click(filters.getByRole('button', { name: 'Tutti (3)' }));
      expect(onHistoryFilterChange).toHaveBeenCalledExactlyOnceWith('all');
    });

    it("offers '❌ Rifiuta' on the accepted filter", async () => {
      const onChangeStatus = vi.fn(() => Promise.resolve());
      render(<MatchesScreen {...props({ activeTab: 'history', onChangeStatus })} />);

      expect(screen.queryByRole('button', { name: t('matches.accept') })).toBeNull();
      await userEvent.click(
        within(historyItem(1)).getByRole('button', { name: t('matches.reject') }),
      );

      expect(onChangeStatus).toHaveBeenCalledExactlyOnceWith(12, 'rejected');
    });

    it("offers '✅ Match!' on the rejected filter", async () => {
      const onChangeStatus = vi.fn(() => Promise.resolve());
      render(
        <MatchesScreen
          {...props({ activeTab: 'history', historyFilter: 'rejected', onChangeStatus })}
        />,
      );

      expect(screen.queryByRole('button', { name: t('matches.reject') })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: t('matches.accept') }));

      expect(onChangeStatus).toHaveBeenCalledExactlyOnceWith(13, 'accepted');
    });

    it('keeps focus in the list after a flip takes a card out of it, and says where it went', async () => {
      function FlippingHistory() {
        const [matches, setMatches] = React.useState(matchHistory);
        return (
          <MatchesScreen
            {...props({
              activeTab: 'history',
              history: { status: 'success', matches },
              onChangeStatus: (matchId, status) => {
                setMatches((current) =>
                  current.map((match) => (match.id === matchId ? { ...match, status } : match)),
                );
                return Promise.resolve();
              },
            })}
          />
        );
      }
      render(<FlippingHistory />);
      const accepted = matchHistory.filter((match) => match.status === 'accepted');
      const [first, second] = accepted;
      if (first === undefined || second === undefined) throw new Error('two accepted matches');

      await userEvent.click(
        within(historyItem(0)).getByRole('button', { name: t('matches.reject') }),
      );

      expect(screen.getByRole('heading', { name: new RegExp(second.vendor.name) })).toHaveFocus();
      expect(screen.getByText(`${first.vendor.name} è ora tra i rifiutati.`)).toBeInTheDocument();

      await userEvent.click(
        within(historyItem(0)).getByRole('button', { name: t('matches.reject') }),
      );

      // The list is empty: focus waits on the pressed filter.
      expect(screen.getByRole('button', { name: '✅ Match! (0)' })).toHaveFocus();
    });

    it('offers no flip on the all filter, and labels each status', () => {
      render(<MatchesScreen {...props({ activeTab: 'history', historyFilter: 'all' })} />);

      expect(vendorNames()).toHaveLength(3);
      expect(screen.queryByRole('button', { name: t('matches.reject') })).toBeNull();
      expect(screen.queryByRole('button', { name: t('matches.accept') })).toBeNull();
      expect(within(historyItem(2)).getByText(t('matches.statusRejected'))).toBeVisible();
    });

    it('shows a failed flip in Italian', async () => {
      const onChangeStatus = vi.fn(() => Promise.reject(new Error('Match non trovato')));
      render(<MatchesScreen {...props({ activeTab: 'history', onChangeStatus })} />);

      await userEvent.click(
        within(historyItem(0)).getByRole('button', { name: t('matches.reject') }),
      );

      expect(await screen.findByRole('alert')).toMatchTextContent(
        'Impossibile aggiornare lo stato del match: Match non trovato',
      );
    });

    it('opens a vendor from its name', async () => {
      const onOpenVendor = vi.fn();
      render(<MatchesScreen {...props({ activeTab: 'history', onOpenVendor })} />);

      await userEvent.click(screen.getByRole('button', { name: 'Birrificio Alpino' }));

      expect(onOpenVendor).toHaveBeenCalledExactlyOnceWith(5);
    });
  });

  describe('given an empty history', () => {
    it.each(['accepted', 'rejected', 'all'] as const)(
      "says there is no history on the '%s' filter",
      (historyFilter) => {
        render(
          <MatchesScreen
            {...props({
              activeTab: 'history',
              historyFilter,
              history: { status: 'success', matches: [] },
            })}
          />,
        );

        expect(screen.getByText('Nessuna cronologia match')).toBeVisible();
      },
    );
  });

  describe('given a history with nothing rejected', () => {
    it('congratulates on the rejected filter', () => {
      render(
        <MatchesScreen
          {...props({
            activeTab: 'history',
            historyFilter: 'rejected',
            history: { status: 'success', matches: matchHistory.slice(0, 2) },
          })}
        />,
      );

      expect(screen.getByText('Congratulazioni per i tuoi match!')).toBeVisible();
    });
  });

  describe('given a history with something accepted', () => {
    it('lists it on the accepted filter without an empty-state text', () => {
      render(<MatchesScreen {...props({ activeTab: 'history' })} />);

      expect(historyItems()).toHaveLength(2);
      expect(screen.queryByText(t('matches.historyEmptyText'))).toBeNull();
      expect(screen.queryByText(t('matches.historyEmpty'))).toBeNull();
    });
  });

  describe('given a history with nothing accepted', () => {
    it('says so briefly on the accepted filter (the spec has no text for it)', () => {
      render(
        <MatchesScreen
          {...props({
            activeTab: 'history',
            history: { status: 'success', matches: matchHistory.slice(2) },
          })}
        />,
      );

      expect(screen.getByText('Nessun match accettato finora.')).toBeVisible();
      expect(screen.queryByText(t('matches.historyEmptyText'))).toBeNull();
    });
  });

  describe('given a history that failed to load', () => {
    it('shows the reason and retries on request', async () => {
      const onRetryHistory = vi.fn();
      render(
        <MatchesScreen
          {...props({
            activeTab: 'history',
            history: { status: 'error', error: 'Timeout' },
            onRetryHistory,
          })}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare la cronologia dei match: Timeout',
      );
      await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
      expect(onRetryHistory).toHaveBeenCalledOnce();
    });
  });
});
