import { stemmer as snowballItalian } from '@orama/stemmers/italian';
import { FRAMING_WORDS, STOP_WORDS } from './stop-words';

export interface Token {
  /** Position of the token in the NFC-normalised text, so explanations can quote the user. */
  start: number;
  end: number;
  /** Lower case, accents removed, hyphens dropped ("E-Commerce" → "ecommerce"). */
  folded: string;
  /** Snowball Italian stem of the folded form: the unit of the lexical (BM25) index. */
  stem: string;
  /** Light stem (number and gender only): the unit of lexicon phrases, see `lightStem`. */
  key: string;
  /** Written in capitals ("AI", "IT", "HR"): never dropped as a stop word. */
  acronym: boolean;
}

const COMBINING_MARKS = /\p{M}/gu;
const APOSTROPHES = /['’`ʼ]/g;
// Letters and digits, with inner hyphens kept so compounds ("e-commerce", "start-up") stay one word.
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/**
 * The most of a text that matching reads, in UTF-16 code units: the contract's longest profile
 * text fits even when every character takes two code units (emoji, symbols), so this cuts
 * nothing valid, and it bounds the work any text can ask for, however it reached us.
 */
export const MAX_TEXT_LENGTH = 4_000;

/** The first `max` code units, without splitting a surrogate pair. */
export function capText(text: string, max = MAX_TEXT_LENGTH): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Invisible format characters: soft hyphens and zero-width spaces pasted from documents would
 * split a word, bidirectional controls would reorder a quote.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Capped, NFKC-normalised (fullwidth and ligature letters become plain ones) and without format
 * characters: token offsets refer to this string. Capped before normalising (so
 * normalising is bounded too) and after (normalising can lengthen a text); idempotent, so text
 * prepared once comes out of `tokenize` with the same offsets.
 */
export function prepareText(text: string): string {
  return capText(capText(text).normalize('NFKC').replace(FORMAT_CHARACTERS, ''));
}

/** Lower case and strip accents: `Perché` → `perche`, `CITTÀ` → `citta`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Italian number/gender folding without touching derivation: `sviluppatori` → `sviluppator`,
 * `tecniche` → `tecnic`, `developers` → `developer`. The lexicon matches on this rather than on
 * the Snowball stem because Snowball conflates `sviluppo` and `sviluppatore` (both `svilupp`),
 * which would turn "sviluppo sostenibile" into a developer.
 */
export function lightStem(folded: string): string {
  if (folded.length < 4 || /\d/.test(folded)) return folded;
  if (/(?:ch|gh)[ei]$/.test(folded)) return folded.slice(0, -2);
  if (/[aeiou]$/.test(folded)) return folded.slice(0, -1);
  // English plurals: Italian words seldom end in -s, so "developers" and "startups" fold here.
  if (/[^su]s$/.test(folded) && folded.length > 4) return folded.slice(0, -1);
  return folded;
}

/** Snowball Italian stem; English plurals lose their -s first so "developers" meets "developer". */
export function stem(folded: string): string {
  const singular = folded.length > 4 && /[^su]s$/.test(folded) ? folded.slice(0, -1) : folded;
  return snowballItalian(singular);
}

export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}

export function isFramingWord(folded: string): boolean {
  return FRAMING_WORDS.has(folded);
}

/**
 * Splits text into content tokens: elisions are cut at the apostrophe (`l'azienda` → `azienda`),
 * stop words are dropped unless written as an acronym. Offsets refer to `prepareText(text)`; text
 * past `MAX_TEXT_LENGTH` is not read.
 */
export function tokenize(text: string): Token[] {
  const normalised = prepareText(text).replace(APOSTROPHES, ' ');
  const tokens: Token[] = [];
  for (const match of normalised.matchAll(WORD)) {
    const raw = match[0];
    const folded = fold(raw).replaceAll('-', '');
    const acronym =
      raw.length >= 2 && raw.length <= 5 && raw === raw.toUpperCase() && /\p{L}/u.test(raw);
    if (!acronym && isStopWord(folded)) continue;
    tokens.push({
      start: match.index,
      end: match.index + raw.length,
      folded,
      stem: stem(folded),
      key: lightStem(folded),
      acronym,
    });
  }
  return tokens;
}
