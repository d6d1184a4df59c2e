import { describe, expect, it } from 'vitest';
import { compileKnowledge, readText, type Knowledge } from '../../src/matching';
import type { SectorKnowledge } from '../../src/matching/knowledge/types';

const sector = (
  id: string,
  section: string,
  offers: string[],
  needs: string[],
  extra: Partial<SectorKnowledge> = {},
): SectorKnowledge => ({
  id,
  ateco: '00',
  section,
  label: id.replaceAll('-', ' '),
  offers,
  needs,
  customers: ['famiglie'],
  roles: [],
  ...extra,
});

// A small knowledge of its own, so that these tests say how texts are read whatever the real
// knowledge files contain.
const knowledge: Knowledge = compileKnowledge({
  sectors: [
    sector(
      'cure-dentali',
      'Q',
      ['dentista', 'impianto', 'impianto dentale', 'ortodonzia'],
      ['molare', 'dente', 'mal di denti'],
    ),
    sector(
      'impianti-elettrici',
      'F',
      ['elettricista', 'impianto', 'impianto elettrico', 'quadri elettrici'],
      ['corrente salta', 'capannone luce'],
    ),
    sector(
      'pesca',
      'A',
      ['rete da pesca', 'rete', 'barca'],
      ['pescatore', 'peschereccio', 'riparare'],
    ),
    sector('internet', 'J', ['fibra', 'rete', 'connessione'], ['internet lento', 'wifi']),
    sector('salumi', 'C', ['salumificio', 'salumi', 'prosciutto'], ['affettati']),
  ],
  occupations: [{ id: 'magazziniere', label: 'magazzinieri', terms: ['magazziniere'] }],
  segments: [{ id: 'anziani', self: ['pensionato'], target: ['terza età'] }],
  intents: [{ id: 'export', visitor: ['estero', 'export'], exhibitor: ['buyer esteri'] }],
});

const index = (id: string) => knowledge.sectors.findIndex((item) => item.id === id);
const strength = (text: string, id: string, context?: string) =>
  readText(text, knowledge, {
    context: context === undefined ? undefined : readText(context, knowledge),
  }).sectors.get(index(id))?.strength ?? 0;

describe('given a word with several meanings', () => {
  it('reads it by the words around it: an "impianto" next to a molar is dental work', () => {
    const text = 'devo rifare un impianto, mi manca un molare';
    expect(strength(text, 'cure-dentali')).toBeGreaterThan(0.5);
    expect(strength(text, 'impianti-elettrici')).toBeLessThan(strength(text, 'cure-dentali') / 3);
  });

  it('reads it by the other text of the same person when its own sentence says nothing', () => {
    const seeking = 'devo rifare un impianto, quanto costa?';
    expect(strength(seeking, 'cure-dentali', 'ho 58 anni, mi manca un molare')).toBeGreaterThan(
      strength(seeking, 'impianti-elettrici', 'ho 58 anni, mi manca un molare'),
    );
    expect(
      strength(seeking, 'impianti-elettrici', 'ho un capannone e la corrente salta'),
    ).toBeGreaterThan(strength(seeking, 'cure-dentali', 'ho un capannone e la corrente salta'));
  });

  it('splits it evenly, and weakly, when nothing around it helps', () => {
    const dental = strength('un impianto', 'cure-dentali');
    expect(dental).toBeCloseTo(strength('un impianto', 'impianti-elettrici'), 5);
    expect(dental).toBeLessThanOrEqual(0.5);
  });

  it('prefers the longer phrase: "rete da pesca" is fishing, however the word "rete" is shared', () => {
    expect(strength('mi serve una rete da pesca nuova', 'pesca')).toBeGreaterThan(0.7);
    expect(strength('mi serve una rete da pesca nuova', 'internet')).toBe(0);
  });
});

describe('given everyday wording', () => {
  it('reads a phrase more clearly than one word, and a trade word more than an everyday one', () => {
    expect(strength('impianto dentale', 'cure-dentali')).toBeGreaterThan(
      strength('dentista', 'cure-dentali'),
    );
    expect(strength('dentista', 'cure-dentali')).toBeGreaterThan(
      strength('molare', 'cure-dentali'),
    );
  });

  it('reads a verb form that folding misses by its stem ("riparare" listed, "ripararla" written)', () => {
    expect(strength('la barca, chi può ripararla?', 'pesca')).toBeGreaterThan(
      strength('la barca', 'pesca'),
    );
  });

  it('finds a need whose words are apart and in another order, within one sentence', () => {
    expect(
      strength('la corrente in officina ogni tanto salta', 'impianti-elettrici'),
    ).toBeGreaterThan(0.7);
  });

  it('does not join words of different sentences', () => {
    const together = strength('la corrente salta sempre a cena', 'impianti-elettrici');
    const apart = strength('la corrente è cara. salta sempre la cena', 'impianti-elettrici');
    // Each word alone is only a hint of the phrases it belongs to.
    expect(apart).toBeLessThan(together);
    expect(apart).toBeLessThanOrEqual(0.5);
  });

  it('folds number, gender and accents', () => {
    expect(strength('Mi fa male un DENTE', 'cure-dentali')).toBeGreaterThan(0.4);
    expect(strength('cerco dentisti', 'cure-dentali')).toBeGreaterThan(0.5);
  });
});

describe('given a profile that speaks of its own business', () => {
  it('marks sectors named only after a possessive as the writer’s own, not as what is sought', () => {
    const reading = readText('vorrei vendere i nostri salumi all’estero', knowledge);
    expect(reading.ownSectors.has(index('salumi'))).toBe(true);
    expect(reading.visitorIntents.size).toBe(1);
  });

  it('reads who the writer is and whom a text addresses', () => {
    expect(readText('sono pensionato', knowledge).self.size).toBe(1);
    expect(readText('servizi per la terza età', knowledge).target.size).toBe(1);
    expect(readText('cerco lavoro come magazziniere', knowledge).roles.size).toBe(1);
  });
});
