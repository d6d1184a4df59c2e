import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../../brand';
import type { LinkProps } from '../../lib/link';
import { expectNoAxeViolations } from '../../test/axe';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  describe('given the default brand without a logo', () => {
    it('shows the product name as a link home', async () => {
      const { container } = render(<AppHeader />);

      const home = screen.getByRole('link', { name: 'Fiera: torna alla home' });
      expect(home).toHaveAttribute('href', '/');
      expect(home).toHaveTextContent('Fiera');
      await expectNoAxeViolations(container);
    });
  });

  describe('given a fair config with a logo', () => {
    it('shows the logo and names the link after the brand', () => {
      render(
        <BrandProvider
          config={{ ...defaultFairConfig, productName: 'Expo', logoUrl: '/expo-logo.svg' }}
        >
          <AppHeader />
        </BrandProvider>,
      );

      const home = screen.getByRole('link', { name: 'Expo: torna alla home' });
      expect(home.querySelector('img')).toHaveAttribute('src', '/expo-logo.svg');
      expect(home).not.toHaveTextContent('Expo');
    });
  });

  describe('given a router link component', () => {
    it('renders the home link through it', () => {
      function RouterLink({ to, ...props }: LinkProps) {
        return <a href={`#${to}`} data-router-link="" {...props} />;
      }
      render(<AppHeader linkComponent={RouterLink} actions={<button>Esci</button>} />);

      expect(screen.getByRole('link', { name: 'Fiera: torna alla home' })).toHaveAttribute(
        'href',
        '#/',
      );
      expect(screen.getByRole('button', { name: 'Esci' })).toBeInTheDocument();
    });
  });
});
