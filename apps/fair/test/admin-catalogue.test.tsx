import type { Schemas } from '@fiera/api-client';
import { ApiError } from '@fiera/api-client';
import { FormRejection } from '@fiera/ui/components/admin-layout';
import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { importContentType, isImportReport } from '../src/features/admin/catalogue/import-outcome';
import {
  fieldIssues,
  logoFailure,
  saveFailure,
} from '../src/features/admin/catalogue/save-failure';
import { apiClient, fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(cleanup);

const admin = fakeAuth(userWith('admin'));

function vendor(
  id: number,
  name: string,
  fields: Partial<Schemas['Vendor']> = {},
): Schemas['Vendor'] {
  return {
    id,
    name,
    logo_path: null,
    stand: null,
    location: null,
    website: null,
    address: null,
    email: null,
    telephone: null,
    description: null,
    seeking: null,
    page_view_count: 0,
    version: 1,
    ...fields,
  };
}

type Handlers = Parameters<typeof apiClient>[0];

/** /admin/aziende for an admin, on a server holding `vendors`; counts the list's requests. */
async function renderVendors(handlers: Handlers = {}) {
  const vendors = [vendor(1, 'Officine Rossi', { stand: 'A12' })];
  const calls = { list: 0 };
  const api = apiClient({
    'GET /api/vendors/': () => {
      calls.list += 1;
      return Response.json(vendors);
    },
    ...handlers,
  });
  const router = renderRoutes('/admin/aziende', admin, api);
  await screen.findByRole('heading', { level: 1, name: t('adminCatalogue.vendors.title') });
  await screen.findByText('Officine Rossi');
  return { router, calls, vendors };
}

const dialog = () => screen.findByRole('dialog');

describe('the back-office guard', () => {
  it.each([
    ['an attendee', 'attendee'],
    ['a staff member', 'staff'],
  ] as const)('sends %s from /admin/aziende to /login', async (_who, role) => {
    const router = renderRoutes('/admin/aziende', fakeAuth(userWith(role)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows an admin the overview, with the eight sections', async () => {
    renderRoutes('/admin', admin);

    expect(
      await screen.findByRole('heading', { level: 1, name: t('admin.overview.title') }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: t('admin.navLabel') });
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(document.title).toContain(t('admin.title'));
  });

  it('links an admin’s profile to the back-office', async () => {
    renderRoutes(
      '/profile',
      admin,
      apiClient({ 'GET /api/users/me': () => Response.json(userWith('admin')) }, 'tok'),
    );
    const nav = await screen.findByRole('navigation', { name: t('profile.navLabel') });
    expect(
      within(nav)
        .getByRole('link', { name: t('nav.admin') })
        .getAttribute('href'),
    ).toBe('/admin');
  });
});

describe('Aziende in the back-office', () => {
  it('adds an exhibitor, then lists it from the server again', async () => {
    let sent: unknown;
    const { calls, vendors } = await renderVendors({
      'POST /api/admin/vendors': async (request) => {
        sent = await request.json();
        const created = vendor(2, 'Vetri Blu', { website: 'https://vetriblu.example' });
        vendors.push(created);
        return Response.json(created, { status: 201 });
      },
    });

    fireEvent.click(screen.getByRole('button', { name: t('adminCatalogue.vendors.add') }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText(/^Nome/), { target: { value: 'Vetri Blu' } });
    fireEvent.change(within(form).getByLabelText('Sito web'), {
      target: { value: 'vetriblu.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: t('adminCatalogue.form.save') }));

    await screen.findByRole('dialog', { name: 'Modifica Vetri Blu' });
    expect(sent).toEqual({
      name: 'Vetri Blu',
      logo_path: null,
      stand: null,
      location: null,
      website: 'vetriblu.example',
      address: null,
      email: null,
      telephone: null,
      description: null,
      seeking: null,
    });
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('shows a refused field beside it (422) and a taken name as the form’s error (409)', async () => {
    let answer = 0;
    await renderVendors({
      'PUT /api/admin/vendors/1': () => {
        answer += 1;
        return answer === 1
          ? Response.json(
              {
                detail: 'Azienda non salvata: correggi i campi indicati.',
                issues: [{ path: 'email', message: 'Indirizzo email non valido.' }],
              },
              { status: 422 },
            )
          : Response.json({ detail: 'Esiste già un’azienda con questo nome.' }, { status: 409 });
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Officine Rossi' }));
    const form = await dialog();
    const save = within(form).getByRole('button', { name: t('adminCatalogue.form.save') });
    fireEvent.click(save);

    expect(await within(form).findByText('Indirizzo email non valido.')).toBeTruthy();
    expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(save);
    expect(await within(form).findByText('Esiste già un’azienda con questo nome.')).toBeTruthy();
    expect(within(form).queryByText('Indirizzo email non valido.')).toBeNull();
  });

  it('edits over the version read: someone else’s save meanwhile keeps the form, then wins no more', async () => {
    const ifMatch: (string | null)[] = [];
    const { vendors } = await renderVendors({
      'PUT /api/admin/vendors/1': async (request) => {
        ifMatch.push(request.headers.get('if-match'));
        const [current = vendor(1, 'sparita')] = vendors;
        if (request.headers.get('if-match') !== `"${current.version}"`) {
          return Response.json(
            { detail: 'Nel frattempo qualcun altro ha modificato quest’azienda.' },
            { status: 412 },
          );
        }
        const saved = { ...current, ...((await request.json()) as object), version: 3 };
        vendors[0] = saved;
        return Response.json(saved);
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Officine Rossi' }));
    const form = await dialog();
    // Another organiser saves while this form is open.
    vendors[0] = vendor(1, 'Officine Rossi', { stand: 'A12', telephone: '+39 02 999', version: 2 });
    fireEvent.change(within(form).getByLabelText('Stand'), { target: { value: 'B07' } });
    const save = within(form).getByRole('button', { name: t('adminCatalogue.form.save') });
    fireEvent.click(save);

    expect(await within(form).findByText(t('adminCatalogue.form.conflict'))).toBeTruthy();
    expect((within(form).getByLabelText('Stand') as HTMLInputElement).value).toBe('B07');

    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ifMatch).toEqual(['"1"', '"2"']);
    expect(vendors[0]).toMatchObject({ stand: 'B07', version: 3 });
  });

  it('says so when a delete comes after someone else’s change, and lists the change', async () => {
    const { calls } = await renderVendors({
      'DELETE /api/admin/vendors/1': () =>
        Response.json({ detail: 'Nel frattempo qualcun altro…' }, { status: 412 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Elimina Officine Rossi' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: t('adminCatalogue.list.delete') }));
    expect(
      await screen.findByText((text) => text.includes(t('adminCatalogue.list.deleteConflict'))),
    ).toBeTruthy();
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('uploads a logo as the file itself, and names a refusal in Italian', async () => {
    const uploads: { type: string | null; size: number }[] = [];
    await renderVendors({
      'PUT /api/admin/vendors/1/logo': async (request) => {
        uploads.push({
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return uploads.length === 1
          ? Response.json(vendor(1, 'Officine Rossi', { logo_path: '/media/logos/abc.png' }))
          : Response.json({ detail: 'Logo non accettato: al massimo 2 MB.' }, { status: 413 });
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Officine Rossi' }));
    const form = await dialog();
    const choose = () =>
      fireEvent.change(within(form).getByLabelText(t('adminCatalogue.vendors.logo.file')), {
        target: { files: [new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' })] },
      });
    const upload = () =>
      fireEvent.click(
        within(form).getByRole('button', { name: t('adminCatalogue.vendors.logo.upload') }),
      );

    choose();
    upload();
    expect(await within(form).findByText(t('adminCatalogue.vendors.logo.uploaded'))).toBeTruthy();
    expect(uploads[0]).toEqual({ type: 'image/png', size: 10 });
    expect((within(form).getByLabelText('Indirizzo del logo') as HTMLInputElement).value).toBe(
      '/media/logos/abc.png',
    );

    choose();
    upload();
    expect(
      await within(form).findByText(
        `Logo non caricato: ${t('adminCatalogue.vendors.logo.tooLarge')}`,
      ),
    ).toBeTruthy();
  });

  // Back-office review: a logo chosen, then 'Salva' instead of 'Carica logo', said 'Modifiche
  // salvate' and dropped the file. 'Salva' uploads it first, then saves over the version the
  // upload made (not the one the form opened with: that would be refused as a conflict).
  it('uploads a logo chosen but not uploaded when Salva is pressed, then saves the fields', async () => {
    const steps: string[] = [];
    const { vendors } = await renderVendors({
      'PUT /api/admin/vendors/1/logo': () => {
        steps.push('logo');
        const [current = vendor(1, 'sparita')] = vendors;
        vendors[0] = { ...current, logo_path: '/media/logos/abc.png', version: 2 };
        return Response.json(vendors[0]);
      },
      'PUT /api/admin/vendors/1': async (request) => {
        steps.push(`vendor ${request.headers.get('if-match')}`);
        const [current = vendor(1, 'sparita')] = vendors;
        if (request.headers.get('if-match') !== `"${current.version}"`) {
          return Response.json({ detail: 'Modificata da qualcun altro.' }, { status: 412 });
        }
        vendors[0] = { ...current, ...((await request.json()) as object), version: 3 };
        return Response.json(vendors[0]);
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Officine Rossi' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText(t('adminCatalogue.vendors.logo.file')), {
      target: { files: [new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' })] },
    });
    fireEvent.change(within(form).getByLabelText('Stand'), { target: { value: 'B07' } });
    fireEvent.click(within(form).getByRole('button', { name: t('adminCatalogue.form.save') }));

    expect(await screen.findByText('Modifiche a Officine Rossi salvate.')).toBeTruthy();
    expect(steps).toEqual(['logo', 'vendor "2"']);
    expect(vendors[0]).toMatchObject({ stand: 'B07', logo_path: '/media/logos/abc.png' });
  });

  it('checks a CSV, lists its problems by line and field, and imports a fixed one', async () => {
    const imports: { url: string; type: string | null; body: string }[] = [];
    const { calls } = await renderVendors({
      'POST /api/admin/imports/vendors': async (request) => {
        const body = await request.text();
        imports.push({ url: request.url, type: request.headers.get('content-type'), body });
        if (body.includes('sito-sbagliato')) {
          return Response.json(
            {
              detail: 'Import annullato, nessuna riga importata: 1 problema.',
              problems: [{ line: 3, field: 'website', reason: 'Indirizzo web non valido.' }],
            } satisfies Schemas['ImportReport'],
            { status: 422 },
          );
        }
        const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
        return Response.json({
          kind: 'vendors',
          total: 2,
          inserted: 2,
          updated: 0,
          unchanged: 0,
          dry_run: dryRun,
        } satisfies Schemas['ImportSummary']);
      },
    });

    fireEvent.click(screen.getByRole('button', { name: t('adminCatalogue.import.open') }));
    const form = await dialog();
    const choose = (text: string) =>
      fireEvent.change(within(form).getByLabelText(t('adminCatalogue.import.file')), {
        target: { files: [new File([text], 'aziende.csv', { type: 'text/csv' })] },
      });

    choose('name,website\nA,https://a.example\nB,sito-sbagliato\n');
    fireEvent.click(within(form).getByRole('button', { name: t('adminCatalogue.import.check') }));
    const table = await within(form).findByRole('table');
    expect(within(table).getByText('3')).toBeTruthy();
    expect(within(table).getByText('website')).toBeTruthy();
    expect(within(table).getByText('Indirizzo web non valido.')).toBeTruthy();
    expect(imports[0]?.url).toContain('dry_run=true');
    expect(imports[0]?.type).toBe('text/csv');
    expect(imports[0]?.body).toBe('name,website\nA,https://a.example\nB,sito-sbagliato\n');

    choose('name,website\nA,https://a.example\nB,https://b.example\n');
    fireEvent.click(within(form).getByRole('button', { name: t('adminCatalogue.import.submit') }));
    expect(await within(form).findByText(/^Importazione completata/)).toBeTruthy();
    expect(imports[1]?.url).toContain('dry_run=false');
    // The list asks the server again after a real import.
    await waitFor(() => expect(calls.list).toBe(2));
  });
});

describe('Programma in the back-office', () => {
  it('adds an event on one of the fair’s days, then lists the programme again', async () => {
    let sent: unknown;
    let lists = 0;
    const api = apiClient({
      'GET /api/events/': () => {
        lists += 1;
        return Response.json([]);
      },
      'POST /api/admin/events': async (request) => {
        sent = await request.json();
        return Response.json(
          { id: 5, ...(sent as Schemas['EventInput']), tags: [] },
          { status: 201 },
        );
      },
    });
    renderRoutes('/admin/programma', admin, api);
    await screen.findByText(t('adminCatalogue.events.empty'));

    fireEvent.click(screen.getByRole('button', { name: t('adminCatalogue.events.add') }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText(/^Titolo/), {
      target: { value: 'Robot in fabbrica' },
    });
    fireEvent.change(within(form).getByLabelText(/^Ora/), { target: { value: '11:30' } });
    fireEvent.click(within(form).getByRole('button', { name: t('adminCatalogue.form.save') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      title: 'Robot in fabbrica',
      speaker: null,
      company_name: null,
      topic: null,
      location: null,
      tags: [],
      event_date: '2026-10-16',
      event_time: '11:30',
    });
    await waitFor(() => expect(lists).toBe(2));
  });
});

describe('saveFailure', () => {
  it('turns a 422 into the fields it names, and a 409 into the form’s error', () => {
    const refused = saveFailure(
      new ApiError(422, 'Evento non salvato.', {
        detail: 'Evento non salvato.',
        issues: [{ path: 'event_time', message: 'Ora non valida.' }, { path: 3 }],
      }),
      t,
    );
    expect(refused).toBeInstanceOf(FormRejection);
    expect((refused as FormRejection).issues).toEqual([
      { path: 'event_time', message: 'Ora non valida.' },
    ]);

    const taken = saveFailure(new ApiError(409, 'Esiste già.', { detail: 'Esiste già.' }), t);
    expect(taken).toBeInstanceOf(FormRejection);
    expect(taken.message).toBe('Esiste già.');
  });

  it('keeps any other failure a plain error with the Italian reason', () => {
    const failure = saveFailure(new TypeError('Failed to fetch'), t);
    expect(failure).not.toBeInstanceOf(FormRejection);
    expect(failure.message).toBe(t('errors.network'));
  });
});

describe('logoFailure', () => {
  it('says in Italian what to do about a 413, a 415 and an unreadable image', () => {
    expect(logoFailure(new ApiError(413, 'Request failed', '<html>'), t).message).toBe(
      t('adminCatalogue.vendors.logo.tooLarge'),
    );
    expect(logoFailure(new ApiError(415, 'Tipo non supportato.', {}), t).message).toBe(
      t('adminCatalogue.vendors.logo.wrongType'),
    );
    expect(logoFailure(new ApiError(422, 'Request failed', {}), t).message).toBe(
      t('adminCatalogue.vendors.logo.invalid'),
    );
    expect(
      logoFailure(
        new ApiError(422, 'Il file non è un PNG.', { detail: 'Il file non è un PNG.' }),
        t,
      ).message,
    ).toBe('Il file non è un PNG.');
  });
});

describe('fieldIssues', () => {
  it('reads only well-formed issues', () => {
    expect(fieldIssues(undefined)).toEqual([]);
    expect(fieldIssues({ issues: 'no' })).toEqual([]);
    expect(fieldIssues({ issues: [{ path: 'name', message: 'Obbligatorio.' }, null] })).toEqual([
      { path: 'name', message: 'Obbligatorio.' },
    ]);
  });
});

describe('the import’s helpers', () => {
  it('recognises an ImportReport', () => {
    expect(isImportReport({ detail: 'x', problems: [{ line: 2, reason: 'y' }] })).toBe(true);
    expect(isImportReport({ detail: 'x', problems: [{ line: '2', reason: 'y' }] })).toBe(false);
    expect(isImportReport({ detail: 'x' })).toBe(false);
  });

  it('sends .json files as JSON and anything else as CSV', () => {
    expect(importContentType(new File(['[]'], 'aziende.JSON'))).toBe('application/json');
    expect(
      importContentType(new File(['a'], 'aziende.csv', { type: 'application/vnd.ms-excel' })),
    ).toBe('text/csv');
  });
});
