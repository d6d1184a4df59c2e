export { ManualTicketEntry } from './manual-ticket-entry';
export type { ManualTicketEntryProps } from './manual-ticket-entry';
