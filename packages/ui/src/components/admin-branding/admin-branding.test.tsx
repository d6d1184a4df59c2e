import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { terracottaFair, type FairConfig } from '@fiera/fair-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { defaultFairConfig } from '../../brand';
import { expectNoAxeViolations } from '../../test/axe';
import { AdminBranding } from './admin-branding';

function previewCanvas(): HTMLElement {
  const canvas = document.querySelector<HTMLElement>('[data-slot="branding-preview-canvas"]');
  if (!canvas) throw new Error('no preview on screen');
  return canvas;
}

function previewPrimaryButton(): HTMLElement {
  const button = previewCanvas().querySelector<HTMLElement>('[data-preview="primary-button"]');
  if (!button) throw new Error('no primary button in the preview');
  return button;
}

async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('AdminBranding', () => {
  describe('given the saved config on a wide screen', () => {
    it('shows the form beside a preview wearing its name and colours', async () => {
      const { container } = render(
        <AdminBranding
          status="success"
          config={terracottaFair}
          onSave={vi.fn()}
          layout="side-by-side"
        />,
      );

      expect(screen.getByRole('textbox', { name: /Nome della fiera/ })).toHaveValue('Expo Terra');
      expect(within(previewCanvas()).getByText('Expo Terra')).toBeInTheDocument();
      expect(getComputedStyle(previewPrimaryButton()).backgroundColor).toBe('rgb(167, 59, 21)');
      expect(screen.getByRole('button', { name: 'Ripristina' })).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });

  describe('when the organiser renames the fair and changes the primary colour', () => {
    it('updates the preview at once, before saving', async () => {
      render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          layout="side-by-side"
        />,
      );

      await replace(screen.getByRole('textbox', { name: /Nome della fiera/ }), 'Expo Nord');
      await replace(screen.getByRole('textbox', { name: 'Colore principale: codice' }), '#8a1c7c');

      expect(within(previewCanvas()).getByText('Expo Nord')).toBeInTheDocument();
      // The button eases into its new colour (transition-colors).
      await vi.waitFor(() =>
        expect(getComputedStyle(previewPrimaryButton()).backgroundColor).toBe('rgb(138, 28, 124)'),
      );
      expect(screen.getByLabelText('Colore principale')).toHaveValue('#8a1c7c');
      expect(screen.getByText('Modifiche non salvate')).toHaveAttribute('role', 'status');
    });
  });

  describe('when Salva is pressed with valid edits', () => {
    it('hands over the config as the schema keeps it (trimmed)', async () => {
      const onSave = vi.fn();
      render(
        <AdminBranding status="success" config={defaultFairConfig} onSave={onSave} layout="tabs" />,
      );

      await replace(screen.getByRole('textbox', { name: /Nome della fiera/ }), '  Expo Nord  ');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onSave).toHaveBeenCalledExactlyOnceWith({
        ...defaultFairConfig,
        productName: 'Expo Nord',
      } satisfies FairConfig);
    });
  });

  describe('given a colour below the contrast it needs', () => {
    it('names the problem beside the colour in words, and Salva leads there', async () => {
      const onSave = vi.fn();
      const { container } = render(
        <AdminBranding status="success" config={defaultFairConfig} onSave={onSave} layout="tabs" />,
      );

      const code = screen.getByRole('textbox', { name: 'Testo sul colore principale: codice' });
      await replace(code, '#3060c0');
      expect(code).toHaveAccessibleDescription(
        /^Contrasto insufficiente tra «Testo sul colore principale» e «Colore principale»: \d\.\d\d:1, ne serve almeno 4\.5:1$/,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(onSave).not.toHaveBeenCalled();
      const summary = screen.getByRole('alert');
      expect(summary).toMatchTextContent(/C'è un campo da correggere/);
      expect(summary.parentElement).toHaveFocus();
      await userEvent.click(
        within(summary).getByRole('link', { name: 'Testo sul colore principale' }),
      );
      expect(code).toHaveFocus();
      await expectNoAxeViolations(container);
    });
  });

  describe('given the server refused the config (422)', () => {
    it("puts the server's reason beside its field until the field changes", async () => {
      const onSave = vi.fn();
      const refused = {
        status: 'error' as const,
        message: 'La configurazione della fiera non è valida: correggi i campi indicati.',
        issues: [{ path: 'organiser.phone', message: 'Numero non raggiungibile' }],
      };
      const { rerender } = render(
        <AdminBranding status="success" config={defaultFairConfig} onSave={onSave} layout="tabs" />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      rerender(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={onSave}
          saveResult={refused}
          layout="tabs"
        />,
      );

      const phone = screen.getByRole('textbox', { name: /^Telefono/ });
      expect(phone).toHaveAccessibleDescription(/Numero non raggiungibile/);
      expect(phone).toHaveAttribute('aria-invalid', 'true');

      await userEvent.type(phone, '+39 02 1234');
      expect(phone).not.toHaveAttribute('aria-invalid');
    });

    it('says why when the server gave no field (network)', async () => {
      const { rerender } = render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          layout="tabs"
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      rerender(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          saveResult={{ status: 'error', message: 'Errore di rete: controlla la connessione' }}
          layout="tabs"
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Salvataggio non riuscito: Errore di rete: controlla la connessione',
      );
    });
  });

  describe('when Ripristina is pressed', () => {
    it('discards every edit', async () => {
      render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          layout="tabs"
        />,
      );
      const name = screen.getByRole('textbox', { name: /Nome della fiera/ });
      await replace(name, 'Altro nome');
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un palco' }));
      expect(screen.getByRole('textbox', { name: /Palco 4/ })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Ripristina' }));

      expect(name).toHaveValue('Fiera');
      expect(screen.queryByRole('textbox', { name: /Palco 4/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Ripristina' })).toBeDisabled();
    });
  });

  // Back-office review: edits were lost silently on leaving the page; the app asks first, told
  // by this callback whether there is anything to lose.
  describe('when the form is edited, saved or reset', () => {
    it('says whether it holds unsaved edits', async () => {
      const onDirtyChange = vi.fn<(dirty: boolean) => void>();
      const { rerender } = render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          onDirtyChange={onDirtyChange}
          layout="tabs"
        />,
      );
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);

      await replace(screen.getByRole('textbox', { name: /Nome della fiera/ }), 'Expo Nord');
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
      await userEvent.click(screen.getByRole('button', { name: 'Ripristina' }));
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);

      await replace(screen.getByRole('textbox', { name: /Nome della fiera/ }), 'Expo Nord');
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
      // Saved: the server's config comes back, and the form starts again from it.
      rerender(
        <AdminBranding
          status="success"
          config={{ ...defaultFairConfig, productName: 'Expo Nord' }}
          onSave={vi.fn()}
          onDirtyChange={onDirtyChange}
          layout="tabs"
        />,
      );
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    });
  });

  // Two organisers on Aspetto at once: the second 'Salva' silently undid the first one's save.
  describe('given someone else saved meanwhile (conflict)', () => {
    it('keeps what was typed, says so, and lets Salva try again', async () => {
      const onSave = vi.fn<(config: FairConfig) => void>();
      const { rerender } = render(
        <AdminBranding status="success" config={defaultFairConfig} onSave={onSave} layout="tabs" />,
      );
      await replace(screen.getByRole('textbox', { name: /Nome della fiera/ }), 'Expo Nord');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      rerender(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={onSave}
          saveResult={{ status: 'conflict' }}
          layout="tabs"
        />,
      );

      expect(screen.getByRole('alert')).toHaveTextContent(
        'Nel frattempo qualcun altro ha salvato l’aspetto della fiera: nulla è stato salvato. ' +
          'Qui restano le tue modifiche: premi «Salva» per sostituire le sue, o ricarica la ' +
          'pagina per vederle.',
      );
      expect(screen.getByRole('textbox', { name: /Nome della fiera/ })).toHaveValue('Expo Nord');
      expect(screen.getByRole('status')).toHaveTextContent('Modifiche non salvate');

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(onSave).toHaveBeenCalledTimes(2);
      expect(onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({ productName: 'Expo Nord' }),
      );
    });
  });

  describe('given a new config from the server (saved)', () => {
    it('starts again from it and says it is saved', () => {
      const { rerender } = render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          layout="tabs"
        />,
      );
      rerender(
        <AdminBranding
          status="success"
          config={terracottaFair}
          onSave={vi.fn()}
          saveResult={{ status: 'saved' }}
          layout="tabs"
        />,
      );

      expect(screen.getByRole('textbox', { name: /Nome della fiera/ })).toHaveValue('Expo Terra');
      expect(screen.getByRole('status')).toMatchTextContent(/Configurazione salvata/);
    });
  });

  describe('on a phone', () => {
    it('keeps the preview in its own tab', async () => {
      const { container } = render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          layout="tabs"
        />,
      );

      expect(document.querySelector('[data-slot="branding-preview-canvas"]')).toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: 'Anteprima' }));
      expect(
        within(previewCanvas()).getByRole('heading', { name: 'Accesso', hidden: true }),
      ).toBeInTheDocument();
      expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
      await expectNoAxeViolations(container);
    });
  });

  describe('when a list item is removed', () => {
    it('moves the focus to Aggiungi', async () => {
      render(
        <AdminBranding
          status="success"
          config={defaultFairConfig}
          onSave={vi.fn()}
          layout="tabs"
        />,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Rimuovi il giorno 2' }));

      expect(screen.queryByLabelText(/Giorno 2/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Aggiungi un giorno' })).toHaveFocus();
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('never scrolls sideways', async () => {
      await page.viewport(320, 640);
      render(<AdminBranding status="success" config={defaultFairConfig} onSave={vi.fn()} />);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      await userEvent.click(screen.getByRole('tab', { name: 'Anteprima' }));
      expect(previewCanvas()).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
