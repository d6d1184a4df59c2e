/**
 * How well a visitor and an exhibitor fit, from both sides: what the visitor needs against what
 * the exhibitor offers; whom the exhibitor seeks against who the visitor is; and the
 * relationships both name (work, agency, supply, investment…).
 */
import type { Knowledge } from './knowledge/index';
import { type Reading, type Signal, readText } from './reading';
import type { MatchUser, MatchVendor } from './types';

export interface VisitorProfile {
  user: MatchUser;
  seeking: Reading;
  description: Reading;
  /** Sector → weight of what the visitor looks for (own trade discounted). */
  needs: Map<number, number>;
  /** Sectors the visitor would like to work in, when looking for work. */
  desiredSectors: Map<number, number>;
  /** Sectors of the visitor's own trade or life. */
  ownSectors: Map<number, number>;
  /** 0..1: how clearly the visitor looks for a job or an internship. */
  jobSeeker: number;
  /** Roles the visitor looks for (seeking) or has (description). */
  soughtRoles: Map<number, Signal>;
  heldRoles: Map<number, Signal>;
  intents: Map<number, Signal>;
  /** Everything the visitor's texts are about, needed or their own. */
  allSectors: Map<number, number>;
  /**
   * Kinds of customer the visitor belongs to, with their own words for it when they wrote it
   * ("pensionato"); undefined when only inferred (employment type, their trade).
   */
  segments: Map<number, string | undefined>;
  /** Stems of the seeking text with their idf among vendors' offers. */
  query: { stem: string; idf: number }[];
  queryTotal: number;
}

export interface ExhibitorProfile {
  vendor: MatchVendor;
  offer: Reading;
  seeking: Reading;
  /** 0..1: how clearly the exhibitor hires. */
  hires: number;
  offerStems: Set<string>;
}

/** Everything that went into one pair's score, for the explanation. */
export interface PairFit {
  forward: number;
  /** Need sector and offer sector that made `forward`. */
  forwardVia?: [number, number];
  reverse: number;
  reverseKind?: 'role' | 'sector' | 'segment';
  /** Visitor's role, sector or segment, and the exhibitor's that it meets. */
  reverseVia?: [number, number];
  job: number;
  jobRoles?: [number, number];
  intent: number;
  intentVia?: number;
  lexical: number;
  raw: number;
}

const OWN_WEIGHT = 0.3;
/**
 * Self-employment only suggests offering one's services: an owner of a business with employees
 * is self-employed too.
 */
const IMPLIED_INTENT = 0.35;
/** The exhibitor addresses people like the visitor: a weak reason on its own. */
const SEGMENT_FIT = 0.3;
/** How strongly one recognised phrase reads (see reading.ts). */
const CLEAR = 0.75;
const JOB_INTENTS = ['lavoro', 'stage'];
const SECTION_SEGMENT: Record<string, string> = {
  A: 'agricoltura',
  C: 'industria',
  F: 'edilizia',
  G: 'commercio',
  I: 'horeca',
  O: 'enti-pubblici',
  P: 'enti-pubblici',
};
const EMPLOYMENT_SEGMENT: Record<string, string> = {
  private: 'famiglie',
  self_employed: 'professionisti',
};

const strength = (signal: Signal | undefined) => signal?.strength ?? 0;

function intentIndexes(knowledge: Knowledge, ids: readonly string[]): number[] {
  return ids.map((id) => knowledge.intents.indexOf(id as (typeof knowledge.intents)[number]));
}

const jobIndexCache = new WeakMap<Knowledge, number[]>();
/** The intents that mean work, looked up once per knowledge. */
function jobIndexes(knowledge: Knowledge): number[] {
  let indexes = jobIndexCache.get(knowledge);
  if (!indexes) {
    indexes = intentIndexes(knowledge, JOB_INTENTS);
    jobIndexCache.set(knowledge, indexes);
  }
  return indexes;
}

/** Vendors' documents, for the lexical side: stem → number of vendors using it. */
export interface LexicalStatistics {
  documents: number;
  df: Map<string, number>;
}

export function lexicalStatistics(exhibitors: readonly ExhibitorProfile[]): LexicalStatistics {
  const df = new Map<string, number>();
  for (const exhibitor of exhibitors)
    for (const stem of exhibitor.offerStems) df.set(stem, (df.get(stem) ?? 0) + 1);
  return { documents: exhibitors.length, df };
}

const idf = (statistics: LexicalStatistics, stem: string) =>
  Math.log(1 + (statistics.documents + 1) / ((statistics.df.get(stem) ?? 0) + 0.5));

export function profileExhibitor(vendor: MatchVendor, knowledge: Knowledge): ExhibitorProfile {
  const offer = readText(`${vendor.name}. ${vendor.description ?? ''}`, knowledge);
  const seeking = readText(vendor.seeking, knowledge, { context: offer });
  const jobs = jobIndexes(knowledge);
  let hires = 0;
  if (jobs.some((intent) => seeking.exhibitorIntents.has(intent))) hires = 1;
  else if (seeking.roles.size > 0) hires = 0.7;
  return {
    vendor,
    offer,
    seeking,
    hires,
    offerStems: new Set(offer.stems.keys()),
  };
}

function addWeight(map: Map<number, number>, key: number, weight: number) {
  if (weight > (map.get(key) ?? 0)) map.set(key, weight);
}

export function profileVisitor(
  user: MatchUser,
  knowledge: Knowledge,
  statistics: LexicalStatistics,
): VisitorProfile {
  const description = readText(user.description, knowledge, { visitor: true });
  const seeking = readText(user.seeking, knowledge, { context: description, visitor: true });
  const jobs = jobIndexes(knowledge);
  const intents = new Map([...description.visitorIntents, ...seeking.visitorIntents]);
  // Working on one's own account is offering oneself as an external collaborator.
  const collaboration = knowledge.intents.indexOf('collaborazione');
  if (user.employment_type === 'self_employed' && !intents.has(collaboration))
    intents.set(collaboration, { strength: IMPLIED_INTENT, surfaces: [] });
  let jobSeeker = 0;
  if (jobs.some((intent) => seeking.visitorIntents.has(intent))) jobSeeker = 1;
  // "Lavoro part time", "contratto a tempo indeterminato": a description speaks of work far more
  // often than it asks for it.
  else if (jobs.some((intent) => description.visitorIntents.has(intent))) jobSeeker = 0.35;
  // A job named alone ("autista patente CE") is most often the job the visitor wants.
  else if (seeking.roles.size > 0) jobSeeker = 0.8;

  const needs = new Map<number, number>();
  for (const [sector, signal] of seeking.sectors)
    addWeight(needs, sector, signal.strength * (seeking.ownSectors.has(sector) ? OWN_WEIGHT : 1));
  const ownSectors = new Map<number, number>();
  for (const [sector, signal] of description.sectors)
    addWeight(ownSectors, sector, signal.strength);
  for (const sector of seeking.ownSectors)
    addWeight(ownSectors, sector, strength(seeking.sectors.get(sector)));

  const desiredSectors = new Map<number, number>();
  if (jobSeeker > 0) {
    for (const [sector, weight] of needs) addWeight(desiredSectors, sector, weight);
    // Without a field named, the visitor's past trade is where they are most likely to work.
    if (desiredSectors.size === 0)
      for (const [sector, weight] of ownSectors) addWeight(desiredSectors, sector, 0.6 * weight);
  }

  const segments = new Map<number, string | undefined>();
  const inferred = (segment: string | undefined) => {
    const index = knowledge.segments.indexOf(segment as never);
    if (index >= 0 && !segments.has(index)) segments.set(index, undefined);
  };
  for (const [segment, signal] of [...seeking.self, ...description.self])
    segments.set(segment, signal.surfaces[0]);
  inferred(EMPLOYMENT_SEGMENT[user.employment_type ?? '']);
  for (const [sector, weight] of ownSectors)
    if (weight >= 0.5) inferred(SECTION_SEGMENT[knowledge.sectors[sector]?.section ?? '']);

  const query = [...seeking.stems.keys()].map((stem) => ({
    stem,
    idf: idf(statistics, stem),
  }));
  const allSectors = new Map(ownSectors);
  for (const [sector, weight] of needs) addWeight(allSectors, sector, weight);
  return {
    user,
    seeking,
    description,
    needs,
    allSectors,
    desiredSectors,
    ownSectors,
    jobSeeker,
    soughtRoles: seeking.roles,
    heldRoles: description.roles,
    intents,
    segments,
    query,
    queryTotal: query.reduce((sum, item) => sum + item.idf, 0),
  };
}

/**
 * How much of `wanted` the `offered` sectors give, 0..1: the best single sector counts most (an
 * exhibitor that is exactly one of three things a visitor lists is a good match, not a third of
 * one), the share of everything wanted adds to it.
 */
export function cover(
  knowledge: Knowledge,
  wanted: ReadonlyMap<number, number>,
  offered: ReadonlyMap<number, Signal>,
): { score: number; via?: [number, number] } {
  let best = 0;
  let via: [number, number] | undefined;
  let covered = 0;
  let total = 0;
  let top = 0;
  for (const [sector, weight] of wanted) {
    total += weight;
    top = Math.max(top, weight);
    let sectorBest = 0;
    let sectorVia = -1;
    for (const [other, signal] of offered) {
      const value = signal.strength * knowledge.relatedness(sector, other);
      if (value > sectorBest) {
        sectorBest = value;
        sectorVia = other;
      }
    }
    covered += weight * sectorBest;
    if (weight * sectorBest > best) {
      best = weight * sectorBest;
      via = [sector, sectorVia];
    }
  }
  if (total === 0) return { score: 0 };
  // Normalised by what a clear phrase reads, so a need read from one everyday word counts less.
  return { score: 0.6 * (best / Math.max(top, CLEAR)) + 0.4 * (covered / total), via };
}

/** The best pair of roles, by `Knowledge.roleRelatedness`. */
function roleMatch(
  knowledge: Knowledge,
  held: ReadonlyMap<number, Signal>,
  sought: ReadonlyMap<number, Signal>,
): { score: number; via?: [number, number] } {
  let best = 0;
  let via: [number, number] | undefined;
  for (const [a, signalA] of held) {
    for (const [b, signalB] of sought) {
      const value =
        knowledge.roleRelatedness(a, b) *
        Math.min(1, signalA.strength / CLEAR) *
        Math.min(1, signalB.strength / CLEAR);
      if (value > best) {
        best = value;
        via = [a, b];
      }
    }
  }
  return { score: best, via };
}

export function scorePair(
  knowledge: Knowledge,
  visitor: VisitorProfile,
  exhibitor: ExhibitorProfile,
  statistics: LexicalStatistics,
): PairFit {
  // What the visitor needs against what the exhibitor is and offers.
  const forwardCover = cover(knowledge, visitor.needs, exhibitor.offer.sectors);
  const forward = forwardCover.score;

  // Whom the exhibitor seeks against who the visitor is.
  const heldRoles = roleMatch(knowledge, visitor.heldRoles, exhibitor.seeking.roles);
  const sectorSought = cover(knowledge, visitor.ownSectors, exhibitor.seeking.sectors);
  // A kind of customer the visitor wrote counts more than one inferred from their trade.
  let segmentSought: number | undefined;
  let segmentFit = 0;
  for (const segment of exhibitor.seeking.target.keys()) {
    if (!visitor.segments.has(segment)) continue;
    const fit = visitor.segments.get(segment) === undefined ? SEGMENT_FIT / 2 : SEGMENT_FIT;
    if (fit > segmentFit) {
      segmentFit = fit;
      segmentSought = segment;
    }
  }
  let reverse = 0;
  let reverseKind: PairFit['reverseKind'];
  let reverseVia: [number, number] | undefined;
  const roleReverse = heldRoles.score * (visitor.jobSeeker > 0 || exhibitor.hires === 0 ? 1 : 0.6);
  if (roleReverse > reverse) {
    reverse = roleReverse;
    reverseKind = 'role';
    reverseVia = heldRoles.via;
  }
  if (sectorSought.score > reverse) {
    reverse = sectorSought.score;
    reverseKind = 'sector';
    reverseVia = sectorSought.via;
  }
  if (segmentSought !== undefined && segmentFit > reverse) {
    reverse = segmentFit;
    reverseKind = 'segment';
    reverseVia = [segmentSought, segmentSought];
  }

  // Work: a job seeker and an exhibitor that hires, better for the same job or field.
  let job = 0;
  let jobRoles: [number, number] | undefined;
  if (visitor.jobSeeker > 0 && exhibitor.hires > 0) {
    const sought = roleMatch(knowledge, visitor.soughtRoles, exhibitor.seeking.roles);
    const roles = sought.score >= heldRoles.score ? sought : heldRoles;
    jobRoles = roles.via;
    const field = cover(knowledge, visitor.desiredSectors, exhibitor.offer.sectors).score;
    job = visitor.jobSeeker * exhibitor.hires * (0.1 + 0.9 * Math.max(roles.score, 0.7 * field));
  }

  // The other relationships both sides name, better between related trades.
  let intent = 0;
  let intentVia: number | undefined;
  let affinityCache: number | undefined;
  for (const index of visitor.intents.keys()) {
    if (jobIndexes(knowledge).includes(index) || !exhibitor.seeking.exhibitorIntents.has(index))
      continue;
    affinityCache ??= cover(knowledge, visitor.allSectors, exhibitor.offer.sectors).score;
    const said = Math.min(1, strength(visitor.intents.get(index)));
    const value = said * (0.5 + 0.5 * affinityCache);
    if (value > intent) {
      intent = value;
      intentVia = index;
    }
  }

  let matched = 0;
  for (const { stem, idf: weight } of visitor.query)
    if (exhibitor.offerStems.has(stem) && (statistics.df.get(stem) ?? 0) > 0) matched += weight;
  const lexical = visitor.queryTotal > 0 ? matched / visitor.queryTotal : 0;

  const miss =
    (1 - 0.85 * forward) *
    (1 - 0.55 * reverse) *
    (1 - 0.6 * intent) *
    (1 - 0.85 * job) *
    (1 - 0.35 * lexical);
  return {
    forward,
    forwardVia: forwardCover.via,
    reverse,
    reverseKind,
    reverseVia,
    job,
    jobRoles,
    intent,
    intentVia,
    lexical,
    raw: 1 - miss,
  };
}
