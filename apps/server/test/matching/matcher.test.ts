import { describe, expect, it } from 'vitest';
import { createMatcher, type MatchUser, type MatchVendor } from '../../src/matching';

const vendor = (
  id: number,
  name: string,
  description: string | null,
  seeking: string | null,
): MatchVendor => ({ id, name, description, seeking });

const user = (
  seeking: string,
  description: string,
  employment_type: MatchUser['employment_type'] = 'employee',
): MatchUser => ({ id: 1, seeking, description, employment_type });

const VENDORS: MatchVendor[] = [
  vendor(
    1,
    'Nova Digitale',
    'Realizziamo app e piattaforme web per le PMI.',
    'Cerchiamo sviluppatori da inserire nel team.',
  ),
  vendor(
    2,
    'SolarTech',
    'Progettiamo e installiamo impianti fotovoltaici per capannoni.',
    'Installatori ed elettricisti.',
  ),
  vendor(
    3,
    'Cantine Colli Alti',
    'Azienda vitivinicola: Barolo e spumante metodo classico.',
    'Distributori esteri per il mercato asiatico.',
  ),
  vendor(
    4,
    'Solare Cosmetics',
    'Creme solari e cosmetici naturali venduti in farmacia.',
    'Farmacie e centri estetici.',
  ),
  vendor(
    5,
    'TalentHub',
    'Agenzia per il lavoro: ricerca e selezione del personale.',
    'Posizioni aperte per magazzinieri e impiegati.',
  ),
  vendor(
    6,
    'LogiMove',
    'Logistica integrata, magazzino e trasporto merci in Europa.',
    'Aziende che vogliono esternalizzare le spedizioni.',
  ),
];

const scoreOf = async (vendors: MatchVendor[], who: MatchUser, vendorId: number) => {
  const matcher = await createMatcher(vendors);
  const match = (await matcher.rank(who)).find((item) => item.vendorId === vendorId);
  if (!match) throw new Error(`vendor ${vendorId} not ranked`);
  return match;
};

describe('given a matcher over a few vendors', () => {
  it('ranks by meaning: energia solare finds the vendor of impianti fotovoltaici, not the sunscreen', async () => {
    const matcher = await createMatcher(VENDORS);
    const ranking = await matcher.rank(user('Energia solare per la mia azienda', 'Imprenditore'));
    expect(ranking[0]?.vendorId).toBe(2);
    const sunscreen = ranking.find((match) => match.vendorId === 4);
    expect(sunscreen?.score).toBeLessThan(0.3);
  });

  it('scores every vendor in 0..1, best first', async () => {
    const matcher = await createMatcher(VENDORS);
    const ranking = await matcher.rank(user('Export di vini', 'Export manager'));
    expect(ranking).toHaveLength(VENDORS.length);
    for (const match of ranking) {
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(1);
    }
    const scores = ranking.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('matches English mixed into Italian profiles', async () => {
    const matcher = await createMatcher(VENDORS);
    const ranking = await matcher.rank(
      user('Looking for a job as software developer', 'Full stack developer, React e Node'),
    );
    expect(ranking[0]?.vendorId).toBe(1);
    expect(ranking[0]?.score).toBeGreaterThan(0.7);
  });

  it('calibrates: a clear match reads above 70%, an unrelated vendor below 30%', async () => {
    const who = user('Sviluppo software', 'Sono un programmatore Java');
    expect((await scoreOf(VENDORS, who, 1)).score).toBeGreaterThan(0.7);
    expect((await scoreOf(VENDORS, who, 3)).score).toBeLessThan(0.3);
    expect((await scoreOf(VENDORS, who, 4)).score).toBeLessThan(0.3);
  });

  it('gives the same scores and order for the same input, ties broken by vendor id', async () => {
    const twins = [
      vendor(9, 'Beta', 'Consulenza per l’export', null),
      vendor(7, 'Alfa', 'Consulenza per l’export', null),
      vendor(8, 'Gamma', 'Consulenza per l’export', null),
    ];
    const who = user('export', 'imprenditore');
    const first = await (await createMatcher(twins)).rank(who);
    const second = await (await createMatcher([...twins].reverse())).rank(who);
    expect(first).toEqual(second);
    expect(first.map((match) => match.vendorId)).toEqual([7, 8, 9]);
  });
});

describe('given both directions of a pair', () => {
  const offersSoftware = vendor(1, 'Nova Digitale', 'Sviluppo software su misura.', 'Commerciali');
  const seeksDevelopers = vendor(
    2,
    'Nova Digitale',
    'Sviluppo software su misura.',
    'Sviluppatori',
  );
  const who = user('Sviluppo software', 'Programmatore backend');

  it('the user description against the vendor seeking raises the score', async () => {
    const without = (await scoreOf([offersSoftware, seeksDevelopers], who, 1)).score;
    const withBoth = (await scoreOf([offersSoftware, seeksDevelopers], who, 2)).score;
    expect(withBoth).toBeGreaterThan(without);
  });

  it('the reverse direction alone still finds a vendor that seeks what the user is', async () => {
    const vendors = [
      vendor(1, 'Alfa', 'Produciamo mobili.', 'Cerchiamo un data scientist.'),
      vendor(2, 'Beta', 'Produciamo mobili.', 'Cerchiamo un geometra.'),
    ];
    const ranking = await (
      await createMatcher(vendors)
    ).rank(user('Nuove opportunità', 'Data analyst esperta di machine learning'));
    expect(ranking[0]?.vendorId).toBe(1);
  });
});

describe('given the employment signal', () => {
  const hiring = vendor(1, 'Alfa Software', 'Software gestionali.', 'Assumiamo programmatori.');
  const notHiring = vendor(2, 'Beta Software', 'Software gestionali.', 'Nuovi clienti nel retail.');

  it('a job seeker scores a hiring vendor above an identical one that is not hiring', async () => {
    const seeker = user('Cerco lavoro nel software', 'Programmatrice Java', 'private');
    const vendors = [hiring, notHiring];
    expect((await scoreOf(vendors, seeker, 1)).score).toBeGreaterThan(
      (await scoreOf(vendors, seeker, 2)).score,
    );
  });

  it('a private graduate is treated as a job seeker even without saying so', async () => {
    const vendors = [hiring, notHiring];
    const graduate = (type: MatchUser['employment_type']) =>
      user('Software gestionali', 'Neolaureata in ingegneria informatica', type);
    const asPrivate = (await scoreOf(vendors, graduate('private'), 1)).score;
    const asEmployee = (await scoreOf(vendors, graduate('employee'), 1)).score;
    expect(asPrivate).toBeGreaterThan(asEmployee);
  });

  it('a self-employed user fits a vendor that seeks freelancers', async () => {
    const vendors = [
      vendor(1, 'Pixel', 'Agenzia di comunicazione.', 'Collaboratori esterni e freelance.'),
      vendor(2, 'Pixel Due', 'Agenzia di comunicazione.', 'Nuovi uffici a Milano.'),
    ];
    const who = user('Comunicazione', 'Copywriter', 'self_employed');
    const match = await scoreOf(vendors, who, 1);
    expect(match.score).toBeGreaterThan((await scoreOf(vendors, who, 2)).score);
    expect(match.description).toMatch(/collaboratori esterni/);
  });
});

describe('given the explanation of a match', () => {
  it('names what the user seeks, what the vendor offers, and both sides of the reverse', async () => {
    const match = await scoreOf(
      VENDORS,
      user('Cerco sviluppo software', 'Mi descrivo come programmatore'),
      1,
    );
    expect(match.description).toBe(
      'Cerchi sviluppo software e Nova Digitale si occupa di app e piattaforme web; loro cercano sviluppatori e tu ti descrivi come programmatore.',
    );
  });

  it('mentions hiring when a job seeker meets a hiring vendor', async () => {
    const match = await scoreOf(
      VENDORS,
      user('Cerco lavoro come magazziniere', 'Patente C', 'private'),
      5,
    );
    expect(match.description).toMatch(/^Cerchi lavoro e TalentHub si occupa di /);
    expect(match.description).toMatch(/loro cercano magazzinieri, il ruolo che cerchi/);
  });

  it('is never generic, even for an unrelated vendor: it says what each side is about', async () => {
    const matcher = await createMatcher(VENDORS);
    const ranking = await matcher.rank(user('Sviluppo software', 'Programmatore'));
    const descriptions = ranking.map((match) => match.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const wine = ranking.find((match) => match.vendorId === 3)?.description ?? '';
    expect(wine).toMatch(/Cantine Colli Alti/);
    expect(wine).toMatch(/vino/);
    expect(wine).toMatch(/sviluppo software/);
    for (const description of descriptions) expect(description).toMatch(/^[A-ZÀ-Ú].*\.$/);
  });

  it('quotes shared words outside the lexicon', async () => {
    const vendors = [vendor(1, 'Quintor', 'Forniamo zorblax certificati.', null)];
    const [match] = await (await createMatcher(vendors)).rank(user('zorblax', 'tecnico'));
    expect(match?.description).toMatch(/zorblax/);
  });
});
