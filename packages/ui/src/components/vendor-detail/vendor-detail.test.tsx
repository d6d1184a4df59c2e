import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { vendorProfile } from '../../test/fair-fixtures';
import { fullText } from '../../test/full-text';
import { brokenLogoUrl } from '../vendor-logo/logo-fixtures';
import { VendorDetail } from './vendor-detail';

describe('VendorDetail', () => {
  describe('given a vendor', () => {
    it('shows its logo, details and working contact links', async () => {
      const { container } = render(
        <VendorDetail status="success" vendor={vendorProfile} onBack={vi.fn()} />,
      );

      expect(screen.getByRole('heading', { level: 1, name: 'Caffè Nero Srl' })).toBeVisible();
      // The name is beside the logo: the picture is decoration.
      expect(screen.getByRole('presentation')).toHaveAttribute('src', '/logos/caffe-nero.svg');
      expect(screen.getByText(fullText('Stand A01'))).toBeVisible();
      expect(screen.getByRole('link', { name: 'Vedi sulla mappa' })).toHaveAttribute(
        'href',
        '/map?stand=A01',
      );
      const website = screen.getByRole('link', { name: /www\.caffenero\.example/ });
      expect(website).toHaveAttribute('href', 'https://www.caffenero.example');
      expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(screen.getByRole('link', { name: 'info@caffenero.example' })).toHaveAttribute(
        'href',
        'mailto:info@caffenero.example',
      );
      expect(screen.getByRole('link', { name: '+39 02 1234 5678' })).toHaveAttribute(
        'href',
        'tel:+390212345678',
      );
      expect(screen.getByText('Via Roma 1, 20121 Milano')).toBeVisible();
      expect(screen.getByText('Torrefazione artigianale dal 1962.')).toBeVisible();
      expect(screen.getByText('Visualizzazioni della pagina: 42')).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('leaves out what the vendor did not fill in, with initials for the logo', () => {
      render(
        <VendorDetail
          status="success"
          vendor={{
            ...vendorProfile,
            logo_path: null,
            stand: ' ',
            website: null,
            telephone: null,
          }}
          onBack={vi.fn()}
        />,
      );

      expect(screen.queryByRole('presentation')).toBeNull();
      expect(screen.getByText('CN')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByText(/^Stand/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Vedi sulla mappa' })).toBeNull();
      expect(screen.queryByText('Sito web')).toBeNull();
      expect(screen.queryByText('Telefono')).toBeNull();
    });

    it('shows the initials when the logo fails to load', async () => {
      render(
        <VendorDetail
          status="success"
          vendor={{ ...vendorProfile, logo_path: brokenLogoUrl }}
          onBack={vi.fn()}
        />,
      );

      await vi.waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
      expect(screen.getByText('CN')).toBeVisible();
    });
  });

  // Issue 16: 'Stand Padiglione 3', and a name with bidi controls reordering the page.
  describe('given a stand value that names its place and a right-to-left override', () => {
    it('shows the value as it is and isolates the name', () => {
      const evil = '\u202Eevil';
      render(
        <VendorDetail
          status="success"
          vendor={{ ...vendorProfile, name: evil, stand: 'Padiglione 3' }}
          onBack={vi.fn()}
        />,
      );

      const heading = screen.getByRole('heading', { level: 1, name: evil });
      expect(heading.querySelector('bdi')).toHaveTextContent(evil);
      expect(screen.getByText(fullText('Padiglione 3'))).toBeVisible();
      expect(screen.queryByText(/Stand Padiglione/)).toBeNull();
    });
  });

  describe("when the user presses 'Indietro'", () => {
    it('asks the app to go back', async () => {
      const onBack = vi.fn();
      render(<VendorDetail status="loading" onBack={onBack} />);

      await userEvent.click(screen.getByRole('button', { name: /Indietro/ }));

      expect(onBack).toHaveBeenCalledOnce();
    });
  });

  describe('given a failed load', () => {
    it('shows the reason', async () => {
      const onRetry = vi.fn();
      render(
        <VendorDetail
          status="error"
          error="Azienda non trovata"
          onRetry={onRetry}
          onBack={vi.fn()}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Caricamento non riuscito: Azienda non trovata',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });
});
