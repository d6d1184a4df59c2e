import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { ProfileNavigation } from './profile-navigation';

const links = () =>
  within(screen.getByRole('navigation', { name: 'Sezioni' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('ProfileNavigation', () => {
  describe('given an attendee', () => {
    it('links every section but not the ticket scanner', async () => {
      const { container } = render(<ProfileNavigation activePath="/profile" />);

      expect(links()).toEqual([
        ['Profilo', '/profile'],
        ['Aziende', '/vendors'],
        ['Eventi', '/events'],
        ['Mappa', '/map'],
        ['Fiera MATCH', '/matches'],
      ]);
      expect(screen.queryByRole('link', { name: 'Valida' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Profilo' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(container);
    });
  });

  describe('given a staff member', () => {
    it('adds Valida, leading to /validate', async () => {
      const { container } = render(<ProfileNavigation isStaff />);

      expect(screen.getByRole('link', { name: 'Valida' })).toHaveAttribute('href', '/validate');
      expect(links()).toHaveLength(6);
      await expectNoAxeViolations(container);
    });
  });

  describe('given an admin', () => {
    it('adds Valida and Amministrazione, leading to /admin', async () => {
      const { container } = render(<ProfileNavigation isStaff isAdmin />);

      expect(screen.getByRole('link', { name: 'Amministrazione' })).toHaveAttribute(
        'href',
        '/admin',
      );
      expect(links()).toHaveLength(7);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a staff member who is no admin', () => {
    it('shows no way to the back-office', () => {
      render(<ProfileNavigation isStaff />);
      expect(screen.queryByRole('link', { name: 'Amministrazione' })).toBeNull();
    });
  });
});
