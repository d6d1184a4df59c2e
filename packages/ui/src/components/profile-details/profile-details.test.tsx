import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { ProfileDetails, type ProfileUser } from './profile-details';

const user: ProfileUser = {
  email: 'giulia.bianchi@example.it',
  first_name: 'Giulia',
  last_name: 'Bianchi',
  phone_number: '+39 333 1234567',
  employment_type: 'self_employed',
  company_name: 'Bianchi Srl',
  seeking: null,
  description: '',
  created_at: '2026-10-01T09:00:00.000Z',
  last_login: '2026-10-16T08:30:00.000Z',
};

const editButton = () => screen.getByRole('button', { name: 'Modifica Fiera MATCH' });
const seeking = () => screen.getByRole('textbox', { name: /Cosa cerchi/ });
const description = () => screen.getByRole('textbox', { name: /La tua descrizione/ });

describe('ProfileDetails', () => {
  describe('given no user yet', () => {
    it('says the user data is loading', () => {
      render(<ProfileDetails user={null} onSave={vi.fn()} />);
      expect(screen.getByRole('status')).toMatchTextContent('Caricamento dati utente...');
    });
  });

  describe('given a loaded user', () => {
    it('lists the details in Italian with the empty-text placeholders', async () => {
      const { container } = render(<ProfileDetails user={user} onSave={vi.fn()} />);

      expect(screen.getByText('Lavoratore Autonomo')).toBeVisible();
      expect(screen.getByText('Bianchi Srl')).toBeVisible();
      expect(screen.getByText('+39 333 1234567')).toBeVisible();
      expect(
        screen.getByText(
          new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' }).format(new Date(user.created_at)),
        ),
      ).toBeVisible();
      expect(screen.getByText('Non ancora specificato')).toBeVisible();
      expect(screen.getByText('Non ancora specificata')).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it.each([
      ['private', 'Privato'],
      ['employee', 'Dipendente'],
      ['something_else', 'Dipendente'],
    ])('labels employment type %s as %s', (type, label) => {
      render(<ProfileDetails user={{ ...user, employment_type: type }} onSave={vi.fn()} />);
      expect(screen.getByText(label)).toBeVisible();
    });

    it('labels a missing employment type "Dipendente", never "N/D"', () => {
      render(<ProfileDetails user={{ ...user, employment_type: null }} onSave={vi.fn()} />);
      expect(screen.getByText('Dipendente')).toBeVisible();
    });
  });

  describe('when the user edits the matching texts', () => {
    it('opens two four-row textareas with the current texts', async () => {
      render(<ProfileDetails user={{ ...user, seeking: 'Fornitori' }} onSave={vi.fn()} />);
      await userEvent.click(editButton());

      expect(seeking()).toHaveValue('Fornitori');
      expect(seeking()).toHaveFocus();
      expect(seeking()).toHaveAttribute('rows', '4');
      expect(description()).toHaveAttribute('rows', '4');
    });

    it('refuses texts that are blank once trimmed, without saving', async () => {
      const onSave = vi.fn(() => Promise.resolve());
      const { container } = render(<ProfileDetails user={user} onSave={onSave} />);
      await userEvent.click(editButton());
      await userEvent.type(seeking(), 'Fornitori di packaging');
      await userEvent.type(description(), '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(screen.getByRole('alert')).toMatchTextContent(
        "I campi 'Cosa cerchi' e 'La tua descrizione' non possono essere vuoti.",
      );
      expect(description()).toBeInvalid();
      expect(onSave).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });

    it('saves the trimmed texts, shows Salvando... meanwhile and closes when done', async () => {
      let finishSave = () => {};
      const onSave = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finishSave = resolve;
          }),
      );
      render(<ProfileDetails user={user} onSave={onSave} />);
      await userEvent.click(editButton());
      await userEvent.type(seeking(), '  Fornitori di packaging ');
      await userEvent.type(description(), ' Buyer per una catena di negozi  ');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSave).toHaveBeenCalledWith({
        seeking: 'Fornitori di packaging',
        description: 'Buyer per una catena di negozi',
      });
      expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();

      finishSave();
      expect(await screen.findByRole('button', { name: 'Modifica Fiera MATCH' })).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it("shows the save error with the app's reason and keeps the editor open", async () => {
      const onSave = vi.fn(() => Promise.reject(new Error('Sessione scaduta')));
      render(<ProfileDetails user={user} onSave={onSave} />);
      await userEvent.click(editButton());
      await userEvent.type(seeking(), 'Fornitori');
      await userEvent.type(description(), 'Buyer');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(await screen.findByRole('alert')).toMatchTextContent(
        "Errore nell'aggiornamento: Sessione scaduta",
      );
      expect(seeking()).toHaveValue('Fornitori');
    });

    it('falls back to Errore sconosciuto when the failure has no reason', async () => {
      const onSave = vi.fn(() => Promise.reject(new Error('')));
      render(<ProfileDetails user={user} onSave={onSave} />);
      await userEvent.click(editButton());
      await userEvent.type(seeking(), 'Fornitori');
      await userEvent.type(description(), 'Buyer');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(await screen.findByRole('alert')).toMatchTextContent(
        "Errore nell'aggiornamento: Errore sconosciuto",
      );
    });

    it('discards the draft on Annulla', async () => {
      const onSave = vi.fn();
      render(<ProfileDetails user={user} onSave={onSave} />);
      await userEvent.click(editButton());
      await userEvent.type(seeking(), 'Fornitori');
      await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));

      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByText('Non ancora specificato')).toBeVisible();
      expect(onSave).not.toHaveBeenCalled();
    });
  });
});
