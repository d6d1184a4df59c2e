export { TicketCard, TICKET_QR_LEVEL, TICKET_QR_MARGIN, TICKET_QR_SIZE } from './ticket-card';
export type { TicketCardProps } from './ticket-card';
