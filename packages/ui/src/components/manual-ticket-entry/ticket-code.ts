/**
 * What staff can type at the gate: the ticket id the visitor reads under their QR code (profile,
 * ticket e-mail), or the whole content of the QR code, pasted.
 */
type TicketCode = { ticketId: string } | { qrCodeData: string };

type ParsedTicketCode =
  | TicketCode
  | { problem: 'empty' }
  /** Only digits, letters a–f and dashes, but not 32 of them: a ticket id typed in part. */
  | { problem: 'incomplete' };

/** The label the profile and the e-mail print before the id, in case it is copied along. */
const LABEL = /^codice\s+(?:del\s+)?biglietto\s*:?\s*/i;
const HEX_32 = /^[0-9a-f]{32}$/i;
const ID_CHARACTERS = /^[0-9a-f\s-]+$/i;

/**
 * Reads a typed code: a ticket id in any letter case, with or without its dashes (spaces inside
 * are ignored), becomes the canonical lower-case UUID; anything else is a QR code's content,
 * trimmed. The signed QR content always holds dots, so it is never mistaken for an id.
 */
function parseTicketCode(text: string): ParsedTicketCode {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  const unlabelled = trimmed.replace(LABEL, '');
  const compact = unlabelled.replace(/[\s-]/g, '');
  if (HEX_32.test(compact)) {
    const hex = compact.toLowerCase();
    return {
      ticketId: [
        hex.slice(0, 8),
        hex.slice(8, 12),
        hex.slice(12, 16),
        hex.slice(16, 20),
        hex.slice(20),
      ].join('-'),
    };
  }
  if (ID_CHARACTERS.test(unlabelled)) return { problem: 'incomplete' };
  return { qrCodeData: trimmed };
}

export { parseTicketCode };
export type { ParsedTicketCode, TicketCode };
