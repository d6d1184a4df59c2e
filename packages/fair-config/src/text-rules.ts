/**
 * What one line of text typed by an organiser (a name, a title, a stage) may hold. Shared by the
 * fair config's schema and the server's catalogue rows, so that a stage name in the config and
 * an event's location, or a pinned exhibitor and an exhibitor's name, are normalised alike.
 */

/**
 * Characters that look like a space though Unicode does not count them as white space: the
 * Braille blank (U+2800) and the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0). 'Accademia',
 * a Braille blank and 'Digitale' shows as 'Accademia Digitale', so it must be that: each is a
 * space, and runs of spaces are then one.
 */
const BLANK_LOOKING = /[\u115F\u1160\u2800\u3164\uFFA0]/g;

/**
 * The bidirectional embeddings, overrides and isolates: '\u202Eexe.tnemucod' shows as
 * 'document.exe'. Unlike the marks below they reorder everything up to the end of the line, so a
 * single line holding one is refused, not silently changed: what the organiser sees would not
 * be what is stored.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const BIDI_CONTROL = /^[\u202A-\u202E\u2066-\u2069]$/;

/**
 * Characters that show nothing and take no room: Unicode's default-ignorable code points (the
 * soft hyphen, the zero-width space, non-joiner and joiner, the direction marks, the word joiner
 * and the invisible operators, the variation selectors, the tag characters, the combining
 * grapheme joiner, the Khmer inherent vowels, the Mongolian vowel separator, the musical
 * formatting controls, the BOM...), and a few Unicode does not list there that show nothing or a
 * blank box all the same: the interlinear annotation controls and the object replacement
 * character (U+FFF9–U+FFFC), the musical null notehead (U+1D159). 'Ac\u200Bme' shows as 'Acme',
 * so it must be 'Acme'. The direction marks (U+200E, U+200F, U+061C) only nudge the punctuation
 * around right-to-left words; spreadsheets and word processors slip them into copied text
 * unseen, so they are dropped rather than refused: nobody could find them to delete.
 *
 * The first alternative is a flag of a region (England, Scotland, Wales): a black flag followed
 * by its region code in tag characters, kept whole (see keepsInvisible).
 */
const INVISIBLE =
  /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}|[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFC\u{1D159}]/gu;

const ZERO_WIDTH_JOINER = '\u200D';
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
/** What may stand between an emoji and the joiner after it: a skin tone, the emoji style. */
const EMOJI_MODIFIER = /^(?:\p{Emoji_Modifier}|\uFE0F)$/u;

/**
 * The character (a whole code point) ending right before `end`, and where it starts. Read by
 * hand rather than with a lookbehind, which Safari before 16.4 cannot parse: the fair config's
 * schema also runs in the back-office's pages.
 */
function characterBefore(text: string, end: number): { character: string; start: number } {
  const low = text.charCodeAt(end - 1);
  const high = text.charCodeAt(end - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  const start = Math.max(0, pair ? end - 2 : end - 1);
  return { character: text.slice(start, end), start };
}

function characterAt(text: string, start: number): string {
  const codePoint = text.codePointAt(start);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}

/** An emoji ends right before `end`: a pictograph, maybe with its skin tone or emoji style. */
function emojiBefore(text: string, end: number): boolean {
  const last = characterBefore(text, end);
  if (PICTOGRAPH.test(last.character)) return true;
  return (
    EMOJI_MODIFIER.test(last.character) &&
    PICTOGRAPH.test(characterBefore(text, last.start).character)
  );
}

/**
 * The invisible characters that are part of something seen, and stay:
 * - a direction control: refused afterwards (see hasBidiControls), never hidden by dropping it;
 * - the joiner between two emoji, which makes 👨‍👩‍👧 one family rather than three people;
 * - the emoji style selector (U+FE0F) or the text style one (U+FE0E) after a pictograph (❤️), or
 *   before the keycap (1️⃣);
 * - a region's flag in tag characters (🏴 and 'gbsct').
 */
function keepsInvisible(match: string, offset: number, text: string): boolean {
  if (match.length > 2 || BIDI_CONTROL.test(match)) return true;
  if (match === ZERO_WIDTH_JOINER) {
    return emojiBefore(text, offset) && PICTOGRAPH.test(characterAt(text, offset + 1));
  }
  if (match === '\uFE0F' || match === '\uFE0E') {
    return (
      PICTOGRAPH.test(characterBefore(text, offset).character) || text[offset + 1] === '\u20E3'
    );
  }
  return false;
}

/**
 * One line as it is stored: blank-looking characters a space, invisible ones dropped (see
 * keepsInvisible for the few kept), composed (NFC: an 'è' typed as 'e' and an accent is the one
 * 'è'), every run of white space (tabs, line breaks, no-break spaces) one space, and trimmed.
 * Two names that look the same are then the same text, and a name made only of invisible
 * characters is blank.
 *
 * Not done: full-width letters ('ＡＣＭＥ') and ligatures stay as typed (NFKC would also turn
 * '™' into 'TM' in what is shown, and the database compares names by lower() alone), and
 * letters of other scripts that look Latin (a Cyrillic 'а' in 'Acme') stay other letters.
 */
function normaliseLine(value: string): string {
  return value
    .replace(BLANK_LOOKING, ' ')
    .replace(INVISIBLE, (match: string, offset: number, text: string) =>
      keepsInvisible(match, offset, text) ? match : '',
    )
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

function hasBidiControls(value: string): boolean {
  return value.search(BIDI_CONTROLS) !== -1;
}

/** The text without its bidirectional controls: blank when they were all it held. */
function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export { hasBidiControls, normaliseLine, withoutBidiControls };
