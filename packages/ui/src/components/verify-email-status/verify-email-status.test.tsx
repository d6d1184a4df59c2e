import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { VerifyEmailStatus } from './verify-email-status';

describe('VerifyEmailStatus', () => {
  describe('given the check is running', () => {
    it('shows a spinner announced as verifying', async () => {
      const { container } = render(<VerifyEmailStatus status="verifying" />);

      expect(screen.getByRole('heading', { level: 1, name: t('verifyEmail.title') })).toBeVisible();
      expect(screen.getByRole('status', { name: t('verifyEmail.verifying') })).toBeVisible();
      expect(screen.queryByRole('link')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('given success', () => {
    it('shows the check mark and the catalogue message with its markup', async () => {
      const { container } = render(<VerifyEmailStatus status="success" />);

      const icon = screen.getByRole('img', { name: t('verifyEmail.successIcon') });
      expect(icon).toBeVisible();
      // A drawn check mark, not a ✓ character that some phones lack.
      expect(icon.textContent).toBe('');
      expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('status')).toMatchTextContent(
        'La tua email è stata verificata! Ti abbiamo inviato il biglietto nella tua casella di posta.',
      );
      expect(screen.getByText('biglietto').tagName).toBe('STRONG');
      await expectNoAxeViolations(container);
    });

    it('says it moves on to the login, and offers the way there at once', () => {
      render(<VerifyEmailStatus status="success" />);

      expect(screen.getByRole('status')).toMatchTextContent(
        'Tra pochi secondi verrai portato alla pagina di accesso.',
      );
      expect(screen.getByRole('link', { name: "Vai all'accesso" })).toHaveAttribute(
        'href',
        '/login',
      );
    });

    it('never turns unknown markup of a message into elements', () => {
      const { container } = render(
        <VerifyEmailStatus status="success" message={'Fatto <img src=x onerror="alert(1)">'} />,
      );

      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('status')).toMatchTextContent('Fatto <img src=x onerror="alert(1)">');
    });
  });

  describe('given an error', () => {
    it('shows the cross, the message and the way back to login', async () => {
      const { container } = render(
        <VerifyEmailStatus status="error" message={t('verifyEmail.errors.verificationFailed')} />,
      );

      const icon = screen.getByRole('img', { name: t('verifyEmail.errorIcon') });
      expect(icon).toBeVisible();
      expect(icon.textContent).toBe('');
      expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('alert')).toMatchTextContent(
        t('verifyEmail.errors.verificationFailed'),
      );
      expect(screen.getByRole('link', { name: t('verifyEmail.backToLogin') })).toHaveAttribute(
        'href',
        '/login',
      );
      await expectNoAxeViolations(container);
    });
  });
});
