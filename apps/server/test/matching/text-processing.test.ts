import { describe, expect, it } from 'vitest';
import { fold, isStopWord, stem, tokenize } from '../../src/matching/text-processing';

const folded = (text: string) => tokenize(text).map((token) => token.folded);
const stems = (text: string) => tokenize(text).map((token) => token.stem);

describe('given Italian text to fold and tokenise', () => {
  it('folds case and accents so perché and perche are the same word', () => {
    expect(fold('Perché')).toBe('perche');
    expect(fold('CITTÀ')).toBe(fold('città'));
    expect(stem(fold('sostenibilità'))).toBe(stem(fold('sostenibilita')));
  });

  it("cuts elisions at the apostrophe: l'azienda → azienda, dell'energia → energia", () => {
    expect(folded("l'azienda")).toEqual(['azienda']);
    expect(folded('dell’energia')).toEqual(['energia']);
    expect(folded("un'app nell'e-commerce")).toEqual(['app', 'ecommerce']);
  });

  it('drops Italian and English stop words but keeps acronyms written in capitals', () => {
    expect(folded('il lavoro di una azienda per la città')).toEqual(['lavoro', 'azienda', 'citta']);
    expect(folded('we are looking for the developers')).toEqual(['looking', 'developers']);
    expect(folded('esperto di AI e IT')).toEqual(['esperto', 'ai', 'it']);
    expect(folded('vado ai mercati')).toEqual(['vado', 'mercati']);
    expect(isStopWord('perche')).toBe(true);
  });

  it('stems Italian plurals and genders onto one stem', () => {
    expect(stems('sviluppatore sviluppatori sviluppatrice')).toEqual(
      Array(3).fill(stem('sviluppatore')),
    );
    expect(stem('aziende')).toBe(stem('azienda'));
    expect(stem('vini')).toBe(stem('vino'));
    expect(stem('fotovoltaici')).toBe(stem('fotovoltaico'));
  });

  it('stems English plurals mixed into Italian', () => {
    expect(stem('developers')).toBe(stem('developer'));
    expect(stem('startups')).toBe(stem('startup'));
  });

  it('keeps offsets into the text so explanations quote the writer', () => {
    const text = 'Cerchiamo Sviluppatori';
    const [, token] = tokenize(text);
    expect(text.slice(token?.start, token?.end)).toBe('Sviluppatori');
  });
});
