import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { ProfileSetupGate, type ProfileSetupUser } from './profile-setup-gate';

const giulia: ProfileSetupUser = {
  first_name: 'Giulia',
  last_name: null,
  employment_type: 'self_employed',
  company_name: null,
  seeking: null,
  description: null,
};

const seeking = () => screen.getByRole('textbox', { name: /Cosa cerchi/ });
const description = () => screen.getByRole('textbox', { name: /La tua descrizione/ });
const submit = () => screen.getByRole('button', { name: t('matches.setup.submit') });

function renderGate(onSubmit = vi.fn(() => Promise.resolve()), user = giulia) {
  return { ...render(<ProfileSetupGate user={user} onSubmit={onSubmit} />), onSubmit };
}

describe('ProfileSetupGate', () => {
  describe('given a user without the matching texts', () => {
    it('asks for them, pre-filled with what the profile has', async () => {
      const { container } = renderGate();

      expect(screen.getByRole('heading', { name: '⚠️ Profilo Incompleto' })).toBeVisible();
      expect(seeking()).toBeRequired();
      expect(description()).toBeRequired();
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Giulia');
      const employment = screen.getByRole('combobox', { name: /Sono un/ });
      expect(employment).toHaveValue('self_employed');
      expect(
        [...employment.querySelectorAll('option')].map((option) => option.textContent),
      ).toEqual(['Seleziona...', 'Privato', 'Lavoratore Autonomo', 'Dipendente']);
      await expectNoAxeViolations(container);
    });
  });

  // Issue 16: new users did not know what to write in the two required texts.
  describe('given the two required texts', () => {
    it('describes each with an example of what to write', () => {
      renderGate();

      expect(seeking()).toHaveAccessibleDescription(t('matches.setup.seekingHint'));
      expect(screen.getByText(t('matches.setup.seekingHint'))).toBeVisible();
      expect(description()).toHaveAccessibleDescription(t('matches.setup.descriptionHint'));
      expect(screen.getByText(t('matches.setup.descriptionHint'))).toBeVisible();
    });

    it('keeps the example in the description when the field is refused', async () => {
      renderGate();

      await userEvent.click(submit());

      expect(seeking()).toHaveAccessibleDescription(
        `${t('matches.setup.seekingHint')} ${t('matches.setup.required')}`,
      );
      expect(description()).toHaveAccessibleDescription(
        `${t('matches.setup.descriptionHint')} ${t('matches.setup.required')}`,
      );
    });
  });

  describe('when the required texts are blank after trimming', () => {
    it('refuses, says why and focuses the first one', async () => {
      const { onSubmit } = renderGate();

      await userEvent.type(seeking(), '   ');
      await userEvent.type(description(), 'Buyer');
      await userEvent.click(submit());

      expect(screen.getByRole('alert')).toMatchTextContent(
        "I campi 'Cosa cerchi' e 'La tua descrizione' sono obbligatori.",
      );
      expect(seeking()).toHaveAttribute('aria-invalid', 'true');
      expect(description()).not.toHaveAttribute('aria-invalid');
      expect(seeking()).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when the form is complete', () => {
    it('sends the trimmed values without the empty optional fields', async () => {
      const { onSubmit } = renderGate();

      await userEvent.type(seeking(), '  Fornitori di packaging ');
      await userEvent.type(description(), ' Buyer ');
      await userEvent.type(screen.getByRole('textbox', { name: 'Cognome' }), '   ');
      await userEvent.click(submit());

      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        seeking: 'Fornitori di packaging',
        description: 'Buyer',
        first_name: 'Giulia',
        employment_type: 'self_employed',
      });
    });

    it('shows a failed save in Italian and lets the user try again', async () => {
      const onSubmit = vi.fn(() => Promise.reject(new Error('Testo troppo lungo.')));
      renderGate(onSubmit, { ...giulia, seeking: 'Fornitori', description: 'Buyer' });

      await userEvent.click(submit());

      expect(await screen.findByRole('alert')).toMatchTextContent(
        "Errore nell'aggiornamento del profilo: Testo troppo lungo.",
      );
      expect(submit()).toBeEnabled();
    });
  });
});
