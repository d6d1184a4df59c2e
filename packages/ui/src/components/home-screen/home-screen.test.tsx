import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { programme } from '../../test/fair-fixtures';
import { HomeScreen, type HomeScreenProps } from './home-screen';
import { upcomingEvents } from './upcoming-events';

// 16 October 2026, 10:00 on the device's clock: after the opening (09:00), before the robots.
const firstDayMorning = new Date(2026, 9, 16, 10, 0);

function renderHome(props: Partial<HomeScreenProps> = {}) {
  return render(
    <HomeScreen
      firstName="Giulia"
      eventsStatus="success"
      events={programme}
      now={firstDayMorning}
      {...props}
    />,
  );
}

const eventItems = () =>
  within(screen.getByRole('region', { name: t('home.eventsTitle') }))
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

describe('HomeScreen', () => {
  describe('given an attendee with a name', () => {
    it('greets them and links to the ticket, the matches and the programme', async () => {
      const { container } = renderHome({ pendingMatches: 4 });

      expect(screen.getByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeVisible();
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

  describe('given no events left', () => {
    it('says there are none', () => {
      renderHome({ now: new Date(2026, 9, 18, 9, 0) });

      expect(screen.getByText('Nessun evento in programma')).toBeVisible();
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
});
