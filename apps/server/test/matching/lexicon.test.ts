import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/matching/analysis';
import { compileLexicon, italianLexicon } from '../../src/matching/lexicon';
import { CONCEPTS_IT } from '../../src/matching/lexicon/concepts.it';

const lexicon = italianLexicon();
const conceptsOf = (text: string) =>
  analyseText(text, lexicon).mentions.map((mention) => lexicon.concepts[mention.concept]?.id);

describe('given the Italian trade-fair lexicon', () => {
  it.each([
    ['programmatore', 'sviluppatore'],
    ['sviluppatrice', 'developer'],
    ['developers', 'programmatori'],
  ])('treats %s and %s as one profession', (a, b) => {
    expect(conceptsOf(a)).toEqual(['sviluppatore']);
    expect(conceptsOf(b)).toEqual(['sviluppatore']);
  });

  it('treats fotovoltaico and energia solare as one concept', () => {
    expect(conceptsOf('impianti fotovoltaici')).toEqual(['fotovoltaico']);
    expect(conceptsOf("pannelli per l'energia solare")).toEqual(['fotovoltaico']);
  });

  it('treats cerco lavoro, assumiamo and posizioni aperte as one concept', () => {
    expect(conceptsOf('Cerco un lavoro')).toEqual(['lavoro']);
    expect(conceptsOf('Assumiamo!')).toEqual(['lavoro']);
    expect(conceptsOf('Abbiamo posizioni aperte')).toEqual(['lavoro']);
    expect(conceptsOf("We're hiring")).toEqual(['lavoro']);
  });

  it('treats export and distributori esteri as one concept', () => {
    expect(conceptsOf('export')).toEqual(['export']);
    expect(conceptsOf('cerchiamo distributori esteri')).toEqual(['export']);
    expect(conceptsOf("vendere all'estero")).toEqual(['export']);
  });

  it('prefers the longest phrase, so an ambiguous word follows its context', () => {
    expect(conceptsOf('rete vendita')).toEqual(['vendite']);
    expect(conceptsOf('sicurezza informatica')).toEqual(['cybersecurity']);
    expect(conceptsOf('sicurezza sul lavoro')).toEqual(['sicurezza-lavoro']);
    expect(conceptsOf('crema solare')).toEqual(['cosmetica']);
    expect(conceptsOf('cantiere navale')).toEqual(['nautica']);
    expect(conceptsOf('sviluppo sostenibile')).toEqual(['sostenibilita']);
  });

  it('tells the acronym AI from the preposition ai', () => {
    expect(conceptsOf('esperti di AI')).toEqual(['intelligenza-artificiale']);
    expect(conceptsOf('vendiamo ai negozi')).toEqual(['retail']);
  });

  it('recognises English mixed into Italian', () => {
    expect(conceptsOf('machine learning')).toEqual(['intelligenza-artificiale']);
    expect(conceptsOf('supply chain')).toEqual(['logistica']);
    expect(conceptsOf('venture capital')).toEqual(['investimenti']);
  });

  it('quotes the words as written for explanations', () => {
    const [mention] = analyseText('Cerco Impianti Fotovoltaici', lexicon).mentions;
    expect(mention?.surfaces).toEqual(['impianti fotovoltaici']);
  });

  it('covers the sectors of the fair, each concept with an Italian label and no unknown relation', () => {
    const sectors = new Set(CONCEPTS_IT.map((concept) => concept.sector));
    for (const sector of [
      'it',
      'cyber',
      'data-ai',
      'energia',
      'edilizia',
      'food',
      'moda',
      'design',
      'industria',
      'logistica',
      'packaging',
      'turismo',
      'formazione',
      'sanita',
      'finanza',
      'marketing',
      'ecommerce',
      'hr',
      'lavoro',
      'export',
      'startup',
      'sostenibilita',
      'consulenza',
      'artigianato',
    ])
      expect(sectors).toContain(sector);
    for (const concept of lexicon.concepts) expect(concept.label.length).toBeGreaterThan(1);
    // compileLexicon checks ids and relations; it would throw on a broken data file.
    expect(() => compileLexicon(CONCEPTS_IT)).not.toThrow();
  });

  it('rejects a concept related to one that does not exist', () => {
    expect(() =>
      compileLexicon([{ id: 'a', label: 'a', sector: 's', terms: ['alfa'], related: ['b'] }]),
    ).toThrow(/unknown b/);
  });
});
