/**
 * What one line of text typed by an organiser (a name, a title, a stage) may hold. Shared by the
 * fair config's schema and the server's catalogue rows, so that a stage name in the config and
 * an event's location, or a pinned exhibitor and an exhibitor's name, are normalised alike.
 */

/**
 * Characters that show nothing and take no room: the soft hyphen, the Arabic letter mark, the
 * Mongolian vowel separator, the zero-width space, non-joiner and joiner, the left-to-right and
 * right-to-left marks, the word joiner and the invisible operators, the BOM. 'Ac\u200Bme' shows
 * as 'Acme', so it must be 'Acme'. The two direction marks (U+200E, U+200F) only nudge the
 * punctuation around right-to-left words; spreadsheets and word processors slip them into
 * copied text unseen, so they are dropped rather than refused: nobody could find them to delete.
 */
const ZERO_WIDTH = /[\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/g;

/**
 * The bidirectional embeddings, overrides and isolates: '\u202Eexe.tnemucod' shows as
 * 'document.exe'. Unlike the marks above they reorder everything up to the end of the line, so a
 * single line holding one is refused, not silently changed: what the organiser sees would not
 * be what is stored.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * One line as it is stored: zero-width characters dropped, composed (NFC: an 'è' typed as 'e'
 * and an accent is the one 'è'), every run of white space (tabs, line breaks, no-break spaces)
 * one space, and trimmed. Two names that look the same are then the same text.
 */
function normaliseLine(value: string): string {
  return value.replace(ZERO_WIDTH, '').normalize('NFC').replace(/\s+/g, ' ').trim();
}

function hasBidiControls(value: string): boolean {
  return value.search(BIDI_CONTROLS) !== -1;
}

/** The text without its bidirectional controls: blank when they were all it held. */
function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export { hasBidiControls, normaliseLine, withoutBidiControls };
