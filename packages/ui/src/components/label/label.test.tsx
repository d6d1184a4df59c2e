import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Label } from './label';

describe('Label', () => {
  describe('when the user clicks the label', () => {
    it('focuses its control', async () => {
      render(
        <>
          <Label htmlFor="email">Email</Label>
          <input id="email" />
        </>,
      );

      await userEvent.click(screen.getByText('Email'));

      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    });
  });
});
