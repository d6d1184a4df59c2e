import type { AnalysedText } from './analysis';
import { type Lexicon, RELATED_STRENGTH } from './lexicon';
import type { MatchUser } from './types';
import type { FieldStatistics, IndexedField, IndexedVendor } from './vendor-index';

/** A user's texts, analysed once and scored against every vendor. */
export interface UserProfile {
  user: MatchUser;
  seeking: AnalysedText;
  description: AnalysedText;
  /** 0..1: how clearly the user is looking for a job. */
  jobSeeker: number;
  /** The user works on their own account, so vendors looking for external collaborators fit. */
  freelancer: boolean;
  /** Role concepts in what the user seeks ("lavoro come sviluppatore"). */
  soughtRoles: number[];
  /** Seeking against vendors' offers; description against their seeking, and their offers. */
  forwardQuery: PreparedQuery;
  reverseQuery: PreparedQuery;
  affinityQuery: PreparedQuery;
}

export interface PairSignals {
  /** The user's seeking against what the vendor is and offers. */
  forward: number;
  /** The user's description against what the vendor seeks. */
  reverse: number;
  /** The vendor hires (or seeks freelancers) and the user is looking for exactly that. */
  employment: number;
  /** The user's description against what the vendor is: the same trade, a weaker hint. */
  affinity: number;
}

const FALSE_FRIEND_WEIGHT = 0.25;
export const JOB_CONCEPTS = ['lavoro', 'stage'];
const FREELANCE_CONCEPT = 'freelance';
const STUDENT_CONCEPT = 'studente';

export function conceptIndexes(lexicon: Lexicon, ids: readonly string[]): number[] {
  return ids.map((id) => {
    const concept = lexicon.byId.get(id);
    if (!concept) throw new Error(`lexicon lacks concept ${id}`);
    return concept.index;
  });
}

const mentions = (text: AnalysedText, concepts: readonly number[]) =>
  text.mentions.some((mention) => concepts.includes(mention.concept));

export function profileUser(
  user: MatchUser,
  seeking: AnalysedText,
  description: AnalysedText,
  lexicon: Lexicon,
  offerStatistics: FieldStatistics,
  seekingStatistics: FieldStatistics,
): UserProfile {
  const jobConcepts = conceptIndexes(lexicon, JOB_CONCEPTS);
  const [freelance] = conceptIndexes(lexicon, [FREELANCE_CONCEPT]);
  const [student] = conceptIndexes(lexicon, [STUDENT_CONCEPT]);
  let jobSeeker = 0;
  if (mentions(seeking, jobConcepts)) jobSeeker = 1;
  // A private person (no company behind them) who presents as a student or graduate is most
  // likely at the fair for work even without saying so.
  else if (user.employment_type === 'private' && mentions(description, [student as number]))
    jobSeeker = 0.6;
  const freelancer =
    user.employment_type === 'self_employed' ||
    mentions(description, [freelance as number]) ||
    mentions(seeking, [freelance as number]);
  const soughtRoles = seeking.mentions
    .filter((mention) => lexicon.concepts[mention.concept]?.role)
    .map((mention) => mention.concept);
  return {
    user,
    seeking,
    description,
    jobSeeker,
    freelancer,
    soughtRoles,
    forwardQuery: prepareQuery(seeking, offerStatistics, true),
    reverseQuery: prepareQuery(description, seekingStatistics),
    affinityQuery: prepareQuery(description, offerStatistics),
  };
}

/** A query text with everything that does not depend on the vendor worked out once. */
export interface PreparedQuery {
  text: AnalysedText;
  stems: string[];
  /** As written, for explanations. */
  surfaces: string[];
  idfs: number[];
  /** Concepts whose phrase contained each stem, if any (see `directionScore`). */
  stemConcepts: (number[] | undefined)[];
  lexicalTotal: number;
  concepts: number[];
  conceptWeights: number[];
  /** The concept only describes the seeker's own business (see `AnalysedText.ownConcepts`). */
  conceptOwn: boolean[];
  conceptTotal: number;
}

/** What a seeking text says about the seeker's own business counts this much of what is sought. */
const OWN_WEIGHT = 0.3;

export function prepareQuery(
  text: AnalysedText,
  statistics: FieldStatistics,
  discountOwn = false,
): PreparedQuery {
  const ownFactor = (own: boolean) => (discountOwn && own ? OWN_WEIGHT : 1);
  const all = [...text.terms.keys()];
  const idfOf = (stem: string) => statistics.idf(stem) * ownFactor(text.ownStems.has(stem));
  // Words no vendor uses still weigh in the total but need no lookup per vendor.
  const stems = all.filter((stem) => statistics.has(stem));
  const concepts = text.mentions.map((mention) => mention.concept);
  const conceptWeights = concepts.map(
    (concept) => statistics.conceptWeight(concept) * ownFactor(text.ownConcepts.has(concept)),
  );
  return {
    text,
    stems,
    surfaces: stems.map((stem) => text.terms.get(stem)?.surface ?? stem),
    idfs: stems.map(idfOf),
    stemConcepts: stems.map((stem) => text.conceptsOfStem.get(stem)),
    lexicalTotal: all.reduce((sum, stem) => sum + idfOf(stem), 0),
    concepts,
    conceptWeights,
    conceptOwn: concepts.map((concept) => discountOwn && text.ownConcepts.has(concept)),
    conceptTotal: conceptWeights.reduce((sum, weight) => sum + weight, 0),
  };
}

/**
 * How much of what the query asks for the field provides, 0..1. Concepts count most (they carry
 * synonyms and related terms); shared rare words add to it.
 */
export function directionScore(query: PreparedQuery, field: IndexedField): number {
  let lexicalHit = 0;
  for (let i = 0; i < query.stems.length; i += 1) {
    const weight = field.weights.get(query.stems[i] as string);
    if (weight === undefined) continue;
    // A word that was part of a concept phrase ("energia solare") but meets a vendor lacking that
    // concept is most likely a false friend ("crema solare", "sole"): it counts little.
    const concepts = query.stemConcepts[i];
    const trusted =
      !concepts ||
      concepts.some((concept) => (field.coverage.get(concept)?.strength ?? 0) >= RELATED_STRENGTH);
    lexicalHit += (query.idfs[i] as number) * weight * (trusted ? 1 : FALSE_FRIEND_WEIGHT);
  }
  const lexical = query.lexicalTotal > 0 ? lexicalHit / query.lexicalTotal : 0;
  if (query.concepts.length === 0) return 0.85 * lexical;

  let best = 0;
  let covered = 0;
  for (let i = 0; i < query.concepts.length; i += 1) {
    const strength = field.coverage.get(query.concepts[i] as number)?.strength ?? 0;
    const weight = query.conceptWeights[i] as number;
    covered += weight * strength;
    // The seeker's own trade ("per i nostri formaggi") cannot by itself make the best match.
    const counted = query.conceptOwn[i] ? strength * OWN_WEIGHT : strength;
    if (counted > best) best = counted;
  }
  // The best single concept matters most: a vendor that is exactly one of three things the user
  // lists is a good match, not a third of one.
  const conceptual = 0.6 * best + 0.4 * (covered / query.conceptTotal);
  return 1 - (1 - 0.85 * conceptual) * (1 - 0.5 * lexical);
}

/** Role concepts the user seeks that the vendor seeks too (a job seeker meeting a hirer). */
function roleOverlap(roles: readonly number[], field: IndexedField): number {
  let best = 0;
  for (const role of roles) best = Math.max(best, field.coverage.get(role)?.strength ?? 0);
  return best;
}

export function hiringStrength(vendor: IndexedVendor, lexicon: Lexicon): number {
  const jobConcepts = conceptIndexes(lexicon, JOB_CONCEPTS);
  const hires = (field: IndexedField) => jobConcepts.some((concept) => field.mentions.has(concept));
  if (hires(vendor.seeking) || hires(vendor.offer)) return 1;
  // "Cerchiamo sviluppatori": a vendor that seeks a profession is most often hiring it.
  const seeksRole = [...vendor.seeking.mentions.keys()].some(
    (concept) => lexicon.concepts[concept]?.role,
  );
  return seeksRole ? 0.6 : 0;
}

export function seeksFreelancers(vendor: IndexedVendor, lexicon: Lexicon): boolean {
  const [freelance] = conceptIndexes(lexicon, [FREELANCE_CONCEPT]);
  return vendor.seeking.mentions.has(freelance as number);
}

export interface VendorTraits {
  hiring: number;
  freelance: boolean;
}

export function pairSignals(
  profile: UserProfile,
  vendor: IndexedVendor,
  traits: VendorTraits,
): PairSignals {
  const forward = directionScore(profile.forwardQuery, vendor.offer);
  let reverse = directionScore(profile.reverseQuery, vendor.seeking);
  let employment = 0;
  if (profile.jobSeeker > 0 && traits.hiring > 0) {
    reverse = Math.max(reverse, 0.9 * roleOverlap(profile.soughtRoles, vendor.seeking));
    employment = profile.jobSeeker * traits.hiring;
  }
  if (profile.freelancer && traits.freelance) employment = Math.max(employment, 1);
  const affinity = directionScore(profile.affinityQuery, vendor.offer);
  return { forward, reverse, employment, affinity };
}

/**
 * The directions in one number, as a noisy-or: each can make a match alone (a vendor offering
 * exactly what the user seeks is a good match even if it hires nobody like them), and one that
 * fits several ways earns more. `affinity` (the user's own field against the vendor's) only adds.
 */
export function combineDirections(
  forward: number,
  reverse: number,
  affinity: number,
  hasForward: boolean,
  hasReverse: boolean,
): number {
  const miss =
    (hasForward ? 1 - 0.8 * forward : 1) *
    (hasReverse ? 1 - 0.6 * reverse : 1) *
    (1 - 0.25 * affinity);
  return 1 - miss;
}

/** Raises the pair in proportion to the employment fit, more when the roles also match. */
export function applyEmployment(raw: number, employment: number, reverse: number): number {
  if (employment <= 0) return raw;
  return raw + (1 - raw) * 0.35 * employment * (0.3 + 0.7 * reverse);
}

const STEEPNESS = 8;
const MIDPOINT = 0.5;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-STEEPNESS * (x - MIDPOINT)));
const LOW = sigmoid(0);
const HIGH = sigmoid(1);

/**
 * Maps the raw 0..1 fit onto the percentage shown to people: an S-curve pinned at 0 and 1, so
 * pairs sharing nothing read a few percent and a clear fit reads 75% or more.
 */
export function calibrate(raw: number): number {
  const clamped = Math.min(1, Math.max(0, raw));
  return (sigmoid(clamped) - LOW) / (HIGH - LOW);
}
