import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import type { AuthenticatedUser } from '../auth/index';
import { verifyPassword } from '../auth/passwords';
import { blankToNull, companyFor } from './profile';
import {
  createUsersRepository,
  type AccountRow,
  type AccountSearch,
  type MatchRow,
  type ProfileFields,
  type Role,
  type UserWithTicket,
} from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    usersService: UsersService;
  }
}

export interface UserExportData {
  user: UserWithTicket;
  matches: MatchRow[];
  checkins: { checkedInAt: Date }[];
}

export interface UsersService {
  /** The caller's own record; 401 when the account no longer exists. */
  me(caller: AuthenticatedUser): Promise<UserWithTicket>;
  /** Only the profile fields; the user themself or an admin. Absent fields stay as they are. */
  updateProfile(
    caller: AuthenticatedUser,
    id: number,
    changes: ProfileFields,
  ): Promise<UserWithTicket>;
  exportData(caller: AuthenticatedUser): Promise<UserExportData>;
  /** Confirmed with the caller's own password; the user themself or an admin. */
  delete(caller: AuthenticatedUser, id: number, password: string): Promise<void>;
  /** The organisers' list of accounts: one page, newest first, and how many match. */
  searchAccounts(query: AccountSearch): Promise<{ rows: AccountRow[]; total: number }>;
  /**
   * An organiser gives another account a role; its access tokens end at once (the refresh
   * gives it new ones with the new role). `changed` is false when it already had that role.
   */
  changeRole(
    caller: AuthenticatedUser,
    id: number,
    role: Role,
  ): Promise<{ account: AccountRow; changed: boolean; previousRole: Role }>;
  /**
   * An organiser deletes another account, with the same effects as `delete` and no password:
   * the organiser proved who they are by signing in. Returns the account's e-mail.
   */
  deleteByAdmin(caller: AuthenticatedUser, id: number): Promise<{ email: string }>;
}

/** The profile's fields as the profile screen names them. */
const PROFILE_LABELS = [
  ['firstName', 'nome'],
  ['lastName', 'cognome'],
  ['employmentType', 'occupazione'],
  ['companyName', 'azienda'],
  ['seeking', 'cosa cerca'],
  ['description', 'descrizione'],
] as const;

function assertSelfOrAdmin(caller: AuthenticatedUser, id: number): void {
  if (caller.userId !== id && caller.role !== 'admin') {
    throw new AppError(403, messages.otherUsersAccount);
  }
}

async function usersPlugin(fastify: FastifyInstance) {
  const users = createUsersRepository(fastify.db);

  async function existing(id: number): Promise<UserWithTicket> {
    const user = await users.findById(id);
    if (user === undefined) throw new AppError(404, messages.userNotFound);
    return user;
  }

  const service: UsersService = {
    async me(caller) {
      const user = await users.findById(caller.userId);
      // The account may be deleted between the token check and here (another request, another
      // instance within its token-version recheck).
      if (user === undefined) throw new AppError(401, messages.sessionInvalid);
      return user;
    },

    async updateProfile(caller, id, changes) {
      assertSelfOrAdmin(caller, id);
      const current = await existing(id);
      const fields: ProfileFields = {};
      for (const key of ['firstName', 'lastName', 'seeking', 'description'] as const) {
        if (changes[key] !== undefined) fields[key] = blankToNull(changes[key]);
      }
      if (changes.employmentType !== undefined) fields.employmentType = changes.employmentType;
      const employmentType =
        changes.employmentType !== undefined ? changes.employmentType : current.employmentType;
      // Recomputed on every change: leaving employment also drops the company kept before.
      fields.companyName = companyFor(
        employmentType,
        changes.companyName !== undefined ? changes.companyName : current.companyName,
      );
      await users.update(id, fields);
      const updated = await existing(id);
      // An organiser's change to someone's profile is theirs to answer for: the log names the
      // fields (not their values, which are the person's own data).
      if (caller.userId !== id) {
        const changed = PROFILE_LABELS.filter(([key]) => current[key] !== updated[key]);
        if (changed.length > 0) {
          await fastify.auditLog.record(
            caller.userId,
            'account.profile',
            id,
            `Profilo di ${updated.email} modificato: ${changed.map(([, label]) => label).join(', ')}`,
          );
        }
      }
      return updated;
    },

    async exportData(caller) {
      const user = await service.me(caller);
      const [matches, checkins] = await Promise.all([
        users.matchesOf(user.id),
        users.checkinsOf(user.id),
      ]);
      return { user, matches, checkins };
    },

    async delete(caller, id, password) {
      assertSelfOrAdmin(caller, id);
      const confirming = await service.me(caller);
      await existing(id);
      if (!(await verifyPassword(confirming.passwordHash, password))) {
        throw new AppError(403, messages.wrongPassword);
      }
      await users.delete(id);
      // Its access tokens end now, not when they expire.
      fastify.tokenVersions.forget(id);
      fastify.log.info({ userId: id, by: caller.userId }, 'account deleted');
    },

    async searchAccounts(query) {
      // No text column can hold a NUL (PostgreSQL refuses it), so no search can contain one.
      if (query.text?.includes('\u0000') === true) throw new AppError(422, messages.nulCharacter);
      return users.search({ ...query, text: query.text?.trim() });
    },

    async changeRole(caller, id, role) {
      // With no way to change their own role, the last organiser cannot demote themself.
      if (caller.userId === id) throw new AppError(409, messages.ownRole);
      const result = await users.setRole(caller.userId, id, role);
      // Demoted meanwhile (by another admin, whose change came first).
      if (result === 'not-admin') throw new AppError(403, messages.adminOnly);
      if (result === undefined) throw new AppError(404, messages.userNotFound);
      // The update raised the token version: this instance reads it again at the next request.
      if (result.changed) fastify.tokenVersions.forget(id);
      fastify.log.info({ userId: id, role, by: caller.userId }, 'account role changed');
      return { account: result.row, changed: result.changed, previousRole: result.previousRole };
    },

    async deleteByAdmin(caller, id) {
      if (caller.userId === id) throw new AppError(409, messages.ownAccountDeletion);
      const email = await users.deleteByAdmin(caller.userId, id);
      if (email === 'not-admin') throw new AppError(403, messages.adminOnly);
      if (email === undefined) throw new AppError(404, messages.userNotFound);
      fastify.tokenVersions.forget(id);
      fastify.log.info({ userId: id, by: caller.userId }, 'account deleted by an organiser');
      return { email };
    },
  };

  fastify.decorate('usersService', service);
}

export default fp(usersPlugin, { name: 'users', dependencies: ['db', 'auth', 'audit-log'] });
