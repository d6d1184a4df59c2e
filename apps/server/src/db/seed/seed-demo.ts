import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ImportSummary } from '../../import/import-catalogue';
import { removeStoredLogo, storeLogo } from '../../media/logos';
import { hashPassword } from '../../plugins/app/auth/passwords';
import { createEventsRepository } from '../../plugins/app/events/events-repository';
import { createUsersRepository, type UserRow } from '../../plugins/app/users/users-repository';
import { createVendorsRepository, NAME_TAKEN } from '../../plugins/app/vendors/vendors-repository';
import { readOrCreateSecret } from '../../secrets';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { events, users, vendors } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_EVENTS, DEMO_VENDORS } from './demo-fair';

export interface DemoFairSummary {
  vendors: ImportSummary;
  events: ImportSummary;
}

/**
 * Writes the demo fair with the same upserts as the import, in one transaction: running it again
 * changes nothing.
 */
export async function seedDemoFair(db: Database, dataDir: string): Promise<DemoFairSummary> {
  const vendorRows = DEMO_VENDORS.map(({ logoColor, ...vendor }) => ({
    ...vendor,
    // The stand's letter is its hall on the map.
    location: vendor.stand === null ? null : `Padiglione ${vendor.stand.charAt(0)}`,
    logoPath:
      logoColor === undefined
        ? null
        : storeLogo(dataDir, Buffer.from(monogramSvg(vendor.name, logoColor)), 'svg'),
  }));
  return db.transaction(async (tx) => {
    const vendors = await createVendorsRepository(tx).upsertByName(vendorRows);
    // The demo's names are distinct in every case.
    if (vendors === NAME_TAKEN) throw new Error('demo fair: two exhibitors with one name');
    const events = await createEventsRepository(tx).upsertByTitleAndTime(DEMO_EVENTS);
    return {
      vendors: {
        kind: 'vendors',
        total: vendorRows.length,
        inserted: vendors.inserted,
        updated: vendors.updated,
        unchanged: vendors.unchanged,
      },
      events: { kind: 'events', total: DEMO_EVENTS.length, ...events },
    };
  });
}

/** A square logo with the name's initials, e.g. 'LS' for Lumina Software. */
export function monogramSvg(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="120" height="120" rx="24" fill="${escapeXml(color)}"/>`,
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const DEMO_PASSWORD_FILE = 'demo-password';

/** The demo accounts' password: made once per DATA_DIR, kept in DATA_DIR/secrets. */
export function demoPassword(dataDir: string): string {
  return readOrCreateSecret(
    dataDir,
    DEMO_PASSWORD_FILE,
    () =>
      // Letters and digits only: easy to copy from a log and to type on a phone.
      `demo-${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`,
  ).trim();
}

export function demoPasswordPath(dataDir: string): string {
  return path.join(dataDir, 'secrets', DEMO_PASSWORD_FILE);
}

export interface DemoAccount {
  email: string;
  role: UserRow['role'];
}

/** Gives a verified user a ticket; the accounts code decides what a ticket holds. */
export type IssueTicket = (userId: number) => Promise<unknown>;

/** Creates the demo attendee and staff accounts that are missing, verified and with a ticket. */
async function createDemoAccounts(
  db: Database,
  password: string,
  issueTicket: IssueTicket,
): Promise<DemoAccount[]> {
  const users = createUsersRepository(db);
  let passwordHash: string | undefined;
  const created: DemoAccount[] = [];
  for (const { email, role, ...profile } of DEMO_ACCOUNTS) {
    if ((await users.findByEmail(email)) !== undefined) continue;
    passwordHash ??= await hashPassword(password);
    const user = await users.insert({
      email,
      role,
      passwordHash,
      isVerified: true,
      privacyConsentAt: new Date(),
      ...profile,
    });
    // Undefined: another instance created it at the same moment, with its ticket.
    if (user === undefined) continue;
    await issueTicket(user.id);
    created.push({ email: user.email, role: user.role });
  }
  return created;
}

export interface DemoStart {
  /** Set when the database had no vendors and the demo fair was written now. */
  seeded?: DemoFairSummary;
  /** Set when demo accounts were created now: the only time their password is told. */
  created?: { accounts: DemoAccount[]; password: string };
}

/**
 * What the server does at start-up: the demo fair on an empty database (no vendors), with its
 * accounts. The accounts come once, with the demo fair: when it is written now, or on the first
 * start after `fiera seed:demo` wrote it (no demo password made yet in DATA_DIR). An account
 * deleted later stays deleted: nobody gets a staff login back by restarting the server.
 */
export async function seedDemoOnStart(
  db: Database,
  dataDir: string,
  issueTicket: IssueTicket,
): Promise<DemoStart> {
  const vendors = createVendorsRepository(db);
  const seeded = (await vendors.count()) === 0 ? await seedDemoFair(db, dataDir) : undefined;
  const result: DemoStart = seeded === undefined ? {} : { seeded };
  if (seeded === undefined) {
    const accountsMadeBefore = existsSync(demoPasswordPath(dataDir));
    const demoNames = DEMO_VENDORS.map((vendor) => vendor.name);
    const hasDemoFair = (await vendors.count(demoNames)) === demoNames.length;
    if (accountsMadeBefore || !hasDemoFair) return result;
  }
  const password = demoPassword(dataDir);
  const accounts = await createDemoAccounts(db, password, issueTicket);
  return accounts.length === 0 ? result : { ...result, created: { accounts, password } };
}

export interface DemoRemoval {
  vendors: number;
  events: number;
  accounts: number;
}

/** A list of texts as one parameter (a JSON array), whatever its length. */
const jsonParam = (values: unknown) => sql`${JSON.stringify(values)}::jsonb`;

/**
 * Takes the demo fair out of a database that now holds a real one, in one transaction: its
 * exhibitors (and their logo files, when no other exhibitor shows them), its events and its
 * accounts (whose password sits in a file, and one of which is staff).
 */
export async function removeDemoFair(db: Database, dataDir: string): Promise<DemoRemoval> {
  const removal = await db.transaction(async (tx) => {
    const removedVendors = await tx
      .delete(vendors)
      .where(
        sql`lower(${vendors.name}) in (select lower(n) from jsonb_array_elements_text(${jsonParam(
          DEMO_VENDORS.map((vendor) => vendor.name),
        )}) as t(n))`,
      )
      .returning({ id: vendors.id, logoPath: vendors.logoPath });
    const removedEvents = await tx
      .delete(events)
      .where(
        sql`(${events.title}, ${events.eventDate}, ${events.eventTime}) in (
          select k.title, k.event_date, k.event_time
          from jsonb_to_recordset(${jsonParam(
            DEMO_EVENTS.map((event) => ({
              title: event.title,
              event_date: event.eventDate,
              event_time: event.eventTime,
            })),
          )}) as k(title text, event_date date, event_time time))`,
      )
      .returning({ id: events.id });
    const removedAccounts = await tx
      .delete(users)
      .where(
        sql`lower(${users.email}) in (select lower(e) from jsonb_array_elements_text(${jsonParam(
          DEMO_ACCOUNTS.map((account) => account.email),
        )}) as t(e))`,
      )
      .returning({ id: users.id });
    const logos = [...new Set(removedVendors.flatMap((vendor) => vendor.logoPath ?? []))];
    const stillShown =
      logos.length === 0
        ? []
        : await tx
            .select({ logoPath: vendors.logoPath })
            .from(vendors)
            .where(
              sql`${vendors.logoPath} in (select jsonb_array_elements_text(${jsonParam(logos)}))`,
            );
    return {
      counts: {
        vendors: removedVendors.length,
        events: removedEvents.length,
        accounts: removedAccounts.length,
      },
      unusedLogos: logos.filter((logo) => !stillShown.some((row) => row.logoPath === logo)),
    };
  });
  for (const logo of removal.unusedLogos) removeStoredLogo(dataDir, logo);
  return removal.counts;
}

/** How many demo exhibitors are still there. */
export function countDemoVendors(db: Database): Promise<number> {
  return createVendorsRepository(db).count(DEMO_VENDORS.map((vendor) => vendor.name));
}
