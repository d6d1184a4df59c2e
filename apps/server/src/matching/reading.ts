import type { Entry, Knowledge } from './knowledge/index';
import { isPlaceName } from './knowledge/places.it';
import { isFramingWord, prepareText, tokenize, type Token } from './text-processing';

/** Something a text says, with the words that said it, as written (strongest first). */
export interface Signal {
  strength: number;
  surfaces: string[];
}

/** What one text says, in terms of the knowledge. */
export interface Reading {
  /** Sector index → how clearly the text is about it, 0..1. */
  sectors: Map<number, Signal>;
  /** Sectors named only after a possessive ("i nostri salumi"): who writes, not what they seek. */
  ownSectors: Set<number>;
  roles: Map<number, Signal>;
  /** Segment index → the text says its writer belongs to it ("pensionato"). */
  self: Map<number, Signal>;
  /** Segment index → the text addresses it ("famiglie e imprese"). */
  target: Map<number, Signal>;
  visitorIntents: Map<number, Signal>;
  exhibitorIntents: Map<number, Signal>;
  /** Snowball stem → term frequency, framing words left out: the lexical side of matching. */
  stems: Map<string, number>;
}

/** Words of one entry may be this many content words apart ("casa … fredda"). */
const WINDOW = 6;
/** What an ambiguous word keeps for a meaning nothing else in the text supports. */
const PRIOR = 0.15;
/**
 * What one recognised entry says: a phrase more than a single word, a trade's own word more than
 * an everyday one. Several entries for one sector add up (noisy-or), so a text mainly about a
 * field reads stronger on it than a text that mentions it in passing.
 */
const PHRASE_WEIGHT = 0.75;
const WORD_WEIGHT = 0.6;
const EVERYDAY_WORD_WEIGHT = 0.45;
/**
 * A word known only inside phrases, standing alone: a hint among the fields of those phrases,
 * which the words around it sort out ("impianto" next to "molare"); past this many fields it
 * says nothing.
 */
const PARTIAL_WEIGHT = 0.25;
const MAX_PARTIAL_SECTORS = 40;
/** A single word of one field also found in phrases of at most this many others may mean them. */
const MAX_EXTENDED_SECTORS = 8;
const JOB_INTENTS = ['lavoro', 'stage'] as const;
/** The longest stretch of the writer's text quoted whole, in characters. */
const QUOTED_SPAN = 40;
/** Fainter sector hints than this are dropped once a text is read. */
const MIN_SECTOR_STRENGTH = 0.05;
/** Sectors and roles kept per text, the strongest: no profile is about more. */
const MAX_SIGNALS = 15;
/** A role named in a text says, more weakly, which sector it is about. */
const ROLE_TO_SECTOR = 0.5;
/** The other text of the same person, as context for ambiguous words. */
const CONTEXT_WEIGHT = 0.5;

const SENTENCE_END = /[.;!?\n]/;
/** "Non cerco lavoro", "non mi interessa investire": the wish that follows is not one. */
const NEGATED_WISH =
  /(?<![\p{L}])(?:non|nessun[oa]?|niente)\s+(?:mi\s+)?(?:cerc|vogli|interess|serv)\p{L}*/giu;
const POSSESSIVE = /(?<![\p{L}])(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)(?![\p{L}])/giu;
const CLAUSE_END = /[.;:!?\n,]/g;

interface Hit {
  /** Index of the entry, or -1 for a word known only inside phrases (`partial`). */
  entry: number;
  key?: string;
  positions: number[];
  partial: boolean;
}

/**
 * Sorted, disjoint ranges from a possessive (or another `pattern`) to the end of its clause; each
 * stretch of text is scanned once, so repeating "mio" cannot make this quadratic.
 */
function possessiveRanges(text: string, pattern: RegExp = POSSESSIVE): [number, number][] {
  const ranges: [number, number][] = [];
  let clauseEnd = -1;
  for (const match of text.matchAll(pattern)) {
    if (match.index < clauseEnd) continue;
    CLAUSE_END.lastIndex = match.index;
    const end = CLAUSE_END.exec(text);
    clauseEnd = end === null ? text.length : end.index;
    ranges.push([match.index, clauseEnd]);
  }
  return ranges;
}

function inside(ranges: readonly [number, number][], offset: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle] as [number, number];
    if (offset <= from) high = middle - 1;
    else if (offset >= to) low = middle + 1;
    else return true;
  }
  return false;
}

/** Sentence number of every token. */
function sentences(text: string, tokens: readonly Token[]): number[] {
  const result: number[] = [];
  let sentence = 0;
  let from = 0;
  for (const token of tokens) {
    for (let i = from; i < token.start; i += 1)
      if (SENTENCE_END.test(text.charAt(i))) sentence += 1;
    result.push(sentence);
    from = token.end;
  }
  return result;
}

const INTENT_KINDS = new Set(['visitor-intent', 'exhibitor-intent']);
const intentEntryCache = new WeakMap<Knowledge, Map<string, number[]>>();

/** The entries of a word that only say a kind of relationship (a place may say export). */
function intentEntries(knowledge: Knowledge, key: string): number[] | undefined {
  let cache = intentEntryCache.get(knowledge);
  if (!cache) {
    cache = new Map();
    intentEntryCache.set(knowledge, cache);
  }
  let entries = cache.get(key);
  if (entries === undefined) {
    entries = (knowledge.byKey.get(key) ?? []).filter((index) =>
      knowledge.entries[index]?.targets.every((target) => INTENT_KINDS.has(target.kind)),
    );
    cache.set(key, entries);
  }
  return entries.length > 0 ? entries : undefined;
}

/** Every entry whose words all occur within `WINDOW` of each other in one sentence. */
function findHits(
  text: string,
  knowledge: Knowledge,
  tokens: readonly Token[],
  sentence: readonly number[],
): Hit[] {
  // Positions of each word, so an entry's other words are looked up, not searched for.
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = positions.get(token.key);
    if (list) list.push(i);
    else positions.set(token.key, [i]);
  });
  const hits: Hit[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, i) => {
    const place = isPlaceName(token.folded, /\p{Lu}/u.test(text.charAt(token.start)));
    const byKey = place ? intentEntries(knowledge, token.key) : knowledge.byKey.get(token.key);
    if (place && byKey === undefined) return;
    if (byKey === undefined) {
      // An inflection the folding missed ("investirli"): single words only, by Snowball stem,
      // and not names of jobs, whose stems reach other words ("lavoravo" is not "lavorante").
      for (const entry of knowledge.byStem.get(token.stem) ?? [])
        if (!knowledge.entries[entry]?.targets.some((target) => target.kind === 'role'))
          hits.push({ entry, positions: [i], partial: false });
      return;
    }
    let whole = false;
    for (const entryIndex of byKey) {
      const entry = knowledge.entries[entryIndex];
      if (!entry || entry.keys[0] !== token.key) continue;
      const found = [i];
      for (const key of entry.keys.slice(1)) {
        const near = (positions.get(key) ?? []).find(
          (j) => Math.abs(j - i) <= WINDOW && sentence[j] === sentence[i] && !found.includes(j),
        );
        if (near === undefined) break;
        found.push(near);
      }
      if (found.length !== entry.keys.length) continue;
      found.sort((a, b) => a - b);
      const signature = `${entryIndex}:${found.join(',')}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      hits.push({ entry: entryIndex, positions: found, partial: false });
      if (entry.keys.length === 1) whole = true;
    }
    // A word known only inside phrases ("reti" of "reti da pesca", "rete fibra") still hints at
    // those fields, weakly, and the words around it tell which.
    if (!whole && !isFramingWord(token.folded))
      hits.push({ entry: -1, key: token.key, positions: [i], partial: true });
  });
  // A word read as part of a longer entry ("impianto dentale") does not also count alone.
  const inPhrase = new Set<number>();
  for (const hit of hits)
    if (hit.positions.length > 1) for (const p of hit.positions) inPhrase.add(p);
  return hits.filter(
    (hit) => hit.positions.length > 1 || !inPhrase.has(hit.positions[0] as number),
  );
}

/** The words of a hit as the person wrote them; acronyms keep their capitals. */
function quote(text: string, tokens: readonly Token[], positions: readonly number[]): string {
  const first = tokens[positions[0] as number] as Token;
  const last = tokens[positions[positions.length - 1] as number] as Token;
  // Words close together are quoted with what lies between ("il sito non ci porta clienti");
  // words farther apart with an ellipsis ("casa … fredda").
  const contiguous = last.end - first.start <= QUOTED_SPAN;
  const written = contiguous
    ? text.slice(first.start, last.end)
    : positions.map((p) => text.slice(tokens[p]?.start, tokens[p]?.end)).join(' … ');
  return written
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => (word.length > 1 && /\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

class SignalMap {
  readonly map = new Map<number, { miss: number; surfaces: Map<string, number> }>();

  add(index: number, strength: number, surface: string) {
    if (strength <= 0) return;
    const current = this.map.get(index) ?? { miss: 1, surfaces: new Map<string, number>() };
    current.miss *= 1 - Math.min(1, strength);
    // A hint is not quoted: an explanation names only what was clearly read.
    if (surface !== '')
      current.surfaces.set(surface, Math.max(current.surfaces.get(surface) ?? 0, strength));
    this.map.set(index, current);
  }

  /**
   * The `limit` strongest signals at least `floor` strong: the faintest hints, and a text naming
   * every field at once, only cost time when scoring.
   */
  signals(floor = 0, limit = Infinity): Map<number, Signal> {
    const result = new Map<number, Signal>();
    const kept = [...this.map]
      .filter(([, { miss }]) => 1 - miss >= floor)
      .sort((a, b) => a[1].miss - b[1].miss || a[0] - b[0])
      .slice(0, limit);
    for (const [index, { miss, surfaces }] of kept) {
      const ordered = [...surfaces].sort((a, b) => b[1] - a[1]).map(([surface]) => surface);
      result.set(index, { strength: 1 - miss, surfaces: ordered });
    }
    return result;
  }
}

/**
 * Reads a text against the knowledge. `context` is the other text of the same writer: it helps
 * to tell which meaning an ambiguous word has ("impianto" next to "mi manca un molare").
 */
export interface ReadOptions {
  /**
   * The other text of the same writer: it helps to tell which meaning an ambiguous word has
   * ("impianto" next to "mi manca un molare").
   */
  context?: Reading;
  /**
   * A visitor's text: words that say they look for work ("cerco lavoro") are the intent, not a
   * need for the sector whose customers say them (staffing agencies).
   */
  visitor?: boolean;
}

/** Reads a text against the knowledge. */
export function readText(
  raw: string | null | undefined,
  knowledge: Knowledge,
  options: ReadOptions = {},
): Reading {
  const { context } = options;
  const text = prepareText(raw ?? '');
  // A word the knowledge does not know, one typo away from one it knows, is read as that one.
  const tokens = tokenize(text).map((token) => {
    if (knowledge.byKey.has(token.key) || knowledge.byStem.has(token.stem)) return token;
    const corrected = knowledge.correct(token.key);
    return corrected === undefined ? token : { ...token, key: corrected };
  });
  const sentence = sentences(text, tokens);
  const hits = findHits(text, knowledge, tokens, sentence);
  const ranges = possessiveRanges(text);
  const negated = possessiveRanges(text, NEGATED_WISH);
  const jobIntents = JOB_INTENTS.map((id) => knowledge.intents.indexOf(id));

  /** The sectors a hit may be about, and how clearly it says so. */
  const candidatesOf = (hit: Hit): { sectors: number[]; weight: number } => {
    if (hit.partial) {
      const sectors = knowledge.keySectors.get(hit.key ?? '') ?? [];
      return {
        sectors: sectors.length <= MAX_PARTIAL_SECTORS ? [...sectors] : [],
        weight: PARTIAL_WEIGHT,
      };
    }
    const entry = knowledge.entries[hit.entry] as Entry;
    const own = entry.targets.filter((t) => t.kind === 'sector').map((t) => t.index);
    const sectors = new Set(own);
    // A single word of a field that is also part of a few other fields' phrases may mean those
    // fields too ("pannelli": wood, or the "pannelli solari" of photovoltaics). A word found in
    // many fields' phrases ("lavoro", "servizi") is not read as any of them.
    const inPhrases = knowledge.keySectors.get(entry.keys[0] as string) ?? [];
    if (entry.keys.length === 1 && own.length > 0) {
      const all = new Set([...own, ...inPhrases]);
      if (all.size <= MAX_EXTENDED_SECTORS) for (const sector of all) sectors.add(sector);
    }
    const everyday = entry.targets.every((t) => t.kind !== 'sector' || t.need);
    const weight =
      entry.keys.length > 1 ? PHRASE_WEIGHT : everyday ? EVERYDAY_WORD_WEIGHT : WORD_WEIGHT;
    return { sectors: [...sectors], weight };
  };

  // First the words with one meaning: they are the context for the others.
  const support = new Map<number, number>();
  const supportOf = (sector: number) => support.get(sector) ?? 0;
  for (const hit of hits) {
    if (hit.partial) continue;
    const { sectors } = candidatesOf(hit);
    if (sectors.length === 1)
      support.set(sectors[0] as number, supportOf(sectors[0] as number) + 1);
  }
  const contextOf = (sector: number) => {
    let value = supportOf(sector);
    for (const [other, strength] of knowledge.neighbours(sector))
      value += strength * supportOf(other);
    if (context) value += CONTEXT_WEIGHT * (context.sectors.get(sector)?.strength ?? 0);
    return value;
  };
  const shares = (candidates: readonly number[], key: string) => {
    if (candidates.length === 1) return [1];
    const weights = candidates.map(
      (sector) => PRIOR * knowledge.keyPrior(key, sector) + contextOf(sector),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return weights.map((weight) => weight / total);
  };

  const sectors = new SignalMap();
  const otherSectors = new Set<number>();
  const roles = new SignalMap();
  const self = new SignalMap();
  const target = new SignalMap();
  const visitorIntents = new SignalMap();
  const exhibitorIntents = new SignalMap();
  // An entry counts once however often it is repeated: saying "impianto" five times is no
  // clearer than once.
  const counted = new Set<string>();
  for (const hit of hits) {
    const identity = hit.partial ? `~${hit.key}` : String(hit.entry);
    if (counted.has(identity)) continue;
    counted.add(identity);
    const entry = hit.partial ? undefined : knowledge.entries[hit.entry];
    const surface = hit.partial ? '' : quote(text, tokens, hit.positions);
    const own = hit.positions.every((p) => inside(ranges, tokens[p]?.start ?? 0));
    const saysJob =
      options.visitor === true &&
      (entry?.targets.some((t) => t.kind === 'visitor-intent' && jobIntents.includes(t.index)) ??
        false);
    const { sectors: sectorList, weight } = candidatesOf(hit);
    const word = hit.partial
      ? (hit.key ?? '')
      : entry?.keys.length === 1
        ? (entry.keys[0] ?? '')
        : '';
    const sectorShares = shares(sectorList, word);
    if (!saysJob)
      sectorList.forEach((sector, i) => {
        sectors.add(sector, weight * (sectorShares[i] as number), surface);
        if (!own) otherSectors.add(sector);
      });
    if (!entry) continue;
    const phrase = entry.keys.length > 1;
    const roleList = entry.targets.filter((t) => t.kind === 'role').map((t) => t.index);
    const roleWeights = roleList.map((role) => {
      const hired = knowledge.roles[role]?.sectors ?? [];
      return PRIOR + Math.max(0, ...hired.map(contextOf));
    });
    const roleTotal = roleWeights.reduce((sum, roleWeight) => sum + roleWeight, 0);
    // Variants of one job listed by two files ("sviluppatore") do not compete for the word.
    const roleShare = (i: number) => {
      if (roleList.length === 1) return 1;
      let share = 0;
      roleList.forEach((other, j) => {
        if (knowledge.roleRelatedness(roleList[i] as number, other) === 1)
          share += (roleWeights[j] as number) / roleTotal;
      });
      return share;
    };
    roleList.forEach((role, i) => {
      const share = roleShare(i);
      roles.add(role, (phrase ? PHRASE_WEIGHT : WORD_WEIGHT) * share, surface);
      const hired = knowledge.roles[role]?.sectors ?? [];
      for (const sector of hired) {
        sectors.add(sector, (WORD_WEIGHT * share * ROLE_TO_SECTOR) / hired.length, surface);
        if (!own) otherSectors.add(sector);
      }
    });
    const wishDenied = hit.positions.every((p) => inside(negated, tokens[p]?.start ?? 0));
    for (const t of entry.targets) {
      if (t.kind === 'self') self.add(t.index, 1, surface);
      else if (t.kind === 'target') target.add(t.index, 1, surface);
      else if (t.kind === 'visitor-intent' && !wishDenied) visitorIntents.add(t.index, 1, surface);
      else if (t.kind === 'exhibitor-intent' && !wishDenied)
        exhibitorIntents.add(t.index, 1, surface);
    }
  }

  const stems = new Map<string, number>();
  for (const token of tokens) {
    if (isFramingWord(token.folded) || token.folded.length < 2) continue;
    stems.set(token.stem, (stems.get(token.stem) ?? 0) + 1);
  }
  const sectorSignals = sectors.signals(MIN_SECTOR_STRENGTH, MAX_SIGNALS);
  return {
    sectors: sectorSignals,
    ownSectors: new Set([...sectorSignals.keys()].filter((sector) => !otherSectors.has(sector))),
    roles: roles.signals(0, MAX_SIGNALS),
    self: self.signals(),
    target: target.signals(),
    visitorIntents: visitorIntents.signals(),
    exhibitorIntents: exhibitorIntents.signals(),
    stems,
  };
}
