import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/index';
import type { UserWithTicket } from '../plugins/app/users/users-repository';
import { REFRESH_COOKIE, refreshCookieOptions } from './auth';
import { toMatch } from './matches';
import type { OperationHandlers, Schemas } from './types';

function toUser(row: UserWithTicket): Schemas['User'] {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    employment_type: row.employmentType,
    company_name: row.companyName,
    seeking: row.seeking,
    description: row.description,
    qr_code_data: row.qrCodeData,
    ticket_uuid: row.ticketUuid,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

export function userHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'getCurrentUser' | 'updateUser' | 'exportCurrentUser' | 'deleteUser'> {
  const { usersService } = fastify;
  return {
    async getCurrentUser(request) {
      return toUser(await usersService.me(requireUser(request)));
    },

    async updateUser(request) {
      const body = request.body;
      const user = await usersService.updateProfile(requireUser(request), request.params.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        employmentType: body.employment_type,
        companyName: body.company_name,
        seeking: body.seeking,
        description: body.description,
      });
      // The matches follow the profile: recomputed in the background if what they read changed.
      await fastify.matchesService.refresh(user.id);
      return toUser(user);
    },

    async exportCurrentUser(request, reply) {
      const caller = requireUser(request);
      const data = await usersService.exportData(caller);
      const agenda = await fastify.agendaService.rowsOf(caller.userId);
      const calendarFeedCreatedAt = await fastify.calendarService.feedCreatedAt(caller.userId);
      const exportedAt = new Date();
      const day = exportedAt.toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="fiera-dati-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return {
        exported_at: exportedAt.toISOString(),
        user: toUser(data.user),
        privacy_consent_at: data.user.privacyConsentAt?.toISOString() ?? null,
        matches: data.matches.map(toMatch),
        checkins: data.checkins.map((checkin) => ({
          checked_in_at: checkin.checkedInAt.toISOString(),
        })),
        agenda: agenda.map((row) => ({
          event_id: row.eventId,
          title: row.title,
          event_date: row.eventDate,
          event_time: row.eventTime,
          starred: row.starred,
          changed_at: row.changedAt.toISOString(),
        })),
        calendar_feed_created_at: calendarFeedCreatedAt?.toISOString() ?? null,
      };
    },

    async deleteUser(request, reply) {
      const caller = requireUser(request);
      await usersService.delete(caller, request.params.id, request.body.password);
      // Their own refresh token died with the account: the browser can drop it too.
      if (caller.userId === request.params.id) {
        reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(fastify.config));
      }
      return reply.code(204).send();
    },
  };
}
