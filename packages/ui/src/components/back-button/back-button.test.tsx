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

      await userEvent.click(screen.getByRole('button', { name: 'Indietro' }));

      expect(onClick).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });
});
