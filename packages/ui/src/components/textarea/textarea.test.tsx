import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Textarea } from './textarea';

describe('Textarea', () => {
  describe('given no rows', () => {
    it('shows the four rows the profile forms use', () => {
      render(<Textarea aria-label="La tua descrizione" />);

      expect(screen.getByRole('textbox', { name: 'La tua descrizione' })).toHaveAttribute(
        'rows',
        '4',
      );
    });
  });

  describe('when the user types several lines', () => {
    it('keeps the line breaks', async () => {
      render(<Textarea aria-label="La tua descrizione" />);
      const textarea = screen.getByRole('textbox', { name: 'La tua descrizione' });

      await userEvent.type(textarea, 'Riga uno{enter}Riga due');

      expect(textarea).toHaveValue('Riga uno\nRiga due');
      await expectNoAxeViolations(document.body);
    });
  });
});
