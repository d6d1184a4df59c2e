import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { VendorLogoUpload } from './vendor-logo-upload';

// A 1×1 transparent PNG, so the preview shows a real picture.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const png = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });

// The file input's `accept` would filter the wrong files out before the component saw them.
const user = () => userEvent.setup({ applyAccept: false });

describe('VendorLogoUpload', () => {
  describe('given an exhibitor not saved yet', () => {
    it('says to save it first and offers no upload', async () => {
      const { container } = render(<VendorLogoUpload name="Officine Rossi" logoPath={null} />);

      expect(screen.getByText(/Salva prima l’azienda/)).toBeVisible();
      expect(screen.queryByLabelText('File del logo')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('when a PNG is chosen', () => {
    it('previews it and uploads it', async () => {
      const onUpload = vi.fn(() => Promise.resolve());
      const { container } = render(
        <VendorLogoUpload name="Officine Rossi" logoPath={null} onUpload={onUpload} />,
      );
      const file = png();

      await user().upload(screen.getByLabelText('File del logo'), file);
      expect(screen.getByRole('img', { name: 'Anteprima del file scelto' })).toBeVisible();
      await expectNoAxeViolations(container);
      await user().click(screen.getByRole('button', { name: 'Carica logo' }));

      expect(onUpload).toHaveBeenCalledWith(file);
      expect(await screen.findByRole('status')).toMatchTextContent('Logo caricato.');
      expect(screen.queryByRole('img', { name: 'Anteprima del file scelto' })).toBeNull();
    });
  });

  describe('when the file is not an image the server takes', () => {
    it('says so beside the field, before sending anything', async () => {
      const onUpload = vi.fn(() => Promise.resolve());
      render(<VendorLogoUpload name="Officine Rossi" logoPath={null} onUpload={onUpload} />);

      await user().upload(
        screen.getByLabelText('File del logo'),
        new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      );

      const input = screen.getByLabelText('File del logo');
      expect(input).toHaveAccessibleDescription(/Formato non accettato/);
      expect(input).toBeInvalid();
      await user().click(screen.getByRole('button', { name: 'Carica logo' }));
      expect(onUpload).not.toHaveBeenCalled();
    });
  });

  describe('when the file is over 2 MB', () => {
    it('says so beside the field', async () => {
      render(<VendorLogoUpload name="Officine Rossi" logoPath={null} onUpload={vi.fn()} />);

      await user().upload(
        screen.getByLabelText('File del logo'),
        new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'File troppo grande: il logo può pesare al massimo 2 MB.',
      );
    });
  });

  describe('when the server refuses the image', () => {
    it('shows its reason in Italian and keeps the choice', async () => {
      render(
        <VendorLogoUpload
          name="Officine Rossi"
          logoPath={null}
          onUpload={() => Promise.reject(new Error('L’immagine supera 4096 × 4096 pixel.'))}
        />,
      );

      await user().upload(screen.getByLabelText('File del logo'), png());
      await user().click(screen.getByRole('button', { name: 'Carica logo' }));

      expect(await screen.findByRole('alert')).toMatchTextContent(
        'Logo non caricato: L’immagine supera 4096 × 4096 pixel.',
      );
      expect(screen.getByRole('img', { name: 'Anteprima del file scelto' })).toBeVisible();
    });
  });
});
