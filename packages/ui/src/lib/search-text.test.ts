import { describe, expect, it } from 'vitest';

import { foldText, searchIndex, searchNeedle } from './search-text';

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Caffè ÉNERGIE perché')).toBe('caffe energie perche');
  });

  it('makes a decomposed and a precomposed letter the same', () => {
    expect(foldText('e\u0300')).toBe(foldText('è'));
  });
});

describe('given a search index', () => {
  const index = searchIndex(['Caffè Nero', null, 'Torrefazione', undefined]);

  it('finds an accented word typed without the accent', () => {
    expect(index.includes(searchNeedle('caffe'))).toBe(true);
  });

  it('finds an unaccented word typed with one, in capitals', () => {
    expect(index.includes(searchNeedle('  TORRÈFAZIONE '))).toBe(true);
  });

  it('matches everything for a blank term', () => {
    expect(searchNeedle('   ')).toBe('');
    expect(index.includes(searchNeedle('   '))).toBe(true);
  });

  it('does not match across two fields', () => {
    expect(index.includes(searchNeedle('nero torre'))).toBe(false);
  });
});
