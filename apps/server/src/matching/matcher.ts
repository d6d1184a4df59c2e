import { analyseText } from './analysis';
import { type EmbeddingProvider, cosine } from './embeddings';
import { explainMatch, userTopic } from './explanation';
import { type Lexicon, italianLexicon } from './lexicon';
import {
  type UserProfile,
  type VendorTraits,
  JOB_CONCEPTS,
  applyEmployment,
  calibrate,
  combineDirections,
  conceptIndexes,
  hiringStrength,
  pairSignals,
  profileUser,
  seeksFreelancers,
} from './scorer';
import type { MatchUser, MatchVendor, RankedMatch } from './types';
import { buildVendorIndex, vendorEmbeddingTexts } from './vendor-index';

export interface MatcherOptions {
  /** Blends embedding similarity into the score; without it the lexical engine alone serves. */
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
  lexicon?: Lexicon;
}

export interface RankOptions {
  /** Keep only the best N (the rest are still scored, but not explained). */
  limit?: number;
}

export interface UserMatches {
  userId: MatchUser['id'];
  matches: RankedMatch[];
}

export interface Matcher {
  readonly vendorCount: number;
  /** Every vendor for this user, best first; ties broken by vendor id. */
  rank(user: MatchUser, options?: RankOptions): Promise<RankedMatch[]>;
  /** `rank` for many users against the same vendor index, one user at a time. */
  scoreAll(users: Iterable<MatchUser>, options?: RankOptions): AsyncGenerator<UserMatches>;
}

interface UserVectors {
  seeking: readonly number[];
  description: readonly number[];
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
  const lexicon = options.lexicon ?? italianLexicon();
  const index = buildVendorIndex(vendors, lexicon);
  const jobConcepts = conceptIndexes(lexicon, JOB_CONCEPTS);
  const traits: VendorTraits[] = index.vendors.map((vendor) => ({
    hiring: hiringStrength(vendor, lexicon),
    freelance: seeksFreelancers(vendor, lexicon),
  }));
  const semanticWeight = options.embeddings ? (options.semanticWeight ?? 0.4) : 0;
  const floor = options.semanticFloor ?? 0.2;
  const ceiling = options.semanticCeiling ?? 0.8;
  const semanticScale = (similarity: number) =>
    Math.min(1, Math.max(0, (similarity - floor) / (ceiling - floor)));

  // Offer and seeking text of every vendor, embedded once (and cached by text hash).
  let vendorVectors: VendorVectors[] = [];
  if (options.embeddings) {
    const texts = index.vendors.flatMap((vendor) => vendorEmbeddingTexts(vendor.vendor));
    const vectors = await options.embeddings.embed(texts);
    vendorVectors = index.vendors.map((_, i) => ({
      offer: vectors[2 * i] ?? [],
      seeking: vectors[2 * i + 1] ?? [],
    }));
  }

  const profile = (user: MatchUser): UserProfile =>
    profileUser(
      user,
      analyseText(user.seeking, lexicon),
      analyseText(user.description, lexicon),
      lexicon,
      index.offer,
      index.seeking,
    );

  const rankProfile = (
    user: UserProfile,
    userVectors: UserVectors | undefined,
    rankOptions: RankOptions,
  ): RankedMatch[] => {
    const hasForward = hasText(user.user.seeking);
    const hasReverse = hasText(user.user.description);
    const scored = index.vendors.map((vendor, i) => {
      const vendorTraits = traits[i] as VendorTraits;
      const signals = pairSignals(user, vendor, vendorTraits);
      const vendorSeeks = hasText(vendor.vendor.seeking);
      let raw = combineDirections(
        signals.forward,
        signals.reverse,
        hasReverse ? signals.affinity : 0,
        hasForward,
        hasReverse && vendorSeeks,
      );
      let semantic = 0;
      const theirs = vendorVectors[i];
      if (userVectors && theirs && semanticWeight > 0) {
        const forward = semanticScale(cosine(userVectors.seeking, theirs.offer));
        const reverse = semanticScale(cosine(userVectors.description, theirs.seeking));
        semantic = combineDirections(forward, reverse, 0, hasForward, hasReverse && vendorSeeks);
        raw = (1 - semanticWeight) * raw + semanticWeight * semantic;
      }
      raw = applyEmployment(raw, signals.employment, signals.reverse);
      return { i, score: round(calibrate(raw)), semantic, signals };
    });
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        (index.vendors[a.i]?.vendor.id ?? 0) - (index.vendors[b.i]?.vendor.id ?? 0),
    );
    const kept = rankOptions.limit === undefined ? scored : scored.slice(0, rankOptions.limit);
    const topic = userTopic(lexicon, user);
    return kept.map(({ i, score, semantic, signals }) => {
      const vendor = index.vendors[i];
      const vendorTraits = traits[i];
      if (!vendor || !vendorTraits) throw new Error('vendor index out of range');
      return {
        vendorId: vendor.vendor.id,
        score,
        description: explainMatch({
          profile: user,
          vendor,
          lexicon,
          hiring: vendorTraits.hiring,
          freelance: vendorTraits.freelance,
          semantic,
          signals,
          jobConcepts,
          userTopic: topic,
        }),
      };
    });
  };

  const userVectors = async (user: MatchUser): Promise<UserVectors | undefined> => {
    if (!options.embeddings) return undefined;
    const [seeking = [], description = []] = await options.embeddings.embed([
      user.seeking ?? '',
      user.description ?? '',
    ]);
    return { seeking, description };
  };

  return {
    vendorCount: index.vendors.length,
    async rank(user, rankOptions = {}) {
      return rankProfile(profile(user), await userVectors(user), rankOptions);
    },
    async *scoreAll(users, rankOptions = {}) {
      for (const user of users) {
        yield {
          userId: user.id,
          matches: rankProfile(profile(user), await userVectors(user), rankOptions),
        };
      }
    },
  };
}
