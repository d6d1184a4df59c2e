import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, matches, tickets, users, vendors } from '../src/db/schema/index';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const BOOT_TIMEOUT = 120_000;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { role: 'admin' });
}, BOOT_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

/** Written apart from the server's code: today as a calendar in Rome shows it. */
function romeDay(instant = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(instant);
}

async function download(kind: string, token = admin.token) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/exports/${kind}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

/** The file as Excel would read it: BOM, ';' and CRLF, quoted fields. */
function rowsOf(raw: Buffer): string[][] {
  return parse(raw, { bom: true, delimiter: ';', record_delimiter: '\r\n', relax_quotes: false });
}

async function person(
  fields: Partial<typeof users.$inferInsert> & { role?: 'attendee' | 'staff' },
) {
  const user = await createUser(app, { role: fields.role ?? 'attendee' });
  const { role: _role, ...rest } = fields;
  if (Object.keys(rest).length > 0) {
    await app.db.update(users).set(rest).where(eq(users.id, user.id));
  }
  return user;
}

describe('given the attendees export', () => {
  it('is a CSV for Excel in Italian: BOM, semicolons, CRLF, quoted fields, a dated file name', async () => {
    const response = await download('attendees');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="fiera-partecipanti-${romeDay()}.csv"`,
    );
    const raw = response.rawPayload;
    expect(raw.subarray(0, 3)).toEqual(BOM);
    const text = raw.subarray(3).toString('utf8');
    expect(
      text.startsWith(
        'id;nome;cognome;azienda;tipo di impiego;registrato il;verificato;giorni di ingresso\r\n',
      ),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break outside a quoted field is CRLF.
    expect(text.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/)).toBeNull();
  });

  it('neutralises formulas, quotes what must be quoted, and carries no contact or free text', async () => {
    const formula = await person({
      email: 'formula@esempio.it',
      firstName: '=HYPERLINK("http://x.example","clic")',
      lastName: '+39 333 1234567',
      phoneNumber: '+39 333 7654321',
      employmentType: 'employee',
      companyName: 'Rossi; Bianchi "e figli"\nSecondo piano',
      seeking: 'Testo libero che non deve uscire',
      description: 'Descrizione privata',
    });
    const others = [
      await person({ firstName: '@SUM(A1)', lastName: '-2+3', employmentType: 'private' }),
      await person({ firstName: '\tTab', lastName: '\rRitorno', employmentType: 'self_employed' }),
      await person({ firstName: 'Senza', lastName: 'Verifica', isVerified: false }),
    ];
    await person({ role: 'staff', firstName: 'Addetto', lastName: 'Staff' });
    const staff = await createUser(app, { role: 'staff' });
    const { ticket } = await app.ticketsService.issueTicket(formula.id);
    await app.ticketsService.validate(ticket.qrCodeData, staff.id, new Date('2026-10-16T08:00Z'));
    await app.ticketsService.validate(ticket.qrCodeData, staff.id, new Date('2026-10-17T08:00Z'));

    const raw = (await download('attendees')).rawPayload;
    const text = raw.toString('utf8');
    for (const secret of [
      'formula@esempio.it',
      '7654321',
      'Testo libero',
      'Descrizione privata',
      'Addetto',
      '@',
    ]) {
      // No e-mail (no @ at all but the neutralised formula's), phone, free text or staff.
      if (secret === '@') {
        expect(text.replaceAll("'@SUM(A1)", '')).not.toContain('@');
      } else {
        expect(text).not.toContain(secret);
      }
    }
    const rows = rowsOf(raw);
    const byId = new Map(rows.slice(1).map((row) => [Number(row[0]), row]));
    expect(byId.get(formula.id)).toEqual([
      String(formula.id),
      `'=HYPERLINK("http://x.example","clic")`,
      `'+39 333 1234567`,
      'Rossi; Bianchi "e figli"\nSecondo piano',
      'Dipendente',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      'sì',
      '2',
    ]);
    expect(byId.get(others[0]?.id ?? 0)?.slice(1, 5)).toEqual([
      "'@SUM(A1)",
      "'-2+3",
      '',
      'Privato',
    ]);
    expect(byId.get(others[1]?.id ?? 0)?.slice(1, 5)).toEqual([
      "'\tTab",
      "'\rRitorno",
      '',
      'Libero professionista',
    ]);
    expect(byId.get(others[2]?.id ?? 0)?.slice(4, 8)).toEqual(['', expect.any(String), 'no', '0']);
    // Quoted exactly where needed: the field with ; " and a line break, the carriage return.
    expect(text).toContain(';"Rossi; Bianchi ""e figli""\nSecondo piano";');
    expect(text).toContain(`;"'\rRitorno";`);
    expect(text).toContain(`;"'=HYPERLINK(""http://x.example"",""clic"")";`);
    // The registration time is Rome's.
    const [created] = await app.db
      .select({ at: users.createdAt })
      .from(users)
      .where(eq(users.id, formula.id));
    const romeClock = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .format(created?.at)
      .replace(', ', ' ');
    expect(byId.get(formula.id)?.[5]).toBe(romeClock);
    // Only attendees: no staff or admin rows.
    expect(byId.has(staff.id)).toBe(false);
    expect(byId.has(admin.id)).toBe(false);
  });

  it('carries every attendee once across its pages (2,000 rows a query)', async () => {
    const before = rowsOf((await download('attendees')).rawPayload).length - 1;
    await app.db.execute(sql`insert into ${users} (email, password_hash, first_name)
      select 'massa-' || g || '@esempio.it', 'x', 'Massa ' || g from generate_series(1, 2500) g`);
    const rows = rowsOf((await download('attendees')).rawPayload).slice(1);
    expect(rows).toHaveLength(before + 2500);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
  });
});

describe('given the check-ins export', () => {
  it('lists each first entry with Rome time, day, attendee id and staff; deleted people show so', async () => {
    const staff = await createUser(app, { role: 'staff', email: 'varco@esempio.it' });
    const leaving = await createUser(app, { role: 'staff', email: 'partito@esempio.it' });
    const kept = await person({ firstName: 'Resta' });
    const gone = await person({ firstName: 'Va via' });
    const keptTicket = (await app.ticketsService.issueTicket(kept.id)).ticket;
    const goneTicket = (await app.ticketsService.issueTicket(gone.id)).ticket;
    await app.ticketsService.validate(
      keptTicket.qrCodeData,
      staff.id,
      new Date('2026-10-15T22:30:05Z'),
    );
    await app.ticketsService.validate(
      goneTicket.qrCodeData,
      leaving.id,
      new Date('2026-10-16T07:10:00Z'),
    );
    await app.db.delete(users).where(eq(users.id, gone.id));
    await app.db.delete(users).where(eq(users.id, leaving.id));

    const response = await download('checkins');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="fiera-ingressi-${romeDay()}.csv"`,
    );
    const rows = rowsOf(response.rawPayload);
    expect(rows[0]).toEqual(['data/ora', 'giorno', 'id partecipante', 'email dello staff']);
    // The id the attendees' file lists: the two files join on it.
    expect(rows).toContainEqual([
      '16/10/2026 00:30:05',
      '16/10/2026',
      String(kept.id),
      'varco@esempio.it',
    ]);
    expect(rows).toContainEqual([
      '16/10/2026 09:10:00',
      '16/10/2026',
      'anonimizzato',
      'account eliminato',
    ]);
    expect(response.rawPayload.toString('utf8')).not.toContain(goneTicket.uuid);
  });

  it('keeps time order across pages, even for check-ins of the same instant', async () => {
    await app.db.execute(sql`insert into ${users} (email, password_hash)
      select 'ingresso-' || g || '@esempio.it', 'x' from generate_series(1, 2100) g`);
    await app.db.execute(sql`insert into ${tickets} (user_id, qr_code_data)
      select id, 'x' from ${users} where email like 'ingresso-%'`);
    // All at one instant: only the id tells them apart at a page boundary.
    await app.db.execute(sql`insert into ${checkins} (ticket_id, checked_in_at, checkin_day)
      select t.id, '2026-10-17T09:00:00.123456Z', '2026-10-17' from ${tickets} t
      join ${users} u on u.id = t.user_id where u.email like 'ingresso-%'`);
    const [{ count } = { count: 0 }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(checkins);
    const rows = rowsOf((await download('checkins')).rawPayload).slice(1);
    expect(rows).toHaveLength(count);
    const sameInstant = rows.filter((row) => row[0] === '17/10/2026 11:00:00');
    expect(sameInstant).toHaveLength(2100);
    expect(new Set(sameInstant.map((row) => row[2])).size).toBe(2100);
    const order = rows.map((row) => row[0]?.replace(/^(\d\d)\/(\d\d)\/(\d{4})/, '$3-$2-$1') ?? '');
    expect(order).toEqual([...order].sort());
  });
});

describe('given the decisions export', () => {
  it('lists each accept and reject by exhibitor and day, with nothing about the visitor', async () => {
    const [alpha, beta] = await app.db
      .insert(vendors)
      .values([{ name: 'Beta Srl' }, { name: '@Alfa' }])
      .returning({ id: vendors.id });
    const visitors = [
      await person({ firstName: 'Decide', email: 'uno@esempio.it' }),
      await person({ firstName: 'Decide', email: 'due@esempio.it' }),
    ];
    const decided = (status: 'accepted' | 'rejected' | 'none', at: string | null) => ({
      score: 0.5,
      description: 'Motivo personale',
      status,
      decidedAt: at === null ? null : new Date(at),
    });
    await app.db.insert(matches).values([
      {
        userId: visitors[0]?.id ?? 0,
        vendorId: alpha?.id ?? 0,
        ...decided('accepted', '2026-10-16T09:00Z'),
      },
      {
        userId: visitors[1]?.id ?? 0,
        vendorId: alpha?.id ?? 0,
        ...decided('accepted', '2026-10-16T15:00Z'),
      },
      {
        userId: visitors[0]?.id ?? 0,
        vendorId: beta?.id ?? 0,
        ...decided('rejected', '2026-10-15T22:10Z'),
      },
      { userId: visitors[1]?.id ?? 0, vendorId: beta?.id ?? 0, ...decided('none', null) },
    ]);

    const response = await download('decisions');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="fiera-decisioni-${romeDay()}.csv"`,
    );
    const rows = rowsOf(response.rawPayload);
    expect(rows).toEqual([
      ['azienda', 'decisione', 'data'],
      // The 22:10 UTC rejection is the 16th in Rome; rows by day, exhibitor, decision.
      ["'@Alfa", 'rifiutato', '16/10/2026'],
      ['Beta Srl', 'accettato', '16/10/2026'],
      ['Beta Srl', 'accettato', '16/10/2026'],
    ]);
    const text = response.rawPayload.toString('utf8');
    for (const identity of ['uno@', 'due@', 'Decide', 'Motivo', String(visitors[0]?.id)]) {
      expect(text).not.toContain(identity);
    }
  });
});

describe('given every export (regression: the check-ins file listed ticket uuids)', () => {
  it('carries nothing the gate takes to let someone in: no ticket uuid, no QR code', async () => {
    const staff = await createUser(app, { role: 'staff' });
    const visitor = await person({ firstName: 'Ospite', lastName: 'Ingresso' });
    const { ticket } = await app.ticketsService.issueTicket(visitor.id);
    await app.ticketsService.validate(ticket.qrCodeData, staff.id, new Date('2026-10-16T09:00Z'));
    const [vendor] = await app.db.insert(vendors).values({ name: 'Gamma Srl' }).returning();
    await app.db.insert(matches).values({
      userId: visitor.id,
      vendorId: vendor?.id ?? 0,
      score: 0.5,
      description: 'x',
      status: 'accepted',
      decidedAt: new Date('2026-10-16T10:00Z'),
    });
    // A ticket id typed at the gate: with or without dashes, in any case (README, 'Codice biglietto').
    const bare = ticket.uuid.replaceAll('-', '').toLowerCase();
    const signature = ticket.qrCodeData.split('.').at(-1) ?? ticket.qrCodeData;

    for (const kind of ['attendees', 'checkins', 'decisions']) {
      const text = (await download(kind)).rawPayload.toString('utf8');
      const squashed = text.replaceAll('-', '').toLowerCase();
      expect(squashed, kind).not.toContain(bare);
      expect(text, kind).not.toContain(ticket.qrCodeData);
      expect(text, kind).not.toContain(signature);
    }
    const checkins = rowsOf((await download('checkins')).rawPayload);
    expect(checkins).toContainEqual([
      '16/10/2026 11:00:00',
      '16/10/2026',
      String(visitor.id),
      expect.any(String),
    ]);
    // What the file names the visitor by is refused at the gate.
    const typed = await app.ticketsService.validateTicketId(String(visitor.id), staff.id);
    expect(typed.valid).toBe(false);
  });
});

describe('given a caller who is not an admin', () => {
  it('answers 403 to staff, 401 to anonymous callers, and 4xx for an unknown kind', async () => {
    const staff = await createUser(app, { role: 'staff' });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/exports/checkins',
      headers: bearer(staff.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Accesso riservato agli organizzatori della fiera.' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/exports/checkins' })).statusCode,
    ).toBe(401);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/admin/exports/emails',
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json<{ detail: string }>().detail).toEqual(expect.any(String));
  });
});
