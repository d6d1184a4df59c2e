import { describe, expect, it } from 'vitest';

import { normaliseLine } from '../src/text-rules';

/**
 * Regression: names made only of invisible characters other than the zero-width ones (a Hangul
 * filler, a Braille blank, tag characters, variation selectors...) were kept, and showed as empty
 * rows; one of them in place of a space made a look-alike of another exhibitor.
 */
describe('normaliseLine', () => {
  it.each([
    ['the Hangul filler', '\u3164'],
    ['the half-width Hangul filler', '\uFFA0'],
    ['the Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['the Braille blank', '\u2800\u2800'],
    ['tag characters', '\u{E0001}\u{E0041}\u{E0063}\u{E006D}\u{E0065}\u{E007F}'],
    ['variation selectors', '\uFE00\uFE0F\u{E0100}\u{E01EF}'],
    ['the combining grapheme joiner', '\u034F'],
    ['the Khmer inherent vowels', '\u17B4\u17B5'],
    ['the Mongolian vowel separator', '\u180E'],
    ['the object replacement character', '\uFFFC'],
    ['the invisible operators', '\u2061\u2062\u2063\u2064'],
    ['the deprecated format characters', '\u206A\u206B\u206C\u206D\u206E\u206F'],
    ['the musical null notehead and formatting controls', '\u{1D159}\u{1D173}\u{1D17A}'],
    ['the interlinear annotation controls', '\uFFF9\uFFFA\uFFFB'],
    ['the zero-width space and joiner, the BOM', '\u200B\u200D\uFEFF'],
  ])('makes a line of only %s blank', (_kind, invisible) => {
    expect(normaliseLine(` ${invisible} `)).toBe('');
  });

  it.each([
    ['a Braille blank', 'Accademia\u2800Digitale Futura'],
    ['a Hangul filler', 'Accademia\u3164Digitale Futura'],
    ['a half-width Hangul filler and a space', 'Accademia \uFFA0Digitale Futura'],
    ['the choseong filler', 'Accademia\u115FDigitale Futura'],
  ])('takes %s between two words as a space', (_kind, name) => {
    expect(normaliseLine(name)).toBe('Accademia Digitale Futura');
  });

  it.each([
    ['a tag character', 'Accademia Digitale\u{E0020} Futura'],
    ['a variation selector', 'Acca\uFE0Fdemia Digitale Futura'],
    ['the combining grapheme joiner', 'Accademia\u034F Digitale Futura'],
    ['an invisible operator', 'Accademia Digi\u2062tale Futura'],
    ['the object replacement character', 'Accademia Digitale Futura\uFFFC'],
  ])('drops %s inside a name', (_kind, name) => {
    expect(normaliseLine(name)).toBe('Accademia Digitale Futura');
  });

  it.each([
    ['a family (joiners between emoji)', 'Famiglia \u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a coder with a skin tone', 'Studio \u{1F469}\u{1F3FD}\u200D\u{1F4BB}'],
    ['a heart on fire (emoji style, then a joiner)', 'Caff\u00E8 \u2764\uFE0F\u200D\u{1F525}'],
    ['a red heart (emoji style)', 'Amore \u2764\uFE0F'],
    ['a keycap', 'Stand \u0031\uFE0F\u20E3'],
    [
      "Scotland's flag (tag characters)",
      'Whisky \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ],
  ])('keeps an emoji whole: %s', (_kind, name) => {
    expect(normaliseLine(name)).toBe(name);
  });

  it('drops a joiner that joins no two emoji, and an emoji style on a letter', () => {
    expect(normaliseLine('Acme\u200D\u{1F525}')).toBe('Acme\u{1F525}');
    expect(normaliseLine('\u{1F525}\u200DAcme')).toBe('\u{1F525}Acme');
    expect(normaliseLine('A\uFE0Fcme')).toBe('Acme');
  });

  it('keeps direction controls, for the rules to refuse them rather than hide them', () => {
    expect(normaliseLine('\u202Eexe.tnemucod')).toBe('\u202Eexe.tnemucod');
    expect(normaliseLine('Fiera \u2067di Roma\u2069')).toBe('Fiera \u2067di Roma\u2069');
  });
});
