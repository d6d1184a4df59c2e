import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { VersionConflict } from '../admin-layout/form-rejection';
import { AdminEvents, type AdminEventsProps } from './admin-events';
import { adminEvents } from './event-fixtures';

function renderEvents(props: Partial<AdminEventsProps> = {}) {
  const callbacks = {
    onCreate: vi.fn<AdminEventsProps['onCreate']>((input) =>
      Promise.resolve({ id: 99, version: 1, ...input }),
    ),
    onUpdate: vi.fn<AdminEventsProps['onUpdate']>((event, input) =>
      Promise.resolve({ ...event, ...input, version: event.version + 1 }),
    ),
    onDelete: vi.fn<AdminEventsProps['onDelete']>(() => Promise.resolve()),
    onImport: vi.fn<AdminEventsProps['onImport']>(),
  };
  const result = render(
    <AdminEvents
      status="success"
      events={adminEvents()}
      days={['2026-10-16', '2026-10-17']}
      stages={['Marchionne', 'Montalcini', 'Epicentro']}
      {...callbacks}
      {...props}
    />,
  );
  return { ...result, ...callbacks };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Eventi' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-medium bdi')?.textContent);

describe('AdminEvents', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  describe('given the programme', () => {
    it('lists it by day and time, and searches title, speaker and stage', async () => {
      const { container } = renderEvents();

      expect(titles()).toEqual([
        'Il futuro della manifattura',
        'Incontro fuori programma',
        'Caffè e startup',
      ]);
      expect(screen.getByText('venerdì 16 ottobre 2026, ore 10:00')).toBeVisible();
      await expectNoAxeViolations(container);

      await userEvent.type(screen.getByRole('searchbox'), 'montalcini');
      await expect.poll(titles).toEqual(['Caffè e startup']);
    });
  });

  describe('when an event is added', () => {
    it('saves it, closes the form and says so', async () => {
      const { onCreate } = renderEvents();

      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi evento' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuovo evento' });
      await userEvent.type(within(dialog).getByLabelText(/^Titolo/), 'Robot in fabbrica');
      await userEvent.type(within(dialog).getByLabelText(/^Ora/), '11:00');
      await userEvent.selectOptions(within(dialog).getByLabelText('Palco'), 'Epicentro');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

      expect(onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Robot in fabbrica',
          event_date: '2026-10-16',
          event_time: '11:00',
          location: 'Epicentro',
        }),
      );
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Robot in fabbrica aggiunto al programma.')).toBeVisible();
    });
  });

  describe('when someone else saved the event while the form was open', () => {
    it('keeps what was typed, says so, and saves over the new version at the next Salva', async () => {
      const conflict = 'Nel frattempo qualcun altro ha fatto delle modifiche.';
      const [caffe] = adminEvents();
      const savedMeanwhile = caffe && { ...caffe, speaker: 'Anna Verdi', version: 3 };
      const onUpdate = vi
        .fn<AdminEventsProps['onUpdate']>()
        .mockRejectedValueOnce(new VersionConflict(conflict, savedMeanwhile))
        .mockImplementation((event, input) =>
          Promise.resolve({ ...event, ...input, version: event.version + 1 }),
        );
      renderEvents({ onUpdate });

      await userEvent.click(screen.getByRole('button', { name: 'Modifica Caffè e startup' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Caffè e startup' });
      await userEvent.clear(within(dialog).getByLabelText('Tema'));
      await userEvent.type(within(dialog).getByLabelText('Tema'), 'Caffè');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

      expect(await within(dialog).findByRole('alert')).toMatchTextContent(conflict);
      expect(within(dialog).getByLabelText('Tema')).toHaveValue('Caffè');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
      expect(onUpdate).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 11, version: 3 }),
        expect.objectContaining({ topic: 'Caffè' }),
      );
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    });
  });

  // Back-office review: closing the form threw away what was typed, without a word.
  describe('when the form is closed with something typed in it', () => {
    it("asks first: 'Resta' keeps the text, 'Esci senza salvare' closes it", async () => {
      const { onCreate } = renderEvents();

      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi evento' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuovo evento' });
      await userEvent.type(within(dialog).getByLabelText(/^Titolo/), 'Robot in fabbrica');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));

      const ask = await screen.findByRole('alertdialog', { name: 'Uscire senza salvare?' });
      expect(ask).toHaveAccessibleDescription('Le modifiche non salvate andranno perse.');
      expect(within(ask).getByRole('button', { name: 'Resta' })).toHaveFocus();
      await expectNoAxeViolations(ask);
      await userEvent.click(within(ask).getByRole('button', { name: 'Resta' }));
      await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
      expect(within(dialog).getByLabelText(/^Titolo/)).toHaveValue('Robot in fabbrica');

      await userEvent.keyboard('{Escape}');
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Esci senza salvare',
        }),
      );
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
      expect(onCreate).not.toHaveBeenCalled();
      await expect
        .poll(() => document.activeElement)
        .toBe(screen.getByRole('button', { name: 'Aggiungi evento' }));
    });

    it('closes at once when nothing was changed', async () => {
      renderEvents();

      await userEvent.click(screen.getByRole('button', { name: 'Modifica Caffè e startup' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Caffè e startup' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));

      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  describe('when an event is deleted', () => {
    it('asks first, then deletes it', async () => {
      const { onDelete } = renderEvents();

      await userEvent.click(screen.getByRole('button', { name: 'Elimina Caffè e startup' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
      );

      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
      expect(await screen.findByText('Caffè e startup eliminato dal programma.')).toBeVisible();
    });
  });

  // Phone review: at 390 px the search's placeholder read 'Cerca per titolo, relatore o pa'.
  describe('on a 390 px phone', () => {
    it('shows the whole of the search’s placeholder', async () => {
      await page.viewport(390, 844);
      renderEvents();
      const search = screen.getByRole('searchbox');
      const style = getComputedStyle(search);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas to measure the text with');
      context.font = style.font;
      const room =
        search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);

      const width = context.measureText(search.getAttribute('placeholder') ?? '').width;
      // With room to spare: the fair's font (Inter, Georgia…) may be wider than this machine's.
      expect(width * 1.15).toBeLessThan(room);
      // The field's name still says everything it searches.
      expect(search).toHaveAccessibleName('Cerca un evento per titolo, relatore o palco');
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    it('never scrolls sideways', async () => {
      await page.viewport(320, 640);
      renderEvents();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
