import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../plugins/app/auth/index';
import type { OperationHandlers } from './types';

export function ticketHandlers(
  fastify: FastifyInstance,
): OperationHandlers<'validateTicket' | 'getTicketPublicKey' | 'getCheckinStats'> {
  const { ticketsService } = fastify;
  return {
    async validateTicket(request) {
      const staff = requireStaff(request);
      const verdict = await ticketsService.validate(request.body.qr_code_data, staff.userId);
      return {
        valid: verdict.valid,
        message: verdict.message,
        ticket_uuid: verdict.ticketUuid,
        user_id: verdict.userId,
        first_checkin_at: verdict.firstCheckinAt?.toISOString() ?? null,
      };
    },

    async getTicketPublicKey(_request, reply) {
      // Scanners may keep it for offline checks; a key change reaches them within the hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { algorithm: 'EdDSA' as const, public_key_jwk: ticketsService.publicKeyJwk };
    },

    async getCheckinStats(request, reply) {
      requireStaff(request);
      reply.header('cache-control', 'no-store');
      return ticketsService.checkinStats();
    },
  };
}
