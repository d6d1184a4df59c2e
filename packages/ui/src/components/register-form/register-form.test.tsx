import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { RegisterForm } from './register-form';

const field = (label: RegExp) => screen.getByLabelText(label);
const email = () => field(/^Email/);
const password = () => field(/^Password/);
const confirmation = () => field(/^Conferma password/);
const consent = () => screen.getByRole('checkbox', { name: /informativa sulla privacy/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: t('register.submit') }));

async function fillRequired(pass = 'segreta123', confirm = pass) {
  await userEvent.type(email(), 'giulia.bianchi@example.it');
  await userEvent.type(password(), pass);
  await userEvent.type(confirmation(), confirm);
}

describe('RegisterForm', () => {
  describe('given an empty form', () => {
    it('labels every field with its autocomplete hint and has no violations', async () => {
      const { container } = render(<RegisterForm onSubmit={vi.fn()} />);

      expect(screen.getByRole('heading', { level: 1, name: t('register.title') })).toBeVisible();
      expect(field(/^Nome$/)).toHaveAttribute('autocomplete', 'given-name');
      expect(field(/^Cognome$/)).toHaveAttribute('autocomplete', 'family-name');
      expect(email()).toHaveAttribute('autocomplete', 'email');
      expect(field(/Numero di telefono/)).toHaveAttribute('autocomplete', 'tel');
      expect(password()).toHaveAttribute('autocomplete', 'new-password');
      expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('link', { name: t('register.alreadyRegistered') })).toHaveAttribute(
        'href',
        '/login',
      );
      await expectNoAxeViolations(container);
    });

    it("links the consent to the app's privacy notice, in a new tab", () => {
      render(<RegisterForm onSubmit={vi.fn()} />);

      const notice = screen.getByRole('link', { name: /informativa sulla privacy/ });
      expect(notice).toHaveAttribute('href', '/privacy');
      expect(notice).toHaveAttribute('target', '_blank');
      expect(notice).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  describe('when the user picks an employment type', () => {
    it('offers the company name only to the self-employed and employees', async () => {
      render(<RegisterForm onSubmit={vi.fn()} />);
      const type = screen.getByRole('combobox', { name: t('register.employmentType') });
      const company = () => screen.queryByLabelText(t('register.companyName'));

      expect(company()).toBeNull();
      await userEvent.selectOptions(type, t('employment.self_employed'));
      expect(company()).toHaveAttribute('autocomplete', 'organization');
      await userEvent.selectOptions(type, t('employment.employee'));
      expect(company()).not.toBeNull();
      await userEvent.selectOptions(type, t('employment.private'));
      expect(company()).toBeNull();
    });
  });

  describe('when the user submits', () => {
    it.each([
      ['the required fields are empty', '', '', 'register.required', email],
      [
        'the passwords differ',
        'segreta123',
        'segreta124',
        'register.passwordMismatch',
        confirmation,
      ],
      ['the password is short', 'breve12', 'breve12', 'register.passwordTooShort', password],
    ] as const)(
      'and %s, says so and focuses the field',
      async (_case, pass, confirm, message, target) => {
        const onSubmit = vi.fn();
        render(<RegisterForm onSubmit={onSubmit} />);
        if (pass) await fillRequired(pass, confirm);
        await userEvent.click(consent());

        await submit();

        expect(screen.getByRole('alert')).toMatchTextContent(t(message));
        expect(target()).toHaveFocus();
        expect(target()).toBeInvalid();
        // The reason first; the password's hint ('Almeno 8 caratteri') may follow it.
        expect(target()).toHaveAccessibleDescription(
          new RegExp(`^${t(message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        expect(onSubmit).not.toHaveBeenCalled();
      },
    );

    it('marks the unticked consent with the other empty required fields', async () => {
      render(<RegisterForm onSubmit={vi.fn()} />);

      await submit();

      expect(screen.getByRole('alert')).toMatchTextContent(t('register.required'));
      expect(consent()).toBeInvalid();
      expect(password()).toHaveAccessibleDescription(/Almeno 8 caratteri/);
    });

    it('checks the fields in the order of the spec', async () => {
      render(<RegisterForm onSubmit={vi.fn()} />);
      await userEvent.type(password(), 'breve');
      await userEvent.type(confirmation(), 'breve2');

      await submit();
      expect(screen.getByRole('alert')).toMatchTextContent(t('register.required'));

      await userEvent.type(email(), 'giulia.bianchi@example.it');
      await submit();
      expect(screen.getByRole('alert')).toMatchTextContent(t('register.passwordMismatch'));

      await userEvent.clear(confirmation());
      await userEvent.type(confirmation(), 'breve');
      await submit();
      expect(screen.getByRole('alert')).toMatchTextContent(t('register.passwordTooShort'));
    });

    it('requires the consent to the privacy notice', async () => {
      const onSubmit = vi.fn();
      const { container } = render(<RegisterForm onSubmit={onSubmit} />);
      await fillRequired();

      await submit();

      expect(screen.getByRole('alert')).toMatchTextContent(t('register.privacyConsentRequired'));
      expect(consent()).toHaveFocus();
      expect(consent()).toBeInvalid();
      expect(onSubmit).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });

    it('hands over only the filled optional fields, with the consent', async () => {
      const onSubmit = vi.fn();
      render(<RegisterForm onSubmit={onSubmit} />);
      await userEvent.type(field(/^Nome$/), ' Giulia ');
      await userEvent.type(field(/^Cognome$/), '   ');
      await fillRequired();
      await userEvent.click(consent());

      await submit();

      expect(onSubmit).toHaveBeenCalledWith({
        first_name: 'Giulia',
        email: 'giulia.bianchi@example.it',
        password: 'segreta123',
        privacy_consent: true,
      });
    });

    it('drops a company typed before switching to private', async () => {
      const onSubmit = vi.fn();
      render(<RegisterForm onSubmit={onSubmit} />);
      const type = screen.getByRole('combobox', { name: t('register.employmentType') });
      await userEvent.selectOptions(type, 'employee');
      await userEvent.type(screen.getByLabelText(t('register.companyName')), 'Bianchi Srl');
      await userEvent.selectOptions(type, 'private');
      await fillRequired();
      await userEvent.click(consent());

      await submit();

      expect(onSubmit).toHaveBeenCalledWith({
        email: 'giulia.bianchi@example.it',
        password: 'segreta123',
        employment_type: 'private',
        privacy_consent: true,
      });
    });
  });

  describe('given a registration in progress', () => {
    it('disables the button', () => {
      render(<RegisterForm onSubmit={vi.fn()} submitting />);

      expect(screen.getByRole('button', { name: t('register.submitting') })).toBeDisabled();
    });
  });

  describe('given a server error', () => {
    it('announces it', () => {
      render(<RegisterForm onSubmit={vi.fn()} error="Esiste già un account con questa email." />);

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Esiste già un account con questa email.',
      );
    });
  });
});
