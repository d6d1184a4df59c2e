export { ManualTicketEntry } from './manual-ticket-entry';
export type { ManualTicketEntryProps } from './manual-ticket-entry';
export { parseTicketCode } from './ticket-code';
export type { ParsedTicketCode, TicketCode } from './ticket-code';
