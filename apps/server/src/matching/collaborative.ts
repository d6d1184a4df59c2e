/**
 * Learning from the fair as it goes: exhibitors that visitors with similar profiles accepted rise
 * for the others, those they passed on sink. Similar means sharing what the profile is about
 * (needed sectors, sought or held jobs): `profileFeatures`. The server
 * counts, per exhibitor, the decisions of the visitors sharing each of the user's features.
 */
import type { Knowledge } from './knowledge/index';
import type { VisitorProfile } from './pair-score';

/** Decisions on one exhibitor by distinct visitors like this one. */
export interface CollaborativeTally {
  accepted: number;
  rejected: number;
}

/**
 * Fewer visitors than this say nothing yet: the text score alone serves. Each of them needs a
 * verified account, so pushing an exhibitor takes that many mailboxes.
 */
export const MIN_DECISIONS = 5;
/** The most the crowd's verdict can weigh against the text score, reached with many decisions. */
export const MAX_CROWD_WEIGHT = 0.3;
/** The text score counts as this many decisions: a few passes do not lift a poor match. */
const TEXT_AS_DECISIONS = 2;
/** Decisions at which the crowd weighs half its maximum. */
const HALF_WEIGHT_DECISIONS = 6;
const MAX_FEATURES = 6;
const FEATURE_STRENGTH = 0.3;

/**
 * What a visitor's profile is about, as stable ids: "s:<sector>" needed, "r:<role>" sought or
 * held. Not the kind of relationship alone: half a fair looks for work, which says little about
 * which exhibitors they would like.
 */
export function profileFeatures(knowledge: Knowledge, visitor: VisitorProfile): string[] {
  const weighted: [string, number][] = [];
  for (const [sector, weight] of visitor.needs)
    if (weight >= FEATURE_STRENGTH) weighted.push([`s:${knowledge.sectors[sector]?.id}`, weight]);
  for (const [role, signal] of [...visitor.soughtRoles, ...visitor.heldRoles])
    if (signal.strength >= FEATURE_STRENGTH)
      weighted.push([`r:${knowledge.roles[role]?.id}`, signal.strength]);
  weighted.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return [...new Set(weighted.map(([feature]) => feature))].slice(0, MAX_FEATURES);
}

/**
 * The shown score with the crowd's acceptance rate blended in, in proportion to how many similar
 * visitors decided: `used` says whether it counted (for the explanation).
 */
export function blendCrowd(
  score: number,
  tally: CollaborativeTally | undefined,
): { score: number; crowd: number; used: boolean; raised: boolean } {
  const decisions = (tally?.accepted ?? 0) + (tally?.rejected ?? 0);
  if (!tally || decisions < MIN_DECISIONS) return { score, crowd: 0, used: false, raised: false };
  // Shrunk towards the text score rather than towards one half: passes on a weak match leave it
  // weak, and few decisions are not yet certainty.
  const crowd = (tally.accepted + TEXT_AS_DECISIONS * score) / (decisions + TEXT_AS_DECISIONS);
  const weight = (MAX_CROWD_WEIGHT * decisions) / (decisions + HALF_WEIGHT_DECISIONS);
  const blended = (1 - weight) * score + weight * crowd;
  return { score: blended, crowd, used: true, raised: blended > score };
}
