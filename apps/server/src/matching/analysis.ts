import type { ConceptMention, Lexicon } from './lexicon';
import { isFramingWord, prepareText, tokenize } from './text-processing';

export interface TermInfo {
  tf: number;
  /** First way the text wrote it, for explanations. */
  surface: string;
}

export interface AnalysedText {
  /** Snowball stem → frequency and surface; framing words ("cerco", "azienda") left out. */
  terms: Map<string, TermInfo>;
  /** Number of counted terms (BM25 document length). */
  length: number;
  mentions: ConceptMention[];
  /** Stem → concepts whose phrases contain it: the word stands for those concepts here. */
  conceptsOfStem: Map<string, number[]>;
  /**
   * Concepts and stems that only appear after a possessive ("per la nostra azienda agricola",
   * "i miei gioielli"): in a seeking text they say who is asking, not what is sought.
   */
  ownConcepts: Set<number>;
  ownStems: Set<string>;
}

const POSSESSIVE = /(?<![\p{L}])(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)(?![\p{L}])/giu;
const CLAUSE_END = /[.;:!?\n]/g;

/**
 * Sorted, disjoint offset ranges from a possessive to the end of its clause. Possessives of one
 * clause share its end, so only the first of each clause opens a range, and each stretch of text
 * is scanned once: repeating "mio" cannot make this quadratic.
 */
function possessiveRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let clauseEnd = -1;
  for (const match of text.matchAll(POSSESSIVE)) {
    if (match.index < clauseEnd) continue;
    CLAUSE_END.lastIndex = match.index;
    const end = CLAUSE_END.exec(text);
    clauseEnd = end === null ? text.length : end.index;
    ranges.push([match.index, clauseEnd]);
  }
  return ranges;
}

/** Strictly inside one of the ranges; a binary search, as every token of a text asks. */
function inside(ranges: readonly [number, number][], offset: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle] as [number, number];
    if (offset <= from) high = middle - 1;
    else if (offset >= to) low = middle + 1;
    else return true;
  }
  return false;
}

/** Texts longer than `MAX_TEXT_LENGTH` are read up to it (see `prepareText`). */
export function analyseText(text: string | null | undefined, lexicon: Lexicon): AnalysedText {
  const normalised = prepareText(text ?? '');
  const tokens = tokenize(normalised);
  const terms = new Map<string, TermInfo>();
  let length = 0;
  for (const token of tokens) {
    if (isFramingWord(token.folded) || token.folded.length < 2) continue;
    length += 1;
    const info = terms.get(token.stem);
    if (info) info.tf += 1;
    else
      terms.set(token.stem, {
        tf: 1,
        surface: normalised.slice(token.start, token.end).toLowerCase(),
      });
  }
  const mentions = lexicon.extract(normalised, tokens);
  const ranges = possessiveRanges(normalised);
  const isOwn = (offset: number) => inside(ranges, offset);
  const ownConcepts = new Set<number>();
  for (const mention of mentions) {
    const starts = mention.tokens.map((position) => tokens[position]?.start ?? 0);
    if (starts.every(isOwn)) ownConcepts.add(mention.concept);
  }
  const ownStems = new Set<string>();
  const elsewhere = new Set<string>();
  for (const token of tokens) (isOwn(token.start) ? ownStems : elsewhere).add(token.stem);
  for (const stem of elsewhere) ownStems.delete(stem);
  const conceptsOfStem = new Map<string, number[]>();
  for (const mention of mentions) {
    for (const position of mention.tokens) {
      const token = tokens[position];
      if (!token) continue;
      const concepts = conceptsOfStem.get(token.stem) ?? [];
      if (!concepts.includes(mention.concept)) concepts.push(mention.concept);
      conceptsOfStem.set(token.stem, concepts);
    }
  }
  return { terms, length, mentions, conceptsOfStem, ownConcepts, ownStems };
}
