import type { MatchUser, MatchVendor } from '../../apps/server/src/matching';
import type { GradedVisitor } from './evaluation-set';

/** Grade 2 or 3: a meeting worth suggesting. */
export const RELEVANT = 2;

const gradeOf = (visitor: GradedVisitor, exhibitorId: number) => visitor.grades[exhibitorId] ?? 0;

export function ndcgAt(k: number, visitor: GradedVisitor, ranking: readonly number[]): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranking
    .slice(0, k)
    .reduce((sum, id, i) => sum + gain(gradeOf(visitor, id)) / Math.log2(i + 2), 0);
  const ideal = Object.values(visitor.grades)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

export function precisionAt(k: number, visitor: GradedVisitor, ranking: readonly number[]): number {
  return ranking.slice(0, k).filter((id) => gradeOf(visitor, id) >= RELEVANT).length / k;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;

export interface Scored {
  id: number;
  score: number;
}

/**
 * The scores a visitor sees on the first `k` suggestions, split by the author's grade: whether
 * the percentage tells a good suggestion from a bad one.
 */
export function suggestionScores(k: number, visitor: GradedVisitor, ranking: readonly Scored[]) {
  const relevant: number[] = [];
  const irrelevant: number[] = [];
  for (const { id, score } of ranking.slice(0, k)) {
    const grade = gradeOf(visitor, id);
    if (grade >= RELEVANT) relevant.push(score);
    else if (grade === 0) irrelevant.push(score);
  }
  return { relevant, irrelevant };
}

// Plain TF-IDF: lower case, words of letters, raw term frequency × ln(N/df), cosine.
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The baseline any engine must beat: whole profiles as bags of words, no stemming, no lexicon. */
export function tfidfBaseline(vendors: readonly MatchVendor[]) {
  const documents = vendors.map((vendor) =>
    words([vendor.name, vendor.description ?? '', vendor.seeking ?? ''].join(' ')),
  );
  const df = new Map<string, number>();
  for (const document of documents) {
    for (const word of new Set(document)) df.set(word, (df.get(word) ?? 0) + 1);
  }
  const vectorOf = (tokens: readonly string[]) => {
    const vector = new Map<string, number>();
    for (const token of tokens) {
      const idf = Math.log(documents.length / (df.get(token) ?? documents.length));
      vector.set(token, (vector.get(token) ?? 0) + idf);
    }
    return vector;
  };
  const norm = (vector: Map<string, number>) =>
    Math.sqrt([...vector.values()].reduce((sum, x) => sum + x * x, 0));
  const vendorVectors = documents.map(vectorOf);
  return (user: MatchUser): Scored[] => {
    const query = vectorOf(words(`${user.seeking ?? ''} ${user.description ?? ''}`));
    const queryNorm = norm(query);
    const scored = vendors.map((vendor, i) => {
      const vector = vendorVectors[i] ?? new Map<string, number>();
      let dot = 0;
      for (const [term, weight] of query) dot += weight * (vector.get(term) ?? 0);
      const denominator = queryNorm * norm(vector);
      return { id: vendor.id, score: denominator > 0 ? dot / denominator : 0 };
    });
    return scored.sort((a, b) => b.score - a.score || a.id - b.id);
  };
}
