import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matches, users, vendors } from '../src/db/schema/index';
import type { Schemas } from '../src/routes/types';
import { bearer, buildTestApp, createUser } from './helpers/build-app';
import { contractViolations, loadContract } from './helpers/openapi-contract';

type Match = Schemas['Match'];
type NewMatch = Schemas['NewMatchResponse'];

/** The answer without a suggestion (generating, all seen, or an incomplete profile). */
const noMatch = (remaining: number): NewMatch => ({
  match: null,
  vendor: null,
  pending_matches: 0,
  remaining_vendors: remaining,
});

const DEVELOPER = {
  seeking: 'Cerco lavoro come sviluppatore software: programmazione web e applicazioni mobile.',
  description: 'Sono uno sviluppatore JavaScript con esperienza in React e Node.js.',
};
const BAKER = {
  seeking: 'Cerco lavoro in un forno o in una pasticceria.',
  description: 'Sono un fornaio esperto: pane, dolci e lievitati.',
};

describe('matches', () => {
  let app: FastifyInstance;
  let user: { id: number; token: string };
  let auth: { authorization: string };
  let ids: { software: number; bakery: number; transport: number };

  beforeEach(async () => {
    app = await buildTestApp();
    user = await createUser(app);
    auth = bearer(user.token);
    const rows = await app.db
      .insert(vendors)
      .values([
        {
          name: 'Codice Srl',
          description: 'Software house: sviluppo di applicazioni web e mobile su misura.',
          seeking: 'Sviluppatori software JavaScript, React e Node.js.',
        },
        {
          name: 'Forno Bianchi',
          description: 'Panificio e pasticceria artigianale: pane, dolci e lievitati.',
          seeking: 'Fornai e pasticceri con esperienza.',
        },
        {
          name: 'Trasporti Rossi',
          description: 'Logistica e trasporto merci su strada.',
          seeking: 'Autisti con patente C.',
        },
      ])
      .returning({ id: vendors.id, name: vendors.name });
    const id = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
    ids = {
      software: id('Codice Srl'),
      bakery: id('Forno Bianchi'),
      transport: id('Trasporti Rossi'),
    };
  });
  afterEach(() => app.close());

  const newMatch = async (headers = auth): Promise<NewMatch> => {
    const response = await app.inject({ method: 'GET', url: '/api/matches/new', headers });
    expect(response.statusCode).toBe(200);
    return response.json<NewMatch>();
  };
  const decide = (vendorId: number, decision: 'accept' | 'reject', headers = auth) =>
    app.inject({ method: 'POST', url: `/api/matches/${vendorId}/${decision}`, headers });
  const flip = (matchId: number, status: 'accepted' | 'rejected', headers = auth) =>
    app.inject({
      method: 'PATCH',
      url: `/api/matches/${matchId}/status?status=${status}`,
      headers,
    });
  const history = async (): Promise<Match[]> => {
    const response = await app.inject({ method: 'GET', url: '/api/matches/', headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json<Match[]>();
  };
  const updateProfile = async (
    id: number,
    profile: {
      first_name?: string;
      seeking?: string;
      description?: string;
      employment_type?: string;
    },
    headers = auth,
  ) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers,
      payload: profile,
    });
    expect(response.statusCode).toBe(200);
  };
  /** The profile written without the API: nothing is enqueued until /new notices it. */
  const writeProfile = (profile: { seeking: string; description: string }) =>
    app.db.update(users).set(profile).where(eq(users.id, user.id));
  /** Completes the profile and waits for the first computation. */
  const computed = async (profile = DEVELOPER) => {
    await updateProfile(user.id, profile);
    await app.matchQueue.idle();
  };

  it('gates an incomplete profile: no match, every vendor remaining, nothing computed', async () => {
    await app.db.update(users).set({ seeking: DEVELOPER.seeking }).where(eq(users.id, user.id));
    expect(await newMatch()).toEqual(noMatch(3));
    await app.matchQueue.idle();
    expect(await app.db.select().from(matches)).toEqual([]);
    expect(await newMatch()).toEqual(noMatch(3));
  });

  it('answers "generating" while computing, then the best-scored vendor with its reason', async () => {
    await writeProfile(DEVELOPER);
    expect(await newMatch()).toEqual(noMatch(3));
    await app.matchQueue.idle();

    const first = await newMatch();
    expect(first.pending_matches).toBe(3);
    expect(first.remaining_vendors).toBe(3);
    expect(first.match).toMatchObject({
      vendor_id: ids.software,
      status: 'none',
      decided_at: null,
    });
    const match = first.match as Match;
    expect(match.score).toBeGreaterThanOrEqual(0);
    expect(match.score).toBeLessThanOrEqual(1);
    expect(match.description).toMatch(/\b(il|la|le|di|che|per|e|con|cerca|cerchi)\b/i);

    // Every later suggestion scores no higher than the one before.
    const rows = await app.db.select().from(matches).where(eq(matches.userId, user.id));
    expect(Math.max(...rows.map((row) => row.score))).toBe(match.score);
  });

  it("answers the suggested vendor's card with each match, and null without a match", async () => {
    await app.db
      .update(vendors)
      .set({ website: 'www.codice.example', email: 'lavora@codice.example' })
      .where(eq(vendors.id, ids.software));
    const operation = loadContract().find((each) => each.operationId === 'getNewMatch');
    if (operation === undefined) throw new Error('getNewMatch is not in openapi.yaml');
    /** The answer, checked against its schema in openapi.yaml. */
    const fetchNew = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/matches/new', headers: auth });
      expect(contractViolations(operation, response)).toEqual([]);
      return response.json<NewMatch>();
    };
    await computed();

    const first = await fetchNew();
    expect(first.match?.vendor_id).toBe(ids.software);
    expect(first.vendor).toEqual({
      id: ids.software,
      name: 'Codice Srl',
      description: 'Software house: sviluppo di applicazioni web e mobile su misura.',
      seeking: 'Sviluppatori software JavaScript, React e Node.js.',
      website: 'www.codice.example',
      email: 'lavora@codice.example',
    });

    // Every later card is the vendor of its own match, fields as stored.
    const stored = await app.db.select().from(vendors);
    await decide(ids.software, 'accept');
    for (let step = 0; step < 2; step += 1) {
      const next = await fetchNew();
      const vendor = stored.find((row) => row.id === next.match?.vendor_id);
      expect(vendor).toBeDefined();
      expect(next.vendor).toEqual({
        id: vendor?.id,
        name: vendor?.name,
        description: vendor?.description,
        seeking: vendor?.seeking,
        website: null,
        email: null,
      });
      await decide(vendor?.id ?? 0, 'reject');
    }

    expect(await fetchNew()).toEqual(noMatch(0));
  });

  it('computes in the background after a profile update through the API', async () => {
    await computed();
    expect((await newMatch()).match?.vendor_id).toBe(ids.software);
  });

  it('records decisions idempotently and suggests the rest best first', async () => {
    await computed();
    const accepted = await decide(ids.software, 'accept');
    expect(accepted.statusCode).toBe(200);
    const again = await decide(ids.software, 'accept');
    expect(again.json<Match>()).toEqual(accepted.json<Match>());
    expect(accepted.json<Match>()).toMatchObject({ vendor_id: ids.software, status: 'accepted' });
    expect(accepted.json<Match>().decided_at).not.toBeNull();

    const second = await newMatch();
    expect(second.pending_matches).toBe(2);
    expect(second.remaining_vendors).toBe(2);
    expect(second.match?.score).toBeLessThanOrEqual(accepted.json<Match>().score);
    const secondId = second.match?.vendor_id ?? 0;

    const rejected = await decide(secondId, 'reject');
    expect((await decide(secondId, 'reject')).json<Match>()).toEqual(rejected.json<Match>());
    expect(rejected.json<Match>().status).toBe('rejected');

    const third = await newMatch();
    expect(third).toMatchObject({ pending_matches: 1, remaining_vendors: 1 });
    expect(third.match?.score).toBeLessThanOrEqual(second.match?.score ?? 0);
    await decide(third.match?.vendor_id ?? 0, 'reject');

    expect(await newMatch()).toEqual(noMatch(0));
  });

  it('answers 404 for an unknown vendor', async () => {
    for (const decision of ['accept', 'reject'] as const) {
      const response = await decide(999_999, decision);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Azienda non trovata.' });
    }
  });

  it('decides a vendor whose match is not computed yet, with its score', async () => {
    const response = await decide(ids.transport, 'reject');
    expect(response.statusCode).toBe(200);
    const match = response.json<Match>();
    expect(match).toMatchObject({ vendor_id: ids.transport, status: 'rejected' });
    expect(match.score).toBeGreaterThanOrEqual(0);
    expect(match.score).toBeLessThanOrEqual(1);
    expect(match.description.length).toBeGreaterThan(0);
    expect(await newMatch()).toEqual(noMatch(2));
  });

  it('flips decided matches and lists the history newest first', async () => {
    await computed();
    const software = (await decide(ids.software, 'accept')).json<Match>();
    const bakery = (await decide(ids.bakery, 'reject')).json<Match>();
    expect((await history()).map((match) => match.id)).toEqual([bakery.id, software.id]);

    const flipped = await flip(software.id, 'rejected');
    expect(flipped.statusCode).toBe(200);
    expect(flipped.json<Match>()).toMatchObject({ id: software.id, status: 'rejected' });
    const back = await flip(software.id, 'accepted');
    expect(back.json<Match>().status).toBe('accepted');

    const listed = await history();
    expect(listed.map((match) => [match.id, match.status])).toEqual([
      [software.id, 'accepted'],
      [bakery.id, 'rejected'],
    ]);
    // Undecided matches are suggestions, not history.
    expect(listed.some((match) => match.vendor_id === ids.transport)).toBe(false);
  });

  it("answers 404 for another user's match", async () => {
    await computed();
    const mine = (await decide(ids.software, 'accept')).json<Match>();
    const other = await createUser(app);
    const response = await flip(mine.id, 'rejected', bearer(other.token));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Match non trovato.' });
    expect((await history())[0]?.status).toBe('accepted');
  });

  it('makes a vendor added later a candidate', async () => {
    await computed();
    for (const id of Object.values(ids)) await decide(id, 'reject');
    expect(await newMatch()).toEqual(noMatch(0));

    const [added] = await app.db
      .insert(vendors)
      .values({
        name: 'Web Agency Verdi',
        description: 'Siti web e applicazioni.',
        seeking: 'Sviluppatori React.',
      })
      .returning({ id: vendors.id });
    expect(await newMatch()).toEqual(noMatch(1));
    await app.matchQueue.idle();
    const next = await newMatch();
    expect(next).toMatchObject({ pending_matches: 1, remaining_vendors: 1 });
    expect(next.match?.vendor_id).toBe(added?.id);
  });

  it('recomputes undecided matches on a profile change and keeps the decisions', async () => {
    await computed();
    const software = (await decide(ids.software, 'accept')).json<Match>();
    const before = await app.db.select().from(matches).where(eq(matches.vendorId, ids.bakery));

    await updateProfile(user.id, { ...BAKER, employment_type: 'employee' });
    const generating = await newMatch();
    expect(generating.match).toBeNull();
    expect(generating.remaining_vendors).toBe(2);
    await app.matchQueue.idle();

    const next = await newMatch();
    expect(next.match?.vendor_id).toBe(ids.bakery);
    expect(next.match?.score).toBeGreaterThan(before[0]?.score ?? 1);
    expect(next.match?.description).not.toBe(before[0]?.description);
    // The decision, and what it was decided on, stay.
    expect(await history()).toEqual([software]);
  });

  it('learns from similar users: a vendor they accepted rises for the next one, one they passed on sinks', async () => {
    const TRUCKER = {
      seeking: 'Cerco lavoro come autista di camion, patente C e CQC.',
      description: 'Autista con 10 anni di esperienza nei trasporti.',
    };
    const matchOf = async (userId: number, vendorId: number) =>
      (await app.db.select().from(matches).where(eq(matches.userId, userId))).find(
        (row) => row.vendorId === vendorId,
      );
    // A first trucker, alone: the text score only.
    const first = await createUser(app, { email: 'primo@example.com' });
    await updateProfile(first.id, TRUCKER, bearer(first.token));
    await app.matchQueue.idle();
    const alone = {
      transport: await matchOf(first.id, ids.transport),
      bakery: await matchOf(first.id, ids.bakery),
    };

    // Several truckers pass on the transport company and accept the bakery.
    for (let i = 0; i < 6; i += 1) {
      const other = await createUser(app, { email: `camionista${i}@example.com` });
      await updateProfile(other.id, TRUCKER, bearer(other.token));
      await app.matchQueue.idle();
      expect((await decide(ids.transport, 'reject', bearer(other.token))).statusCode).toBe(200);
      expect((await decide(ids.bakery, 'accept', bearer(other.token))).statusCode).toBe(200);
    }

    // The next trucker's computation blends their decisions in, and says so where it raised one.
    const next = await createUser(app, { email: 'ultimo@example.com' });
    await updateProfile(next.id, TRUCKER, bearer(next.token));
    await app.matchQueue.idle();
    const transport = await matchOf(next.id, ids.transport);
    const bakery = await matchOf(next.id, ids.bakery);
    expect(transport?.score).toBeLessThan(alone.transport?.score ?? 0);
    expect(bakery?.score).toBeGreaterThan(alone.bakery?.score ?? 1);
    expect(bakery?.description).toMatch(/Piace a molti visitatori con un profilo simile al tuo\.$/);
  });

  it('counts each similar user once, and not below five of them: a few accounts move nothing', async () => {
    const TRUCKER = {
      seeking: 'Cerco lavoro come autista di camion, patente C e CQC, magazziniere o carrellista.',
      description:
        'Autista e magazziniere con 10 anni di esperienza nei trasporti e nella logistica.',
    };
    const first = await createUser(app, { email: 'solo@example.com' });
    await updateProfile(first.id, TRUCKER, bearer(first.token));
    await app.matchQueue.idle();
    const before = await app.db.select().from(matches).where(eq(matches.userId, first.id));
    // Four accounts, each sharing several features with the next user, all pass on one vendor.
    for (let i = 0; i < 4; i += 1) {
      const other = await createUser(app, { email: `quattro${i}@example.com` });
      await updateProfile(other.id, TRUCKER, bearer(other.token));
      await app.matchQueue.idle();
      expect((await decide(ids.transport, 'reject', bearer(other.token))).statusCode).toBe(200);
    }
    const next = await createUser(app, { email: 'dopo@example.com' });
    await updateProfile(next.id, TRUCKER, bearer(next.token));
    await app.matchQueue.idle();
    const after = await app.db.select().from(matches).where(eq(matches.userId, next.id));
    const scores = (rows: typeof before) =>
      Object.fromEntries(rows.map((row) => [row.vendorId, [row.score, row.description]]));
    expect(scores(after)).toEqual(scores(before));
  });

  it('keeps suggesting while an edited exhibitor makes the matches be computed again', async () => {
    await computed();
    const shown = await newMatch();
    expect(shown.match).not.toBeNull();
    await app.db
      .update(vendors)
      .set({ telephone: '+39 06 1234567', updatedAt: new Date() })
      .where(eq(vendors.id, ids.bakery));
    const meanwhile = await newMatch();
    expect(meanwhile.match?.id).toBe(shown.match?.id);
    expect(meanwhile.vendor).toEqual(shown.vendor);
    await app.matchQueue.idle();
    expect((await newMatch()).match?.vendor_id).toBe(shown.match?.vendor_id);
  });

  it('F2: ranks a hostile punctuation profile against 1,000 vendors, in the background and in a decision', async () => {
    await app.db.insert(vendors).values(
      Array.from({ length: 997 }, (_, i) => ({
        name: `Espositore ${i + 1}`,
        description: 'Soluzioni per la logistica, l’energia e la manifattura.',
        seeking: 'Clienti e fornitori.',
      })),
    );
    // Beyond the contract on purpose: stored profiles predate any validation of today.
    const hostile = `${'.'.repeat(19_999)}x`;
    await writeProfile({ seeking: hostile, description: hostile });
    // Decided before any computation: ranked inside the request.
    const decided = await decide(ids.transport, 'reject');
    expect(decided.statusCode).toBe(200);
    expect(decided.json<Match>().description).toMatch(/^Trasporti Rossi si occupa di .*\.$/);

    expect((await newMatch()).match).toBeNull();
    await app.matchQueue.idle();
    const next = await newMatch();
    expect(next).toMatchObject({ pending_matches: 999, remaining_vendors: 999 });
    const rows = await app.db.select().from(matches).where(eq(matches.userId, user.id));
    expect(rows).toHaveLength(1_000);
    for (const row of rows) {
      expect(row.description.length).toBeLessThan(300);
      expect(row.description).not.toMatch(/[.,;:!?]{4}/);
    }
  });

  it('does not recompute when a profile update leaves the matching fields alone', async () => {
    await computed();
    await updateProfile(user.id, { first_name: 'Mario' });
    expect((await newMatch()).match?.vendor_id).toBe(ids.software);
  });
});
