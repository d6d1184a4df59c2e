import { describe, expect, it } from 'vitest';
import { createMatcher, MIN_DECISIONS, type MatchUser, type MatchVendor } from '../../src/matching';
import { and, to } from '../../src/matching/explanation';

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
    expect(ranking[0]?.description).toMatch(/^Cerchi lavoro come «software developer»/);
  });

  it('separates a clear match from unrelated vendors by a wide margin', async () => {
    const who = user('Sviluppo software', 'Sono un programmatore Java');
    const clear = (await scoreOf(VENDORS, who, 1)).score;
    expect(clear).toBeGreaterThan(0.25);
    for (const unrelated of [3, 4]) {
      const score = (await scoreOf(VENDORS, who, unrelated)).score;
      expect(score).toBeLessThan(0.1);
      expect(score).toBeLessThan(clear / 5);
    }
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

describe('given a word with two meanings in different sectors', () => {
  const vendors = [
    vendor(
      1,
      'Sorriso Più',
      'Studio dentistico: igiene, ortodonzia e implantologia.',
      'Pazienti di ogni età.',
    ),
    vendor(
      2,
      'Elettro Ferri',
      'Impianti elettrici civili e industriali, quadri e cablaggi.',
      'Imprese e privati.',
    ),
  ];

  it('takes the meaning the rest of the profile points to', async () => {
    const matcher = await createMatcher(vendors);
    const dental = await matcher.rank(
      user('devo rifare un impianto', 'mi manca un molare da un anno'),
    );
    const electrical = await matcher.rank(
      user('devo rifare un impianto', 'ho un capannone e salta sempre la corrente'),
    );
    expect(dental[0]?.vendorId).toBe(1);
    expect(electrical[0]?.vendorId).toBe(2);
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

describe('given the kind of relationship both sides name', () => {
  const seeksAgents = vendor(
    1,
    'Cantina Alta',
    'Vini rossi e bianchi DOC.',
    'Agenti di commercio per il canale horeca.',
  );
  const seeksShops = vendor(
    2,
    'Cantina Bassa',
    'Vini rossi e bianchi DOC.',
    'Enoteche e ristoranti.',
  );

  it('pairs an agent with the exhibitor that seeks agents', async () => {
    const agent = user(
      'cerco nuovi mandati',
      'agente di commercio plurimandatario nel food',
      'self_employed',
    );
    const ranking = await (await createMatcher([seeksShops, seeksAgents])).rank(agent);
    expect(ranking[0]?.vendorId).toBe(1);
    expect(ranking[0]?.description).toMatch(/Cantina Alta cerca/);
  });

  it('pairs an investor with a startup raising money, not with one seeking customers', async () => {
    const vendors = [
      vendor(1, 'Fluxa', 'Startup di software per la logistica.', 'Clienti nel retail.'),
      vendor(
        2,
        'Ondina',
        'Startup di software per la logistica.',
        'Investitori per il round seed.',
      ),
    ];
    const investor = user('valuto investimenti in startup', 'business angel, ex manager');
    const ranking = await (await createMatcher(vendors)).rank(investor);
    expect(ranking[0]?.vendorId).toBe(2);
  });

  it('pairs a job seeker with the exhibitor hiring that job above one hiring another', async () => {
    const vendors = [
      vendor(
        1,
        'Edil Nord',
        'Impresa edile: costruzioni e ristrutturazioni.',
        'Assumiamo impiegati amministrativi.',
      ),
      vendor(
        2,
        'Edil Sud',
        'Impresa edile: costruzioni e ristrutturazioni.',
        'Assumiamo capi cantiere e muratori.',
      ),
    ];
    const seeker = user('cerco lavoro come capo cantiere', 'geometra, 20 anni di esperienza');
    const ranking = await (await createMatcher(vendors)).rank(seeker);
    expect(ranking[0]?.vendorId).toBe(2);
    expect(ranking[0]?.description).toMatch(
      /^Cerchi lavoro come «capo cantiere» ed Edil Sud cerca /,
    );
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

  it('a self-employed user fits a vendor that seeks freelancers', async () => {
    const vendors = [
      vendor(1, 'Pixel', 'Agenzia di comunicazione.', 'Collaboratori esterni e freelance.'),
      vendor(2, 'Pixel Due', 'Agenzia di comunicazione.', 'Nuovi uffici a Milano.'),
    ];
    const who = user(
      'collaborazioni con agenzie di comunicazione',
      'copywriter freelance',
      'self_employed',
    );
    const match = await scoreOf(vendors, who, 1);
    expect(match.score).toBeGreaterThan((await scoreOf(vendors, who, 2)).score);
    expect(match.description).toMatch(/Pixel (cerca|si rivolge a) «[^»]*(collaboratori|freelance)/);
    // A bare "self-employed" says less than words: a one-word profile still prefers the vendor.
    const terse = user('Comunicazione', 'Copywriter', 'self_employed');
    expect((await scoreOf(vendors, terse, 1)).score).toBeGreaterThan(
      (await scoreOf(vendors, terse, 2)).score,
    );
  });
});

describe('given the explanation of a match', () => {
  it('quotes what the user wrote and names the vendor’s field, in Italian', async () => {
    const match = await scoreOf(
      VENDORS,
      user('pannelli solari sul tetto del capannone', 'piccola azienda di logistica'),
      2,
    );
    expect(match.description).toMatch(/^Cerchi «[^»]+»: SolarTech si occupa di [^.]+\./);
  });

  it('writes "ed" before a name starting with e, as Italian does', async () => {
    const vendors = [
      vendor(
        1,
        'Elettromotive',
        'Officina per auto elettriche e ibride.',
        'Assumiamo meccatronici.',
      ),
    ];
    const [match] = await (
      await createMatcher(vendors)
    ).rank(user('cerco lavoro come meccatronico', 'diploma di perito, 3 anni in officina'));
    expect(match?.description).toMatch(/ ed Elettromotive /);
    expect(match?.description).not.toMatch(/ e Elettromotive /);
  });

  it('writes "ad" before a word starting with a, and "e" elsewhere', () => {
    expect(to('aziende')).toBe('ad');
    expect(to('famiglie')).toBe('a');
    expect(and('Elettromotive')).toBe('ed');
    expect(and('Ferraris')).toBe('e');
  });

  it('never gives a city or a common word as a shared interest, and says when nothing links', async () => {
    const vendors = [
      vendor(1, 'Quintor Bari', 'Forniamo zorblax certificati a Bari.', 'Clienti a Bari.'),
    ];
    const [match] = await (
      await createMatcher(vendors)
    ).rank(user('qualcosa a Bari', 'abito a Bari'));
    expect(match?.description).not.toMatch(/Bari»/);
    expect(match?.description).toMatch(/nel tuo profilo non troviamo un legame diretto\.$/);
  });

  it('names a job the exhibitor seeks once, even when the visitor both seeks and holds it', async () => {
    const vendors = [
      vendor(1, 'Solaria', 'Impianti fotovoltaici e elettrici.', 'Assumiamo elettricisti.'),
    ];
    const [match] = await (
      await createMatcher(vendors)
    ).rank(user('cerco lavoro come elettricista', 'elettricista da 3 anni, diploma di perito'));
    expect(match?.description.match(/cerca elettricisti/g)).toHaveLength(1);
  });

  it('says an exhibitor addresses people like the visitor only quoting what the visitor wrote', async () => {
    const vendors = [
      vendor(1, 'Serena Assistenza', 'Badanti e assistenza domiciliare.', 'Famiglie e anziani.'),
    ];
    const [match] = await (
      await createMatcher(vendors)
    ).rank(user('qualcosa per la casa', 'pensionato, vivo solo'));
    expect(match?.description).toMatch(
      /si rivolge ad? «[^»]+» e nel tuo profilo c'è «(pensionato|casa)»/,
    );
    expect(match?.description).not.toMatch(/come te/);
  });

  it('states no field of an exhibitor it only guessed from a hint', async () => {
    const vendors = [vendor(1, 'Solo Nome', null, null)];
    const [match] = await (await createMatcher(vendors)).rank(user('un regalo', 'studente'));
    expect(match?.description).toBe('Solo Nome: nel tuo profilo non troviamo un legame diretto.');
  });

  it('is one or two sentences, capitalised and closed, for every pair', async () => {
    const matcher = await createMatcher(VENDORS);
    const ranking = await matcher.rank(user('Sviluppo software', 'Programmatore'));
    for (const { description } of ranking) {
      expect(description).toMatch(/^\p{Lu}.*\.$/u);
      expect(description.split(/\.\s/).length).toBeLessThanOrEqual(3);
    }
  });
});

describe('given decisions of visitors with similar profiles', () => {
  const twins = [
    vendor(1, 'Alfa Solare', 'Impianti fotovoltaici per aziende.', null),
    vendor(2, 'Beta Solare', 'Impianti fotovoltaici per aziende.', null),
  ];
  const who = user('impianto fotovoltaico per il capannone', 'piccola impresa');

  it('raises what they accepted and lowers what they passed on, once there are enough', async () => {
    const matcher = await createMatcher(twins);
    const alone = await matcher.rank(who);
    expect(alone[0]?.vendorId).toBe(1); // a tie, broken by id
    const crowd = new Map([
      [1, { accepted: 0, rejected: MIN_DECISIONS + 3 }],
      [2, { accepted: MIN_DECISIONS + 3, rejected: 0 }],
    ]);
    const together = await matcher.rank(who, { crowd });
    expect(together[0]?.vendorId).toBe(2);
    expect(together[0]?.description).toMatch(
      /Piace a molti visitatori con un profilo simile al tuo\.$/,
    );
  });

  it('ignores fewer decisions than the minimum', async () => {
    const matcher = await createMatcher(twins);
    const crowd = new Map([[2, { accepted: MIN_DECISIONS - 1, rejected: 0 }]]);
    expect(await matcher.rank(who, { crowd })).toEqual(await matcher.rank(who));
  });

  it('describes a profile by stable features shared by similar visitors', async () => {
    const matcher = await createMatcher(twins);
    const features = matcher.features(who);
    expect(features.length).toBeGreaterThan(0);
    expect(matcher.features(user('fotovoltaico sul tetto del capannone', 'impresa'))).toEqual(
      expect.arrayContaining([features[0]]),
    );
  });
});
