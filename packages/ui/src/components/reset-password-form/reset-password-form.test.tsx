import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { ResetPasswordForm } from './reset-password-form';

const password = () => screen.getByLabelText(/^Nuova Password/);
const confirmation = () => screen.getByLabelText(/^Conferma la Nuova Password/);
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: t('resetPassword.submit') }));

describe('ResetPasswordForm', () => {
  describe('given a token', () => {
    it('labels both password fields as new passwords', async () => {
      const { container } = render(<ResetPasswordForm hasToken onSubmit={vi.fn()} />);

      expect(
        screen.getByRole('heading', { level: 1, name: t('resetPassword.title') }),
      ).toBeVisible();
      expect(password()).toHaveAttribute('autocomplete', 'new-password');
      expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('link', { name: t('resetPassword.backToLogin') })).toHaveAttribute(
        'href',
        '/login',
      );
      await expectNoAxeViolations(container);
    });
  });

  describe('when the user submits', () => {
    it('checks token, both fields, match and length in this order', async () => {
      const onSubmit = vi.fn();
      const { rerender } = render(<ResetPasswordForm hasToken={false} onSubmit={onSubmit} />);
      const alert = () => screen.getByRole('alert');

      await userEvent.type(password(), 'breve');
      await submit();
      expect(alert()).toMatchTextContent(t('resetPassword.missingToken'));

      rerender(<ResetPasswordForm hasToken onSubmit={onSubmit} />);
      await submit();
      expect(alert()).toMatchTextContent(t('resetPassword.required'));
      expect(confirmation()).toHaveFocus();
      expect(confirmation()).toBeInvalid();

      await userEvent.type(confirmation(), 'brevi');
      await submit();
      expect(alert()).toMatchTextContent(t('resetPassword.passwordMismatch'));
      expect(confirmation()).toHaveAccessibleDescription(t('resetPassword.passwordMismatch'));

      await userEvent.clear(confirmation());
      await userEvent.type(confirmation(), 'breve');
      await submit();
      expect(alert()).toMatchTextContent(t('resetPassword.passwordTooShort'));
      expect(password()).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('hands over a valid new password', async () => {
      const onSubmit = vi.fn();
      render(<ResetPasswordForm hasToken onSubmit={onSubmit} />);

      await userEvent.type(password(), 'nuovasegreta');
      await userEvent.type(confirmation(), 'nuovasegreta{Enter}');

      expect(onSubmit).toHaveBeenCalledWith('nuovasegreta');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('while resetting', () => {
    it('disables the button', () => {
      render(<ResetPasswordForm hasToken onSubmit={vi.fn()} submitting />);

      expect(screen.getByRole('button', { name: t('resetPassword.submitting') })).toBeDisabled();
    });
  });

  describe('given the server refused', () => {
    it('announces its message and keeps the form', () => {
      render(
        <ResetPasswordForm
          hasToken
          onSubmit={vi.fn()}
          result={{ kind: 'error', message: 'Link scaduto.' }}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent('Link scaduto.');
      expect(password()).toBeVisible();
    });
  });

  describe('given success', () => {
    it('replaces the form with the message and the link to login', async () => {
      const { container } = render(
        <ResetPasswordForm
          hasToken
          onSubmit={vi.fn()}
          result={{ kind: 'success', message: t('resetPassword.success') }}
        />,
      );

      expect(screen.getByRole('status')).toMatchTextContent(t('resetPassword.success'));
      expect(screen.queryByLabelText(/^Nuova Password/)).toBeNull();
      expect(screen.getByRole('link', { name: t('resetPassword.backToLogin') })).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });
});
