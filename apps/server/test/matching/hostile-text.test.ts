/**
 * Regression tests for finding F2 of the 2026-11-23 security review (issue 14, "No attendee can
 * stall the gate"): text processing in matching must stay linear and capped whatever a profile
 * holds. The sizes are chosen so that the quadratic code these tests guard against would run far
 * past the test timeout, not to measure speed.
 */
import { describe, expect, it } from 'vitest';
import { createMatcher, italianKnowledge, readText, type MatchUser } from '../../src/matching';
import {
  MAX_TEXT_LENGTH,
  capText,
  prepareText,
  tokenize,
} from '../../src/matching/text-processing';
import { manyVendors } from './many-vendors';

/** The README's scale. */
const vendors = manyVendors(1000);

const user = (seeking: string, description: string): MatchUser => ({
  id: 1,
  seeking,
  description,
  employment_type: 'private',
});

/** The review's payload: punctuation that does not end the string. */
const punctuation = (length: number) => '.'.repeat(length - 1) + 'x';

/** One plain sentence: no run of punctuation, no quoted payload. */
function expectSaneExplanation(description: string) {
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThan(400);
  expect(description).toMatch(/^\p{Lu}.*\.$/u);
  expect(description).not.toMatch(/[.,;:!?]{4}/);
}

describe('given a hostile profile (F2: one attendee could stall the server)', () => {
  it('ranks 2,000 and 20,000 characters of punctuation against 1,000 vendors, with sane reasons', async () => {
    const matcher = await createMatcher(vendors);
    for (const length of [2_000, 20_000]) {
      const ranked = await matcher.rank(user(punctuation(length), punctuation(length)));
      expect(ranked).toHaveLength(vendors.length);
      for (const match of ranked) {
        expect(match.score).toBeGreaterThanOrEqual(0);
        expect(match.score).toBeLessThanOrEqual(1);
        expectSaneExplanation(match.description);
      }
      // Nothing can be read in such a profile, and the reason says so instead of inventing one.
      expect(ranked.find((match) => match.vendorId === 2)?.description).toMatch(
        /^SolarTech 2 si occupa di .+: nel tuo profilo non troviamo un legame diretto\.$/,
      );
    }
  });

  it('ranks a profile far beyond the contract (a megabyte of punctuation, then words)', async () => {
    const matcher = await createMatcher(vendors.slice(0, 40));
    const text = `${'!?'.repeat(500_000)} impianti fotovoltaici`;
    const ranked = await matcher.rank(user(text, text));
    expect(ranked).toHaveLength(40);
    for (const match of ranked) expectSaneExplanation(match.description);
  });

  it('reads at most MAX_TEXT_LENGTH characters, which a valid profile never exceeds', () => {
    const knowledge = italianKnowledge();
    const solar = knowledge.sectors.findIndex((sector) =>
      readText('impianti fotovoltaici', knowledge).sectors.has(sector.index),
    );
    expect(solar).toBeGreaterThanOrEqual(0);
    const readsSolar = (text: string) => readText(text, knowledge).sectors.has(solar);

    // The contract's maximum length, even written with emoji (surrogate pairs).
    const filler = '😀 '.repeat(660);
    const valid = `${filler}impianti fotovoltaici`;
    expect([...valid].length).toBeLessThanOrEqual(2_000);
    expect(readsSolar(valid)).toBe(true);
    // What lies beyond the cap is not read.
    expect(readsSolar(`${'parola '.repeat(MAX_TEXT_LENGTH)}impianti fotovoltaici`)).toBe(false);
  });

  it('stays linear on repeated possessives, repeated words and one phrase in many spellings', () => {
    const knowledge = italianKnowledge();
    // Each possessive used to scan the rest of the text, and each token every possessive.
    expect(readText('mio '.repeat(500_000), knowledge).sectors.size).toBe(0);
    const own = readText(`${'nostri formaggi '.repeat(200)}e vini`, knowledge);
    expect(own.ownSectors.size).toBeGreaterThan(0);
    // Every word of a two-word phrase repeated: each occurrence looks its partner up nearby only.
    const repeated = readText('impianto elettrico '.repeat(1_000), knowledge);
    expect(repeated.sectors.size).toBeGreaterThan(0);

    const spellings = Array.from({ length: 1_000 }, (_, i) =>
      [...'saas'].map((char, j) => ((i >> j) & 1 ? char.toUpperCase() : char)).join(''),
    ).join(' ');
    const [signal] = readText(spellings, knowledge).sectors.values();
    // An entry counts once, with the first spelling it was read in.
    expect(signal?.surfaces.length).toBe(1);
  });

  it('caps text without splitting a character, and tokenises the capped text consistently', () => {
    const emoji = '😀'.repeat(MAX_TEXT_LENGTH);
    const capped = capText(`a${emoji}`);
    expect(capped.length).toBe(MAX_TEXT_LENGTH - 1);
    expect(capped.endsWith('😀')).toBe(true);
    expect(prepareText(prepareText(`x ${emoji}`))).toBe(prepareText(`x ${emoji}`));

    const long = `${'Sviluppatori '.repeat(1_000)}`;
    const tokens = tokenize(long);
    const prepared = prepareText(long);
    expect(tokens.at(-1)?.end).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    for (const token of tokens) {
      expect(prepared.slice(token.start, token.end).toLowerCase()).toBe(token.folded);
    }
  });
});
