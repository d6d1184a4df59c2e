import { bearer, createUser } from '@fiera/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, organiserOnAPhone, PASSWORD, WAIT } from '../support/back-office';

/** Two new exhibitors; the second one's e-mail is wrong on the file's line 3. */
const BAD_CSV = [
  'name,stand,email',
  'Collaudo Alfa,Z01,alfa@collaudo.example',
  'Collaudo Beta,Z02,non-una-email',
].join('\n');
const FIXED_CSV = BAD_CSV.replace('non-una-email', 'beta@collaudo.example');

describe('given an organiser on a phone (390 × 844)', () => {
  const session = organiserOnAPhone();
  let newcomer: { id: number; email: string };

  beforeAll(async () => {
    newcomer = await createUser(session.server.app, {
      email: 'marco.verdi@example.it',
      password: PASSWORD,
    });
  });

  it('imports exhibitors from a CSV: sees the wrong row, fixes it, and finds them listed', async () => {
    await session.journey('admin-catalogue-import', async (page) => {
      // The back-office is reached from the profile, a link only admins have.
      await page.goto(`${session.server.url}/profile`);
      await page.getByRole('link', { name: 'Amministrazione' }).click();
      await page.getByRole('heading', { name: 'Panoramica', level: 1 }).waitFor(WAIT);
      await page
        .getByRole('navigation', { name: 'Sezioni dell’amministrazione' })
        .getByRole('link', { name: 'Aziende' })
        .click();
      await page.getByRole('heading', { name: 'Aziende', level: 1 }).waitFor(WAIT);
      await page.getByText('Ancora nessuna azienda').waitFor(WAIT);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Importa da file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importa aziende da file' });
      await dialog.waitFor(WAIT);
      const file = dialog.getByLabel('File da importare');
      await file.setInputFiles({
        name: 'aziende.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(BAD_CSV),
      });
      await dialog.getByRole('button', { name: 'Controlla' }).click();

      // All or nothing: the report names the line and the field, and nothing is imported; a
      // check says it checked (the server's words are an import's: 'Import annullato…').
      await dialog.getByText('File da correggere', { exact: true }).waitFor(WAIT);
      await dialog
        .getByText('Controllo: il file ha 1 problema, nulla è stato importato.')
        .waitFor(WAIT);
      const problem = dialog.getByRole('table').getByRole('row').nth(1);
      const cells = await problem.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('3');
      expect(cells[1]).toBe('email');
      expect(cells[2]).toMatch(/email non valido/);
      await expectNoSidewaysScroll(page);

      await file.setInputFiles({
        name: 'aziende.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(FIXED_CSV),
      });
      await dialog.getByRole('button', { name: 'Controlla' }).click();
      await dialog.getByText(/Il file è corretto.*nuove: 2/).waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
      await dialog.getByText(/^Importazione completata\. Righe: 2; nuove: 2/).waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Chiudi' }).click();

      const list = page.getByRole('list', { name: 'Aziende' });
      await list.getByText('Collaudo Alfa').waitFor(WAIT);
      await list.getByText('Collaudo Beta').waitFor(WAIT);

      // The visitors' directory lists them too.
      await page.goto(`${session.server.url}/vendors`);
      await page.getByRole('link', { name: 'Collaudo Alfa' }).waitFor(WAIT);
      await page.getByRole('link', { name: 'Collaudo Beta' }).waitFor(WAIT);
    });
  });

  it('promotes a visitor to staff on Account', async () => {
    await session.journey('admin-accounts-role', async (page) => {
      await page.goto(`${session.server.url}/admin/account`);
      await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor(WAIT);

      await page.getByRole('searchbox').fill('marco.verdi');
      await page.getByText('1 account trovato.').waitFor(WAIT);
      const row = page.getByRole('listitem').filter({ hasText: newcomer.email });
      await row.getByRole('combobox', { name: `Ruolo di ${newcomer.email}` }).selectOption('staff');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('Da Partecipante a Staff.', { exact: false }).waitFor(WAIT);
      await confirm.getByRole('button', { name: 'Cambia ruolo' }).click();
      await page.getByText(`Ruolo di ${newcomer.email} cambiato: ora è Staff.`).waitFor(WAIT);
      await expectNoSidewaysScroll(page);

      // The server has it: the account is staff now.
      const answer = await fetch(`${session.server.url}/api/admin/users?q=marco.verdi`, {
        headers: bearer(session.admin.token),
      });
      const found = (await answer.json()) as { items: { id: number; role: string }[] };
      expect(found.items.find((item) => item.id === newcomer.id)?.role).toBe('staff');
    });
  });

  // Back-office review: an admin made staff kept the back-office until a reload.
  it('sends an admin made staff meanwhile out of the back-office at their next click', async () => {
    const colleague = await createUser(session.server.app, { role: 'admin', password: PASSWORD });
    await session.journey(
      'admin-demoted',
      async (page) => {
        await page.goto(`${session.server.url}/admin`);
        await page.getByRole('heading', { name: 'Panoramica', level: 1 }).waitFor(WAIT);

        const demoted = await fetch(`${session.server.url}/api/admin/users/${colleague.id}/role`, {
          method: 'PUT',
          headers: { ...bearer(session.admin.token), 'content-type': 'application/json' },
          body: JSON.stringify({ role: 'staff' }),
        });
        expect(demoted.status).toBe(200);

        // Their next call is refused (403 once the refreshed token says staff): the app asks who
        // they are now, and the back-office's guard sends them to the login.
        await page
          .getByRole('navigation', { name: 'Sezioni dell’amministrazione' })
          .getByRole('link', { name: 'Account' })
          .click();
        await page.waitForURL((url) => url.pathname === '/login', WAIT);
        await page.getByRole('heading', { name: 'Accesso' }).waitFor(WAIT);
      },
      colleague.email,
    );
  });
});
