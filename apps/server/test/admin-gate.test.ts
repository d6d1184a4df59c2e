import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { bearer, buildTestApp, createUser } from './helpers/build-app';

// The first app of a test process migrates a new PGlite cluster: slow on a shared machine.
const SLOW = 120_000;

interface Dashboard {
  day: string;
  today: number;
  total: number;
  reentry: 'deny' | 'allow';
  per_hour: { hour: number; count: number }[];
  per_staff: { staff_id: number | null; name: string | null; count: number }[];
}

/** Written apart from the server's code: the fair's day and hour as a clock in Rome shows them. */
function rome(instant: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function named(
  target: FastifyInstance,
  role: 'attendee' | 'staff',
  name: { firstName?: string; lastName?: string } = {},
) {
  const user = await createUser(target, { role });
  await target.db
    .update(users)
    .set({ firstName: name.firstName ?? null, lastName: name.lastName ?? null })
    .where(eq(users.id, user.id));
  const { ticket } = await target.ticketsService.issueTicket(user.id);
  return { ...user, qr: ticket.qrCodeData };
}

async function dashboard(target: FastifyInstance, token: string): Promise<Dashboard> {
  const response = await target.inject({
    method: 'GET',
    url: '/api/admin/gate',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('given a day of check-ins by several staff members', () => {
  it(
    "counts today's first entries by Rome hour and by staff member, most first",
    async () => {
      app = await buildTestApp();
      const fair = app;
      const giulia = await named(fair, 'staff', { firstName: 'Giulia', lastName: 'Verdi' });
      // No name given at registration: the dashboard shows the e-mail.
      const anonymousStaff = await named(fair, 'staff');
      const leaving = await named(fair, 'staff', { firstName: 'Temporaneo' });
      const visitors = await Promise.all(Array.from({ length: 7 }, () => named(fair, 'attendee')));
      const scan = (visitor: number, staff: { id: number }, at: string) =>
        fair.ticketsService.validate(visitors[visitor]?.qr ?? '', staff.id, new Date(at));

      // 16 October 2026 in Rome is UTC+2.
      await scan(0, giulia, '2026-10-15T08:00:00Z'); // the day before
      await scan(1, giulia, '2026-10-15T22:30:00Z'); // 00:30 on the 16th in Rome
      await scan(2, giulia, '2026-10-16T07:10:00Z'); // 09:10
      await scan(3, giulia, '2026-10-16T07:50:00Z'); // 09:50
      await scan(0, giulia, '2026-10-16T08:05:00Z'); // 10:05
      await scan(4, anonymousStaff, '2026-10-16T08:30:00Z'); // 10:30
      await scan(5, anonymousStaff, '2026-10-16T11:59:00Z'); // 13:59
      await scan(6, leaving, '2026-10-16T12:00:00Z'); // 14:00
      // Repeat scans are no first entries: counted once.
      expect((await scan(4, giulia, '2026-10-16T09:00:00Z')).valid).toBe(false);
      await scan(1, anonymousStaff, '2026-10-16T21:59:00Z'); // 23:59, a repeat as well
      await scan(2, giulia, '2026-10-16T22:00:00Z'); // midnight: the 17th in Rome
      await fair.db.delete(users).where(eq(users.id, leaving.id));

      const gate = await fair.ticketsService.gateDashboard(new Date('2026-10-16T10:00:00Z'));
      expect(gate).toEqual({
        day: '2026-10-16',
        today: 7,
        total: 9,
        reentry: 'deny',
        perHour: [
          { hour: 0, count: 1 },
          { hour: 9, count: 2 },
          { hour: 10, count: 2 },
          { hour: 13, count: 1 },
          { hour: 14, count: 1 },
        ],
        perStaff: [
          { staffId: giulia.id, name: 'Giulia Verdi', count: 4 },
          { staffId: anonymousStaff.id, name: anonymousStaff.email, count: 2 },
          { staffId: null, name: null, count: 1 },
        ],
        offline: { received: 0, problems: [] },
      });
      // The next day in Rome starts with the midnight entry.
      const next = await fair.ticketsService.gateDashboard(new Date('2026-10-17T06:00:00Z'));
      expect(next).toMatchObject({
        day: '2026-10-17',
        today: 1,
        perHour: [{ hour: 0, count: 1 }],
        perStaff: [{ staffId: giulia.id, count: 1 }],
      });
    },
    SLOW,
  );
});

describe('given staff scanning at the gate now', () => {
  it(
    'shows the scans at once to an admin, in the current Rome day and hour (re-entry refused)',
    async () => {
      app = await buildTestApp();
      const fair = app;
      const admin = await createUser(fair, { role: 'admin' });
      const staff = await named(fair, 'staff', { firstName: 'Luca', lastName: 'Neri' });
      const visitor = await named(fair, 'attendee');

      const empty = await dashboard(fair, admin.token);
      expect(empty).toEqual({
        day: rome(new Date()).day,
        today: 0,
        total: 0,
        reentry: 'deny',
        per_hour: [],
        per_staff: [],
        offline: { received: 0, problems: [] },
      });

      const before = rome(new Date());
      const validate = () =>
        fair.inject({
          method: 'POST',
          url: '/api/tickets/validate',
          headers: bearer(staff.token),
          payload: { qr_code_data: visitor.qr },
        });
      expect((await validate()).json<{ valid: boolean }>().valid).toBe(true);
      expect((await validate()).json<{ valid: boolean }>().valid).toBe(false);
      const after = rome(new Date());

      const gate = await dashboard(fair, admin.token);
      expect([before.day, after.day]).toContain(gate.day);
      expect(gate).toMatchObject({
        today: 1,
        total: 1,
        per_staff: [{ staff_id: staff.id, name: 'Luca Neri', count: 1 }],
      });
      expect(gate.per_hour).toHaveLength(1);
      expect([before.hour, after.hour]).toContain(gate.per_hour[0]?.hour);
      expect(gate.per_hour[0]?.count).toBe(1);
    },
    SLOW,
  );

  it(
    'says when re-entry is allowed; a re-entry is no new first entry',
    async () => {
      app = await buildTestApp({ config: { ticketReentry: 'allow' } });
      const fair = app;
      const admin = await createUser(fair, { role: 'admin' });
      const staff = await named(fair, 'staff');
      const visitor = await named(fair, 'attendee');
      for (let scan = 0; scan < 2; scan += 1) {
        const response = await fair.inject({
          method: 'POST',
          url: '/api/tickets/validate',
          headers: bearer(staff.token),
          payload: { qr_code_data: visitor.qr },
        });
        expect(response.json<{ valid: boolean }>().valid).toBe(true);
      }
      const gate = await dashboard(fair, admin.token);
      expect(gate).toMatchObject({ reentry: 'allow', today: 1, total: 1 });
      expect(gate.per_staff).toEqual([{ staff_id: staff.id, name: staff.email, count: 1 }]);
    },
    SLOW,
  );
});
