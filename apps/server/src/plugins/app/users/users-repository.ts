import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
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

/** Addresses are one account whatever their case (see the users_email_lower_key index). */
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export function createUsersRepository(db: Database) {
  return {
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

    /**
     * One statement without parameters (values inlined as escaped literals): the CLI runs it
     * through the embedded server's socket, where only a single simple-protocol message is
     * atomic (see cli/database.ts).
     */
    async setRoleByEmail(
      email: string,
      role: Role,
    ): Promise<{ id: number; email: string; role: Role } | undefined> {
      const [row] = await db
        .update(users)
        // A new role ends the access tokens that carry the old one (see users.token_version).
        .set({
          role: sql.raw(pg.escapeLiteral(role)),
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(sql`lower(${users.email}) = ${sql.raw(pg.escapeLiteral(email.toLowerCase()))}`)
        .returning({ id: users.id, email: users.email, role: users.role });
      return row;
    },
  };
}
