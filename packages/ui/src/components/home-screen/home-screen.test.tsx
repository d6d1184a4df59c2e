import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { programme, programmeEvent } from '../../test/fair-fixtures';
import { fullText } from '../../test/full-text';
import { HomeScreen, type HomeScreenProps } from './home-screen';
import { monthName } from '../../i18n';
import { fairDates, fairPhase } from './fair-phase';
import { upcomingEvents } from './upcoming-events';

// 16 October 2026, 10:00 on the device's clock: after the opening (09:00), before the robots.
const firstDayMorning = new Date(2026, 9, 16, 10, 0);

function renderHome(
  props: Partial<HomeScreenProps> = {},
  days: readonly string[] = defaultFairConfig.days,
) {
  return render(
    <BrandProvider config={{ ...defaultFairConfig, days: [...days] }}>
      <HomeScreen
        firstName="Giulia"
        eventsStatus="success"
        events={programme}
        now={firstDayMorning}
        {...props}
      />
    </BrandProvider>,
  );
}

const eventsRegion = () =>
  screen.getByRole('region', { name: /Oggi alla fiera|Prossimi eventi|Il programma/ });

const eventItems = () =>
  within(eventsRegion())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('upcomingEvents', () => {
  it('keeps the events not started yet, today first, at most three', () => {
    const closing = {
      id: 9,
      title: 'Chiusura della fiera',
      speaker: null,
      company_name: null,
      topic: null,
      location: 'Epicentro',
      tags: [],
      event_date: '2026-10-18',
      event_time: '9:00',
    };
    const withTimes = [...programme, closing];

    expect(upcomingEvents(withTimes, firstDayMorning).map((event) => event.id)).toEqual([2, 4, 1]);
    expect(upcomingEvents(withTimes, new Date(2026, 9, 17, 12, 0)).map((e) => e.id)).toEqual([9]);
    expect(upcomingEvents(withTimes, new Date(2026, 9, 19, 8, 0))).toEqual([]);
  });
});

describe('fairPhase', () => {
  const days = ['2026-10-17', '2026-10-16', '2026-10-24'];

  it.each([
    [new Date(2026, 9, 1, 12), { phase: 'before', firstDay: '2026-10-16', tomorrow: false }],
    [new Date(2026, 9, 15, 23, 59), { phase: 'before', firstDay: '2026-10-16', tomorrow: true }],
    [new Date(2026, 9, 16, 0, 0), { phase: 'during', fairDay: true }],
    [new Date(2026, 9, 20, 12), { phase: 'during', fairDay: false }],
    [new Date(2026, 9, 24, 23, 59), { phase: 'during', fairDay: true }],
    [new Date(2026, 9, 25, 0, 0), { phase: 'after' }],
  ])('on %s is %o', (now, phase) => {
    expect(fairPhase(days, now)).toEqual(phase);
  });

  it("crosses a month's end to find tomorrow", () => {
    expect(fairPhase(['2026-11-01'], new Date(2026, 9, 31, 9))).toMatchObject({ tomorrow: true });
  });

  it('is unknown without days', () => {
    expect(fairPhase([], new Date())).toEqual({ phase: 'unknown' });
  });
});

describe('fairDates', () => {
  it.each([
    [['2026-10-17', '2026-10-16'], '16–17 Ottobre 2026'],
    [['2026-10-16'], '16 Ottobre 2026'],
    [['2026-10-30', '2026-11-02'], '30 Ottobre – 2 Novembre 2026'],
    [['2026-12-31', '2027-01-01'], '31 Dicembre 2026 – 1 Gennaio 2027'],
  ])('writes %o as %s', (days, text) => {
    expect(fairDates(days, monthName)).toBe(text);
  });

  it('is null without days', () => {
    expect(fairDates([], monthName)).toBeNull();
  });
});

describe('HomeScreen', () => {
  describe('given an attendee with a name', () => {
    it('greets them and links to the ticket, the matches and the programme', async () => {
      const { container } = renderHome({ pendingMatches: 4 });

      const greeting = screen.getByRole('heading', { level: 1, name: 'Ciao, Giulia!' });
      expect(greeting).toBeVisible();
      expect(greeting.querySelector('bdi')).toHaveTextContent('Giulia');
      expect(screen.getByRole('link', { name: /Il mio biglietto/ })).toHaveAttribute(
        'href',
        '/profile',
      );
      expect(screen.getByRole('link', { name: /Hai 4 nuovi suggerimenti/ })).toHaveAttribute(
        'href',
        '/matches',
      );
      expect(screen.getByRole('link', { name: t('home.allEvents') })).toHaveAttribute(
        'href',
        '/events',
      );
      expect(screen.queryByRole('link', { name: /Valida/ })).toBeNull();
      await expectNoAxeViolations(container);
    });

    it("lists the next three events, today's as 'Oggi'", () => {
      renderHome();

      expect(eventItems()).toEqual([
        'Robotica in fabbricaOggi14:30Palco Marchionne',
        'Città sostenibili17 Ottobre09:30Palco Marchionne',
        'Il futuro del caffè espresso17 Ottobre11:00Palco Montalcini',
      ]);
    });
  });

  describe('given no name', () => {
    it('greets neutrally', () => {
      renderHome({ firstName: '  ' });

      expect(screen.getByRole('heading', { level: 1, name: 'Ciao!' })).toBeVisible();
    });
  });

  describe('given the count of new suggestions', () => {
    it.each([
      [1, 'Hai 1 nuovo suggerimento'],
      [0, 'Scopri le aziende per te'],
      [undefined, 'Scopri le aziende per te'],
    ])('with %s says "%s"', (pendingMatches, text) => {
      renderHome({ pendingMatches });

      expect(screen.getByRole('link', { name: new RegExp(text) })).toHaveAttribute(
        'href',
        '/matches',
      );
    });
  });

  describe('given a staff member', () => {
    it('adds the shortcut to Valida', () => {
      renderHome({ isStaff: true });

      expect(screen.getByRole('link', { name: /Valida i biglietti/ })).toHaveAttribute(
        'href',
        '/validate',
      );
    });
  });

  describe("during one of the fair's days", () => {
    it("heads the events 'Oggi alla fiera'", () => {
      renderHome();

      expect(eventsRegion()).toHaveAccessibleName('Oggi alla fiera');
    });

    it("says when today's events are over and goes on with the next day's", () => {
      renderHome({ now: new Date(2026, 9, 16, 20, 0) });

      expect(screen.getByText('Gli eventi di oggi sono terminati.')).toBeVisible();
      expect(eventItems()[0]).toBe('Città sostenibili17 Ottobre09:30Palco Marchionne');
    });

    it('says there are no events after the last one of the last day', () => {
      renderHome({ now: new Date(2026, 9, 17, 23, 0) });

      expect(screen.getByText('Gli eventi di oggi sono terminati.')).toBeVisible();
      expect(eventItems()).toEqual([]);
    });

    it("says 'Nessun evento in programma' when the programme is empty", () => {
      renderHome({ events: [] });

      expect(screen.getByText('Nessun evento in programma')).toBeVisible();
    });
  });

  describe('before the fair', () => {
    it('says the day it starts and lists its first events', () => {
      renderHome({ now: new Date(2026, 8, 30, 12, 0) });

      expect(eventsRegion()).toHaveAccessibleName('Prossimi eventi');
      expect(screen.getByText('La fiera inizia il 16 Ottobre.')).toBeVisible();
      expect(eventItems()[0]).toMatch(/^Apertura della fiera16 Ottobre/);
    });

    it("says 'domani' the day before", () => {
      renderHome({ now: new Date(2026, 9, 15, 18, 0) });

      expect(screen.getByText('La fiera inizia domani.')).toBeVisible();
    });

    it('knows the days from the fair config even with an empty programme', () => {
      renderHome({ now: new Date(2026, 8, 30, 12, 0), events: [] });

      expect(screen.getByText('La fiera inizia il 16 Ottobre.')).toBeVisible();
      expect(screen.getByText('Nessun evento in programma')).toBeVisible();
    });
  });

  describe('after the fair', () => {
    it('says it is over, without an empty list', () => {
      renderHome({ now: new Date(2026, 9, 18, 9, 0) });

      expect(screen.getByText('La fiera si è conclusa. Grazie della visita!')).toBeVisible();
      expect(eventsRegion()).toHaveAccessibleName('Il programma');
      expect(screen.getByText('Date della fiera: 16–17 Ottobre 2026')).toBeVisible();
      expect(screen.queryByText('Nessun evento in programma')).toBeNull();
      expect(screen.getByRole('link', { name: t('home.allEvents') })).toBeVisible();
    });
  });

  describe('without days in the fair config', () => {
    it("takes them from the programme's dates", () => {
      renderHome({ now: new Date(2026, 9, 18, 9, 0) }, []);

      expect(screen.getByText('La fiera si è conclusa. Grazie della visita!')).toBeVisible();
    });
  });

  describe('given the programme failed to load', () => {
    it('says so quietly and keeps the rest of the home', () => {
      renderHome({ eventsStatus: 'error', events: undefined });

      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText(t('home.eventsUnavailable'))).toBeVisible();
      expect(screen.getByRole('link', { name: /Il mio biglietto/ })).toBeVisible();
    });
  });

  describe('given the agenda', () => {
    it('shows the next starred event not started yet, above the programme', async () => {
      // Apertura (09:00) has started; Robotica today at 14:30 is next; Caffè is tomorrow.
      const { container } = renderHome({ agenda: [3, 1, 2] });

      const line = screen.getByText(
        fullText('Il tuo prossimo evento: Robotica in fabbrica, oggi ore 14:30'),
      );
      expect(line).toBeVisible();
      expect(line.querySelector('bdi')).toHaveTextContent('Robotica in fabbrica');
      expect(
        line.compareDocumentPosition(eventsRegion()) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await expectNoAxeViolations(container);
    });

    it('names another day by its date', () => {
      renderHome({ agenda: [1] });

      expect(
        screen.getByText(
          fullText('Il tuo prossimo evento: Il futuro del caffè espresso, 17 Ottobre ore 11:00'),
        ),
      ).toBeVisible();
    });

    it('shows nothing when no starred event is still to come, or the agenda is unknown', () => {
      const { unmount } = renderHome({ agenda: [3] });
      expect(screen.queryByText(/Il tuo prossimo evento/)).toBeNull();
      unmount();

      renderHome({ agenda: undefined });
      expect(screen.queryByText(/Il tuo prossimo evento/)).toBeNull();
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('never scrolls sideways with a long starred title', async () => {
      await page.viewport(320, 640);
      renderHome({
        events: [
          ...programme,
          programmeEvent(2, {
            id: 9,
            title:
              'Robotica collaborativa e intelligenza artificiale nelle piccole e medie imprese manifatturiere',
          }),
        ],
        agenda: [9],
      });

      expect(screen.getByText(/Il tuo prossimo evento/)).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
