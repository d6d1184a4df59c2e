import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { initialsOf } from './initials';
import { brokenLogoUrl, logoDataUrl } from './logo-fixtures';
import { VendorLogo } from './vendor-logo';

describe('initialsOf', () => {
  it('takes the first letter of up to two words that start with a letter', () => {
    expect(initialsOf('zeta Ricambi')).toBe('ZR');
    expect(initialsOf('Énergie Solaire Italia')).toBe('ÉS');
    expect(initialsOf('3M Italia')).toBe('I');
    expect(initialsOf('Caffè')).toBe('C');
    expect(initialsOf('  42  ')).toBe('4');
  });
});

describe('VendorLogo', () => {
  describe('given a logo beside the name', () => {
    it('shows the picture as decoration, sized before it loads and loaded lazily', () => {
      const src = logoDataUrl('LS', '#2563eb');
      render(<VendorLogo name="Lumina Software" src={src} />);

      const picture = screen.getByRole('presentation');
      expect(picture).toHaveAttribute('src', src);
      expect(picture).toHaveAttribute('alt', '');
      expect(picture).toHaveAttribute('width', '40');
      expect(picture).toHaveAttribute('height', '40');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('decoding', 'async');
      expect(screen.queryByText('LS')).toBeNull();
    });
  });

  describe('given no logo', () => {
    it('shows the initials, hidden from screen readers since the name is beside them', () => {
      const { container } = render(<VendorLogo name="zeta Ricambi" src={null} />);

      expect(screen.queryByRole('presentation')).toBeNull();
      expect(screen.getByText('ZR')).toHaveAttribute('aria-hidden', 'true');
      expect(container).toHaveTextContent('ZR');
    });

    it('names the tile when the logo stands alone', () => {
      render(<VendorLogo name="zeta Ricambi" alt="Logo di zeta Ricambi" />);

      expect(screen.getByRole('img', { name: 'Logo di zeta Ricambi' })).toHaveTextContent('ZR');
    });

    it('gives the same name the same tile every time', () => {
      const { container } = render(
        <>
          <VendorLogo name="zeta Ricambi" />
          <VendorLogo name="zeta Ricambi" />
        </>,
      );
      const [first, second] = Array.from(container.querySelectorAll('[data-slot="vendor-logo"]'));

      expect(first && getComputedStyle(first).backgroundColor).toBe(
        second && getComputedStyle(second).backgroundColor,
      );
    });
  });

  describe('given a logo that fails to load', () => {
    it('falls back to the initials', async () => {
      render(<VendorLogo name="Birrificio Alpino" src={brokenLogoUrl} />);

      await vi.waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
      expect(screen.getByText('BA')).toBeVisible();
    });

    it('tries again when the vendor gets a new logo', async () => {
      const { rerender } = render(<VendorLogo name="Birrificio Alpino" src={brokenLogoUrl} />);
      await vi.waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());

      rerender(<VendorLogo name="Birrificio Alpino" src={logoDataUrl('BA', '#16a34a')} />);

      expect(screen.getByRole('presentation')).toBeInTheDocument();
    });
  });
});
