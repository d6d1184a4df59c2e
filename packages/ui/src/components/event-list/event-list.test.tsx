import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { programme } from '../../test/fair-fixtures';
import { fullText } from '../../test/full-text';
import { EventList } from './event-list';

const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const toggle = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const search = () => screen.getByRole('searchbox', { name: t('events.searchLabel') });

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
