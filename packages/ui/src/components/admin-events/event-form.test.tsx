import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { FormRejection } from '../admin-layout/form-rejection';
import { adminEvents } from './event-fixtures';
import { EventForm, parseTags } from './event-form';

const DAYS = ['2026-10-16', '2026-10-17'];
const STAGES = ['Marchionne', 'Montalcini', 'Epicentro'];

const optionsOf = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option'), (option) => option.textContent);

describe('EventForm', () => {
  describe('given a new event', () => {
    // Back-office review: 'Altro palco...' offered a stage of one's own that the server always
    // refuses when the fair lists stages (a place must name one of them).
    it('offers the fair’s days and only its stages, and says where stages are added', async () => {
      const { container } = render(
        <EventForm days={DAYS} stages={STAGES} onSubmit={vi.fn()} onCancel={vi.fn()} />,
      );

      expect(optionsOf(screen.getByLabelText(/^Giorno/))).toEqual([
        'venerdì 16 ottobre 2026',
        'sabato 17 ottobre 2026',
      ]);
      expect(optionsOf(screen.getByLabelText('Palco'))).toEqual(['Nessun palco', ...STAGES]);
      expect(screen.getByLabelText('Palco')).toHaveAccessibleDescription(
        /Per aggiungere un palco, aggiungilo in Aspetto\./,
      );
      expect(screen.queryByLabelText('Nome del palco')).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('asks for the title and the time before sending', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      render(<EventForm days={DAYS} stages={STAGES} onSubmit={onSubmit} onCancel={vi.fn()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSubmit).not.toHaveBeenCalled();
      await expect.poll(() => document.activeElement).toBe(screen.getByLabelText(/^Titolo/));
      expect(screen.getByLabelText(/^Ora/)).toHaveAccessibleDescription(/Campo obbligatorio\./);
    });

    it('sends the fields, the stage chosen and the tags as a list', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      render(<EventForm days={DAYS} stages={STAGES} onSubmit={onSubmit} onCancel={vi.fn()} />);

      await userEvent.type(screen.getByLabelText(/^Titolo/), 'Robot in fabbrica');
      await userEvent.selectOptions(screen.getByLabelText(/^Giorno/), '2026-10-17');
      await userEvent.type(screen.getByLabelText(/^Ora/), '14:30');
      await userEvent.selectOptions(screen.getByLabelText('Palco'), 'Montalcini');
      await userEvent.type(screen.getByLabelText('Etichette'), 'robotica, ai, ai');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Robot in fabbrica',
        speaker: null,
        company_name: null,
        topic: null,
        location: 'Montalcini',
        tags: ['robotica', 'ai'],
        event_date: '2026-10-17',
        event_time: '14:30',
      });
    });
  });

  describe('given a fair that lists no stages', () => {
    it('takes a place of one’s own', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      render(<EventForm days={DAYS} stages={[]} onSubmit={onSubmit} onCancel={vi.fn()} />);

      expect(optionsOf(screen.getByLabelText('Palco'))).toEqual(['Nessun palco', 'Altro palco...']);
      await userEvent.type(screen.getByLabelText(/^Titolo/), 'Robot in fabbrica');
      await userEvent.type(screen.getByLabelText(/^Ora/), '14:30');
      await userEvent.selectOptions(screen.getByLabelText('Palco'), 'Altro palco...');
      await userEvent.type(screen.getByLabelText('Nome del palco'), 'Sala stampa');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ location: 'Sala stampa' }));
    });
  });

  describe('given an event on a stage and a day the fair no longer has', () => {
    it('shows both as they are, and keeps them', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      const [, , event] = adminEvents();
      render(
        <EventForm
          event={event && { ...event, event_date: '2026-10-18' }}
          days={DAYS}
          stages={STAGES}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />,
      );

      expect(screen.getByLabelText(/^Giorno/)).toHaveDisplayValue(
        'domenica 18 ottobre 2026 (fuori dai giorni della fiera)',
      );
      expect(screen.getByLabelText('Palco')).toHaveDisplayValue(
        'Sala stampa (non è tra i palchi della fiera)',
      );
      expect(optionsOf(screen.getByLabelText('Palco'))).toEqual([
        'Nessun palco',
        ...STAGES,
        'Sala stampa (non è tra i palchi della fiera)',
      ]);
      expect(screen.queryByLabelText('Nome del palco')).toBeNull();
      expect(screen.getByLabelText(/^Ora/)).toHaveValue('17:00');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          location: 'Sala stampa',
          event_date: '2026-10-18',
          event_time: '17:00',
        }),
      );
    });
  });

  describe('given an event whose place names a stage without being its name', () => {
    it('shows the place as it is, as the programme files it under the stage', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      const [, , event] = adminEvents();
      render(
        <EventForm
          event={event && { ...event, location: 'Palco Marchionne' }}
          days={DAYS}
          stages={STAGES}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />,
      );

      expect(screen.getByLabelText('Palco')).toHaveDisplayValue('Palco Marchionne');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ location: 'Palco Marchionne' }),
      );
    });
  });

  describe('when the server refuses a field (422) or the event exists (409)', () => {
    it('shows the reason beside the field, or as the form’s error', async () => {
      const onSubmit = vi
        .fn<() => Promise<void>>()
        .mockRejectedValueOnce(
          new FormRejection('Evento non salvato: correggi i campi indicati.', [
            { path: 'tags.1', message: 'Al massimo 50 caratteri.' },
          ]),
        )
        .mockRejectedValueOnce(
          new FormRejection('Esiste già un evento con questo titolo, giorno e ora.'),
        );
      render(
        <EventForm
          event={adminEvents()[1]}
          days={DAYS}
          stages={STAGES}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      const tags = screen.getByLabelText('Etichette');
      await expect.poll(() => document.activeElement).toBe(tags);
      expect(tags).toHaveAccessibleDescription(/Al massimo 50 caratteri\./);

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(
        await screen.findByText('Esiste già un evento con questo titolo, giorno e ora.'),
      ).toBeVisible();
      expect(tags).not.toHaveAccessibleDescription(/Al massimo/);
    });
  });
});

describe('parseTags', () => {
  it('splits at commas or bars, trims and drops blanks and repeats', () => {
    expect(parseTags(' ai, startup | ai ,, ')).toEqual(['ai', 'startup']);
  });
});
