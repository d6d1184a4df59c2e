import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../plugins/app/auth/index';
import { assertWholeNumbers } from './query-integers';
import type { OperationHandlers } from './types';

export function ticketHandlers(
  fastify: FastifyInstance,
): OperationHandlers<
  | 'validateTicket'
  | 'uploadOfflineCheckins'
  | 'listTicketRevocations'
  | 'getTicketPublicKey'
  | 'getCheckinStats'
> {
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

    async uploadOfflineCheckins(request, reply) {
      const staff = requireStaff(request);
      const results = await ticketsService.uploadOfflineScans(
        request.body.scans.map((scan) => ({
          // The uuid format also admits the `urn:uuid:` form: one nonce, one spelling.
          nonce: scan.nonce.toLowerCase().replace(/^urn:uuid:/, ''),
          qrCodeData: scan.qr_code_data,
          scannedAt: new Date(scan.scanned_at),
        })),
        staff.userId,
        {
          deviceSentAt: request.body.sent_at === undefined ? null : new Date(request.body.sent_at),
        },
      );
      reply.header('cache-control', 'no-store');
      return {
        results: results.map((result) => ({
          nonce: result.nonce,
          outcome: result.outcome,
          message: result.message,
          ticket_uuid: result.ticketUuid,
          scanned_at: result.scannedAt.toISOString(),
          repeated: result.repeated,
        })),
      };
    },

    async listTicketRevocations(request, reply) {
      requireStaff(request);
      assertWholeNumbers(request.query, ['since']);
      const page = await ticketsService.revocations(request.query.since ?? 0);
      reply.header('cache-control', 'no-store');
      return {
        revocations: page.items.map((item) => ({
          ticket_uuid: item.ticketUuid,
          revoked_at: item.revokedAt.toISOString(),
        })),
        next_since: page.nextSince,
        more: page.more,
      };
    },

    async getTicketPublicKey(_request, reply) {
      // Scanners may keep it for offline checks; a key change reaches them within the hour.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        algorithm: 'EdDSA' as const,
        public_key_jwk: ticketsService.publicKeyJwk,
        keys: [...ticketsService.publicKeys],
        reentry: fastify.config.ticketReentry,
      };
    },

    async getCheckinStats(request, reply) {
      requireStaff(request);
      reply.header('cache-control', 'no-store');
      return ticketsService.checkinStats();
    },
  };
}
