import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

describe('GET /api/events/', () => {
  let app: FastifyInstance;
  let auth: { authorization: string };
  beforeEach(async () => {
    app = await buildTestApp();
    auth = bearer((await createUser(app)).token);
  });
  afterEach(() => app.close());

  it('given no events, answers an empty list', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/events/', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the programme by date, then time, in the contract shape', async () => {
    await app.db.insert(events).values([
      { title: 'Chiusura', eventDate: '2026-10-17', eventTime: '17:00' },
      { title: 'Pranzo', eventDate: '2026-10-16', eventTime: '13:00' },
      {
        title: 'Apertura',
        speaker: 'Anna Bianchi',
        companyName: 'Fiera Srl',
        topic: 'Benvenuto',
        location: 'Marchionne',
        tags: ['apertura', 'keynote'],
        eventDate: '2026-10-16',
        eventTime: '09:30',
      },
      { title: 'Mattina del 17', eventDate: '2026-10-17', eventTime: '09:00' },
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/events/', headers: auth });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>[]>();
    expect(body.map((event) => event.title)).toEqual([
      'Apertura',
      'Pranzo',
      'Mattina del 17',
      'Chiusura',
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: 'Apertura',
      speaker: 'Anna Bianchi',
      company_name: 'Fiera Srl',
      topic: 'Benvenuto',
      location: 'Marchionne',
      tags: ['apertura', 'keynote'],
      event_date: '2026-10-16',
      event_time: '09:30:00',
      version: 1,
    });
    expect(body[1]).toMatchObject({ speaker: null, tags: [] });
  });

  it('answers 304 while the programme is unchanged and the new programme once it changed', async () => {
    await app.db
      .insert(events)
      .values({ title: 'Apertura', eventDate: '2026-10-16', eventTime: '09:30' });
    const first = await app.inject({ method: 'GET', url: '/api/events/', headers: auth });
    const etag = String(first.headers.etag);
    const revalidate = () =>
      app.inject({
        method: 'GET',
        url: '/api/events/',
        headers: { ...auth, 'if-none-match': etag },
      });
    expect((await revalidate()).statusCode).toBe(304);

    await app.db.update(events).set({ location: 'Sala Montalcini' });
    await app.contentVersions.refresh();
    const moved = await revalidate();
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual([expect.objectContaining({ location: 'Sala Montalcini' })]);

    await app.db.delete(events);
    await app.contentVersions.refresh();
    const emptied = await app.inject({
      method: 'GET',
      url: '/api/events/',
      headers: { ...auth, 'if-none-match': String(moved.headers.etag) },
    });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toEqual([]);
  });
});
