import type { ConceptMention, Lexicon } from './lexicon';
import { isFramingWord, tokenize } from './text-processing';

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
const CLAUSE_END = /[.;:!?\n]/;

/** Offsets from each possessive to the end of its clause. */
function possessiveRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(POSSESSIVE)) {
    const rest = text.slice(match.index);
    const end = rest.search(CLAUSE_END);
    ranges.push([match.index, end < 0 ? text.length : match.index + end]);
  }
  return ranges;
}

export function analyseText(text: string | null | undefined, lexicon: Lexicon): AnalysedText {
  const normalised = (text ?? '').normalize('NFC');
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
  const isOwn = (offset: number) => ranges.some(([from, to]) => offset > from && offset < to);
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
