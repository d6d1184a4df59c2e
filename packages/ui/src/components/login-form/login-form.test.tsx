import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginForm } from './login-form';

const email = () => screen.getByRole('textbox', { name: /Email/ });
const password = () => screen.getByLabelText(/Password/);
const submit = () => screen.getByRole('button', { name: t('login.submit') });

describe('LoginForm', () => {
  describe('given an empty form', () => {
    it('labels both fields with the autocomplete hints of a login', async () => {
      const { container } = render(<LoginForm onSubmit={vi.fn()} />);

      expect(screen.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
      expect(email()).toHaveAttribute('autocomplete', 'email');
      expect(password()).toHaveAttribute('autocomplete', 'current-password');
      expect(password()).toHaveAttribute('type', 'password');
      await expectNoAxeViolations(container);
    });

    it('links to password recovery and registration through the given link component', () => {
      const RouterLink = vi.fn(({ to, children }: { to: string; children?: React.ReactNode }) => (
        <a href={`#${to}`}>{children}</a>
      ));
      render(<LoginForm onSubmit={vi.fn()} linkComponent={RouterLink} />);

      expect(screen.getByRole('link', { name: t('login.forgotPassword') })).toHaveAttribute(
        'href',
        '#/forgot-password',
      );
      expect(screen.getByRole('link', { name: t('login.notRegistered') })).toHaveAttribute(
        'href',
        '#/register',
      );
    });
  });

  describe('when the user submits without a password', () => {
    it('asks for both fields, points at the password and does not submit', async () => {
      const onSubmit = vi.fn();
      const { container } = render(<LoginForm onSubmit={onSubmit} />);

      await userEvent.type(email(), 'giulia.bianchi@example.it');
      await userEvent.click(submit());

      expect(screen.getByRole('alert')).toMatchTextContent(t('login.required'));
      expect(password()).toBeInvalid();
      expect(password()).toHaveAccessibleDescription(t('login.required'));
      expect(password()).toHaveFocus();
      expect(email()).toBeValid();
      expect(onSubmit).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe('when the user submits both fields with the keyboard', () => {
    it('hands over the trimmed e-mail and the password as typed', async () => {
      const onSubmit = vi.fn();
      render(<LoginForm onSubmit={onSubmit} />);

      await userEvent.type(email(), '  giulia.bianchi@example.it ');
      await userEvent.type(password(), ' segreta123 {Enter}');

      expect(onSubmit).toHaveBeenCalledWith({
        email: 'giulia.bianchi@example.it',
        password: ' segreta123 ',
      });
    });
  });

  describe('given a login in progress', () => {
    it('disables the button and ignores another submit', async () => {
      const onSubmit = vi.fn();
      render(<LoginForm onSubmit={onSubmit} submitting />);

      await userEvent.type(email(), 'giulia.bianchi@example.it');
      await userEvent.type(password(), 'segreta123{Enter}');

      expect(screen.getByRole('button', { name: t('login.submitting') })).toBeDisabled();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given the server refused an unverified e-mail', () => {
    it('offers to resend the verification e-mail to the typed address', async () => {
      const onResend = vi.fn();
      const { container, rerender } = render(
        <LoginForm
          onSubmit={vi.fn()}
          error="Verifica la tua email prima di accedere."
          emailNotVerified
          onResendVerification={onResend}
        />,
      );

      await userEvent.type(email(), 'giulia.bianchi@example.it');
      await userEvent.click(screen.getByRole('button', { name: t('login.resendVerification') }));

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Verifica la tua email prima di accedere.',
      );
      expect(onResend).toHaveBeenCalledWith('giulia.bianchi@example.it');

      rerender(
        <LoginForm
          onSubmit={vi.fn()}
          error="Verifica la tua email prima di accedere."
          emailNotVerified
          onResendVerification={onResend}
          resendResult={{ kind: 'success', message: t('login.resendSuccess') }}
        />,
      );

      expect(screen.getByRole('status')).toMatchTextContent(t('login.resendSuccess'));
      await expectNoAxeViolations(container);
    });
  });

  describe('given any other server error', () => {
    it('shows it without the resend action', () => {
      render(<LoginForm onSubmit={vi.fn()} error="Email o password non corretti." />);

      expect(screen.getByRole('alert')).toMatchTextContent('Email o password non corretti.');
      expect(screen.queryByRole('button', { name: t('login.resendVerification') })).toBeNull();
    });
  });
});
