import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Alert } from './alert';

describe('Alert', () => {
  describe('given the error variant', () => {
    it('is announced at once as an alert', async () => {
      const { container } = render(
        <Alert variant="error" title="Accesso non riuscito">
          Controlla email e password.
        </Alert>,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        /Accesso non riuscito\s*Controlla email e password\./,
      );
      await expectNoAxeViolations(container);
    });
  });

  describe.each(['info', 'success', 'error'] as const)('given the %s icon', (variant) => {
    it('draws it as a hidden picture, so only the words are read out', () => {
      const { container } = render(<Alert variant={variant}>Email inviata.</Alert>);

      const icon = container.querySelector('[data-slot="alert-icon"]');
      expect(icon?.tagName.toLowerCase()).toBe('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      // No text glyph (ℹ ✓ ✗) before the message any more.
      expect(container.textContent).toBe('Email inviata.');
    });
  });

  describe.each(['success', 'info'] as const)('given the %s variant', (variant) => {
    it('is announced politely as a status', async () => {
      const { container } = render(<Alert variant={variant}>Email inviata.</Alert>);

      expect(screen.getByRole('status')).toMatchTextContent(/Email inviata\./);
      expect(screen.queryByRole('alert')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });
});
