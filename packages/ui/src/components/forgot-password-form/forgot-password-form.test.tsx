import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { ForgotPasswordForm } from './forgot-password-form';

const email = () => screen.getByRole('textbox', { name: /Email/ });
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: t('forgotPassword.submit') }));

describe('ForgotPasswordForm', () => {
  describe('given an empty form', () => {
    it('has one required e-mail field and a way back to login', async () => {
      const { container } = render(<ForgotPasswordForm onSubmit={vi.fn()} />);

      expect(
        screen.getByRole('heading', { level: 1, name: t('forgotPassword.title') }),
      ).toBeVisible();
      expect(email()).toHaveAttribute('type', 'email');
      expect(email()).toHaveAttribute('autocomplete', 'email');
      expect(email()).toBeRequired();
      expect(screen.getByRole('link', { name: t('forgotPassword.backToLogin') })).toHaveAttribute(
        'href',
        '/login',
      );
      await expectNoAxeViolations(container);
    });
  });

  describe('when the user submits', () => {
    it('without an address, asks for it', async () => {
      const onSubmit = vi.fn();
      render(<ForgotPasswordForm onSubmit={onSubmit} />);

      await submit();

      expect(screen.getByRole('alert')).toMatchTextContent(t('forgotPassword.required'));
      expect(email()).toHaveAccessibleDescription(t('forgotPassword.required'));
      expect(email()).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('with something that is not an address, says so', async () => {
      const onSubmit = vi.fn();
      render(<ForgotPasswordForm onSubmit={onSubmit} />);

      await userEvent.type(email(), 'giulia');
      await submit();

      expect(screen.getByRole('alert')).toMatchTextContent(t('forgotPassword.invalidEmail'));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('with an address, hands it over trimmed', async () => {
      const onSubmit = vi.fn();
      render(<ForgotPasswordForm onSubmit={onSubmit} />);

      await userEvent.type(email(), ' giulia.bianchi@example.it {Enter}');

      expect(onSubmit).toHaveBeenCalledWith('giulia.bianchi@example.it');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('while sending', () => {
    it('disables the button and shows the sending label', () => {
      render(<ForgotPasswordForm onSubmit={vi.fn()} sending />);

      expect(screen.getByRole('button', { name: t('forgotPassword.submitting') })).toBeDisabled();
    });
  });

  describe.each([
    ['success', 'status'],
    ['error', 'alert'],
  ] as const)('given a %s result', (kind, role) => {
    it(`announces it as ${role}`, async () => {
      const { container } = render(
        <ForgotPasswordForm
          onSubmit={vi.fn()}
          result={{ kind, message: 'Messaggio del server' }}
        />,
      );

      expect(screen.getByRole(role)).toMatchTextContent('Messaggio del server');
      await expectNoAxeViolations(container);
    });
  });
});
