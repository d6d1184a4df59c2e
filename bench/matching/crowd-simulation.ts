/**
 * The collaborative signal, simulated on a graded set: every other visitor of the set has seen
 * their first suggestions and decided as their grades say (accept a 2 or 3, pass otherwise);
 * each visitor is then ranked again with the decisions of those sharing profile features.
 * Leave-one-out: a visitor's own grades never reach their own ranking.
 */
import type { CollaborativeTally, Matcher } from '../../apps/server/src/matching';
import type { EvaluationSet } from './evaluation-set';
import { RELEVANT, type Scored } from './metrics';

/** Suggestions each simulated visitor looks at and decides on. */
const SEEN = 10;

export async function rankWithCrowd(
  set: EvaluationSet,
  matcher: Matcher,
  textRankings: ReadonlyMap<number, readonly Scored[]>,
): Promise<Map<number, Scored[]>> {
  const features = new Map(set.visitors.map((visitor) => [visitor.id, matcher.features(visitor)]));
  const decisions = set.visitors.map((visitor) => ({
    visitor: visitor.id,
    features: new Set(features.get(visitor.id)),
    decided: (textRankings.get(visitor.id) ?? [])
      .slice(0, SEEN)
      .map(({ id }) => ({ vendorId: id, accepted: (visitor.grades[id] ?? 0) >= RELEVANT })),
  }));
  const rankings = new Map<number, Scored[]>();
  for (const visitor of set.visitors) {
    const mine = features.get(visitor.id) ?? [];
    const crowd = new Map<number, CollaborativeTally>();
    for (const other of decisions) {
      if (other.visitor === visitor.id) continue;
      // Each similar visitor counts once, as on the server.
      if (!mine.some((feature) => other.features.has(feature))) continue;
      for (const { vendorId, accepted } of other.decided) {
        const tally = crowd.get(vendorId) ?? { accepted: 0, rejected: 0 };
        if (accepted) tally.accepted += 1;
        else tally.rejected += 1;
        crowd.set(vendorId, tally);
      }
    }
    const ranked = await matcher.rank(visitor, { crowd });
    rankings.set(
      visitor.id,
      ranked.map((match) => ({ id: match.vendorId, score: match.score })),
    );
  }
  return rankings;
}

/**
 * A fair where visitors come in kinds: before each visitor, `count` others with the same profile
 * saw their first suggestions and decided as the grades say, each decision flipped with
 * probability `noise` (people alike are not identical). What the signal can do once a fair has
 * crowds of similar people, which a set of 40 distinct visitors cannot show.
 */
export async function rankWithLookAlikes(
  set: EvaluationSet,
  matcher: Matcher,
  textRankings: ReadonlyMap<number, readonly Scored[]>,
  { count, noise, seed }: { count: number; noise: number; seed: number },
): Promise<Map<number, Scored[]>> {
  let state = seed >>> 0;
  // mulberry32: the same flips on every run.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rankings = new Map<number, Scored[]>();
  for (const visitor of set.visitors) {
    const crowd = new Map<number, CollaborativeTally>();
    // Look-alikes share the profile, so its features; a profile without any has no look-alikes.
    const alike = matcher.features(visitor).length > 0 ? count : 0;
    for (let i = 0; i < alike; i += 1) {
      for (const { id } of (textRankings.get(visitor.id) ?? []).slice(0, SEEN)) {
        const likes = (visitor.grades[id] ?? 0) >= RELEVANT;
        const accepted = random() < noise ? !likes : likes;
        const tally = crowd.get(id) ?? { accepted: 0, rejected: 0 };
        if (accepted) tally.accepted += 1;
        else tally.rejected += 1;
        crowd.set(id, tally);
      }
    }
    const ranked = await matcher.rank(visitor, { crowd });
    rankings.set(
      visitor.id,
      ranked.map((match) => ({ id: match.vendorId, score: match.score })),
    );
  }
  return rankings;
}
