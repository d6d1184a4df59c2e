import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminImport, type AdminImportProps, type ImportOutcome } from './admin-import';
import { exampleCsv } from './example-csv';

const csv = (text: string, name = 'aziende.csv') => new File([text], name, { type: 'text/csv' });

const checked: ImportOutcome = {
  ok: true,
  summary: { kind: 'vendors', total: 3, inserted: 2, updated: 1, unchanged: 0, dry_run: true },
};
const imported: ImportOutcome = { ok: true, summary: { ...checked.summary, dry_run: false } };
const refused: ImportOutcome = {
  ok: false,
  report: {
    detail: 'Import annullato, nessuna riga importata: 2 problemi.',
    problems: [
      { line: 3, field: 'website', reason: 'Indirizzo web non valido.' },
      { line: 0, reason: 'La colonna name manca.' },
    ],
  },
};

async function openImport(
  onImport: AdminImportProps['onImport'],
  kind: 'vendors' | 'events' = 'vendors',
) {
  const result = render(<AdminImport kind={kind} onImport={onImport} />);
  await userEvent.click(screen.getByRole('button', { name: 'Importa da file' }));
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog };
}

describe('AdminImport', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  describe('when opened', () => {
    it('explains the columns, the file types and the rules', async () => {
      const { dialog } = await openImport(vi.fn());

      expect(dialog).toHaveAccessibleName('Importa aziende da file');
      // One explanation a column.
      expect(within(dialog).getAllByRole('definition')).toHaveLength(10);
      expect(within(dialog).getByText('name (obbligatoria)')).toBeVisible();
      expect(within(dialog).getByText('logo_path')).toBeVisible();
      expect(within(dialog).getByText(/Tutto o niente/)).toBeVisible();
      expect(within(dialog).getByLabelText('File da importare')).toHaveFocus();
      await expectNoAxeViolations(dialog);
    });

    it('downloads an example CSV made here, with every column', async () => {
      const created: Blob[] = [];
      const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        created.push(blob as Blob);
        return 'blob:esempio';
      });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      try {
        const { dialog } = await openImport(vi.fn());
        await userEvent.click(
          within(dialog).getByRole('button', { name: 'Scarica un CSV di esempio' }),
        );

        expect(click).toHaveBeenCalledOnce();
        const bytes = new Uint8Array((await created[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
        // The byte order mark first, for Excel; Blob.text() would drop it when decoding.
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = await created[0]?.text();
        expect(text?.split('\r\n')[0]).toBe(
          'name,stand,location,website,email,telephone,address,description,seeking,logo_path',
        );
      } finally {
        createObjectURL.mockRestore();
        click.mockRestore();
      }
    });
  });

  describe('when a file is checked and then imported', () => {
    it('counts what would change, then what changed', async () => {
      const onImport = vi
        .fn<AdminImportProps['onImport']>()
        .mockResolvedValueOnce(checked)
        .mockResolvedValueOnce(imported);
      const { dialog } = await openImport(onImport);
      const file = csv('name\nA\nB\nC\n');

      await userEvent.upload(within(dialog).getByLabelText('File da importare'), file);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Controlla' }));
      expect(onImport).toHaveBeenLastCalledWith(file, { dryRun: true });
      const result = await within(dialog).findByRole('status');
      expect(result).toMatchTextContent(
        /non è stato salvato nulla\. Righe: 3; nuove: 2; da aggiornare: 1; invariate: 0\./,
      );
      await expect.poll(() => document.activeElement).toBe(result);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Importa' }));
      expect(onImport).toHaveBeenLastCalledWith(file, { dryRun: false });
      expect(await within(dialog).findByRole('status')).toMatchTextContent(
        'Importazione completata. Righe: 3; nuove: 2; aggiornate: 1; invariate: 0.',
      );
    });
  });

  describe('when the file has problems', () => {
    // Back-office review: 'Controlla' answered 'Import annullato…', as if an import had been
    // tried: a check says it checked.
    it('lists each by line and field, under what the check found', async () => {
      const { dialog } = await openImport(() => Promise.resolve(refused));

      await userEvent.upload(within(dialog).getByLabelText('File da importare'), csv('x'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Controlla' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toMatchTextContent(
        /File da correggere.*Controllo: il file ha 2 problemi, nulla è stato importato\./,
      );
      expect(alert).not.toMatchTextContent(/Import annullato/);
      const table = within(dialog).getByRole('table', { name: /Problemi nel file/ });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(rows.slice(1)).toEqual([
        ['3', 'website', 'Indirizzo web non valido.'],
        ['Tutto il file', '—', 'La colonna name manca.'],
      ]);
      await expectNoAxeViolations(dialog);
    });

    it('says one problem in the singular', async () => {
      const { dialog } = await openImport(() =>
        Promise.resolve({
          ok: false,
          report: {
            detail: 'Import annullato, nessuna riga importata: 1 problema.',
            problems: [{ line: 0, reason: 'La colonna name manca.' }],
          },
        }),
      );

      await userEvent.upload(within(dialog).getByLabelText('File da importare'), csv('x'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Controlla' }));

      expect(await within(dialog).findByRole('alert')).toMatchTextContent(
        /Controllo: il file ha 1 problema, nulla è stato importato\./,
      );
    });

    it('gives the server’s summary when the file was sent to be imported', async () => {
      const { dialog } = await openImport(() => Promise.resolve(refused));

      await userEvent.upload(within(dialog).getByLabelText('File da importare'), csv('x'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Importa' }));

      expect(await within(dialog).findByRole('alert')).toMatchTextContent(
        /Import annullato, nessuna riga importata: 2 problemi\./,
      );
    });
  });

  describe('when the file is of another kind, or none is chosen', () => {
    it('says so beside the field and sends nothing', async () => {
      const onImport = vi.fn<AdminImportProps['onImport']>();
      const { dialog } = await openImport(onImport);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Importa' }));
      expect(within(dialog).getByLabelText('File da importare')).toHaveAccessibleDescription(
        /Scegli prima un file\./,
      );
      await userEvent.setup({ applyAccept: false }).upload(
        within(dialog).getByLabelText('File da importare'),
        new File(['x'], 'aziende.xlsx', {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      );
      expect(within(dialog).getByLabelText('File da importare')).toHaveAccessibleDescription(
        /scegli un file \.csv o \.json/,
      );
      expect(onImport).not.toHaveBeenCalled();
    });
  });

  describe('when there is no answer', () => {
    it('says why in Italian', async () => {
      const { dialog } = await openImport(() =>
        Promise.reject(
          new Error('Il file è troppo grande: al massimo 5 MB. Dividilo in più file.'),
        ),
      );

      await userEvent.upload(within(dialog).getByLabelText('File da importare'), csv('x'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Importa' }));

      expect(await within(dialog).findByRole('alert')).toMatchTextContent(
        'Importazione non riuscita: Il file è troppo grande: al massimo 5 MB. Dividilo in più file.',
      );
    });
  });

  describe('for events on a 320 px phone', () => {
    it('names the event columns and never scrolls sideways, the report shown', async () => {
      await page.viewport(320, 640);
      const { dialog } = await openImport(() => Promise.resolve(refused), 'events');

      expect(dialog).toHaveAccessibleName('Importa eventi da file');
      expect(within(dialog).getByText('event_date (obbligatoria)')).toBeVisible();
      await userEvent.upload(within(dialog).getByLabelText('File da importare'), csv('x', 'p.csv'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Controlla' }));
      await within(dialog).findByRole('table');

      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      const scroller = dialog.querySelector<HTMLElement>('.overflow-y-auto');
      expect(scroller?.scrollWidth).toBeLessThanOrEqual(scroller?.clientWidth ?? 0);
    });
  });
});

describe('exampleCsv', () => {
  it('gives events on the fair’s own days and stages', () => {
    const lines = exampleCsv('events', { days: ['2027-03-01', '2027-03-02'], stages: ['Sala A'] })
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('title,event_date,event_time,speaker,company_name,topic,location,tags');
    expect(lines[1]).toContain(',2027-03-01,10:00,');
    expect(lines[1]).toContain(',Sala A,ai|industria');
    expect(lines[2]).toContain(',2027-03-02,15:30,');
  });

  it('quotes a cell holding a comma', () => {
    expect(exampleCsv('vendors', { days: [], stages: [] })).toContain(
      '"Via Roma 1, Milano","Macchine utensili, dal 1962"',
    );
  });
});
