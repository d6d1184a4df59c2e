import type { AnalysedText } from './analysis';
import { type ConceptMention, type Lexicon, RELATED_STRENGTH } from './lexicon';
import type { PairSignals, PreparedQuery, UserProfile } from './scorer';
import { capText } from './text-processing';
import type { IndexedField, IndexedVendor } from './vendor-index';

interface SharedConcept {
  concept: number;
  userSurface: string;
  vendorSurfaces: string[];
  weight: number;
  exact: boolean;
}

interface Shared {
  concepts: SharedConcept[];
  /** Words shared outside any concept: [as the user wrote it, as the vendor wrote it]. */
  words: [string, string][];
}

const MAX_ITEMS = 2;

// "Cerchi cerco lavoro" would repeat the verb the sentence already has.
const SEEKING_VERB = /^(?:cerco|cerchiamo|cerca|ricerca|in cerca)\s+(?:di\s+|un\s+|una\s+)?/;

/** "a", "a e b", "a, b e c". */
export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

const unique = (items: readonly string[]) => [...new Set(items)];

const NOTHING: never[] = [];

function shared(query: PreparedQuery, field: IndexedField, lexicon: Lexicon): Shared {
  // Most pairs share nothing: no allocation until something is found.
  let concepts: SharedConcept[] | undefined;
  const mentions = query.text.mentions;
  for (let i = 0; i < mentions.length; i += 1) {
    const mention = mentions[i] as ConceptMention;
    // "Per i nostri formaggi" says who asks, not what they look for: not a reason to meet.
    if (query.conceptOwn[i]) continue;
    const coverage = field.coverage.get(mention.concept);
    if (!coverage || coverage.strength < RELATED_STRENGTH) continue;
    (concepts ??= []).push({
      concept: mention.concept,
      userSurface: (mention.surfaces[0] ?? lexicon.concepts[mention.concept]?.label ?? '').replace(
        SEEKING_VERB,
        '',
      ),
      vendorSurfaces: field.mentions.get(coverage.via)?.surfaces ?? [],
      weight: coverage.strength * (query.conceptWeights[i] ?? 1),
      exact: coverage.via === mention.concept,
    });
  }
  concepts?.sort((a, b) => b.weight - a.weight);

  let words: [string, string, number][] | undefined;
  let named: Set<string> | undefined;
  for (let i = 0; i < query.stems.length; i += 1) {
    const vendorWord = field.analysed.terms.get(query.stems[i] as string);
    if (!vendorWord) continue;
    // Words already named through a concept would only repeat it.
    named ??= new Set(
      (concepts ?? [])
        .flatMap((item) => [item.userSurface, ...item.vendorSurfaces])
        .join(' ')
        .split(' '),
    );
    const surface = query.surfaces[i] as string;
    if (named.has(surface)) continue;
    (words ??= []).push([surface, vendorWord.surface, query.idfs[i] as number]);
  }
  words?.sort((a, b) => b[2] - a[2]);
  return {
    concepts: concepts ? concepts.slice(0, MAX_ITEMS) : NOTHING,
    words: words ? words.slice(0, MAX_ITEMS).map(([user, vendor]) => [user, vendor]) : NOTHING,
  };
}

const labelCache = new WeakMap<AnalysedText, string[]>();

/** Labels of the concepts a text mentions; memoised, as every pair of a fair asks again. */
function labels(lexicon: Lexicon, text: AnalysedText): string[] {
  const cached = labelCache.get(text);
  if (cached) return cached;
  const found = unique(
    text.mentions
      .map((mention) => lexicon.concepts[mention.concept]?.label ?? '')
      .filter((label) => label.length > 0),
  ).slice(0, MAX_ITEMS);
  labelCache.set(text, found);
  return found;
}

/** Enough for the first few words of any real text; the rest is never looked at. */
const OPENING_SPAN = 200;
const OPENING_WORDS = 6;
const TRAILING_PUNCTUATION = '.,;:!?';

/**
 * The first few words of a text, for when no concept can name it. Reads at most `OPENING_SPAN`
 * characters and trims the trailing punctuation in one backward pass: a regular expression such
 * as `[.,;:!?]+$` retries from every position of a long run of punctuation.
 */
export function opening(text: string | null | undefined): string {
  const words = capText((text ?? '').trimStart(), OPENING_SPAN)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, OPENING_WORDS)
    .join(' ');
  let end = words.length;
  while (end > 0 && TRAILING_PUNCTUATION.includes(words.charAt(end - 1))) end -= 1;
  return words.slice(0, end).toLowerCase();
}

const vendorTopics = new WeakMap<IndexedVendor, string>();

/** What the vendor is about, for explanations without a shared concept; once per indexed vendor. */
function vendorTopic(lexicon: Lexicon, vendor: IndexedVendor): string {
  let topic = vendorTopics.get(vendor);
  if (topic === undefined) {
    const labelled = labels(lexicon, vendor.offer.analysed);
    topic = labelled.length > 0 ? joinItalian(labelled) : opening(vendor.vendor.description);
    vendorTopics.set(vendor, topic);
  }
  return topic;
}

/**
 * What the user seeks, in a few words, for explanations without a shared concept. The same for
 * every vendor: the matcher works it out once per ranking and passes it in.
 */
export function userTopic(lexicon: Lexicon, profile: UserProfile): string {
  const labelled = labels(lexicon, profile.seeking);
  return labelled.length > 0 ? joinItalian(labelled) : opening(profile.user.seeking);
}

export interface ExplanationInput {
  profile: UserProfile;
  vendor: IndexedVendor;
  lexicon: Lexicon;
  hiring: number;
  freelance: boolean;
  /** Share of the score that came from embeddings, when they were used. */
  semantic: number;
  signals: PairSignals;
  /** Concepts that already say "work" (job offers, internships). */
  jobConcepts: readonly number[];
  /** `userTopic` of the profile. */
  userTopic: string;
}

/**
 * "Perché questo match?": names what connects the two, in both directions, from the concepts and
 * words actually shared. Never a stock phrase: even a poor match says what each side is about.
 */
export function explainMatch(input: ExplanationInput): string {
  const { profile, vendor, lexicon } = input;
  const name = vendor.vendor.name.trim() || "l'azienda";
  // A direction that scored 0 shares nothing: skip looking (most pairs of a large fair).
  const none: Shared = { concepts: NOTHING, words: NOTHING };
  const forward =
    input.signals.forward > 0 ? shared(profile.forwardQuery, vendor.offer, lexicon) : none;
  const reverse =
    input.signals.reverse > 0 ? shared(profile.reverseQuery, vendor.seeking, lexicon) : none;
  const parts: string[] = [];

  if (forward.concepts.length > 0) {
    const theirs = unique(forward.concepts.flatMap((item) => item.vendorSurfaces)).slice(0, 3);
    parts.push(
      `cerchi ${joinItalian(unique(forward.concepts.map((item) => item.userSurface)))} e ${name} si occupa di ${joinItalian(theirs)}`,
    );
  } else if (forward.words.length > 0) {
    parts.push(
      `cerchi ${joinItalian(forward.words.map(([user]) => user))} e il profilo di ${name} parla di ${joinItalian(unique(forward.words.map(([, theirs]) => theirs)))}`,
    );
  }

  if (reverse.concepts.length > 0) {
    // When professions match, say so alone: "sviluppatori … programmatore", not "… e java".
    const roles = reverse.concepts.filter((item) => lexicon.concepts[item.concept]?.role);
    const asRole = roles.length > 0;
    const items = asRole ? roles : reverse.concepts;
    const theirs = unique(items.flatMap((item) => item.vendorSurfaces)).slice(0, 3);
    const yours = joinItalian(unique(items.map((item) => item.userSurface)));
    parts.push(
      `loro cercano ${joinItalian(theirs)} e tu ${asRole ? 'ti descrivi come' : 'ti occupi di'} ${yours}`,
    );
  } else if (reverse.words.length > 0) {
    parts.push(
      `loro cercano ${joinItalian(unique(reverse.words.map(([, theirs]) => theirs)))} e nella tua descrizione parli di ${joinItalian(reverse.words.map(([user]) => user))}`,
    );
  }

  if (reverse.concepts.length === 0 && profile.jobSeeker > 0) {
    // The job seeker asks for a role the vendor is looking for ("lavoro come magazziniere").
    const theirs = profile.soughtRoles.flatMap((role) => {
      const coverage = vendor.seeking.coverage.get(role);
      if (!coverage || coverage.strength < RELATED_STRENGTH) return [];
      return vendor.seeking.mentions.get(coverage.via)?.surfaces ?? [];
    });
    if (theirs.length > 0)
      parts.push(`loro cercano ${joinItalian(unique(theirs).slice(0, 3))}, il ruolo che cerchi`);
  }

  if (parts.length === 0 && input.signals.affinity > 0) {
    const trade = shared(profile.affinityQuery, vendor.offer, lexicon);
    if (trade.concepts.length > 0) {
      const theirs = unique(trade.concepts.flatMap((item) => item.vendorSurfaces)).slice(0, 3);
      parts.push(
        `ti occupi di ${joinItalian(unique(trade.concepts.map((item) => item.userSurface)))} e ${name} lavora ${trade.concepts.some((item) => item.exact) ? 'nello stesso campo' : 'in un campo vicino'} (${joinItalian(theirs)})`,
      );
    }
  }

  const alreadyAboutWork = [...forward.concepts, ...reverse.concepts].some((item) =>
    input.jobConcepts.includes(item.concept),
  );
  if (profile.jobSeeker > 0 && input.hiring > 0 && !alreadyAboutWork) {
    parts.push(
      input.hiring >= 1
        ? `${name} sta assumendo e tu cerchi lavoro`
        : `${name} cerca nuove figure e tu cerchi lavoro`,
    );
  } else if (profile.freelancer && input.freelance) {
    parts.push(`${name} cerca collaboratori esterni e tu lavori in proprio`);
  }

  if (parts.length === 0) {
    const theirTopic = vendorTopic(lexicon, vendor);
    const yourTopic = input.userTopic || 'profilo da completare';
    const link =
      input.semantic > 0.5
        ? 'un ambito vicino per significato a ciò che cerchi'
        : 'lontano da ciò che cerchi';
    parts.push(
      theirTopic.length > 0
        ? `${name} si occupa di ${theirTopic}, ${link} (${yourTopic})`
        : `${name} non ha ancora descritto la propria attività, quindi non si vede un legame con ciò che cerchi (${yourTopic})`,
    );
  }

  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
