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

  describe.each(['success', 'info'] as const)('given the %s variant', (variant) => {
    it('is announced politely as a status', async () => {
      const { container } = render(<Alert variant={variant}>Email inviata.</Alert>);

      expect(screen.getByRole('status')).toMatchTextContent(/Email inviata\./);
      expect(screen.queryByRole('alert')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });
});
