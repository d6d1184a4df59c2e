import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { StatusScreen } from './status-screen';

describe('StatusScreen', () => {
  describe('given an address that leads nowhere', () => {
    it('says so in Italian and leads home', async () => {
      const { container } = render(<StatusScreen kind="notFound" />);

      expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a screen that failed to render', () => {
    it('offers to try again as well as the way home', async () => {
      const onRetry = vi.fn();
      render(<StatusScreen kind="error" onRetry={onRetry} />);

      expect(
        screen.getByRole('heading', { level: 1, name: 'Qualcosa è andato storto' }),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
      expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
    });
  });
});
