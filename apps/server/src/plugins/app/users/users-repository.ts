import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkins, matches, tickets, users } from '../../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Role = UserRow['role'];
export type MatchRow = typeof matches.$inferSelect;

/** A user with the ticket issued at verification (null fields before). */
export type UserWithTicket = UserRow & { ticketUuid: string | null; qrCodeData: string | null };

export type ProfileFields = Partial<
  Pick<
    NewUser,
    'firstName' | 'lastName' | 'employmentType' | 'companyName' | 'seeking' | 'description'
  >
>;

/** An account as the organisers' list shows it. */
export interface AccountRow {
  id: number;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  isVerified: boolean;
  createdAt: Date;
  lastLogin: Date | null;
  /** Days on which the account's ticket was checked in. */
  checkins: number;
}

export interface AccountSearch {
  /** Matched anywhere in the e-mail, the name ("Anna Rossi") or the company, whatever the case. */
  text?: string;
  role?: Role;
  limit: number;
  offset: number;
}

/** `text` as a LIKE pattern matching it literally anywhere: its own % _ and \ are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};

/** Addresses are one account whatever their case (see the users_email_lower_key index). */
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export function createUsersRepository(db: Database) {
  /** Check-in days per user, for a page of users: one probe per ticket. */
  async function checkinDaysOf(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: tickets.userId, days: sql<number>`count(*)::int` })
      .from(tickets)
      .innerJoin(checkins, eq(checkins.ticketId, tickets.id))
      .where(inArray(tickets.userId, userIds))
      .groupBy(tickets.userId);
    return new Map(rows.map((row) => [row.userId, row.days]));
  }

  async function accountById(id: number): Promise<AccountRow | undefined> {
    const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
    if (row === undefined) return undefined;
    const days = await checkinDaysOf([id]);
    return { ...row, checkins: days.get(id) ?? 0 };
  }

  return {
    accountById,

    async findById(id: number): Promise<UserWithTicket | undefined> {
      const [row] = await db
        .select({ user: users, ticketUuid: tickets.uuid, qrCodeData: tickets.qrCodeData })
        .from(users)
        .leftJoin(tickets, eq(tickets.userId, users.id))
        .where(eq(users.id, id));
      return row === undefined
        ? undefined
        : { ...row.user, ticketUuid: row.ticketUuid, qrCodeData: row.qrCodeData };
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sameEmail(email));
      return row;
    },

    /** Undefined when the address is taken. */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    async update(
      id: number,
      fields: ProfileFields &
        Partial<Pick<NewUser, 'passwordHash' | 'isVerified' | 'lastLogin' | 'role'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
      return row;
    },

    /** Matches, tokens, sessions and the ticket go with the user; check-ins lose their link. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** One page of accounts, newest first, and how many match in all. */
    async search(query: AccountSearch): Promise<{ rows: AccountRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.role !== undefined) conditions.push(eq(users.role, query.role));
      if (query.text !== undefined && query.text !== '') {
        // lower() on both sides: the database's case folding, not JavaScript's.
        conditions.push(
          sql`${users.searchText} like lower(${containsPattern(query.text)}) escape '\\'`,
        );
      }
      const where = conditions.length === 0 ? undefined : and(...conditions);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const total = counted?.total ?? 0;
      if (total <= query.offset) return { rows: [], total };
      const page = await db
        .select(accountColumns)
        .from(users)
        .where(where)
        // Served by users_created_at_idx: the first pages read only their own rows.
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset(query.offset);
      const days = await checkinDaysOf(page.map((row) => row.id));
      return { rows: page.map((row) => ({ ...row, checkins: days.get(row.id) ?? 0 })), total };
    },

    /**
     * Gives the account its role and ends the access tokens that carry the old one, if the
     * caller is still an admin. Every admin row is locked first, so admins' changes run one
     * after another and each sees the last: two admins demoting each other at once leave one.
     * 'not-admin' when the caller no longer is; undefined when no account has this id;
     * `changed` false when it had that role.
     */
    async setRole(
      callerId: number,
      id: number,
      role: Role,
    ): Promise<
      { row: AccountRow; changed: boolean; previousRole: Role } | 'not-admin' | undefined
    > {
      const outcome = await db.transaction(async (tx) => {
        if (!(await lockAdmins(tx)).includes(callerId)) return 'not-admin' as const;
        const [before] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (before === undefined) return undefined;
        const [updated] = await tx
          .update(users)
          .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(and(eq(users.id, id), ne(users.role, role)))
          .returning({ id: users.id });
        return { changed: updated !== undefined, previousRole: before.role };
      });
      if (outcome === 'not-admin' || outcome === undefined) return outcome;
      const row = await accountById(id);
      return row === undefined ? undefined : { row, ...outcome };
    },

    /**
     * Deletes the account if the caller is still an admin (locked as in setRole), telling whose
     * address it was; undefined when no account has this id.
     */
    async deleteByAdmin(callerId: number, id: number): Promise<string | 'not-admin' | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockAdmins(tx)).includes(callerId)) return 'not-admin' as const;
        const [row] = await tx
          .delete(users)
          .where(eq(users.id, id))
          .returning({ email: users.email });
        return row?.email;
      });
    },

    matchesOf(userId: number): Promise<MatchRow[]> {
      return db.select().from(matches).where(eq(matches.userId, userId)).orderBy(asc(matches.id));
    },

    async checkinsOf(userId: number): Promise<{ checkedInAt: Date }[]> {
      return db
        .select({ checkedInAt: checkins.checkedInAt })
        .from(checkins)
        .innerJoin(tickets, eq(tickets.id, checkins.ticketId))
        .where(eq(tickets.userId, userId))
        .orderBy(asc(checkins.checkedInAt));
    },
  };
}

/** The admins' ids, their rows locked until the transaction ends. */
async function lockAdmins(tx: Pick<Database, 'select'>): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    // One order for every caller: two transactions locking the same rows cannot deadlock.
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
