import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminVendors, type AdminVendorsProps } from './admin-vendors';
import { adminVendors, officineRossi } from './vendor-fixtures';
import { VersionConflict } from '../admin-layout/form-rejection';
import type { AdminVendor } from './vendor-form';

function renderVendors(props: Partial<AdminVendorsProps> = {}) {
  const callbacks = {
    onCreate: vi.fn<AdminVendorsProps['onCreate']>((input) =>
      Promise.resolve({ id: 99, version: 1, ...input }),
    ),
    onUpdate: vi.fn<AdminVendorsProps['onUpdate']>((vendor, input) =>
      Promise.resolve({ ...vendor, ...input, version: vendor.version + 1 }),
    ),
    onDelete: vi.fn(() => Promise.resolve()),
    onUploadLogo: vi.fn((id: number) => Promise.resolve({ ...officineRossi(), id })),
    onImport: vi.fn(() =>
      Promise.resolve({
        ok: true as const,
        summary: {
          kind: 'vendors' as const,
          total: 0,
          inserted: 0,
          updated: 0,
          unchanged: 0,
          dry_run: true,
        },
      }),
    ),
  };
  const result = render(
    <AdminVendors status="success" vendors={adminVendors()} {...callbacks} {...props} />,
  );
  return { ...result, ...callbacks };
}

const list = () => screen.getByRole('list', { name: 'Aziende' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('bdi')?.textContent);

describe('AdminVendors', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  describe('given the exhibitors', () => {
    it('lists them by name with their stand, and searches by name or stand', async () => {
      const { container } = renderVendors();

      expect(names()).toEqual([
        'Bianchi Logistica Integrata Internazionale S.p.A. Società Benefit',
        'Caffè Aurora',
        'Officine Rossi',
      ]);
      expect(screen.getByText('3 aziende')).toBeVisible();
      await expectNoAxeViolations(container);

      await userEvent.type(screen.getByRole('searchbox'), 'b03');
      await expect.poll(names).toEqual(['Caffè Aurora']);
      expect(screen.getByText('1 azienda')).toBeVisible();

      await userEvent.clear(screen.getByRole('searchbox'));
      await userEvent.type(screen.getByRole('searchbox'), 'caffe');
      await expect.poll(names).toEqual(['Caffè Aurora']);
    });
  });

  describe('when an exhibitor is added', () => {
    it('saves it and stays on it, so its logo can be uploaded at once', async () => {
      const { onCreate } = renderVendors();

      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi azienda' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuova azienda' });
      expect(within(dialog).getByText(/Salva prima l’azienda/)).toBeVisible();
      await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Vetri Blu');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

      expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Vetri Blu' }));
      const edit = await screen.findByRole('dialog', { name: 'Modifica Vetri Blu' });
      const notice = within(edit).getByText('Vetri Blu aggiunta. Ora puoi caricarne il logo.');
      await expect.poll(() => notice.closest('[data-slot="alert"]')).toBe(document.activeElement);
      expect(within(edit).getByLabelText('File del logo')).toBeVisible();
    });
  });

  describe('when an exhibitor is edited and saved', () => {
    it('closes the form, says so and gives the focus back to its row', async () => {
      const { onUpdate } = renderVendors();
      const edit = screen.getByRole('button', { name: 'Modifica Caffè Aurora' });

      await userEvent.click(edit);
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Caffè Aurora' });
      expect(within(dialog).getByLabelText('Stand')).toHaveValue('B03');
      await userEvent.clear(within(dialog).getByLabelText('Stand'));
      await userEvent.type(within(dialog).getByLabelText('Stand'), 'B04');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

      expect(onUpdate).toHaveBeenCalledWith(
        expect.objectContaining({ id: 2, version: 1 }),
        expect.objectContaining({ stand: 'B04' }),
      );
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Modifiche a Caffè Aurora salvate.')).toBeVisible();
      await expect.poll(() => document.activeElement).toBe(edit);
    });
  });

  describe('when someone else saved the exhibitor while the form was open', () => {
    const CONFLICT = 'Nel frattempo qualcun altro ha fatto delle modifiche: nulla è stato salvato.';

    it('keeps what was typed, says so, and saves over the new version at the next Salva', async () => {
      const [, aurora] = adminVendors();
      const savedMeanwhile: AdminVendor | undefined = aurora && {
        ...aurora,
        telephone: '+39 055 1',
        version: 2,
      };
      const onUpdate = vi
        .fn<AdminVendorsProps['onUpdate']>()
        .mockRejectedValueOnce(new VersionConflict(CONFLICT, savedMeanwhile))
        .mockImplementation((vendor, input) =>
          Promise.resolve({ ...vendor, ...input, version: vendor.version + 1 }),
        );
      renderVendors({ onUpdate });

      await userEvent.click(screen.getByRole('button', { name: 'Modifica Caffè Aurora' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Caffè Aurora' });
      await userEvent.clear(within(dialog).getByLabelText('Stand'));
      await userEvent.type(within(dialog).getByLabelText('Stand'), 'B04');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toMatchTextContent(CONFLICT);
      expect(within(dialog).getByLabelText('Stand')).toHaveValue('B04');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
      expect(onUpdate).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 2, version: 2 }),
        expect.objectContaining({ stand: 'B04' }),
      );
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    });

    it('makes the save after a logo upload over the version the upload made', async () => {
      const { onUpdate } = renderVendors({
        onUploadLogo: vi.fn((id: number) =>
          Promise.resolve({ ...officineRossi(), id, logo_path: '/media/logos/a.png', version: 5 }),
        ),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Modifica Officine Rossi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Officine Rossi' });
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
      await userEvent.upload(within(dialog).getByLabelText('File del logo'), file);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Carica logo' }));
      expect(await within(dialog).findByText('Logo caricato.')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

      expect(onUpdate).toHaveBeenCalledWith(
        expect.objectContaining({ id: 1, version: 5 }),
        expect.objectContaining({ logo_path: '/media/logos/a.png' }),
      );
    });
  });

  describe('when the form is closed with an edit in it', () => {
    it('asks first, and keeps the edit on Resta', async () => {
      renderVendors();

      await userEvent.click(screen.getByRole('button', { name: 'Modifica Caffè Aurora' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Caffè Aurora' });
      await userEvent.clear(within(dialog).getByLabelText('Stand'));
      await userEvent.type(within(dialog).getByLabelText('Stand'), 'B04');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));

      const ask = await screen.findByRole('alertdialog', { name: 'Uscire senza salvare?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Resta' }));
      expect(within(dialog).getByLabelText('Stand')).toHaveValue('B04');
    });

    it('closes at once after a logo upload, which is saved already', async () => {
      renderVendors();
      await userEvent.click(screen.getByRole('button', { name: 'Modifica Officine Rossi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifica Officine Rossi' });
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
      await userEvent.upload(within(dialog).getByLabelText('File del logo'), file);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Carica logo' }));
      expect(await within(dialog).findByText('Logo caricato.')).toBeVisible();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  describe('when an exhibitor is deleted', () => {
    it('asks first, deletes, says so and moves the focus to the heading', async () => {
      const { onDelete } = renderVendors();

      await userEvent.click(screen.getByRole('button', { name: 'Elimina Officine Rossi' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Eliminare Officine Rossi?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));

      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
      expect(await screen.findByText('Officine Rossi eliminata.')).toBeVisible();
      await expect
        .poll(() => document.activeElement)
        .toBe(screen.getByRole('heading', { level: 1, name: 'Aziende' }));
    });
  });

  describe('given the load failed', () => {
    it('says why and offers Riprova', async () => {
      const onRetry = vi.fn();
      renderVendors({ status: 'error', vendors: undefined, error: 'Sessione scaduta', onRetry });

      expect(screen.getByRole('alert')).toMatchTextContent(
        'Impossibile caricare le aziende: Sessione scaduta',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('given no exhibitors yet', () => {
    it('says how to add them', () => {
      renderVendors({ vendors: [] });
      expect(screen.getByText(/Ancora nessuna azienda/)).toBeVisible();
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    it('never scrolls sideways, the form open or not', async () => {
      await page.viewport(320, 640);
      renderVendors();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);

      await userEvent.click(screen.getByRole('button', { name: /^Modifica Bianchi/ }));
      await screen.findByRole('dialog');
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      const dialog = screen.getByRole('dialog');
      expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    });
  });
});
