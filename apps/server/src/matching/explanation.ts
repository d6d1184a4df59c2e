/**
 * "Perché questo match?": names only what really links the two profiles, quoting their own
 * words, in Italian. Never a city or a generic word: only phrases the knowledge recognised.
 */
import type { Knowledge } from './knowledge/index';
import type { ExhibitorProfile, PairFit, VisitorProfile } from './pair-score';
import { capText } from './text-processing';

/** Parts weaker than this are not a reason to meet, and are not given as one. */
const MENTION = 0.25;
const MAX_NAME = 80;
const MAX_PARTS = 2;
/** A field read at least this clearly in an exhibitor's text is one it works in. */
const CLEAR_FIELD = 0.45;
/** The visitor's seeking text itself says they look for work (see pair-score.ts). */
const SAYS_JOB = 0.8;
/** Said only when most similar visitors who decided accepted. */
const CROWD_MENTION = 0.6;

/** "e", or "ed" before a word starting with e ("ed Elettromotive"), as written Italian prefers. */
export function and(next: string): string {
  return /^[eèéEÈÉ]/.test(next.trimStart()) ? 'ed' : 'e';
}

/** "a", or "ad" before a word starting with a ("si rivolge ad aziende"). */
export function to(next: string): string {
  return /^[aàAÀ]/.test(next.trimStart()) ? 'ad' : 'a';
}

const quoted = (words: string) => `«${words}»`;

function vendorName(profile: ExhibitorProfile): string {
  const name = profile.vendor.name.replace(/\s+/g, ' ').trim();
  return name.length > MAX_NAME ? `${capText(name, MAX_NAME - 1).trimEnd()}…` : name;
}

const capitalise = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

interface Part {
  strength: number;
  /** The visitor's words the part quotes, if any. */
  said?: string;
  /** What of the exhibitor it names ("role:12"): two parts naming one thing say it twice. */
  about?: string;
  sentence: string;
}

export function explainPair(
  knowledge: Knowledge,
  visitor: VisitorProfile,
  exhibitor: ExhibitorProfile,
  fit: PairFit,
  crowd?: { crowd: number; used: boolean; raised: boolean },
): string {
  const name = vendorName(exhibitor);
  const parts: Part[] = [];

  if (fit.forward >= MENTION && fit.forwardVia) {
    const [need, offer] = fit.forwardVia;
    const said = visitor.seeking.sectors.get(need)?.surfaces[0];
    const label = knowledge.sectors[offer]?.label;
    // Only a field the exhibitor clearly works in is named as what it does.
    const clear = (exhibitor.offer.sectors.get(offer)?.strength ?? 0) >= CLEAR_FIELD;
    if (said && label && clear)
      parts.push({
        strength: fit.forward,
        said,
        sentence: `cerchi ${quoted(said)}: ${name} si occupa di ${label}`,
      });
  }

  if (fit.job >= MENTION) {
    const [mineRole, wanted] = fit.jobRoles ?? [];
    const roleLabel = wanted === undefined ? undefined : knowledge.roles[wanted]?.label;
    const end = roleLabel ? `${name} cerca ${roleLabel}` : `${name} assume`;
    const sought =
      mineRole === undefined ? undefined : visitor.soughtRoles.get(mineRole)?.surfaces[0];
    const held = mineRole === undefined ? undefined : visitor.heldRoles.get(mineRole)?.surfaces[0];
    // "Cerchi lavoro" only when the visitor's own seeking says so.
    let start: string | undefined;
    if (visitor.jobSeeker >= SAYS_JOB)
      start = sought ? `cerchi lavoro come ${quoted(sought)}` : 'cerchi lavoro';
    else if (held) start = `ti descrivi come ${quoted(held)}`;
    if (start)
      parts.push({
        strength: fit.job,
        said: sought ?? held,
        about: wanted === undefined ? undefined : `role:${wanted}`,
        sentence: `${start} ${and(end)} ${end}`,
      });
  }

  if (fit.reverse >= MENTION && fit.reverseKind) {
    let sentence: string | undefined;
    let said: string | undefined;
    let about: string | undefined;
    if (fit.reverseKind === 'role' && fit.reverseVia) {
      const [held, sought] = fit.reverseVia;
      said = visitor.heldRoles.get(held)?.surfaces[0];
      about = `role:${sought}`;
      const label = knowledge.roles[sought]?.label;
      if (said && label) {
        const end = `${name} cerca ${label}`;
        sentence = `ti descrivi come ${quoted(said)} ${and(end)} ${end}`;
      }
    } else if (fit.reverseKind === 'sector' && fit.reverseVia) {
      const [own, sought] = fit.reverseVia;
      const theirs = exhibitor.seeking.sectors.get(sought)?.surfaces[0];
      said =
        visitor.description.sectors.get(own)?.surfaces[0] ??
        visitor.seeking.sectors.get(own)?.surfaces[0];
      if (theirs && said)
        sentence = `${name} cerca ${quoted(theirs)} e nel tuo profilo c'è ${quoted(said)}`;
    } else if (fit.reverseKind === 'segment' && fit.reverseVia) {
      const target = exhibitor.seeking.target.get(fit.reverseVia[1])?.surfaces[0];
      // Only the visitor's own words for it: a kind of customer inferred is not quoted as theirs.
      said = visitor.segments.get(fit.reverseVia[0]);
      if (target && said)
        sentence = `${name} si rivolge ${to(target)} ${quoted(target)} e nel tuo profilo c'è ${quoted(said)}`;
    }
    if (sentence) parts.push({ strength: fit.reverse, said, about, sentence });
  }

  if (fit.intent >= MENTION && fit.intentVia !== undefined) {
    const mine = visitor.intents.get(fit.intentVia)?.surfaces[0];
    const theirs = exhibitor.seeking.exhibitorIntents.get(fit.intentVia)?.surfaces[0];
    const end = `${name} cerca ${quoted(theirs ?? '')}`;
    // Without words of the visitor's own, the only intent given is self-employment.
    const start = mine ? `scrivi ${quoted(mine)}` : 'lavori in proprio';
    if (theirs)
      parts.push({ strength: fit.intent, said: mine, sentence: `${start} ${and(end)} ${end}` });
  }

  parts.sort((a, b) => b.strength - a.strength);
  const sentences: string[] = [];
  const named = new Set<string>();
  for (const part of parts) {
    if (sentences.length >= MAX_PARTS) break;
    // Two parts about the same words of the visitor, or the same thing of the exhibitor, would
    // say one thing twice.
    const keys = [part.said, part.about].filter((key): key is string => key !== undefined);
    if (keys.some((key) => named.has(key))) continue;
    for (const key of keys) named.add(key);
    sentences.push(part.sentence);
  }
  if (crowd?.used && crowd.crowd >= CROWD_MENTION && crowd.raised)
    sentences.push('piace a molti visitatori con un profilo simile al tuo');
  if (sentences.length > 0) return sentences.map((s) => `${capitalise(s)}.`).join(' ');

  const topic = [...exhibitor.offer.sectors].sort((a, b) => b[1].strength - a[1].strength)[0];
  // A field read from a hint ("Solo Nome" is no jeweller) is not stated as a fact.
  const label =
    topic && topic[1].strength >= CLEAR_FIELD ? knowledge.sectors[topic[0]]?.label : undefined;
  return label
    ? `${name} si occupa di ${label}: nel tuo profilo non troviamo un legame diretto.`
    : `${name}: nel tuo profilo non troviamo un legame diretto.`;
}
