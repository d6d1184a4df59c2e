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
  occupations: [
    { id: 'magazziniere', label: 'magazzinieri', terms: ['magazziniere'] },
    // A homonym: one shared word does not make two jobs one.
    {
      id: 'strumentista-sala',
      label: 'strumentisti di sala operatoria',
      terms: ['strumentista', 'infermiere di sala'],
    },
    { id: 'strumentista-orchestra', label: 'strumentisti', terms: ['strumentista', 'musicista'] },
    // Two files naming one job: the same job.
    {
      id: 'magazziniere-logistica',
      label: 'magazzinieri',
      terms: ['magazziniere', 'addetto magazzino'],
    },
    {
      id: 'addetto-magazzino',
      label: 'addetti al magazzino',
      terms: ['addetto magazzino', 'mulettista'],
    },
  ],
  segments: [{ id: 'anziani', self: ['pensionato'], target: ['terza età'] }],
  intents: [
    { id: 'export', visitor: ['estero', 'export', 'germania'], exhibitor: ['buyer esteri'] },
    { id: 'lavoro', visitor: ['cerco lavoro'], exhibitor: ['assumiamo'] },
  ],
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
    expect(readText('cerco lavoro come magazziniere', knowledge).roles.size).toBeGreaterThan(0);
  });
});

describe('given text as people really paste and type it', () => {
  it('reads through soft hyphens, zero-width spaces and fullwidth letters', () => {
    expect(strength('un denti\u00ADsta', 'cure-dentali')).toBeGreaterThan(0.5);
    expect(strength('un denti\u200Bsta', 'cure-dentali')).toBeGreaterThan(0.5);
    expect(strength('ｄｅｎｔｉｓｔａ', 'cure-dentali')).toBeGreaterThan(0.5);
  });

  it('reads a word with one typo as the one known word it is close to', () => {
    expect(strength('cerco un dentsta', 'cure-dentali')).toBeGreaterThan(0.5);
    expect(strength('cerco un dentissta', 'cure-dentali')).toBeGreaterThan(0.5);
    // Short words are left alone: one letter turns too many of them into another word.
    expect(strength('cerco un bari', 'cure-dentali')).toBe(0);
  });

  it('never reads a place as a field, but lets a country say export', () => {
    // "Bari" folds like "bar", "Prato" written with a capital is the town.
    const reading = readText('vendere i salumi in Germania, sede a Bari', knowledge);
    expect(reading.visitorIntents.size).toBe(1);
    expect(readText('impianto a Bari', knowledge).sectors.size).toBe(
      readText('impianto', knowledge).sectors.size,
    );
  });

  it('drops a wish the text denies: "non cerco lavoro" is no job search', () => {
    expect(readText('non cerco lavoro, vorrei un dentista', knowledge).visitorIntents.size).toBe(0);
    expect(readText('cerco lavoro, non un dentista', knowledge).visitorIntents.size).toBe(1);
  });
});

describe('given the jobs of several knowledge files', () => {
  const role = (id: string) => knowledge.roles.findIndex((item) => item.id === id);

  it('takes roles sharing a phrase, or two names, for one job, and a homonym for two', () => {
    expect(
      knowledge.roleRelatedness(role('magazziniere-logistica'), role('addetto-magazzino')),
    ).toBe(1);
    expect(knowledge.roleRelatedness(role('magazziniere'), role('magazziniere-logistica'))).toBe(0);
    expect(
      knowledge.roleRelatedness(role('strumentista-sala'), role('strumentista-orchestra')),
    ).toBe(0);
  });

  it('gives a word of one job listed twice its full weight, not half to each', () => {
    const roles = readText('addetto magazzino', knowledge).roles;
    expect(roles.get(role('magazziniere-logistica'))?.strength).toBeCloseTo(
      roles.get(role('addetto-magazzino'))?.strength ?? 0,
    );
    expect(roles.get(role('addetto-magazzino'))?.strength).toBeGreaterThanOrEqual(0.75);
  });
});
