/**
 * The matching knowledge compiled for reading texts: every phrase of every sector, role, segment
 * and intent becomes an entry of light-stemmed words that must occur close together, in any
 * order, within one sentence.
 */
import { tokenize } from '../text-processing';
import { OCCUPATIONS, INTENTS_KNOWLEDGE, SEGMENTS_KNOWLEDGE } from './people.it';
import { SECTORS_INDUSTRY_ENERGY_CONSTRUCTION } from './sectors-industry-energy-construction.it';
import { SECTORS_PRIMARY_LIGHT_INDUSTRY } from './sectors-primary-light-industry.it';
import { SECTORS_PROFESSIONAL_PUBLIC_PERSONAL } from './sectors-professional-public-personal.it';
import { SECTORS_TRADE_SERVICES_FINANCE } from './sectors-trade-services-finance.it';
import {
  INTENTS,
  type Intent,
  type IntentKnowledge,
  type RoleKnowledge,
  SEGMENTS,
  type Segment,
  type SectorKnowledge,
  type SegmentKnowledge,
} from './types';

export { INTENTS, SEGMENTS };
export type { Intent, Segment, SectorKnowledge, RoleKnowledge };

/** What an entry stands for. Sector and role targets index `Knowledge.sectors` / `.roles`. */
export type Target =
  | { kind: 'sector'; index: number; need: boolean }
  | { kind: 'role'; index: number }
  | { kind: 'self'; index: number }
  | { kind: 'target'; index: number }
  | { kind: 'visitor-intent'; index: number }
  | { kind: 'exhibitor-intent'; index: number };

export interface Entry {
  /** Distinct light-stemmed words, all required. */
  keys: readonly string[];
  targets: readonly Target[];
}

export interface CompiledSector {
  index: number;
  id: string;
  label: string;
  section: string;
}

export interface CompiledRole {
  index: number;
  id: string;
  label: string;
  /** Sectors that hire it; empty for jobs found everywhere (office, sales, driving…). */
  sectors: readonly number[];
}

export interface Knowledge {
  sectors: readonly CompiledSector[];
  roles: readonly CompiledRole[];
  segments: readonly Segment[];
  intents: readonly Intent[];
  entries: readonly Entry[];
  /** Entries by each of their keys. */
  byKey: ReadonlyMap<string, readonly number[]>;
  /**
   * Single-word entries by the Snowball stem of their word: a fallback for inflections that
   * number/gender folding misses ("investirli", "riscaldare").
   */
  byStem: ReadonlyMap<string, readonly number[]>;
  /**
   * Sectors of every entry a word is part of: a word standing alone may mean any of them
   * ("pannelli" alone: wood panels, or the "pannelli solari" of photovoltaics).
   */
  keySectors: ReadonlyMap<string, readonly number[]>;
  /**
   * How central a word is to each sector that uses it, 0..1: its entries there against those of
   * the sector using it most ("fotovoltaico" belongs to photovoltaics first, to the insurance of
   * panels a little). The prior of an ambiguous word when nothing around it decides.
   */
  keyPrior(key: string, sector: number): number;
  /** How much sector b stands in for sector a: 1 itself, explicit relations, same section. */
  relatedness(a: number, b: number): number;
  /**
   * How much two roles are the same job: 1 itself or when they share a name (one job listed by
   * two knowledge files, "autista" and "autista di mezzi pesanti"), 0.4 when one sector hires
   * both, else 0.
   */
  roleRelatedness(a: number, b: number): number;
  /**
   * The known word one typo away from an unknown `key` ("oportunit" → "opportunit"), when there
   * is exactly one: people type on phones.
   */
  correct(key: string): string | undefined;
  /** Sectors related to `a` (strength > 0, itself excluded). */
  neighbours(a: number): ReadonlyMap<number, number>;
}

export const RELATED_STRENGTH = 0.5;
/** Shorter words are not corrected: one letter changes too many of them into another word. */
const MIN_CORRECTED = 6;
export const SAME_SECTION_STRENGTH = 0.15;

/** Light-stemmed content words of a phrase, each once. */
export function phraseKeys(phrase: string): string[] {
  return [...new Set(tokenize(phrase).map((token) => token.key))];
}

export interface KnowledgeSources {
  sectors: readonly SectorKnowledge[];
  occupations: readonly RoleKnowledge[];
  segments: readonly SegmentKnowledge[];
  intents: readonly IntentKnowledge[];
}

export function compileKnowledge(sources: KnowledgeSources): Knowledge {
  const sectorIds = new Map<string, number>();
  sources.sectors.forEach((sector, index) => {
    if (sectorIds.has(sector.id)) throw new Error(`knowledge: duplicate sector ${sector.id}`);
    sectorIds.set(sector.id, index);
  });
  const segmentIndex = new Map<Segment, number>(SEGMENTS.map((segment, i) => [segment, i]));
  const intentIndex = new Map<Intent, number>(INTENTS.map((intent, i) => [intent, i]));

  const sectors: CompiledSector[] = sources.sectors.map((sector, index) => ({
    index,
    id: sector.id,
    label: sector.label,
    section: sector.section.trim().toUpperCase(),
  }));

  // One role per id: a job listed by several sectors (and among the occupations) is one job,
  // hired by all of them.
  const roles: CompiledRole[] = [];
  const roleIds = new Map<string, number>();
  const roleTerms: string[][] = [];
  const addRole = (role: RoleKnowledge, sector: number | undefined) => {
    let index = roleIds.get(role.id);
    if (index === undefined) {
      index = roles.length;
      roleIds.set(role.id, index);
      roles.push({ index, id: role.id, label: role.label, sectors: [] });
      roleTerms.push([]);
    }
    const compiled = roles[index] as CompiledRole;
    if (sector !== undefined && !compiled.sectors.includes(sector))
      (compiled.sectors as number[]).push(sector);
    roleTerms[index]?.push(...role.terms);
  };
  sources.sectors.forEach((sector, index) => {
    for (const role of sector.roles) addRole(role, index);
  });
  for (const role of sources.occupations) addRole(role, undefined);

  // Entries with the same words merge their targets: one word, several meanings.
  const entryIndex = new Map<string, number>();
  const entries: { keys: string[]; targets: Target[] }[] = [];
  const sameTarget = (a: Target, b: Target) =>
    a.kind === b.kind &&
    a.index === b.index &&
    (a.kind !== 'sector' || b.kind !== 'sector' || a.need === b.need);
  const add = (phrase: string, target: Target) => {
    const keys = phraseKeys(phrase);
    if (keys.length === 0) return;
    const signature = [...keys].sort().join(' ');
    let index = entryIndex.get(signature);
    if (index === undefined) {
      index = entries.length;
      entryIndex.set(signature, index);
      entries.push({ keys, targets: [] });
    }
    const entry = entries[index] as { keys: string[]; targets: Target[] };
    if (!entry.targets.some((existing) => sameTarget(existing, target))) entry.targets.push(target);
    const [only, ...more] = tokenize(phrase);
    if (only && more.length === 0) stems.push([only.stem, index]);
  };
  const stems: [string, number][] = [];
  sources.sectors.forEach((sector, index) => {
    for (const phrase of sector.offers) add(phrase, { kind: 'sector', index, need: false });
    for (const phrase of sector.needs) add(phrase, { kind: 'sector', index, need: true });
  });
  roleTerms.forEach((terms, index) => {
    for (const phrase of terms) add(phrase, { kind: 'role', index });
  });
  for (const segment of sources.segments) {
    const index = segmentIndex.get(segment.id);
    if (index === undefined) continue;
    for (const phrase of segment.self) add(phrase, { kind: 'self', index });
    for (const phrase of segment.target) add(phrase, { kind: 'target', index });
  }
  for (const intent of sources.intents) {
    const index = intentIndex.get(intent.id);
    if (index === undefined) continue;
    for (const phrase of intent.visitor) add(phrase, { kind: 'visitor-intent', index });
    for (const phrase of intent.exhibitor) add(phrase, { kind: 'exhibitor-intent', index });
  }

  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key);
    if (!list) map.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  };
  const byKey = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  for (const [wordStem, index] of stems) push(byStem, wordStem, index);
  const keySectors = new Map<string, number[]>();
  const keyCounts = new Map<string, Map<number, number>>();
  entries.forEach((entry, index) => {
    for (const key of entry.keys) {
      push(byKey, key, index);
      for (const target of entry.targets) {
        if (target.kind !== 'sector') continue;
        push(keySectors, key, target.index);
        const counts = keyCounts.get(key) ?? new Map<number, number>();
        counts.set(target.index, (counts.get(target.index) ?? 0) + 1);
        keyCounts.set(key, counts);
      }
    }
  });

  const neighbours = sectors.map(() => new Map<number, number>());
  const link = (a: number, b: number, strength: number) => {
    if (a === b) return;
    const current = neighbours[a]?.get(b) ?? 0;
    if (strength > current) neighbours[a]?.set(b, strength);
  };
  for (const a of sectors)
    for (const b of sectors)
      if (a.section === b.section) link(a.index, b.index, SAME_SECTION_STRENGTH);
  sources.sectors.forEach((sector, index) => {
    for (const id of sector.related ?? []) {
      const other = sectorIds.get(id);
      // Related ids are written by hand across files: an unknown one is a slip, not a reason
      // to stop the server.
      if (other === undefined) continue;
      link(index, other, RELATED_STRENGTH);
      link(other, index, RELATED_STRENGTH);
    }
  });

  // Dense, as it is asked for every pair of sectors of every pair of profiles.
  const matrix = new Float32Array(sectors.length * sectors.length);
  for (const a of sectors) {
    matrix[a.index * sectors.length + a.index] = 1;
    for (const [b, strength] of neighbours[a.index] ?? [])
      matrix[a.index * sectors.length + b] = strength;
  }

  // Roles sharing a name are variants of one job.
  const sameJob = new Set<number>();
  const pairKey = (a: number, b: number) => a * roles.length + b;
  const namedBy = new Map<string, number[]>();
  roleTerms.forEach((terms, role) => {
    for (const term of terms) {
      const signature = [...phraseKeys(term)].sort().join(' ');
      const list = namedBy.get(signature) ?? [];
      if (!list.includes(role)) list.push(role);
      namedBy.set(signature, list);
    }
  });
  // One shared word can be a homonym ("strumentista": scrub nurse, musician); one shared phrase,
  // or two shared names, make the same job.
  const sharedNames = new Map<number, number>();
  for (const [signature, list] of namedBy)
    for (const a of list)
      for (const b of list) {
        if (a === b) continue;
        const pair = pairKey(a, b);
        const count = (sharedNames.get(pair) ?? 0) + 1;
        sharedNames.set(pair, count);
        if (signature.includes(' ') || count >= 2) sameJob.add(pair);
      }
  const roleRelatedness = (a: number, b: number) => {
    if (a === b || sameJob.has(pairKey(a, b))) return 1;
    const hiredA = roles[a]?.sectors ?? [];
    return hiredA.some((sector) => roles[b]?.sectors.includes(sector)) ? 0.4 : 0;
  };

  // Symmetric-delete spelling correction: every known word of at least `MIN_CORRECTED` letters
  // filed under itself with one letter removed; two words one typo apart share such a form.
  const deletions = new Map<string, string[]>();
  const deletionsOf = (word: string) =>
    Array.from({ length: word.length }, (_, i) => word.slice(0, i) + word.slice(i + 1));
  for (const key of byKey.keys())
    if (key.length >= MIN_CORRECTED && !/\d/.test(key))
      for (const variant of deletionsOf(key)) push(deletions, variant, key);
  const correct = (key: string): string | undefined => {
    if (key.length < MIN_CORRECTED || byKey.has(key) || /\d/.test(key)) return undefined;
    const found = new Set<string>(deletions.get(key) ?? []);
    for (const variant of deletionsOf(key)) {
      if (byKey.has(variant) && variant.length >= MIN_CORRECTED) found.add(variant);
      for (const known of deletions.get(variant) ?? []) found.add(known);
    }
    return found.size === 1 ? [...found][0] : undefined;
  };

  return {
    sectors,
    roles,
    roleRelatedness,
    correct,
    segments: SEGMENTS,
    intents: INTENTS,
    entries,
    byKey,
    byStem,
    keySectors,
    keyPrior: (key, sector) => {
      const counts = keyCounts.get(key);
      if (!counts) return 1;
      return (counts.get(sector) ?? 0) / Math.max(...counts.values());
    },
    relatedness: (a, b) => matrix[a * sectors.length + b] ?? 0,
    neighbours: (a) => neighbours[a] ?? new Map(),
  };
}

let italian: Knowledge | undefined;

/** The Italian knowledge, compiled once per process (per worker thread). */
export function italianKnowledge(): Knowledge {
  italian ??= compileKnowledge({
    sectors: [
      ...SECTORS_PRIMARY_LIGHT_INDUSTRY,
      ...SECTORS_INDUSTRY_ENERGY_CONSTRUCTION,
      ...SECTORS_TRADE_SERVICES_FINANCE,
      ...SECTORS_PROFESSIONAL_PUBLIC_PERSONAL,
    ],
    occupations: OCCUPATIONS,
    segments: SEGMENTS_KNOWLEDGE,
    intents: INTENTS_KNOWLEDGE,
  });
  return italian;
}
