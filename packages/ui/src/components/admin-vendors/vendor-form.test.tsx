import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { FormRejection } from '../admin-layout/form-rejection';
import { officineRossi } from './vendor-fixtures';
import { VendorForm } from './vendor-form';

const officine = officineRossi();

describe('VendorForm', () => {
  describe('given a new exhibitor', () => {
    it('labels every field in Italian and asks for the name first', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      const { container } = render(<VendorForm onSubmit={onSubmit} onCancel={vi.fn()} />);

      for (const label of [
        /^Nome/,
        'Stand',
        'Posizione',
        'Sito web',
        'Email',
        'Telefono',
        'Indirizzo',
        'Descrizione',
        'Cosa cerca',
        'Indirizzo del logo',
      ]) {
        expect(screen.getByLabelText(label)).toBeVisible();
      }
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
      expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio.');
      await expectNoAxeViolations(container);
    });

    it('sends every field, the blank ones as null', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      render(<VendorForm onSubmit={onSubmit} onCancel={vi.fn()} />);

      await userEvent.type(screen.getByLabelText(/^Nome/), '  Officine Rossi ');
      await userEvent.type(screen.getByLabelText('Stand'), 'A12');
      await userEvent.type(screen.getByLabelText('Sito web'), 'officinerossi.example');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Officine Rossi',
        logo_path: null,
        stand: 'A12',
        location: null,
        website: 'officinerossi.example',
        address: null,
        email: null,
        telephone: null,
        description: null,
        seeking: null,
      });
    });
  });

  describe('when the server refuses fields (422)', () => {
    it('shows each reason beside its field and focuses the first', async () => {
      const onSubmit = vi.fn(() =>
        Promise.reject(
          new FormRejection('Azienda non salvata: correggi i campi indicati.', [
            { path: 'email', message: 'Indirizzo email non valido.' },
            { path: 'website', message: 'Indirizzo web non valido.' },
            { path: 'colore', message: 'Campo sconosciuto.' },
          ]),
        ),
      );
      render(<VendorForm vendor={officine} onSubmit={onSubmit} onCancel={vi.fn()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      const website = screen.getByLabelText('Sito web');
      await expect.poll(() => document.activeElement).toBe(website);
      expect(website).toHaveAccessibleDescription(/Indirizzo web non valido\./);
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Indirizzo email non valido.',
      );
      const summary = screen.getAllByRole('alert')[0];
      expect(summary).toMatchTextContent(/Azienda non salvata: correggi i campi indicati\./);
      // A field the form does not have is still told.
      expect(within(summary as HTMLElement).getByText('colore: Campo sconosciuto.')).toBeVisible();
    });
  });

  describe('when the name is taken (409)', () => {
    it('shows the server’s reason as the form’s error, focused', async () => {
      const onSubmit = vi.fn(() =>
        Promise.reject(new FormRejection('Esiste già un’azienda con questo nome.')),
      );
      render(<VendorForm vendor={officine} onSubmit={onSubmit} onCancel={vi.fn()} />);

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toMatchTextContent('Esiste già un’azienda con questo nome.');
      await expect.poll(() => document.activeElement).toBe(alert);
    });
  });

  describe('when the save fails for another reason', () => {
    it('says it was not saved, and why', async () => {
      render(
        <VendorForm
          vendor={officine}
          onSubmit={() => Promise.reject(new Error('Errore di rete: controlla la connessione'))}
          onCancel={vi.fn()}
        />,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(await screen.findByRole('alert')).toMatchTextContent(
        'Non salvato: Errore di rete: controlla la connessione',
      );
    });
  });

  describe('when a logo is uploaded', () => {
    it('puts its new address in the form, so a later save keeps it', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      render(
        <VendorForm
          vendor={officine}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
          onUploadLogo={() => Promise.resolve('/media/logos/abc.png')}
        />,
      );

      await userEvent.upload(
        screen.getByLabelText('File del logo'),
        new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Carica logo' }));

      await expect
        .poll(() => screen.getByLabelText('Indirizzo del logo'))
        .toHaveValue('/media/logos/abc.png');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ logo_path: '/media/logos/abc.png' }),
      );
    });
  });

  // Back-office review: a logo chosen and then 'Salva' instead of 'Carica logo' said 'Modifiche
  // salvate' and dropped the file without a word.
  describe('given a logo chosen but not uploaded, when Salva is pressed', () => {
    const logo = () => new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' });

    it('uploads it first, then saves the fields with its address', async () => {
      const steps: string[] = [];
      const onUploadLogo = vi.fn(async () => {
        steps.push('upload');
        return '/media/logos/abc.png';
      });
      const onSubmit = vi.fn(async () => {
        steps.push('save');
      });
      render(
        <VendorForm
          vendor={officine}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
          onUploadLogo={onUploadLogo}
        />,
      );
      const file = logo();

      await userEvent.upload(screen.getByLabelText('File del logo'), file);
      await userEvent.clear(screen.getByLabelText('Stand'));
      await userEvent.type(screen.getByLabelText('Stand'), 'B07');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      await expect.poll(() => steps).toEqual(['upload', 'save']);
      expect(onUploadLogo).toHaveBeenCalledWith(file);
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ stand: 'B07', logo_path: '/media/logos/abc.png' }),
      );
    });

    it('saves nothing when the upload is refused, and says why', async () => {
      const onSubmit = vi.fn(() => Promise.resolve());
      render(
        <VendorForm
          vendor={officine}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
          onUploadLogo={() => Promise.reject(new Error('File troppo grande'))}
        />,
      );

      await userEvent.upload(screen.getByLabelText('File del logo'), logo());
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      const alert = await screen.findByText(/^Il logo scelto non è stato caricato/);
      expect(alert.closest('[role="alert"]')).toMatchTextContent(
        'Il logo scelto non è stato caricato (File troppo grande): nulla è stato salvato. ' +
          'Scegli un altro file o toglilo, poi premi «Salva».',
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('asks for the name before sending the logo', async () => {
      const onUploadLogo = vi.fn(() => Promise.resolve('/media/logos/abc.png'));
      render(
        <VendorForm
          vendor={officine}
          onSubmit={vi.fn(() => Promise.resolve())}
          onCancel={vi.fn()}
          onUploadLogo={onUploadLogo}
        />,
      );

      await userEvent.upload(screen.getByLabelText('File del logo'), logo());
      await userEvent.clear(screen.getByLabelText(/^Nome/));
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio.');
      expect(onUploadLogo).not.toHaveBeenCalled();
    });
  });
});
