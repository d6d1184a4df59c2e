import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import type { AuthenticatedUser } from '../auth/index';
import { verifyPassword } from '../auth/passwords';
import { blankToNull, companyFor } from './profile';
import {
  createUsersRepository,
  type MatchRow,
  type ProfileFields,
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
}

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
      return existing(id);
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
  };

  fastify.decorate('usersService', service);
}

export default fp(usersPlugin, { name: 'users', dependencies: ['db', 'auth'] });
