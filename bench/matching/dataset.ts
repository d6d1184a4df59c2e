/**
 * Labelled Italian matching set: 40 exhibitors and 20 attendee profiles, each pair graded by hand
 * (3 = clearly what the attendee should meet, 2 = good, 1 = marginal, 0 = unrelated; pairs not
 * listed are 0). Many good pairs share no word (a "bolletta elettrica" to cut and a vendor of
 * "impianti fotovoltaici"); a few vendors are false friends that share a word but not a meaning
 * (Java Caffè, Solare Cosmetics, a "cantiere navale", "sviluppo del territorio").
 *
 * Grades were given from the texts alone, before looking at any engine output.
 */
import type { MatchUser, MatchVendor } from '../../apps/server/src/matching';

export interface LabelledUser extends MatchUser {
  /** vendor id → grade 1..3; every other vendor is 0. */
  relevance: Record<number, 1 | 2 | 3>;
}

export const VENDORS: MatchVendor[] = [
  {
    id: 1,
    name: 'Nova Digitale',
    description: 'Software house: realizziamo app mobile e piattaforme web su misura per le PMI.',
    seeking: 'Cerchiamo sviluppatori full stack e un UX designer da inserire nel team.',
  },
  {
    id: 2,
    name: 'SecurNet',
    description:
      'Proteggiamo le imprese dagli attacchi informatici: penetration test, SOC gestito e adeguamento alla NIS2.',
    seeking: 'Analisti di sicurezza e aziende manifatturiere da proteggere.',
  },
  {
    id: 3,
    name: 'DataMente',
    description:
      'Trasformiamo i dati aziendali in decisioni: modelli di machine learning, dashboard e chatbot su misura.',
    seeking: 'Data scientist e partner industriali con molti dati da valorizzare.',
  },
  {
    id: 4,
    name: 'SolarTech Italia',
    description:
      'Progettiamo e installiamo impianti fotovoltaici con sistemi di accumulo per aziende e capannoni.',
    seeking: "Installatori ed elettricisti; aziende agricole interessate all'agrivoltaico.",
  },
  {
    id: 5,
    name: 'EolicaSud',
    description: 'Parchi eolici e comunità energetiche rinnovabili nel Mezzogiorno.',
    seeking: 'Investitori e comuni che vogliono creare una comunità energetica.',
  },
  {
    id: 6,
    name: 'CasaClima Costruzioni',
    description:
      'Case in legno ad alta efficienza, cappotto termico e riqualificazione energetica degli edifici.',
    seeking: 'Geometri e architetti; famiglie che vogliono ristrutturare la propria casa.',
  },
  {
    id: 7,
    name: 'Caseificio Valle Verde',
    description: 'Formaggi DOP di latte di montagna, stagionati in grotta.',
    seeking: 'Buyer della GDO e importatori in Germania e Stati Uniti.',
  },
  {
    id: 8,
    name: 'Cantine Colli Alti',
    description: 'Azienda vitivinicola: Barolo, Nebbiolo e spumante metodo classico.',
    seeking: "Distributori esteri e un export manager per l'Asia.",
  },
  {
    id: 9,
    name: 'Filati Biella',
    description: "Lanificio: tessuti pregiati in lana e cashmere per l'alta moda.",
    seeking: 'Stilisti emergenti e brand che cercano tessuti riciclati.',
  },
  {
    id: 10,
    name: 'Atelier Moda Viva',
    description: 'Collezioni di abbigliamento donna prodotte interamente in Italia.',
    seeking: 'Modellisti esperti e negozi multimarca.',
  },
  {
    id: 11,
    name: 'Legno & Forma',
    description:
      "Mobili su misura e complementi d'arredo di design, con lavorazione artigianale del legno.",
    seeking: 'Interior designer e architetti per progetti contract.',
  },
  {
    id: 12,
    name: 'RoboFab',
    description: 'Celle robotizzate e cobot per la saldatura e la pallettizzazione.',
    seeking: 'Ingegneri meccatronici e programmatori PLC.',
  },
  {
    id: 13,
    name: 'Meccanica Precisa',
    description: 'Lavorazioni meccaniche CNC conto terzi per automotive e aerospazio.',
    seeking: 'Tornitori e fresatori, anche giovani da formare in officina.',
  },
  {
    id: 14,
    name: 'LogiMove',
    description:
      'Logistica integrata: magazzino, distribuzione e trasporto su gomma in tutta Europa.',
    seeking: 'Autisti e aziende e-commerce che vogliono esternalizzare le spedizioni.',
  },
  {
    id: 15,
    name: 'PackVerde',
    description: 'Imballaggi compostabili e scatole in cartone riciclato per il settore food.',
    seeking: 'Produttori alimentari attenti alla sostenibilità.',
  },
  {
    id: 16,
    name: 'Borgo Antico Resort',
    description: 'Resort con centro benessere e ristorante gourmet tra le colline toscane.',
    seeking: 'Receptionist, chef e tour operator per il mercato nordeuropeo.',
  },
  {
    id: 17,
    name: 'Accademia Futuro',
    description:
      'Corsi di formazione su digitale, lingue e soft skill; percorsi ITS per tecnici informatici.',
    seeking: 'Docenti e aziende disposte a ospitare tirocinanti.',
  },
  {
    id: 18,
    name: 'MedTech Lab',
    description: 'Dispositivi medici per la diagnostica cardiologica.',
    seeking: 'Ingegneri biomedici e distributori ospedalieri.',
  },
  {
    id: 19,
    name: 'PayFlow',
    description: 'Pagamenti digitali e POS smart per negozi e ristoranti.',
    seeking: 'Sviluppatori backend e partner commerciali nel retail.',
  },
  {
    id: 20,
    name: 'Assicura Più',
    description: 'Polizze per imprese e professionisti, dalla responsabilità civile al cyber risk.',
    seeking: 'Agenti e broker assicurativi sul territorio.',
  },
  {
    id: 21,
    name: 'Pixel & Parole',
    description: 'Agenzia di comunicazione: social media, campagne pubblicitarie e video.',
    seeking: 'Copywriter, social media manager e clienti che vogliono farsi conoscere.',
  },
  {
    id: 22,
    name: 'ShopUp',
    description: 'Apriamo e gestiamo negozi online su Shopify e marketplace come Amazon.',
    seeking: 'Brand artigianali che vogliono vendere in rete.',
  },
  {
    id: 23,
    name: 'TalentHub',
    description: 'Agenzia per il lavoro: ricerca e selezione del personale e somministrazione.',
    seeking: 'Candidati di ogni profilo e aziende che devono assumere.',
  },
  {
    id: 24,
    name: 'Export Bridge',
    description:
      'Accompagniamo le PMI sui mercati esteri: ricerca di importatori, fiere internazionali, temporary export manager.',
    seeking: "Aziende del made in Italy pronte a crescere fuori dall'Italia.",
  },
  {
    id: 25,
    name: 'Venture Lab',
    description: 'Fondo di venture capital e acceleratore per startup deep tech.',
    seeking: 'Founder con un prototipo e una squadra tecnica.',
  },
  {
    id: 26,
    name: 'Bandi Facili',
    description:
      "Finanza agevolata: bandi regionali, fondi europei e credito d'imposta per l'innovazione.",
    seeking: 'PMI con progetti di investimento da finanziare.',
  },
  {
    id: 27,
    name: 'Circular Lab',
    description: 'Recuperiamo scarti industriali e li trasformiamo in nuove materie prime.',
    seeking: 'Aziende che producono scarti plastici o tessili.',
  },
  {
    id: 28,
    name: 'Strategia Srl',
    description:
      'Consulenza direzionale, controllo di gestione e passaggio generazionale per imprese familiari.',
    seeking: "Imprenditori che vogliono riorganizzare l'azienda.",
  },
  {
    id: 29,
    name: 'Bottega Ceramica',
    description: 'Ceramiche dipinte a mano secondo la tradizione di Deruta.',
    seeking: 'Negozi di design e hotel per forniture su misura.',
  },
  {
    id: 30,
    name: 'Agri Smart',
    description:
      "Sensori e software per l'agricoltura di precisione: irrigazione e monitoraggio delle colture.",
    seeking: 'Aziende agricole e agronomi.',
  },
  {
    id: 31,
    name: 'Birrificio del Lago',
    description: 'Birre artigianali non filtrate e visite guidate al birrificio.',
    seeking: 'Locali, pub e distributori di bevande.',
  },
  {
    id: 32,
    name: 'Studio Legale Rinaldi',
    description: "Diritto d'impresa, contratti internazionali, marchi e brevetti, privacy e GDPR.",
    seeking: 'Startup e PMI che esportano.',
  },
  {
    id: 33,
    name: 'Elettronica Veneta',
    description: 'Progettazione di schede elettroniche e firmware per dispositivi IoT.',
    seeking: 'Ingegneri elettronici e sviluppatori embedded.',
  },
  {
    id: 34,
    name: 'GreenFleet',
    description: 'Colonnine di ricarica e gestione di flotte aziendali elettriche.',
    seeking: 'Aziende con flotte da elettrificare e installatori.',
  },
  {
    id: 35,
    name: 'Rete Solidale',
    description:
      'Cooperativa sociale: inserimento lavorativo di persone fragili, pulizie e manutenzione del verde.',
    seeking: 'Aziende che vogliono affidare servizi con impatto sociale.',
  },
  {
    id: 36,
    name: 'Vigilanza Sicura',
    description: 'Vigilanza armata, videosorveglianza e controllo accessi per stabilimenti.',
    seeking: 'Guardie giurate con porto d’armi.',
  },
  {
    id: 37,
    name: 'Java Caffè',
    description: 'Torrefazione: miscele di caffè per bar e ristoranti.',
    seeking: 'Bar, hotel e distributori HoReCa.',
  },
  {
    id: 38,
    name: 'Nautica Adriatica',
    description: 'Cantiere navale: costruzione e refitting di yacht a vela.',
    seeking: 'Carpentieri, velai e saldatori.',
  },
  {
    id: 39,
    name: 'Solare Cosmetics',
    description: 'Creme solari e cosmetici naturali venduti in farmacia.',
    seeking: 'Farmacie e centri estetici.',
  },
  {
    id: 40,
    name: 'Sviluppo Territorio',
    description:
      'Agenzia di sviluppo locale: progetti di sviluppo del territorio e promozione turistica dei borghi.',
    seeking: 'Comuni, associazioni e operatori turistici.',
  },
];

export const USERS: LabelledUser[] = [
  {
    id: 1,
    seeking: "Sviluppo di un'app per la mia catena di negozi",
    description: 'Titolare di tre negozi di abbigliamento a Milano',
    employment_type: 'self_employed',
    relevance: { 1: 3, 22: 2, 19: 2, 10: 2, 21: 1, 3: 1 },
  },
  {
    id: 2,
    seeking: 'Cerco lavoro come programmatore',
    description: 'Neolaureato in informatica, conosco Java, Python e React',
    employment_type: 'private',
    relevance: { 1: 3, 19: 3, 33: 2, 3: 2, 23: 2, 2: 1, 17: 1 },
  },
  {
    id: 3,
    seeking: 'Ridurre la bolletta elettrica del capannone',
    description: "Responsabile di stabilimento in un'azienda di plastica",
    employment_type: 'employee',
    relevance: { 4: 3, 27: 2, 5: 1, 34: 1 },
  },
  {
    id: 4,
    seeking: 'Energia solare per la nostra azienda agricola',
    description: "Gestisco un'azienda agricola biologica in Puglia",
    employment_type: 'self_employed',
    relevance: { 4: 3, 30: 2, 5: 2, 34: 1 },
  },
  {
    id: 5,
    seeking: 'Distributori esteri per i nostri vini',
    description: 'Export manager di una cantina piemontese',
    employment_type: 'employee',
    relevance: { 24: 3, 8: 2, 32: 2, 14: 1 },
  },
  {
    id: 6,
    seeking: 'Finanziamenti per far crescere la mia startup',
    description: 'Fondatrice di una startup di robotica per la logistica',
    employment_type: 'self_employed',
    relevance: { 25: 3, 26: 3, 14: 2, 12: 1 },
  },
  {
    id: 7,
    seeking: 'Uno stage in marketing o comunicazione',
    description: 'Studentessa di Scienze della comunicazione, appassionata di social e video',
    employment_type: 'private',
    relevance: { 21: 3, 23: 2, 17: 1, 22: 1 },
  },
  {
    id: 8,
    seeking: "Proteggere l'azienda dagli hacker",
    description: "CEO di un'azienda metalmeccanica con 80 dipendenti",
    employment_type: 'employee',
    relevance: { 2: 3, 20: 2, 36: 1 },
  },
  {
    id: 9,
    seeking: 'Fornitori di imballaggi sostenibili per i nostri formaggi',
    description: 'Responsabile acquisti di un caseificio',
    employment_type: 'employee',
    relevance: { 15: 3, 27: 1, 14: 1 },
  },
  {
    id: 10,
    seeking: 'Personale per la sala e la cucina del mio ristorante',
    description: 'Ristoratore sul lago di Garda',
    employment_type: 'self_employed',
    relevance: { 23: 3, 31: 2, 37: 2, 19: 1 },
  },
  {
    id: 11,
    seeking: 'Un nuovo lavoro nel tessile o nella moda',
    description: 'Modellista con dieci anni di esperienza in sartoria',
    employment_type: 'private',
    relevance: { 10: 3, 9: 2, 23: 2 },
  },
  {
    id: 12,
    seeking: 'Digitalizzare la gestione del magazzino',
    description: "Titolare di un'azienda di distribuzione di ricambi auto",
    employment_type: 'self_employed',
    relevance: { 14: 2, 1: 2, 3: 1, 12: 1, 22: 1 },
  },
  {
    id: 13,
    seeking: 'Investire in progetti di energia pulita',
    description: 'Business angel ed ex manager del settore bancario',
    employment_type: 'private',
    relevance: { 5: 3, 4: 2, 25: 1, 34: 1 },
  },
  {
    id: 14,
    seeking: 'Ristrutturare casa in modo ecologico',
    description: "Casa degli anni '70 da rendere efficiente e confortevole",
    employment_type: 'private',
    relevance: { 6: 3, 4: 1, 11: 1 },
  },
  {
    id: 15,
    seeking: 'Corsi per aggiornare il mio team su intelligenza artificiale e dati',
    description: 'HR manager in un’azienda di logistica',
    employment_type: 'employee',
    relevance: { 17: 3, 3: 2, 23: 1 },
  },
  {
    id: 16,
    seeking: 'Clienti per il mio studio di architettura d’interni',
    description: 'Interior designer freelance',
    employment_type: 'self_employed',
    relevance: { 11: 3, 29: 2, 6: 2, 16: 1 },
  },
  {
    id: 17,
    seeking: 'Assunzione come autista o magazziniere',
    description: 'Patente C, esperienza nel carico e scarico merci',
    employment_type: 'private',
    relevance: { 14: 3, 23: 2 },
  },
  {
    id: 18,
    seeking: 'Tutelare il marchio del mio brand di cosmetici all’estero',
    description: 'Fondatrice di un marchio di cosmetici naturali',
    employment_type: 'self_employed',
    relevance: { 32: 3, 24: 2, 22: 1 },
  },
  {
    id: 19,
    seeking: 'Partner per vendere online i miei gioielli fatti a mano',
    description: 'Orafa artigiana con laboratorio a Vicenza',
    employment_type: 'self_employed',
    relevance: { 22: 3, 21: 1, 24: 1 },
  },
  {
    id: 20,
    seeking: 'Collaborazioni come sviluppatore freelance',
    description: 'Sviluppatore web indipendente, partita IVA, esperto di React',
    employment_type: 'self_employed',
    relevance: { 1: 3, 19: 2, 22: 1 },
  },
];
