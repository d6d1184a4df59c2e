import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairInstant } from '../src/plugins/app/calendar/fair-instant';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;

let app: FastifyInstance;
let admin: string;
let host: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'admin' })).token;
  host = new URL(app.config.publicUrl).host;
}, BOOT_TIMEOUT);
afterAll(() => app?.close());

async function newEvent(payload: Record<string, unknown>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(admin),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** The content lines of a calendar, long lines unfolded (RFC 5545 §3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the fair’s times as instants', () => {
  it('reads the programme’s times in Rome, summer and winter and on the nights the clocks change', () => {
    expect(fairInstant('2026-10-16', '09:30').toISOString()).toBe('2026-10-16T07:30:00.000Z');
    expect(fairInstant('2026-10-25', '09:30:00').toISOString()).toBe('2026-10-25T08:30:00.000Z');
    expect(fairInstant('2026-12-01', '18:00').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(fairInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('Aggiungi al calendario', () => {
  it('gives one event as an .ics file, an hour from its Rome start, updated by its version', async () => {
    const id = await newEvent({
      title: 'Apertura; con virgole, e punti',
      event_date: '2026-10-16',
      event_time: '09:30',
      location: 'Marchionne',
      speaker: 'Anna Rossi',
    });
    const response = await app.inject({ url: `/api/events/${id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="evento-${id}.ics"`);
    const content = lines(response.body);
    expect(content).toContain(`UID:evento-${id}@${host}`);
    expect(content).toContain('DTSTART:20261016T073000Z');
    expect(content).toContain('DTEND:20261016T083000Z');
    expect(content).toContain('SUMMARY:Apertura\\; con virgole\\, e punti');
    expect(content).toContain('LOCATION:Marchionne');
    expect(content).toContain('SEQUENCE:1');
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);

    await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${id}`,
      headers: bearer(admin),
      payload: { title: 'Apertura', event_date: '2026-10-16', event_time: '10:00' },
    });
    const updated = lines((await app.inject({ url: `/api/events/${id}/calendar.ics` })).body);
    expect(updated).toContain(`UID:evento-${id}@${host}`);
    expect(updated).toContain('SEQUENCE:2');
    expect(updated).toContain('DTSTART:20261016T080000Z');
  });

  it('answers 404 in Italian for an event that is not in the programme', async () => {
    const response = await app.inject({ url: '/api/events/999999/calendar.ics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Evento non trovato.' });
  });
});

describe('the agenda’s calendar feed', () => {
  it('follows the agenda at a secret address, which a new address or Disattiva ends', async () => {
    const anna = (await createUser(app)).token;
    const talk = await newEvent({
      title: 'Robotica',
      event_date: '2026-10-17',
      event_time: '11:00',
    });
    const other = await newEvent({ title: 'Pausa', event_date: '2026-10-17', event_time: '13:00' });
    const status = async () =>
      (await app.inject({ url: '/api/users/me/calendar-feed', headers: bearer(anna) })).json();
    expect(await status()).toEqual({ active: false, created_at: null });

    const created = await app.inject({
      method: 'POST',
      url: '/api/users/me/calendar-feed',
      headers: bearer(anna),
    });
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(`^${app.config.publicUrl}/api/calendar/[\\w-]{43}/agenda\\.ics$`),
    );
    expect((await status()).active).toBe(true);
    const path = new URL(url).pathname;
    const feed = async () => app.inject({ url: path });

    expect(lines((await feed()).body).filter((line) => line.startsWith('UID:'))).toEqual([]);
    await app.inject({
      method: 'POST',
      url: '/api/users/me/agenda/changes',
      headers: bearer(anna),
      payload: {
        changes: [{ event_id: talk, starred: true, changed_at: new Date().toISOString() }],
      },
    });
    const content = lines((await feed()).body);
    expect(content.filter((line) => line.startsWith('UID:'))).toEqual([
      `UID:evento-${talk}@${host}`,
    ]);
    expect(content).not.toContain(`UID:evento-${other}@${host}`);
    expect(content).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect((await feed()).headers['cache-control']).toBe('private, no-cache');

    // A new address ends the old one; Disattiva ends any.
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/users/me/calendar-feed',
      headers: bearer(anna),
    });
    expect((await feed()).statusCode).toBe(404);
    const newPath = new URL(renewed.json<{ url: string }>().url).pathname;
    expect((await app.inject({ url: newPath })).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/calendar-feed',
      headers: bearer(anna),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await app.inject({ url: newPath });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toMatch(/^Calendario non trovato/);
    expect(await status()).toEqual({ active: false, created_at: null });
  });

  it('opens nothing with a made-up address, and needs a session to be made', async () => {
    expect((await app.inject({ url: '/api/calendar/abc/agenda.ics' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/users/me/calendar-feed' })).statusCode,
    ).toBe(401);
  });
});
