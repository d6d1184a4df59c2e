import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;

let app: FastifyInstance;
let admin: string;
const eventIds: number[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'admin' })).token;
  for (const [title, time] of [
    ['Apertura', '09:30'],
    ['Robotica', '11:00'],
    ['Chiusura', '17:00'],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { title, event_date: '2026-10-16', event_time: time, location: 'Marchionne' },
    });
    eventIds.push(response.json<{ id: number }>().id);
  }
}, BOOT_TIMEOUT);
afterAll(() => app?.close());

type Change = { event_id: number; starred: boolean; changed_at: string };

const agenda = async (token: string) =>
  (await app.inject({ url: '/api/users/me/agenda', headers: bearer(token) })).json<{
    event_ids: number[];
  }>().event_ids;

const change = async (token: string, changes: Change[]) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/me/agenda/changes',
    headers: bearer(token),
    payload: { changes },
  });
  return {
    status: response.statusCode,
    eventIds: response.json<{ event_ids: number[] }>().event_ids,
  };
};

const at = (minute: number) => new Date(Date.UTC(2026, 9, 15, 12, minute)).toISOString();

describe('a visitor’s agenda', () => {
  it('starts empty, takes stars and unstars, and is the visitor’s own', async () => {
    const anna = (await createUser(app)).token;
    const bruno = (await createUser(app)).token;
    const [apertura = 0, robotica = 0] = eventIds;
    expect(await agenda(anna)).toEqual([]);
    const starred = await change(anna, [
      { event_id: robotica, starred: true, changed_at: at(1) },
      { event_id: apertura, starred: true, changed_at: at(1) },
    ]);
    expect(starred).toEqual({ status: 200, eventIds: [apertura, robotica] });
    expect(
      (await change(anna, [{ event_id: robotica, starred: false, changed_at: at(2) }])).eventIds,
    ).toEqual([apertura]);
    expect(await agenda(bruno)).toEqual([]);
  });

  it('keeps every star when two phones change it, one of them offline for a while', async () => {
    const anna = (await createUser(app)).token;
    const [apertura = 0, robotica = 0, chiusura = 0] = eventIds;
    // The phone online stars Apertura at 12:10 and unstars Chiusura at 12:20.
    await change(anna, [{ event_id: apertura, starred: true, changed_at: at(10) }]);
    await change(anna, [{ event_id: chiusura, starred: true, changed_at: at(5) }]);
    await change(anna, [{ event_id: chiusura, starred: false, changed_at: at(20) }]);
    // The tablet, offline since 12:00, sends its queue: Robotica starred at 12:03, Chiusura
    // starred at 12:15 (older than the unstar), Apertura unstarred at 12:02 (older than the star).
    const synced = await change(anna, [
      { event_id: robotica, starred: true, changed_at: at(3) },
      { event_id: chiusura, starred: true, changed_at: at(15) },
      { event_id: apertura, starred: false, changed_at: at(2) },
    ]);
    expect(synced.eventIds).toEqual([apertura, robotica]);
    // The same queue again, after a timeout: nothing changes.
    expect(
      (await change(anna, [{ event_id: robotica, starred: true, changed_at: at(3) }])).eventIds,
    ).toEqual([apertura, robotica]);
  });

  it('takes the latest of one event’s changes in a queue, and a future time as now', async () => {
    const anna = (await createUser(app)).token;
    const [apertura = 0] = eventIds;
    const synced = await change(anna, [
      { event_id: apertura, starred: true, changed_at: at(30) },
      { event_id: apertura, starred: false, changed_at: at(31) },
    ]);
    expect(synced.eventIds).toEqual([]);
    // A phone with its clock a year ahead does not outvote the changes that follow.
    await change(anna, [{ event_id: apertura, starred: true, changed_at: '2027-10-15T12:00:00Z' }]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await change(anna, [{ event_id: apertura, starred: false, changed_at: later }])).eventIds,
    ).toEqual([]);
  });

  it('keeps the star when a star and an unstar carry the same instant, in any order', async () => {
    const anna = (await createUser(app)).token;
    const [apertura = 0, robotica = 0] = eventIds;
    // Two phones, one instant: in one upload, in either order…
    const inOne = await change(anna, [
      { event_id: apertura, starred: true, changed_at: at(50) },
      { event_id: apertura, starred: false, changed_at: at(50) },
    ]);
    expect(inOne.eventIds).toEqual([apertura]);
    // …or in two, the unstar arriving first or last.
    await change(anna, [{ event_id: robotica, starred: false, changed_at: at(51) }]);
    await change(anna, [{ event_id: robotica, starred: true, changed_at: at(51) }]);
    const after = await change(anna, [{ event_id: apertura, starred: false, changed_at: at(50) }]);
    expect(after.eventIds).toEqual([apertura, robotica]);
  });

  it('skips events no longer in the programme, and forgets the stars of a deleted event', async () => {
    const anna = (await createUser(app)).token;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { title: 'Effimero', event_date: '2026-10-17', event_time: '10:00' },
    });
    const effimero = created.json<{ id: number }>().id;
    expect(
      (await change(anna, [{ event_id: effimero, starred: true, changed_at: at(40) }])).eventIds,
    ).toEqual([effimero]);
    await app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${effimero}`,
      headers: bearer(admin),
    });
    expect(await agenda(anna)).toEqual([]);
    expect(
      (await change(anna, [{ event_id: 999_999, starred: true, changed_at: at(41) }])).status,
    ).toBe(200);
    expect(await agenda(anna)).toEqual([]);
  });

  it('refuses a time that is no instant (a leap second) with 422, applying nothing', async () => {
    const anna = (await createUser(app)).token;
    const [apertura = 0] = eventIds;
    const refused = await change(anna, [
      { event_id: apertura, starred: true, changed_at: '2026-12-31T23:59:60Z' },
    ]);
    expect(refused.status).toBe(422);
    expect(await agenda(anna)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/users/me/agenda' })).statusCode).toBe(401);
  });
});
