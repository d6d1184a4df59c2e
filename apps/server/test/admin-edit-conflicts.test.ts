import { desc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, events, vendors } from '../src/db/schema/index';
import type { Schemas } from '../src/routes/types';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { png } from './helpers/images';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;

const VENDOR_CHANGED =
  "Nel frattempo qualcun altro ha modificato quest'azienda: nulla è stato salvato. " +
  'Ricarica per vedere la versione attuale.';
const EVENT_CHANGED =
  "Nel frattempo qualcun altro ha modificato quest'evento: nulla è stato salvato. " +
  'Ricarica per vedere la versione attuale.';

let app: FastifyInstance;
let anna: { authorization: string };
let bruno: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  anna = bearer((await createUser(app, { role: 'admin', email: 'anna@fiera.example' })).token);
  bruno = bearer((await createUser(app, { role: 'admin', email: 'bruno@fiera.example' })).token);
}, BOOT_TIMEOUT);
afterAll(() => app?.close());
beforeEach(async () => {
  await app.db.delete(vendors);
  await app.db.delete(events);
});

const call = (as: { authorization: string }, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...as } });

async function createVendor(body: Schemas['VendorInput']): Promise<Schemas['Vendor']> {
  const response = await call(anna, { method: 'POST', url: '/api/admin/vendors', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function createEvent(body: Schemas['EventInput']): Promise<Schemas['Event']> {
  const response = await call(anna, { method: 'POST', url: '/api/admin/events', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const editVendor = (
  as: { authorization: string },
  id: number,
  body: Schemas['VendorInput'],
  ifMatch?: string,
) =>
  call(as, {
    method: 'PUT',
    url: `/api/admin/vendors/${id}`,
    payload: body,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

const vendorNow = async (id: number) =>
  (await app.inject({ url: `/api/vendors/${id}`, headers: anna })).json<Schemas['Vendor']>();

describe('given two organisers editing the same exhibitor', () => {
  it('saves the first edit and refuses the second, made on the old version, with 412', async () => {
    const read = await createVendor({ name: 'Acme', stand: 'A1' });
    expect(read.version).toBe(1);

    const first = await editVendor(anna, read.id, { name: 'Acme', stand: 'B2' }, '"1"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(first.json()).toMatchObject({ stand: 'B2', version: 2 });

    const second = await editVendor(
      bruno,
      read.id,
      { name: 'Acme', stand: 'A1', telephone: '+39 02 1234 5678' },
      '"1"',
    );
    expect(second.statusCode).toBe(412);
    expect(second.json()).toEqual({ detail: VENDOR_CHANGED });
    expect(await vendorNow(read.id)).toMatchObject({ stand: 'B2', telephone: null, version: 2 });

    // Having seen the current version, the second organiser saves on it.
    const retried = await editVendor(bruno, read.id, { name: 'Acme', stand: 'C3' }, '"2"');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ stand: 'C3', version: 3 });
  });

  it('lets exactly one of many simultaneous edits of one version through', async () => {
    const read = await createVendor({ name: 'Acme' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        editVendor(
          index % 2 === 0 ? anna : bruno,
          read.id,
          {
            name: 'Acme',
            stand: `S${index}`,
          },
          '"1"',
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<Schemas['Vendor']>();
    expect(await vendorNow(read.id)).toMatchObject({ stand: winner?.stand, version: 2 });
  });

  it('refuses a delete made on an old version, and deletes on the current one', async () => {
    const read = await createVendor({ name: 'Acme' });
    expect((await editVendor(anna, read.id, { name: 'Acme Srl' }, '"1"')).statusCode).toBe(200);

    const stale = await call(bruno, {
      method: 'DELETE',
      url: `/api/admin/vendors/${read.id}`,
      headers: { 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: VENDOR_CHANGED });
    expect((await vendorNow(read.id)).name).toBe('Acme Srl');

    const current = await call(bruno, {
      method: 'DELETE',
      url: `/api/admin/vendors/${read.id}`,
      headers: { 'if-match': '"2"' },
    });
    expect(current.statusCode).toBe(204);
  });

  it('reads If-Match as HTTP does: a list, any (*), never a weak or malformed tag', async () => {
    const read = await createVendor({ name: 'Acme' });
    for (const tag of ['W/"1"', '1', '"01"', '"x"', '', '"1']) {
      const answer = await editVendor(anna, read.id, { name: 'Acme', stand: 'X' }, tag);
      expect(answer.statusCode, tag).toBe(412);
    }
    expect((await editVendor(anna, read.id, { name: 'Acme' }, '"7", "1"')).statusCode).toBe(200);
    expect((await editVendor(anna, read.id, { name: 'Acme' }, '*')).statusCode).toBe(200);
    // No If-Match (the command line, an older client): the change is unconditional. The two
    // saves above changed nothing, so the version is still the first.
    const blind = await editVendor(anna, read.id, { name: 'Acme', stand: 'Z' });
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).toMatchObject({ stand: 'Z', version: 2 });
  });

  it('answers 404, not 412, for an exhibitor deleted meanwhile', async () => {
    const read = await createVendor({ name: 'Acme' });
    await call(anna, { method: 'DELETE', url: `/api/admin/vendors/${read.id}` });
    const answer = await editVendor(bruno, read.id, { name: 'Acme' }, '"1"');
    expect(answer.statusCode).toBe(404);
  });

  it('moves the version on at a logo upload and at an import that changes the row', async () => {
    const read = await createVendor({ name: 'Acme', stand: 'A1' });
    const logo = await call(anna, {
      method: 'PUT',
      url: `/api/admin/vendors/${read.id}/logo`,
      payload: png(32, 32),
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json()).toMatchObject({ version: 2 });

    const importFile = (stand: string) =>
      call(anna, {
        method: 'POST',
        url: '/api/admin/imports/vendors',
        payload: [{ name: 'Acme', stand }],
      });
    expect((await importFile('A1')).statusCode).toBe(200);
    expect((await vendorNow(read.id)).version).toBe(2); // unchanged row, same version
    expect((await importFile('B7')).statusCode).toBe(200);
    expect(await vendorNow(read.id)).toMatchObject({ stand: 'B7', version: 3 });
    // An edit made before the import no longer applies.
    expect((await editVendor(bruno, read.id, { name: 'Acme' }, '"2"')).statusCode).toBe(412);
  });

  it('records in the audit log what each changed field was and became', async () => {
    const read = await createVendor({
      name: 'Acme',
      stand: 'A1',
      description: 'x'.repeat(200),
    });
    const saved = await editVendor(
      anna,
      read.id,
      { name: 'Acme Srl', stand: 'B2', website: 'acme.example.com', description: 'x'.repeat(200) },
      '"1"',
    );
    expect(saved.statusCode).toBe(200);
    const [line] = await app.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line).toEqual({
      action: 'vendor.update',
      summary:
        'Acme Srl — nome: «Acme» → «Acme Srl»; stand: «A1» → «B2»; ' +
        'sito web: vuoto → «https://acme.example.com»',
    });
  });
});

describe('given two organisers editing the same event', () => {
  const talk: Schemas['EventInput'] = {
    title: 'Apertura',
    event_date: '2026-10-16',
    event_time: '09:30',
    location: 'Marchionne',
  };

  const editEvent = (
    as: { authorization: string },
    id: number,
    body: Schemas['EventInput'],
    ifMatch?: string,
  ) =>
    call(as, {
      method: 'PUT',
      url: `/api/admin/events/${id}`,
      payload: body,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });

  it('saves the first edit, refuses the stale one with 412 and logs the change', async () => {
    const read = await createEvent(talk);
    expect(read.version).toBe(1);

    const first = await editEvent(anna, read.id, { ...talk, event_time: '10:00' }, '"1"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    const stale = await editEvent(bruno, read.id, { ...talk, speaker: 'Bruno' }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: EVENT_CHANGED });
    const programme = (await app.inject({ url: '/api/events/', headers: anna })).json<
      Schemas['Event'][]
    >();
    expect(programme).toMatchObject([{ event_time: '10:00:00', speaker: null, version: 2 }]);

    const deleteStale = await call(bruno, {
      method: 'DELETE',
      url: `/api/admin/events/${read.id}`,
      headers: { 'if-match': '"1"' },
    });
    expect(deleteStale.statusCode).toBe(412);

    const [line] = await app.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line?.summary).toBe('Apertura — ora: «09:30:00» → «10:00:00»');
  });
});

describe('given a save that changes nothing', () => {
  it('keeps the version, so another organiser’s real edit is not refused, and logs nothing', async () => {
    const read = await createVendor({ name: 'Acme', stand: 'A1' });
    const event = await createEvent({
      title: 'Apertura',
      event_date: '2026-10-16',
      event_time: '09:30',
    });
    const linesBefore = (await app.db.select().from(auditLog)).length;

    const same = await editVendor(anna, read.id, { name: 'Acme', stand: 'A1' }, '"1"');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ version: 1 });
    const sameEvent = await call(anna, {
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: { title: 'Apertura', event_date: '2026-10-16', event_time: '09:30' },
      headers: { 'if-match': '"1"' },
    });
    expect(sameEvent.json()).toMatchObject({ version: 1 });
    expect((await app.db.select().from(auditLog)).length).toBe(linesBefore);

    expect(
      (await editVendor(bruno, read.id, { name: 'Acme', stand: 'B2' }, '"1"')).statusCode,
    ).toBe(200);
  });
});
