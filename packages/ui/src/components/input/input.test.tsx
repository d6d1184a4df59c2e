import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Input } from './input';

describe('Input', () => {
  describe('given a label', () => {
    it('accepts typed text', async () => {
      render(<Input aria-label="Email" type="email" />);
      const input = screen.getByRole('textbox', { name: 'Email' });

      await userEvent.type(input, 'anna@esempio.it');

      expect(input).toHaveValue('anna@esempio.it');
    });

    it('has no accessibility violations', async () => {
      const { container } = render(<Input aria-label="Email" placeholder="nome@esempio.it" />);

      await expectNoAxeViolations(container);
    });
  });

  describe('given disabled', () => {
    it('ignores typing', async () => {
      render(<Input aria-label="Email" disabled />);
      const input = screen.getByRole('textbox', { name: 'Email' });

      await userEvent.type(input, 'x');

      expect(input).toHaveValue('');
    });
  });
});
