import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { programme, programmeEvent } from '../../test/fair-fixtures';
import { fullText } from '../../test/full-text';
import { EventList, type EventListProps } from './event-list';

const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const toggle = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const search = () => screen.getByRole('searchbox', { name: t('events.searchLabel') });
const star = (title: string) =>
  screen.getByRole('button', { name: t('events.agenda.star', { title }) });
const unstar = (title: string) =>
  screen.getByRole('button', { name: t('events.agenda.unstar', { title }) });
const mine = () => screen.getByRole('button', { name: t('events.agenda.filter') });

/** The list as the app drives it: a star changes `agenda` at once, as the optimistic update. */
function AgendaList({
  initial,
  onStarChange,
  ...props
}: Omit<EventListProps, 'status' | 'agenda'> & { initial: number[] }) {
  const [agenda, setAgenda] = React.useState(initial);
  return (
    <EventList
      status="success"
      events={programme}
      agenda={agenda}
      onStarChange={async (eventId, starred) => {
        setAgenda((ids) => (starred ? [...ids, eventId] : ids.filter((id) => id !== eventId)));
        try {
          await onStarChange?.(eventId, starred);
        } catch (error) {
          setAgenda((ids) => (starred ? ids.filter((id) => id !== eventId) : [...ids, eventId]));
          throw error;
        }
      }}
      {...props}
    />
  );
}

/** A day on which three starred events overlap in a chain (09:00, 09:45, 10:00). */
const crowdedDay = [
  ...programme,
  programmeEvent(3, { id: 5, title: 'Droni in agricoltura', event_time: '09:45' }),
  programmeEvent(3, { id: 6, title: 'Pausa caffè', event_time: '10:00:00' }),
];

describe('EventList', () => {
  describe('given the programme', () => {
    it('shows every event in date and time order with its details', async () => {
      const { container } = render(<EventList status="success" events={programme} />);

      expect(titles()).toEqual([
        'Apertura della fiera',
        'Robotica in fabbrica',
        'Città sostenibili',
        'Il futuro del caffè espresso',
      ]);
      const item = screen.getByRole('article', { name: 'Il futuro del caffè espresso' });
      const details = within(item);
      // Issue 16: each name isolated, so a right-to-left one cannot reorder the ' - '.
      const byline = details.getByText(fullText('Marco Rossi - Caffè Nero Srl'));
      expect([...byline.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
        'Marco Rossi',
        'Caffè Nero Srl',
      ]);
      expect(details.getByText('#caffè')).toBeVisible();
      expect(details.getByText('#degustazione')).toBeVisible();
      expect(details.getByText('17 Ottobre')).toBeVisible();
      expect(details.getByText('11:00')).toBeVisible();
      expect(details.getByText('Palco Montalcini')).toBeVisible();
      expect(getComputedStyle(details.getByText('Food')).textTransform).toBe('uppercase');
      expect(search()).toHaveAttribute('placeholder', 'Cerca eventi...');
      await expectNoAxeViolations(container);
    });

    it('offers one button per day of the programme and per stage of the fair', () => {
      render(<EventList status="success" events={programme} />);

      const days = screen.getByRole('group', { name: t('events.dayFilters') });
      expect(
        within(days)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['16 Ottobre', '17 Ottobre']);
      const stages = screen.getByRole('group', { name: t('events.stageFilters') });
      expect(
        within(stages)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Marchionne', 'Montalcini', 'Epicentro']);
    });
  });

  describe('when the user searches', () => {
    it('finds "Caffè" by typing "caffe", and clears the search', async () => {
      render(<EventList status="success" events={programme} />);

      await userEvent.type(search(), 'CAFFE');
      expect(titles()).toEqual(['Il futuro del caffè espresso']);

      await userEvent.click(screen.getByRole('button', { name: t('common.clearSearch') }));
      expect(search()).toHaveValue('');
      expect(search()).toHaveFocus();
      expect(titles()).toHaveLength(4);
    });

    it('says nothing matched the term', async () => {
      render(<EventList status="success" events={programme} />);

      await userEvent.type(search(), 'cucina ');

      expect(screen.getByText('Nessun evento trovato per "cucina"')).toBeVisible();
      expect(screen.queryByRole('list', { name: t('events.listLabel') })).toBeNull();
    });
  });

  describe('when the user toggles filters', () => {
    it('combines a day and a stage, and a second click turns one off', async () => {
      render(<EventList status="success" events={programme} />);

      await toggle('17 Ottobre');
      expect(screen.getByRole('button', { name: '17 Ottobre' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(titles()).toEqual(['Città sostenibili', 'Il futuro del caffè espresso']);

      await toggle('Marchionne');
      expect(titles()).toEqual(['Città sostenibili']);

      await toggle('16 Ottobre');
      expect(screen.getByRole('button', { name: '17 Ottobre' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(titles()).toEqual(['Robotica in fabbrica']);

      await toggle('16 Ottobre');
      expect(titles()).toEqual(['Robotica in fabbrica', 'Città sostenibili']);

      await toggle('Marchionne');
      expect(titles()).toHaveLength(4);
    });

    it('says nothing matched, without a term', async () => {
      render(<EventList status="success" events={programme} />);

      await toggle('16 Ottobre');
      await toggle('Montalcini');

      expect(screen.getByText('Nessun evento trovato.')).toBeVisible();
    });

    it('names the filters that emptied the list, and clears them', async () => {
      render(<EventList status="success" events={programme} />);

      await toggle('16 Ottobre');
      await toggle('Montalcini');
      expect(screen.getByText('Filtri attivi: 16 Ottobre, Montalcini.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Rimuovi i filtri' }));

      expect(titles()).toHaveLength(programme.length);
      expect(screen.getByRole('button', { name: '16 Ottobre' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(screen.queryByText(/Filtri attivi/)).toBeNull();
    });
  });

  describe('given an empty programme', () => {
    it("says there are no events and still offers the fair's days", () => {
      render(<EventList status="success" events={[]} />);

      expect(screen.getByText('Nessun evento trovato.')).toBeVisible();
      const days = screen.getByRole('group', { name: t('events.dayFilters') });
      expect(
        within(days)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['16 Ottobre', '17 Ottobre']);
    });
  });

  describe("given a fair config with other days than the programme's", () => {
    it("offers the config's days", () => {
      render(
        <BrandProvider config={{ ...defaultFairConfig, days: ['2027-03-06', '2027-03-05'] }}>
          <EventList status="success" events={programme} />
        </BrandProvider>,
      );

      const days = screen.getByRole('group', { name: t('events.dayFilters') });
      expect(
        within(days)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['5 Marzo', '6 Marzo']);
    });
  });

  describe('given a fair config without days', () => {
    it("offers the programme's dates", () => {
      render(
        <BrandProvider config={{ ...defaultFairConfig, days: [] }}>
          <EventList
            status="success"
            events={programme.filter((e) => e.event_date === '2026-10-17')}
          />
        </BrandProvider>,
      );

      const days = screen.getByRole('group', { name: t('events.dayFilters') });
      expect(
        within(days)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['17 Ottobre']);
    });
  });

  describe('given the agenda', () => {
    it('puts a star toggle on every event, named after it, pressed when starred', async () => {
      const onStarChange = vi.fn();
      const { container } = render(
        <EventList status="success" events={programme} agenda={[2]} onStarChange={onStarChange} />,
      );

      expect(unstar('Robotica in fabbrica')).toHaveAttribute('aria-pressed', 'true');
      expect(star('Città sostenibili')).toHaveAttribute('aria-pressed', 'false');
      expect(mine()).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(star('Città sostenibili'));
      expect(onStarChange).toHaveBeenLastCalledWith(4, true);
      await userEvent.click(unstar('Robotica in fabbrica'));
      expect(onStarChange).toHaveBeenLastCalledWith(2, false);
      await expectNoAxeViolations(container);
    });

    it('stars and unstars from the keyboard', async () => {
      const onStarChange = vi.fn();
      render(<AgendaList initial={[]} onStarChange={onStarChange} />);

      star('Apertura della fiera').focus();
      await userEvent.keyboard('{Enter}');
      expect(unstar('Apertura della fiera')).toHaveFocus();
      expect(unstar('Apertura della fiera')).toHaveAttribute('aria-pressed', 'true');
      await userEvent.keyboard(' ');
      expect(star('Apertura della fiera')).toHaveFocus();
      expect(onStarChange.mock.calls).toEqual([
        [3, true],
        [3, false],
      ]);
    });

    it("shows only the starred events with 'La mia agenda', combined with the other filters", async () => {
      render(<AgendaList initial={[1, 2, 4]} />);

      await userEvent.click(mine());
      expect(mine()).toHaveAttribute('aria-pressed', 'true');
      expect(titles()).toEqual([
        'Robotica in fabbrica',
        'Città sostenibili',
        'Il futuro del caffè espresso',
      ]);

      await toggle('16 Ottobre');
      expect(titles()).toEqual(['Robotica in fabbrica']);
      await toggle('Epicentro');
      expect(
        screen.getByText('Filtri attivi: La mia agenda, 16 Ottobre, Epicentro.'),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Rimuovi i filtri' }));
      expect(mine()).toHaveAttribute('aria-pressed', 'false');
      expect(titles()).toHaveLength(4);
    });

    it('keeps an event unstarred in the agenda listed, and focused, until the filter changes', async () => {
      render(<AgendaList initial={[1, 2]} />);
      await userEvent.click(mine());

      await userEvent.click(unstar('Robotica in fabbrica'));

      expect(star('Robotica in fabbrica')).toHaveFocus();
      expect(titles()).toEqual(['Robotica in fabbrica', 'Il futuro del caffè espresso']);
      await userEvent.click(mine());
      await userEvent.click(mine());
      expect(titles()).toEqual(['Il futuro del caffè espresso']);
    });

    it('says how to fill an empty agenda', async () => {
      render(<AgendaList initial={[]} />);

      await userEvent.click(mine());

      expect(screen.getByText(t('events.agenda.empty'))).toBeVisible();
      expect(screen.queryByRole('list', { name: t('events.listLabel') })).toBeNull();
    });

    it('flags the starred events that overlap, naming the others', () => {
      render(
        <EventList
          status="success"
          events={crowdedDay}
          agenda={[3, 5, 6]}
          onStarChange={vi.fn()}
        />,
      );

      const card = (name: string) => within(screen.getByRole('article', { name }));
      expect(
        card('Apertura della fiera').getByText(fullText('Si sovrappone a «Droni in agricoltura»')),
      ).toBeVisible();
      expect(
        card('Droni in agricoltura').getByText(
          fullText('Si sovrappone a «Apertura della fiera» e «Pausa caffè»'),
        ),
      ).toBeVisible();
      // 09:00 and 10:00 are back to back; an event out of the agenda is never flagged.
      expect(card('Pausa caffè').queryByText(/Apertura/)).toBeNull();
      expect(card('Robotica in fabbrica').queryByText(/Si sovrappone/)).toBeNull();
    });

    it('says on the card when a change could not be saved, with the star put back', async () => {
      const onStarChange = vi.fn(() => Promise.reject(new Error('Errore di rete')));
      render(<AgendaList initial={[]} onStarChange={onStarChange} />);

      await userEvent.click(star('Città sostenibili'));

      const card = screen.getByRole('article', { name: 'Città sostenibili' });
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Non è stato possibile aggiornare la tua agenda: riprova.',
      );
      expect(star('Città sostenibili')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });

    it('links each event to its calendar file', () => {
      render(
        <EventList
          status="success"
          events={programme}
          calendarHref={(id) => `/api/events/${id}/calendar.ics`}
        />,
      );

      const link = within(screen.getByRole('article', { name: 'Città sostenibili' })).getByRole(
        'link',
        // Named after its event: 31 links all called 'Aggiungi al calendario' tell a screen
        // reader user nothing.
        { name: 'Aggiungi al calendario «Città sostenibili»' },
      );
      expect(link).toHaveAttribute('href', '/api/events/4/calendar.ics');
      expect(link).toHaveAttribute('download');
    });

    it('offers no star nor agenda filter while the agenda is unknown', () => {
      render(<EventList status="success" events={programme} onStarChange={vi.fn()} />);

      expect(screen.queryByRole('button', { name: /mia agenda/ })).toBeNull();
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('never scrolls sideways, with stars, overlaps and calendar links', async () => {
      await page.viewport(320, 640);
      const long = 'Un titolo molto lungo senza spazi: Sostenibilitàdellefilieredelcaffèespresso';
      render(
        <EventList
          status="success"
          events={[...crowdedDay, programmeEvent(3, { id: 7, title: long, event_time: '09:30' })]}
          agenda={[3, 5, 6, 7]}
          onStarChange={vi.fn()}
          calendarHref={(id) => `/api/events/${id}/calendar.ics`}
        />,
      );

      expect(screen.getAllByText(/Si sovrappone/).length).toBeGreaterThan(0);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });

  describe('while loading', () => {
    it('says so', () => {
      render(<EventList status="loading" />);

      expect(screen.getByRole('status')).toHaveTextContent('Caricamento eventi...');
    });
  });

  describe('given a failed load', () => {
    it('shows the reason and retries on request', async () => {
      const onRetry = vi.fn();
      render(<EventList status="error" error="Servizio non disponibile" onRetry={onRetry} />);

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare gli eventi: Servizio non disponibile',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });
});
