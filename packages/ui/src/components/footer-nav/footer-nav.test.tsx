import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import type { LinkProps } from '../../lib/link';
import { expectNoAxeViolations } from '../../test/axe';
import { FooterNav } from './footer-nav';

describe('FooterNav', () => {
  describe('given the profile page is active', () => {
    it('links every main section and marks only the profile as current', async () => {
      const { container } = render(<FooterNav activePath="/profile" />);
      const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });

      const hrefs = within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(['/', '/profile', '/vendors', '/events', '/map', '/matches']);
      expect(screen.getByRole('link', { name: 'Profilo' })).toHaveAttribute('aria-current', 'page');
      expect(
        within(nav)
          .getAllByRole('link')
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(1);
      await expectNoAxeViolations(container);
    });
  });

  describe('given the icons above the labels', () => {
    it('names each link by its Italian label alone, the icon hidden from assistive technology', () => {
      render(<FooterNav activePath="/" />);
      const links = within(
        screen.getByRole('navigation', { name: 'Navigazione principale' }),
      ).getAllByRole('link');

      expect(links.map((link) => link.textContent)).toEqual([
        'Home',
        'Profilo',
        'Aziende',
        'Eventi',
        'Mappa',
        'Match',
      ]);
      expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
        'Home',
        'Profilo',
        'Aziende',
        'Eventi',
        'Mappa',
        'Fiera MATCH',
      ]);
      for (const link of links) {
        // The name holds the visible label (WCAG 2.5.3): 'Match' is said as it is seen.
        expect(link.getAttribute('aria-label') ?? link.textContent).toMatch(
          new RegExp(link.textContent ?? '', 'i'),
        );
        const icons = link.querySelectorAll('svg');
        expect(icons).toHaveLength(1);
        expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
      }
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('given a nested path like /vendors/12', () => {
    it('keeps the section current but not Home', () => {
      render(<FooterNav activePath="/vendors/12" />);

      expect(screen.getByRole('link', { name: 'Aziende' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('given a rebranded fair', () => {
    it('names the matching link after the product', () => {
      render(
        <BrandProvider config={{ ...defaultFairConfig, productName: 'Expo' }}>
          <FooterNav />
        </BrandProvider>,
      );

      expect(screen.getByRole('link', { name: 'Expo MATCH' })).toHaveAttribute('href', '/matches');
    });

    // Phone review: 'Fiera del Collaudo MATCH' was cut to 'Fiera del Collaud…' under its icon.
    it('shows a short label however long the name, and keeps the full name for screen readers', () => {
      render(
        <BrandProvider
          config={{ ...defaultFairConfig, productName: 'Fiera del Collaudo Internazionale' }}
        >
          <FooterNav />
        </BrandProvider>,
      );

      const link = screen.getByRole('link', { name: 'Fiera del Collaudo Internazionale MATCH' });
      expect(link.textContent).toBe('Match');
    });
  });

  describe('when the user clicks a link rendered by the router link component', () => {
    it('lets the router handle the navigation', async () => {
      const navigate = vi.fn();
      function RouterLink({ to, ...props }: LinkProps) {
        return (
          <a
            href={to}
            onClick={(event) => {
              event.preventDefault();
              navigate(to);
            }}
            {...props}
          />
        );
      }
      render(<FooterNav linkComponent={RouterLink} />);

      await userEvent.click(screen.getByRole('link', { name: 'Mappa' }));

      expect(navigate).toHaveBeenCalledWith('/map');
    });
  });
});
