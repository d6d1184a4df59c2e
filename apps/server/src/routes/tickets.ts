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
      // The contract admits exactly one of the two: the QR code's token, or the ticket id that
      // staff type when the QR code will not scan.
      const { qr_code_data: qrCodeData, ticket_id: ticketId } = request.body;
      const verdict =
        ticketId === undefined
          ? await ticketsService.validate(qrCodeData ?? '', staff.userId)
          : await ticketsService.validateTicketId(ticketId, staff.userId);
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
      return {
        algorithm: 'EdDSA' as const,
        public_key_jwk: ticketsService.publicKeyJwk,
        keys: [...ticketsService.publicKeys],
      };
    },

    async getCheckinStats(request, reply) {
      requireStaff(request);
      reply.header('cache-control', 'no-store');
      return ticketsService.checkinStats();
    },
  };
}
