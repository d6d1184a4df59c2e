import type { Schemas } from '@fiera/api-client';
import type { TicketCode } from '@fiera/ui/components/manual-ticket-entry';

/**
 * The body of POST /api/tickets/validate: the ticket id a visitor showed (typed by staff) as
 * `ticket_id`, anything else (a scan, a pasted QR code) as `qr_code_data`.
 */
export function ticketValidationBody(code: TicketCode): Schemas['TicketValidationRequest'] {
  return 'ticketId' in code ? { ticket_id: code.ticketId } : { qr_code_data: code.qrCodeData };
}
