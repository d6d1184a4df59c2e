import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AdminImport, type AdminImportProps } from './admin-import';

const meta = {
  title: 'Admin/AdminImport',
  component: AdminImport,
  tags: ['autodocs'],
  args: {
    kind: 'vendors',
    onImport: fn<AdminImportProps['onImport']>(() =>
      Promise.resolve({
        ok: false,
        report: {
          detail: 'Import annullato, nessuna riga importata: 2 problemi.',
          problems: [
            { line: 3, field: 'website', reason: 'Indirizzo web non valido.' },
            { line: 5, field: 'name', reason: 'Il nome è obbligatorio.' },
          ],
        },
      }),
    ),
  },
} satisfies Meta<typeof AdminImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file with two wrong rows: nothing is imported, and each problem is listed. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Importa da file' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.upload(
      await body.findByLabelText('File da importare'),
      new File(['name\n'], 'aziende.csv', { type: 'text/csv' }),
    );
    await userEvent.click(body.getByRole('button', { name: 'Controlla' }));
    await expect(args.onImport).toHaveBeenCalled();
    await expect(await body.findByRole('table')).toBeVisible();
    // A check says it checked: the server's summary is written for an import.
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Controllo: il file ha 2 problemi, nulla è stato importato.',
    );
  },
};

export const Events: Story = {
  args: {
    kind: 'events',
    onImport: fn<AdminImportProps['onImport']>(() =>
      Promise.resolve({
        ok: true,
        summary: {
          kind: 'events',
          total: 31,
          inserted: 4,
          updated: 2,
          unchanged: 25,
          dry_run: false,
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Importa da file' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.upload(
      await body.findByLabelText('File da importare'),
      new File(['title\n'], 'programma.csv', { type: 'text/csv' }),
    );
    await userEvent.click(body.getByRole('button', { name: 'Importa' }));
    await expect(await body.findByRole('status')).toHaveTextContent(/Importazione completata/);
  },
};
