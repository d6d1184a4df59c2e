import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminOverview } from './admin-overview';

describe('AdminOverview', () => {
  describe('given the back-office', () => {
    it('links every section but itself, each with what it is for', async () => {
      const { container } = render(<AdminOverview />);

      expect(screen.getByRole('heading', { level: 1 })).toMatchTextContent('Panoramica');
      const list = screen.getByRole('list', { name: 'Sezioni' });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Aziende',
        'Programma',
        'Account',
        'Aspetto',
        'Ingressi',
        'Esportazioni',
        'Registro attività',
      ]);
      expect(within(list).getByRole('link', { name: 'Account' })).toHaveAttribute(
        'href',
        '/admin/account',
      );
      expect(screen.getByText(/cambia il ruolo/)).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });
});
