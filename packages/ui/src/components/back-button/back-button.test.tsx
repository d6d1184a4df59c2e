import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { BackButton } from './back-button';

describe('BackButton', () => {
  describe('when the user clicks Indietro', () => {
    it('hands the navigation to the app', async () => {
      const onClick = vi.fn();
      const { container } = render(<BackButton onClick={onClick} />);

      const button = screen.getByRole('button', { name: 'Indietro' });
      // The arrow is a hidden picture: the button reads "Indietro", not "freccia Indietro".
      expect(button.textContent).toBe('Indietro');
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      await userEvent.click(button);

      expect(onClick).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });
});
