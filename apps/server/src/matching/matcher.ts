import { type EmbeddingProvider, cosine, vendorEmbeddingTexts } from './embeddings';
import { explainPair } from './explanation';
import { type Knowledge, italianKnowledge } from './knowledge/index';
import {
  type ExhibitorProfile,
  lexicalStatistics,
  profileExhibitor,
  profileVisitor,
  scorePair,
} from './pair-score';
import { calibrate } from './calibration';
import { type CollaborativeTally, blendCrowd, profileFeatures } from './collaborative';
import type { MatchUser, MatchVendor, RankedMatch } from './types';

export interface MatcherOptions {
  /** Blends embedding similarity into the score; without it the knowledge engine alone serves. */
  embeddings?: EmbeddingProvider;
  /** Share of the score given to embeddings when they are available, 0..1. */
  semanticWeight?: number;
  /**
   * Cosine similarities at or below `semanticFloor` count as unrelated, at or above
   * `semanticCeiling` as the same thing: embedding models rarely go below ~0.2 even for unrelated
   * texts.
   */
  semanticFloor?: number;
  semanticCeiling?: number;
  knowledge?: Knowledge;
}

export interface RankOptions {
  /** Keep only the best N (the rest are still scored, but not explained). */
  limit?: number;
  /** Vendor id → decisions on it by visitors with similar profiles (see `features`). */
  crowd?: ReadonlyMap<number, CollaborativeTally>;
  /** Score this vendor alone (a decision on a vendor not computed yet). */
  only?: number;
}

export interface UserMatches {
  userId: MatchUser['id'];
  matches: RankedMatch[];
}

export interface Matcher {
  readonly vendorCount: number;
  /** What the user's profile is about, to find visitors like them (see collaborative.ts). */
  features(user: MatchUser): string[];
  /** Every vendor for this user, best first; ties broken by vendor id. */
  rank(user: MatchUser, options?: RankOptions): Promise<RankedMatch[]>;
  /** `rank` for many users against the same vendors, one user at a time. */
  scoreAll(users: Iterable<MatchUser>, options?: RankOptions): AsyncGenerator<UserMatches>;
}

interface VendorVectors {
  offer: readonly number[];
  seeking: readonly number[];
}

const hasText = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/** Rounded so that equal-looking scores compare equal and ties fall to the vendor id. */
const round = (score: number) => Math.round(score * 10_000) / 10_000;

export async function createMatcher(
  vendors: readonly MatchVendor[],
  options: MatcherOptions = {},
): Promise<Matcher> {
  const knowledge = options.knowledge ?? italianKnowledge();
  const exhibitors: ExhibitorProfile[] = vendors.map((vendor) =>
    profileExhibitor(vendor, knowledge),
  );
  const statistics = lexicalStatistics(exhibitors);
  const semanticWeight = options.embeddings ? (options.semanticWeight ?? 0.4) : 0;
  const floor = options.semanticFloor ?? 0.2;
  const ceiling = options.semanticCeiling ?? 0.8;
  const semanticScale = (similarity: number) =>
    Math.min(1, Math.max(0, (similarity - floor) / (ceiling - floor)));

  // Offer and seeking text of every vendor, embedded once (and cached by text hash).
  let vendorVectors: VendorVectors[] = [];
  if (options.embeddings) {
    const vectors = await options.embeddings.embed(vendors.flatMap(vendorEmbeddingTexts));
    vendorVectors = vendors.map((_, i) => ({
      offer: vectors[2 * i] ?? [],
      seeking: vectors[2 * i + 1] ?? [],
    }));
  }

  const rank = async (user: MatchUser, rankOptions: RankOptions = {}): Promise<RankedMatch[]> => {
    const visitor = profileVisitor(user, knowledge, statistics);
    let userVectors: [readonly number[], readonly number[]] | undefined;
    if (options.embeddings) {
      const [seeking = [], description = []] = await options.embeddings.embed([
        user.seeking ?? '',
        user.description ?? '',
      ]);
      userVectors = [seeking, description];
    }
    const scored = exhibitors.flatMap((exhibitor, i) => {
      if (rankOptions.only !== undefined && exhibitor.vendor.id !== rankOptions.only) return [];
      const fit = scorePair(knowledge, visitor, exhibitor, statistics);
      let raw = fit.raw;
      const theirs = vendorVectors[i];
      if (userVectors && theirs && semanticWeight > 0) {
        const forward = hasText(user.seeking)
          ? semanticScale(cosine(userVectors[0], theirs.offer))
          : 0;
        const reverse =
          hasText(user.description) && hasText(exhibitor.vendor.seeking)
            ? semanticScale(cosine(userVectors[1], theirs.seeking))
            : 0;
        const semantic = 1 - (1 - 0.8 * forward) * (1 - 0.5 * reverse);
        raw = (1 - semanticWeight) * raw + semanticWeight * semantic;
      }
      const blended = blendCrowd(calibrate(raw), rankOptions.crowd?.get(exhibitor.vendor.id));
      return [{ exhibitor, fit, score: round(blended.score), crowd: blended }];
    });
    scored.sort((a, b) => b.score - a.score || a.exhibitor.vendor.id - b.exhibitor.vendor.id);
    const kept = rankOptions.limit === undefined ? scored : scored.slice(0, rankOptions.limit);
    return kept.map(({ exhibitor, fit, score, crowd }) => ({
      vendorId: exhibitor.vendor.id,
      score,
      description: explainPair(knowledge, visitor, exhibitor, fit, crowd),
    }));
  };

  return {
    vendorCount: exhibitors.length,
    features: (user) => profileFeatures(knowledge, profileVisitor(user, knowledge, statistics)),
    rank,
    async *scoreAll(users, rankOptions = {}) {
      for (const user of users) yield { userId: user.id, matches: await rank(user, rankOptions) };
    },
  };
}
