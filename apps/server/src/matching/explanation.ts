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
/** Said only when most similar visitors who decided accepted. */
const CROWD_MENTION = 0.6;

/** "e", or "ed" before a word starting with e ("ed Elettromotive"), as written Italian prefers. */
export function and(next: string): string {
  return /^[eèéEÈÉ]/.test(next.trimStart()) ? 'ed' : 'e';
}

/** "a", "a e b", "a, b ed e…". */
export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  return `${items.slice(0, -1).join(', ')} ${and(last)} ${last}`;
}

const quoted = (words: string) => `«${words}»`;

/** The first few words of a text, without trailing punctuation, for when nothing else names it. */
export function opening(text: string | null | undefined): string {
  const words = capText((text ?? '').trim(), 200)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 6)
    .join(' ');
  let end = words.length;
  while (end > 0 && '.,;:!?'.includes(words.charAt(end - 1))) end -= 1;
  return words.slice(0, end);
}

function vendorName(profile: ExhibitorProfile): string {
  const name = profile.vendor.name.replace(/\s+/g, ' ').trim();
  return name.length > MAX_NAME ? `${capText(name, MAX_NAME - 1).trimEnd()}…` : name;
}

const capitalise = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

interface Part {
  strength: number;
  sentence: string;
}

export function explainPair(
  knowledge: Knowledge,
  visitor: VisitorProfile,
  exhibitor: ExhibitorProfile,
  fit: PairFit,
  crowd?: { crowd: number; used: boolean },
): string {
  const name = vendorName(exhibitor);
  const parts: Part[] = [];

  if (fit.forward >= MENTION && fit.forwardVia) {
    const [need, offer] = fit.forwardVia;
    const said = visitor.seeking.sectors.get(need)?.surfaces[0];
    const label = knowledge.sectors[offer]?.label;
    if (said && label)
      parts.push({
        strength: fit.forward,
        sentence: `cerchi ${quoted(said)}: ${name} si occupa di ${label}`,
      });
  }

  if (fit.job >= MENTION) {
    const [, wanted] = fit.jobRoles ?? [];
    const roleLabel = wanted === undefined ? undefined : knowledge.roles[wanted]?.label;
    const mine = fit.jobRoles
      ? (visitor.soughtRoles.get(fit.jobRoles[0]) ?? visitor.heldRoles.get(fit.jobRoles[0]))
          ?.surfaces[0]
      : undefined;
    const start = mine ? `cerchi lavoro come ${quoted(mine)}` : 'cerchi lavoro';
    const end = roleLabel ? `${name} cerca ${roleLabel}` : `${name} assume`;
    parts.push({ strength: fit.job, sentence: `${start} ${and(end)} ${end}` });
  }

  if (fit.reverse >= MENTION && fit.reverseKind) {
    let sentence: string | undefined;
    if (fit.reverseKind === 'role' && fit.reverseVia) {
      const [held, sought] = fit.reverseVia;
      const mine = visitor.heldRoles.get(held)?.surfaces[0];
      const label = knowledge.roles[sought]?.label;
      if (mine && label) {
        const end = `${name} cerca ${label}`;
        sentence = `ti descrivi come ${quoted(mine)} ${and(end)} ${end}`;
      }
    } else if (fit.reverseKind === 'sector' && fit.reverseVia) {
      const [own, sought] = fit.reverseVia;
      const theirs = exhibitor.seeking.sectors.get(sought)?.surfaces[0];
      const mine =
        visitor.description.sectors.get(own)?.surfaces[0] ??
        visitor.seeking.sectors.get(own)?.surfaces[0];
      if (theirs && mine)
        sentence = `${name} cerca ${quoted(theirs)} e nel tuo profilo c'è ${quoted(mine)}`;
    } else if (fit.reverseKind === 'segment') {
      const target = [...exhibitor.seeking.target.values()][0]?.surfaces[0];
      if (target) sentence = `${name} si rivolge a ${quoted(target)}, come te`;
    }
    if (sentence) parts.push({ strength: fit.reverse, sentence });
  }

  if (fit.intent >= MENTION && fit.intentVia !== undefined) {
    const mine = visitor.intents.get(fit.intentVia)?.surfaces[0];
    const theirs = exhibitor.seeking.exhibitorIntents.get(fit.intentVia)?.surfaces[0];
    const end = `${name} cerca ${quoted(theirs ?? '')}`;
    // Without words of the visitor's own, the only intent given is self-employment.
    const start = mine ? `scrivi ${quoted(mine)}` : 'lavori in proprio';
    if (theirs) parts.push({ strength: fit.intent, sentence: `${start} ${and(end)} ${end}` });
  }

  parts.sort((a, b) => b.strength - a.strength);
  const sentences: string[] = [];
  for (const part of parts) {
    if (sentences.length >= MAX_PARTS) break;
    // Two parts about the same words would say one thing twice.
    if (!sentences.includes(part.sentence)) sentences.push(part.sentence);
  }
  if (crowd?.used && crowd.crowd >= CROWD_MENTION)
    sentences.push('piace a molti visitatori con un profilo simile al tuo');
  if (sentences.length > 0) return sentences.map((s) => `${capitalise(s)}.`).join(' ');

  const topic = [...exhibitor.offer.sectors].sort((a, b) => b[1].strength - a[1].strength)[0];
  const label = topic ? knowledge.sectors[topic[0]]?.label : undefined;
  const about = label ?? opening(exhibitor.vendor.description);
  return about
    ? `${name} si occupa di ${label ? label : quoted(about)}: nel tuo profilo non troviamo un legame diretto.`
    : `${name}: nel tuo profilo non troviamo un legame diretto.`;
}
