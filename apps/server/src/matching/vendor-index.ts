import { type AnalysedText, analyseText } from './analysis';
import type { ConceptMention, Lexicon } from './lexicon';
import type { MatchVendor } from './types';

// BM25 constants as usually tuned for short documents.
const K1 = 1.2;
const B = 0.75;

/** How well a field covers a concept: directly (via === concept) or through a related one. */
export interface Coverage {
  strength: number;
  via: number;
}

export interface IndexedField {
  text: string;
  analysed: AnalysedText;
  /** Stem → BM25 term weight, normalised so one occurrence in an average-length field is 1. */
  weights: Map<string, number>;
  mentions: Map<number, ConceptMention>;
  coverage: Map<number, Coverage>;
}

export interface IndexedVendor {
  vendor: MatchVendor;
  /** What the vendor is and offers: name and description. */
  offer: IndexedField;
  /** What the vendor looks for. */
  seeking: IndexedField;
}

/** Document frequencies of one field across all vendors. */
export interface FieldStatistics {
  /** Stem → inverse document frequency (BM25 form, never below that of a df of 1). */
  idf(stem: string): number;
  /** Some vendor's field contains the stem. */
  has(stem: string): boolean;
  /** Concept index → weight in 0.5..1, lower for concepts that many vendors share. */
  conceptWeight(concept: number): number;
}

export interface VendorIndex {
  lexicon: Lexicon;
  vendors: readonly IndexedVendor[];
  offer: FieldStatistics;
  seeking: FieldStatistics;
}

export function offerText(vendor: MatchVendor): string {
  return [vendor.name, vendor.description ?? ''].join('. ');
}

/** The texts of a vendor that embeddings compare: what it offers, what it seeks. */
export function vendorEmbeddingTexts(vendor: MatchVendor): [offer: string, seeking: string] {
  return [offerText(vendor), vendor.seeking ?? ''];
}

function bm25Idf(documents: number, df: number): number {
  const seen = Math.max(df, 1);
  return Math.log(1 + (documents - seen + 0.5) / (seen + 0.5));
}

/** Coverage of every concept by a field's mentions, related concepts included. */
export function coverageOf(
  lexicon: Lexicon,
  mentions: Iterable<ConceptMention>,
): Map<number, Coverage> {
  const coverage = new Map<number, Coverage>();
  const offer = (concept: number, strength: number, via: number) => {
    const current = coverage.get(concept);
    if (!current || strength > current.strength) coverage.set(concept, { strength, via });
  };
  for (const { concept } of mentions) {
    offer(concept, 1, concept);
    for (const [other, strength] of lexicon.relatedness[concept] ?? [])
      offer(other, strength, concept);
  }
  return coverage;
}

function statistics(fields: readonly IndexedField[], conceptCount: number): FieldStatistics {
  const documents = fields.length;
  const df = new Map<string, number>();
  const conceptDf = new Array<number>(conceptCount).fill(0);
  for (const field of fields) {
    for (const stem of field.analysed.terms.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
    for (const concept of field.mentions.keys()) conceptDf[concept] = (conceptDf[concept] ?? 0) + 1;
  }
  const maxIdf = bm25Idf(documents, 1);
  const conceptWeights = conceptDf.map((count) =>
    maxIdf > 0 ? 0.5 + 0.5 * (bm25Idf(documents, count) / maxIdf) : 1,
  );
  const idfCache = new Map<string, number>();
  const unseenIdf = bm25Idf(documents, 0);
  return {
    idf(stem) {
      const known = idfCache.get(stem);
      if (known !== undefined) return known;
      const count = df.get(stem);
      if (count === undefined) return unseenIdf;
      const value = bm25Idf(documents, count);
      idfCache.set(stem, value);
      return value;
    },
    has: (stem) => df.has(stem),
    conceptWeight: (concept) => conceptWeights[concept] ?? 1,
  };
}

function indexField(text: string, lexicon: Lexicon): IndexedField {
  const analysed = analyseText(text, lexicon);
  return {
    text,
    analysed,
    weights: new Map(),
    mentions: new Map(analysed.mentions.map((mention) => [mention.concept, mention])),
    coverage: coverageOf(lexicon, analysed.mentions),
  };
}

function fillWeights(fields: readonly IndexedField[]): void {
  const total = fields.reduce((sum, field) => sum + field.analysed.length, 0);
  const averageLength = Math.max(1, total / Math.max(1, fields.length));
  for (const field of fields) {
    const norm = K1 * (1 - B + (B * field.analysed.length) / averageLength);
    for (const [stem, { tf }] of field.analysed.terms) {
      // Equals 1 for one occurrence in a field of average length; more is capped, not rewarded.
      field.weights.set(stem, Math.min(1, (tf * (K1 + 1)) / (tf + norm)));
    }
  }
}

/** Analyses every vendor once; users are then scored against the result. */
export function buildVendorIndex(vendors: readonly MatchVendor[], lexicon: Lexicon): VendorIndex {
  const indexed = vendors.map((vendor) => ({
    vendor,
    offer: indexField(offerText(vendor), lexicon),
    seeking: indexField(vendor.seeking ?? '', lexicon),
  }));
  const offers = indexed.map((entry) => entry.offer);
  const seekings = indexed.map((entry) => entry.seeking);
  fillWeights(offers);
  fillWeights(seekings);
  return {
    lexicon,
    vendors: indexed,
    offer: statistics(offers, lexicon.concepts.length),
    seeking: statistics(seekings, lexicon.concepts.length),
  };
}
