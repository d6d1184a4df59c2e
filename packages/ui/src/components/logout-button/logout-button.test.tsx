import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { LogoutButton } from './logout-button';

describe('LogoutButton', () => {
  describe('when the user clicks Esci', () => {
    it('calls the logout handler', async () => {
      const onClick = vi.fn();
      const { container } = render(<LogoutButton onClick={onClick} />);

      await userEvent.click(screen.getByRole('button', { name: 'Esci' }));

      expect(onClick).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });

  describe('given the logout call is running', () => {
    it('cannot be clicked twice', () => {
      render(<LogoutButton loading />);

      expect(screen.getByRole('button', { name: 'Esci' })).toBeDisabled();
    });
  });
});
