import { CONCEPTS_IT } from './lexicon/concepts.it';
import { type Token, tokenize } from './text-processing';

export interface ConceptDefinition {
  /** Stable id, kebab-case. */
  id: string;
  /** Short Italian name used in explanations ("sviluppo software"). */
  label: string;
  sector: string;
  /** Words and phrases, any inflection; see the header of concepts.it.ts. */
  terms: readonly string[];
  /** Names a person or profession rather than a field. */
  role?: boolean;
  related?: readonly string[];
}

export interface Concept {
  /** Dense index, so per-vendor concept sets can be small arrays of numbers. */
  index: number;
  id: string;
  label: string;
  sector: string;
  role: boolean;
}

/** A concept found in a text, with the words that expressed it, as written. */
export interface ConceptMention {
  concept: number;
  surfaces: string[];
  /** Positions (in the token list given to `extract`) of the words that expressed it. */
  tokens: number[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  concepts: number[];
}

/** How much a concept satisfies another one that is explicitly `related`, or of the same sector. */
export const RELATED_STRENGTH = 0.6;
export const SAME_SECTOR_STRENGTH = 0.3;

export interface Lexicon {
  concepts: readonly Concept[];
  byId: ReadonlyMap<string, Concept>;
  /** relatedness[a].get(b): how much concept b stands in for concept a (0 when absent). */
  relatedness: readonly ReadonlyMap<number, number>[];
  /** Concepts mentioned in already tokenised text, in order of first appearance. */
  extract(text: string, tokens: readonly Token[]): ConceptMention[];
}

const emptyNode = (): TrieNode => ({ next: new Map(), concepts: [] });

export function compileLexicon(definitions: readonly ConceptDefinition[]): Lexicon {
  const concepts: Concept[] = definitions.map((definition, index) => ({
    index,
    id: definition.id,
    label: definition.label,
    sector: definition.sector,
    role: definition.role ?? false,
  }));
  const byId = new Map(concepts.map((concept) => [concept.id, concept]));
  if (byId.size !== concepts.length) throw new Error('lexicon: duplicate concept id');

  const root = emptyNode();
  definitions.forEach((definition, index) => {
    for (const term of definition.terms) {
      const keys = tokenize(term).map((token) => token.key);
      if (keys.length === 0) throw new Error(`lexicon: term "${term}" has only stop words`);
      let node = root;
      for (const key of keys) {
        let child = node.next.get(key);
        if (!child) {
          child = emptyNode();
          node.next.set(key, child);
        }
        node = child;
      }
      if (!node.concepts.includes(index)) node.concepts.push(index);
    }
  });

  const relatedness = concepts.map(() => new Map<number, number>());
  const link = (a: number, b: number, strength: number) => {
    const current = relatedness[a]?.get(b) ?? 0;
    if (a !== b && strength > current) relatedness[a]?.set(b, strength);
  };
  for (const a of concepts) {
    for (const b of concepts)
      if (a.sector === b.sector) link(a.index, b.index, SAME_SECTOR_STRENGTH);
  }
  definitions.forEach((definition, index) => {
    for (const id of definition.related ?? []) {
      const other = byId.get(id);
      if (!other) throw new Error(`lexicon: ${definition.id} is related to unknown ${id}`);
      link(index, other.index, RELATED_STRENGTH);
      link(other.index, index, RELATED_STRENGTH);
    }
  });

  const extract = (text: string, tokens: readonly Token[]): ConceptMention[] => {
    const mentions = new Map<number, ConceptMention>();
    // A Set per mention: a text repeating one concept in many spellings stays linear.
    const surfaces = new Map<number, Set<string>>();
    let i = 0;
    while (i < tokens.length) {
      // Leftmost-longest: "rete vendita" wins over any shorter phrase starting at "rete".
      let node: TrieNode | undefined = root;
      let matchEnd = -1;
      let matched: number[] = [];
      for (let j = i; j < tokens.length; j += 1) {
        node = node.next.get((tokens[j] as Token).key);
        if (!node) break;
        if (node.concepts.length > 0) {
          matchEnd = j;
          matched = node.concepts;
        }
      }
      if (matchEnd < 0) {
        i += 1;
        continue;
      }
      const surface = quote(text, tokens.slice(i, matchEnd + 1));
      const positions = Array.from({ length: matchEnd - i + 1 }, (_, offset) => i + offset);
      for (const concept of matched) {
        const mention = mentions.get(concept);
        if (!mention) {
          mentions.set(concept, { concept, surfaces: [surface], tokens: positions });
          surfaces.set(concept, new Set([surface]));
        } else {
          const seen = surfaces.get(concept);
          if (seen && !seen.has(surface)) {
            seen.add(surface);
            mention.surfaces.push(surface);
          }
          mention.tokens.push(...positions);
        }
      }
      i = matchEnd + 1;
    }
    return [...mentions.values()];
  };

  return { concepts, byId, relatedness, extract };
}

/**
 * Longer than any phrase of the lexicon written with ordinary spacing: beyond it the words of the
 * phrase were joined across other characters, which explanations would otherwise repeat.
 */
const MAX_QUOTED_SPAN = 120;

/** The phrase as the person wrote it, lower-cased unless it is an acronym ("AI", "SaaS" stays). */
function quote(text: string, phrase: readonly Token[]): string {
  const first = phrase[0] as Token;
  const last = phrase[phrase.length - 1] as Token;
  const written =
    last.end - first.start <= MAX_QUOTED_SPAN
      ? text.slice(first.start, last.end)
      : phrase.map((token) => text.slice(token.start, token.end)).join(' ');
  const words = written.replace(/\s+/g, ' ').split(' ');
  return words
    .map((word) => (word.length > 1 && /\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

let italian: Lexicon | undefined;

/** The Italian trade-fair lexicon, compiled once per process. */
export function italianLexicon(): Lexicon {
  italian ??= compileLexicon(CONCEPTS_IT);
  return italian;
}
