import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Input } from '../input';
import { Textarea } from '../textarea';
import { Field } from './field';

describe('Field', () => {
  describe('given a label and a control', () => {
    it('labels the control and leaves it valid', async () => {
      const { container } = render(
        <Field label="Email">
          <Input type="email" />
        </Field>,
      );
      const input = screen.getByRole('textbox', { name: 'Email' });

      expect(input).toBeValid();
      expect(input).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByRole('alert')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a hint and an error', () => {
    it('describes the control with both and announces the error', async () => {
      const { container } = render(
        <Field label="Password" hint="Almeno 8 caratteri." error="Le password non coincidono">
          <Input type="password" />
        </Field>,
      );
      const input = screen.getByLabelText('Password');

      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Almeno 8 caratteri. Le password non coincidono');
      expect(screen.getByRole('alert')).toHaveTextContent('Le password non coincidono');
      await expectNoAxeViolations(container);
    });
  });

  describe('given required', () => {
    it('marks the control required and says so to screen readers', () => {
      render(
        <Field label="Cosa cerchi" required>
          <Textarea />
        </Field>,
      );

      expect(screen.getByRole('textbox', { name: /Cosa cerchi/ })).toBeRequired();
      expect(screen.getByText('(obbligatorio)')).toBeInTheDocument();
    });
  });

  describe('given a controlId', () => {
    it('uses it for the control so the app can point at it', () => {
      render(
        <Field label="Email" controlId="login-email">
          <Input />
        </Field>,
      );

      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'login-email');
    });
  });
});
