/**
 * The demo fair: fictional exhibitors on the stands of apps/fair/public/fair-map.svg (halls A
 * and B, stands A01–A20 and B01–B20) and a programme over 16 and 17 October 2026 on its three
 * stages. Data only: seed-demo.ts writes it. Names, addresses and numbers are invented; web
 * and mail addresses use example.com, reserved for documentation.
 */
import type { EventFields } from '../../plugins/app/events/events-repository';
import type { VendorFields } from '../../plugins/app/vendors/vendors-repository';

export interface DemoVendor extends Omit<VendorFields, 'logoPath' | 'location'> {
  /** When set, the seed draws a monogram logo in this colour. */
  logoColor?: string;
}

export type DemoEvent = EventFields;

export const DEMO_DAYS = ['2026-10-16', '2026-10-17'] as const;
// As the demo map (apps/fair/public/fair-map.svg) labels them, so the programme and the map agree.
export const DEMO_STAGES = ['Palco Marchionne', 'Palco Montalcini', 'Palco Epicentro'] as const;

export const DEMO_ACCOUNTS = [
  {
    email: 'visitatore@fiera.example',
    role: 'attendee',
    firstName: 'Giulia',
    lastName: 'Ferraris',
    phoneNumber: '+39 347 555 0142',
    employmentType: 'employee',
    companyName: 'Officine Ferraris',
    seeking:
      'Cerco fornitori di impianti fotovoltaici e accumulo per il nostro capannone, un gestionale cloud per la produzione e partner per esportare in Germania.',
    description:
      'Responsabile acquisti in una piccola azienda meccanica lombarda: seguo energia, digitalizzazione e nuovi fornitori.',
  },
  {
    email: 'staff@fiera.example',
    role: 'staff',
    firstName: 'Marco',
    lastName: 'Esposito',
    phoneNumber: '+39 333 555 0178',
    employmentType: 'employee',
    companyName: 'Organizzazione Fiera',
    seeking: null,
    description: null,
  },
] as const;

export const DEMO_VENDORS: readonly DemoVendor[] = [
  {
    name: 'Lumina Software',
    stand: 'A01',
    website: 'https://lumina-software.example.com',
    address: 'Via Tortona 31, 20144 Milano',
    email: 'info@lumina-software.example.com',
    telephone: '+39 02 5550 1201',
    description:
      'Sviluppiamo Lumina ERP, il gestionale in cloud per le piccole e medie imprese manifatturiere: ordini, magazzino, produzione e fatturazione elettronica in un’unica piattaforma. Lo installiamo in due settimane e lo integriamo con e-commerce e macchine connesse (Industria 4.0).',
    seeking:
      'Cerchiamo sviluppatori full-stack TypeScript e React, consulenti di implementazione ERP e partner rivenditori nel Nord-Est. Incontriamo volentieri PMI manifatturiere che vogliono digitalizzare la produzione.',
    logoColor: '#2563eb',
  },
  {
    name: 'Solaria Energia',
    stand: 'A02',
    website: 'https://solaria-energia.example.com',
    address: 'Corso Vittorio Emanuele II 118, 10121 Torino',
    email: 'commerciale@solaria-energia.example.com',
    telephone: '+39 011 555 3402',
    description:
      'Progettiamo e installiamo impianti fotovoltaici su tetti industriali e agricoli, con sistemi di accumulo e monitoraggio da remoto. Seguiamo anche le comunità energetiche rinnovabili, dalla pratica GSE alla gestione.',
    seeking:
      'Cerchiamo aziende con capannoni e tetti da mettere a reddito con il fotovoltaico, installatori elettrici certificati da inserire nella nostra rete e investitori per comunità energetiche nel Sud Italia.',
    logoColor: '#f59e0b',
  },
  {
    name: 'Terre di Brianza Alimentari',
    stand: 'A03',
    website: 'https://terredibrianza.example.com',
    address: 'Via Manzoni 7, 20851 Lissone (MB)',
    email: 'export@terredibrianza.example.com',
    telephone: '+39 039 555 2210',
    description:
      'Pastificio artigianale: pasta trafilata al bronzo ed essiccata lentamente, con grani antichi italiani, e una linea di sughi pronti senza conservanti. Produciamo anche a marchio del distributore.',
    seeking:
      'Cerchiamo distributori esteri nel settore agroalimentare, soprattutto in Germania, Paesi Bassi e Stati Uniti, buyer della grande distribuzione e della ristorazione collettiva, e un responsabile commerciale export.',
  },
  {
    name: 'Sartoria Vela',
    stand: 'A04',
    website: 'https://sartoriavela.example.com',
    address: 'Via dei Servi 22, 50122 Firenze',
    email: 'ciao@sartoriavela.example.com',
    telephone: '+39 055 555 7731',
    description:
      'Marchio di moda sostenibile: capi da donna e uomo cuciti in Toscana con tessuti riciclati e cotone biologico certificato GOTS. Ogni capo ha un passaporto digitale che ne racconta la filiera.',
    seeking:
      'Cerchiamo negozi multimarca e concept store in Italia e all’estero, una modellista e giovani designer di moda, e investitori per aprire il primo negozio monomarca a Milano.',
    logoColor: '#db2777',
  },
  {
    name: 'Meccanica Orobica',
    stand: 'A05',
    website: 'https://meccanicaorobica.example.com',
    address: 'Via delle Industrie 14, 24040 Dalmine (BG)',
    email: 'ufficiotecnico@meccanicaorobica.example.com',
    telephone: '+39 035 555 6630',
    description:
      'Lavorazioni meccaniche di precisione su centri CNC a 5 assi: componenti in acciaio, alluminio e titanio per automotive, aerospazio e macchine agricole. Dal disegno al collaudo con sala metrologica interna.',
    seeking:
      'Cerchiamo tornitori e fresatori CNC, un programmatore CAM e clienti nei settori automotive, aerospazio e oleodinamica che hanno bisogno di componenti su disegno in piccoli e medi lotti.',
  },
  {
    name: 'Rotte Logistica',
    stand: 'A06',
    website: 'https://rottelogistica.example.com',
    address: 'Interporto di Bologna, Blocco 8, 40010 Bentivoglio (BO)',
    email: 'preventivi@rottelogistica.example.com',
    telephone: '+39 051 555 8812',
    description:
      'Logistica integrata per l’e-commerce e l’industria: magazzini conto terzi, preparazione ordini, spedizioni nazionali e internazionali e consegne dell’ultimo miglio con mezzi elettrici.',
    seeking:
      'Cerchiamo negozi online e aziende che vogliono esternalizzare il magazzino, autisti con patente C, magazzinieri e partner doganalisti per le spedizioni extra UE.',
    logoColor: '#0d9488',
  },
  {
    name: 'Studio Forma Design',
    stand: 'A07',
    website: 'https://studioforma.example.com',
    address: 'Via Savona 56, 20144 Milano',
    email: 'studio@studioforma.example.com',
    telephone: '+39 02 5550 4478',
    description:
      'Studio di product e interior design: progettiamo oggetti, arredi e allestimenti per aziende dell’arredamento e dell’illuminazione, dallo schizzo al prototipo pronto per la produzione.',
    seeking:
      'Cerchiamo aziende produttrici di arredo e illuminazione con cui sviluppare nuove collezioni, artigiani e laboratori per la prototipazione, e designer junior per uno stage retribuito.',
  },
  {
    name: 'Borghi & Sentieri Turismo',
    stand: 'A08',
    website: 'https://borghiesentieri.example.com',
    address: 'Piazza del Comune 3, 06081 Assisi (PG)',
    email: 'viaggi@borghiesentieri.example.com',
    telephone: '+39 075 555 1190',
    description:
      'Tour operator di turismo lento ed esperienziale: cammini, cicloturismo e soggiorni nei borghi dell’Italia centrale, con guide locali, cantine e agriturismi selezionati.',
    seeking:
      'Cerchiamo agenzie di viaggio e tour operator esteri, strutture ricettive e agriturismi da inserire nei pacchetti, guide ambientali escursionistiche e aziende per viaggi incentive.',
    logoColor: '#65a30d',
  },
  {
    name: 'Accademia Digitale Futura',
    stand: 'A09',
    website: 'https://accademiafutura.example.com',
    address: 'Via Nazionale 89, 00184 Roma',
    email: 'corsi@accademiafutura.example.com',
    telephone: '+39 06 5550 3321',
    description:
      'Ente di formazione accreditato: corsi intensivi di sviluppo software, analisi dei dati, marketing digitale e competenze per l’intelligenza artificiale, in aula e online, anche finanziati dai fondi interprofessionali.',
    seeking:
      'Cerchiamo aziende che ospitano tirocini e assumono i nostri diplomati, docenti ed esperti del settore digitale, e imprese che vogliono formare i dipendenti con la formazione finanziata.',
  },
  {
    name: 'MedCare Solutions',
    stand: 'A10',
    website: 'https://medcare.example.com',
    address: 'Via Giuseppe Verdi 40, 35122 Padova',
    email: 'info@medcare.example.com',
    telephone: '+39 049 555 7702',
    description:
      'Sanità digitale: una piattaforma di telemedicina e telemonitoraggio per pazienti cronici, con dispositivi connessi e cartella clinica integrata, conforme al GDPR e certificata come dispositivo medico.',
    seeking:
      'Cerchiamo strutture sanitarie, case di cura e medici di medicina generale per progetti pilota, sviluppatori mobile e investitori per il round di serie A nel settore salute.',
    logoColor: '#dc2626',
  },
  {
    name: 'Pagonet Fintech',
    stand: 'A11',
    website: 'https://pagonet.example.com',
    address: 'Via Roma 12, 10123 Torino',
    email: 'partner@pagonet.example.com',
    telephone: '+39 011 555 9045',
    description:
      'Soluzioni di pagamento digitale per negozi e professionisti: POS su smartphone, link di pagamento e incassi ricorrenti, con riconciliazione automatica in contabilità grazie all’open banking.',
    seeking:
      'Cerchiamo commercianti e professionisti che vogliono incassare in digitale, partner bancari e software house da integrare, e sviluppatori backend con esperienza nei pagamenti.',
  },
  {
    name: 'Casa Verde Costruzioni',
    stand: 'A12',
    website: 'https://casaverde.example.com',
    address: 'Via Brennero 155, 38121 Trento',
    email: 'progetti@casaverde.example.com',
    telephone: '+39 0461 555 218',
    description:
      'Edilizia green: costruiamo case in legno ad alta efficienza energetica e riqualifichiamo condomini con cappotto termico, pompe di calore e fotovoltaico, dalla diagnosi energetica al cantiere.',
    seeking:
      'Cerchiamo progettisti e architetti esperti di bioedilizia, amministratori di condominio interessati alla riqualificazione energetica, e artigiani carpentieri e impiantisti.',
    logoColor: '#16a34a',
  },
  {
    name: 'Robotica Ausonia',
    stand: 'A13',
    website: 'https://roboticaausonia.example.com',
    address: 'Via Emilia Est 301, 41124 Modena',
    email: 'sales@roboticaausonia.example.com',
    telephone: '+39 059 555 4410',
    description:
      'Costruiamo robot collaborativi (cobot) e celle robotizzate per la piccola manifattura: pallettizzazione, asservimento macchine e controllo qualità con visione artificiale, programmabili senza scrivere codice.',
    seeking:
      'Cerchiamo integratori di sistemi e distributori, ingegneri dell’automazione e della robotica, e aziende del food, del packaging e della meccanica che vogliono automatizzare le linee.',
  },
  {
    name: 'Imballi Circolari',
    stand: 'A14',
    website: 'https://imballicircolari.example.com',
    address: 'Via dell’Artigianato 9, 31030 Dosson di Casier (TV)',
    email: 'info@imballicircolari.example.com',
    telephone: '+39 0422 555 390',
    description:
      'Packaging sostenibile: vaschette, buste e astucci in carta e materiali compostabili che sostituiscono la plastica monouso, stampati su misura per alimentare e cosmetica.',
    seeking:
      'Cerchiamo marchi alimentari e cosmetici che vogliono eliminare la plastica dagli imballaggi, distributori di packaging all’estero e un tecnologo dei materiali.',
    logoColor: '#a16207',
  },
  {
    name: 'Cantine Colle Alto',
    stand: 'A15',
    website: 'https://collealto.example.com',
    address: 'Località Poggio Alto 4, 53024 Montalcino (SI)',
    email: 'cantina@collealto.example.com',
    telephone: '+39 0577 555 842',
    description:
      'Azienda vinicola di famiglia tra le colline senesi: Sangiovese, rossi da invecchiamento e un rosato biologico. Organizziamo degustazioni e visite in cantina per gruppi e aziende.',
    seeking:
      'Cerchiamo importatori di vino in Nord Europa, Stati Uniti e Giappone, enoteche e ristoranti del canale HoReCa, e un sommelier per l’accoglienza in cantina.',
  },
  {
    name: 'Faro Marketing',
    stand: 'A16',
    website: 'https://faromarketing.example.com',
    address: 'Via Toledo 256, 80134 Napoli',
    email: 'hello@faromarketing.example.com',
    telephone: '+39 081 555 6673',
    description:
      'Agenzia di marketing digitale per le PMI: strategia, siti web, campagne social e pubblicitarie, posizionamento sui motori di ricerca e misurazione dei risultati.',
    seeking:
      'Cerchiamo PMI e startup che vogliono crescere online, copywriter, content creator e specialisti di campagne a pagamento da inserire nel team.',
    logoColor: '#7c3aed',
  },
  {
    name: 'Scudo Cyber',
    stand: 'A17',
    website: 'https://scudocyber.example.com',
    address: 'Via Cristoforo Colombo 440, 00145 Roma',
    email: 'soc@scudocyber.example.com',
    telephone: '+39 06 5550 9187',
    description:
      'Cybersecurity per aziende ed enti pubblici: test di intrusione, centro operativo di sicurezza (SOC) attivo giorno e notte, formazione antiphishing e percorsi di adeguamento alla direttiva NIS2.',
    seeking:
      'Cerchiamo analisti SOC e penetration tester, clienti PMI ed enti pubblici che devono adeguarsi alla NIS2, e partner fornitori di servizi IT gestiti.',
  },
  {
    name: 'Talenti Recruiting',
    stand: 'A18',
    website: 'https://talentirecruiting.example.com',
    address: 'Corso Buenos Aires 77, 20124 Milano',
    email: 'candidature@talentirecruiting.example.com',
    telephone: '+39 02 5550 2290',
    description:
      'Società di ricerca e selezione del personale specializzata in profili tecnici, digitali e commerciali. Offriamo anche assessment, employer branding e consulenza HR alle PMI.',
    seeking:
      'Cerchiamo aziende che assumono ingegneri, sviluppatori e commerciali, candidati in cerca di lavoro nei settori tecnologia e industria, e HR manager con cui collaborare.',
    logoColor: '#ea580c',
  },
  {
    name: 'Italia Export Hub',
    stand: 'A19',
    website: 'https://italiaexporthub.example.com',
    address: 'Via XX Settembre 41, 16121 Genova',
    email: 'mercati@italiaexporthub.example.com',
    telephone: '+39 010 555 3356',
    description:
      'Consulenza per l’internazionalizzazione: analisi dei mercati esteri, ricerca di distributori e buyer, fiere internazionali, dogane e contratti, con temporary export manager dedicati.',
    seeking:
      'Cerchiamo PMI che vogliono esportare per la prima volta, partner e agenti esteri in Nord America, Golfo e Sud-Est asiatico, e export manager freelance.',
  },
  {
    name: 'DataPonte Cloud',
    stand: 'A20',
    website: 'https://dataponte.example.com',
    address: 'Via Stalingrado 53, 40128 Bologna',
    email: 'info@dataponte.example.com',
    telephone: '+39 051 555 7124',
    description:
      'Piattaforma di dati e intelligenza artificiale per il retail: unifichiamo vendite, magazzino e clienti in un data warehouse in cloud e prevediamo la domanda con modelli di machine learning.',
    seeking:
      'Cerchiamo data engineer e data scientist, catene retail e insegne della distribuzione come clienti, e partner cloud e system integrator.',
    logoColor: '#0891b2',
  },
  {
    name: 'Voltaria Mobilità',
    stand: 'B01',
    website: 'https://voltaria.example.com',
    address: 'Via Aurelia 712, 00165 Roma',
    email: 'ricarica@voltaria.example.com',
    telephone: '+39 06 5550 6643',
    description:
      'Installiamo e gestiamo stazioni di ricarica per veicoli elettrici in parcheggi, hotel, aziende e condomini, con app di pagamento e gestione intelligente dei carichi.',
    seeking:
      'Cerchiamo proprietari di parcheggi, hotel e centri commerciali che ospitino colonnine, installatori elettrici qualificati e investitori per la rete di ricarica veloce.',
  },
  {
    name: 'BioGenesi Lab',
    stand: 'B02',
    website: 'https://biogenesi.example.com',
    address: 'Via Fratelli Cervi 93, 20054 Segrate (MI)',
    email: 'lab@biogenesi.example.com',
    telephone: '+39 02 5550 8803',
    description:
      'Startup biotecnologica che sviluppa test diagnostici rapidi basati su biosensori per le malattie infettive e il monitoraggio veterinario, nata da uno spin-off universitario.',
    seeking:
      'Cerchiamo ricercatori in biologia molecolare, laboratori di analisi per la validazione clinica, investitori specializzati nelle scienze della vita e partner industriali per la produzione.',
    logoColor: '#9333ea',
  },
  {
    name: 'Ceramiche del Vulcano',
    stand: 'B03',
    website: 'https://ceramichevulcano.example.com',
    address: 'Via Vittorio Emanuele 65, 95041 Caltagirone (CT)',
    email: 'bottega@ceramichevulcano.example.com',
    telephone: '+39 0933 555 217',
    description:
      'Bottega di ceramica artistica siciliana dipinta a mano: piastrelle, complementi d’arredo e tavola, anche su disegno per hotel, ristoranti e progetti d’interni.',
    seeking:
      'Cerchiamo architetti e interior designer, negozi di design e oggettistica, distributori esteri e hotel che vogliono arredi unici fatti a mano.',
  },
  {
    name: 'Torrefazione Aurora',
    stand: 'B04',
    website: 'https://torrefazioneaurora.example.com',
    address: 'Via San Nicolò 18, 34121 Trieste',
    email: 'ordini@torrefazioneaurora.example.com',
    telephone: '+39 040 555 3168',
    description:
      'Torrefazione artigianale di caffè specialty: selezioniamo crudi da piccole piantagioni, tostiamo a legna e forniamo bar e ristoranti con macchine, formazione dei baristi e assistenza.',
    seeking:
      'Cerchiamo bar, caffetterie, ristoranti e hotel, distributori nel canale HoReCa e all’estero, e baristi appassionati per il nostro laboratorio di formazione.',
    logoColor: '#78350f',
  },
  {
    name: 'Legnoviva Arredamenti',
    stand: 'B05',
    website: 'https://legnoviva.example.com',
    address: 'Via Pontebbana 28, 33080 Porcia (PN)',
    email: 'contract@legnoviva.example.com',
    telephone: '+39 0434 555 741',
    description:
      'Arredamenti su misura in legno massello certificato FSC per case, uffici e hotel: cucine, librerie, boiserie e arredi contract, progettati e prodotti nel nostro laboratorio.',
    seeking:
      'Cerchiamo architetti e studi di progettazione, catene alberghiere per forniture contract, falegnami e montatori, e showroom partner all’estero.',
  },
  {
    name: 'Oroluce Gioielli',
    stand: 'B06',
    website: 'https://oroluce.example.com',
    address: 'Corso Palladio 102, 36100 Vicenza',
    email: 'atelier@oroluce.example.com',
    telephone: '+39 0444 555 918',
    description:
      'Laboratorio orafo: gioielli in oro riciclato e argento, pezzi unici e piccole collezioni, con incastonatura e incisione a mano. Realizziamo anche gioielli personalizzati per aziende.',
    seeking:
      'Cerchiamo gioiellerie e concept store, piattaforme di e-commerce del lusso, distributori nei mercati esteri e un giovane orafo da formare.',
    logoColor: '#ca8a04',
  },
  {
    name: 'Nautica Levante',
    stand: 'B07',
    website: 'https://nauticalevante.example.com',
    address: 'Calata Porta Mare 1, 19121 La Spezia',
    email: 'cantiere@nauticalevante.example.com',
    telephone: '+39 0187 555 604',
    description:
      'Cantiere navale di imbarcazioni elettriche e ibride per il diporto e il trasporto passeggeri nei porti e nelle aree marine protette, silenziose e a zero emissioni.',
    seeking:
      'Cerchiamo porti turistici, società di noleggio e di trasporto passeggeri, ingegneri navali ed elettrici, e investitori nella nautica sostenibile.',
  },
  {
    name: 'Stampa3D Officina',
    stand: 'B08',
    website: 'https://stampa3d-officina.example.com',
    address: 'Via Nizza 230, 10126 Torino',
    email: 'officina@stampa3d-officina.example.com',
    telephone: '+39 011 555 2867',
    description:
      'Manifattura additiva conto terzi: prototipi e piccole serie in polimeri tecnici e metallo, reverse engineering e progettazione per la stampa 3D.',
    seeking:
      'Cerchiamo aziende che hanno bisogno di prototipi rapidi e ricambi, ingegneri meccanici e progettisti CAD, e università per progetti di ricerca sui materiali.',
    logoColor: '#475569',
  },
  {
    name: 'AcquaPura Ambiente',
    stand: 'B09',
    website: 'https://acquapura.example.com',
    address: 'Via Appia Nuova 44, 70121 Bari',
    email: 'info@acquapura.example.com',
    telephone: '+39 080 555 1473',
    description:
      'Tecnologie per l’acqua: impianti di depurazione e riuso, sensori IoT che individuano le perdite nelle reti idriche e sistemi di irrigazione intelligente per l’agricoltura.',
    seeking:
      'Cerchiamo comuni e aziende multiservizi, consorzi di bonifica e aziende agricole, ingegneri ambientali e partner per progetti finanziati dal PNRR.',
  },
  {
    name: 'LexTech Studio',
    stand: 'B10',
    website: 'https://lextech.example.com',
    address: 'Via Larga 9, 20122 Milano',
    email: 'demo@lextech.example.com',
    telephone: '+39 02 5550 6114',
    description:
      'Legal tech: un software che redige, negozia e archivia i contratti con modelli intelligenti e firma digitale, pensato per uffici legali d’impresa e studi professionali.',
    seeking:
      'Cerchiamo studi legali e uffici legali aziendali per la prova gratuita, sviluppatori esperti di elaborazione del linguaggio naturale e PMI che gestiscono molti contratti.',
  },
  {
    name: 'Tutela Assicurazioni Digitali',
    stand: 'B11',
    website: 'https://tutela.example.com',
    address: 'Piazza Cordusio 2, 20123 Milano',
    email: 'partner@tutela.example.com',
    telephone: '+39 02 5550 7391',
    description:
      'Insurtech che offre polizze su misura per PMI, artigiani e professionisti, sottoscrivibili online in pochi minuti: responsabilità civile, rischi informatici e tutela legale.',
    seeking:
      'Cerchiamo broker e agenti assicurativi, associazioni di categoria e piattaforme digitali con cui distribuire le polizze, e attuari e sviluppatori.',
    logoColor: '#1d4ed8',
  },
  {
    name: 'Incubatore Officine Nord',
    stand: 'B12',
    website: 'https://officinenord.example.com',
    address: 'Via Watt 37, 20143 Milano',
    email: 'startup@officinenord.example.com',
    telephone: '+39 02 5550 3847',
    description:
      'Incubatore e acceleratore di startup con spazi di coworking: programmi di sei mesi con mentor, servizi legali e contabili e giornate di presentazione agli investitori.',
    seeking:
      'Cerchiamo startup early stage nei settori tecnologia, sostenibilità e salute, mentor con esperienza imprenditoriale, business angel e fondi di venture capital.',
  },
  {
    name: 'Eventi Meraviglia',
    stand: 'B13',
    website: 'https://eventimeraviglia.example.com',
    address: 'Via dei Mille 15, 43121 Parma',
    email: 'eventi@eventimeraviglia.example.com',
    telephone: '+39 0521 555 662',
    description:
      'Organizziamo eventi aziendali, convention, lanci di prodotto e team building, dalla scelta della location al catering e alla regia tecnica, anche in formato ibrido.',
    seeking:
      'Cerchiamo aziende che organizzano eventi per clienti e dipendenti, location e dimore storiche, fornitori di catering e tecnici audio e luci.',
    logoColor: '#e11d48',
  },
  {
    name: 'Lingue Ponte Traduzioni',
    stand: 'B14',
    website: 'https://lingueponte.example.com',
    address: 'Via Cavour 74, 37121 Verona',
    email: 'preventivi@lingueponte.example.com',
    telephone: '+39 045 555 2093',
    description:
      'Traduzioni tecniche, legali e di marketing in oltre trenta lingue, localizzazione di siti, software e cataloghi, interpretariato in fiera e nelle trattative.',
    seeking:
      'Cerchiamo traduttori e interpreti madrelingua, aziende che esportano e devono localizzare siti e cataloghi, e agenzie partner all’estero.',
  },
  {
    name: 'Rete Fibra Sud',
    stand: 'B15',
    website: 'https://retefibrasud.example.com',
    address: 'Via Marina 120, 89123 Reggio Calabria',
    email: 'aziende@retefibrasud.example.com',
    telephone: '+39 0965 555 381',
    description:
      'Operatore di telecomunicazioni: connessioni in fibra e wireless per aziende e comuni del Sud, centralini in cloud e reti Wi-Fi per hotel e spazi pubblici.',
    seeking:
      'Cerchiamo tecnici installatori di reti, comuni e aree industriali da collegare, aziende che cercano connettività affidabile, e rivenditori sul territorio.',
    logoColor: '#0369a1',
  },
  {
    name: 'Fiorebio Cosmetici',
    stand: 'B16',
    website: 'https://fiorebio.example.com',
    address: 'Via Garibaldi 31, 06034 Foligno (PG)',
    email: 'info@fiorebio.example.com',
    telephone: '+39 0742 555 927',
    description:
      'Cosmetica naturale e biologica: creme, detergenti e oli con estratti di piante officinali coltivate in Umbria, formule vegane e confezioni ricaricabili.',
    seeking:
      'Cerchiamo farmacie, erboristerie e profumerie, distributori esteri nella cosmetica naturale, e un formulatore cosmetico per il nostro laboratorio.',
  },
  {
    name: 'Coda Felice Pet Food',
    stand: 'B17',
    website: 'https://codafelice.example.com',
    address: 'Via Emilia 88, 29122 Piacenza',
    email: 'commerciale@codafelice.example.com',
    telephone: '+39 0523 555 470',
    description:
      'Alimenti per cani e gatti con carni italiane e ingredienti naturali, formulati con veterinari nutrizionisti, e una linea di snack funzionali senza cereali.',
    seeking:
      'Cerchiamo negozi di animali e catene specializzate, veterinari, buyer della grande distribuzione e distributori esteri del pet food.',
    logoColor: '#f97316',
  },
  {
    name: 'Pedala Bici',
    stand: 'B18',
    website: 'https://pedalabici.example.com',
    address: 'Viale della Repubblica 210, 47923 Rimini',
    email: 'noleggio@pedalabici.example.com',
    telephone: '+39 0541 555 836',
    description:
      'Progettiamo e assembliamo biciclette a pedalata assistita per città, trekking e cicloturismo, e forniamo flotte a noleggio con manutenzione inclusa.',
    seeking:
      'Cerchiamo noleggiatori, hotel e strutture turistiche per le flotte di e-bike, rivenditori di biciclette e meccanici ciclisti.',
  },
  {
    name: 'AgriDrone Italia',
    stand: 'B19',
    website: 'https://agridrone.example.com',
    address: 'Strada Provinciale 7 km 3, 46100 Mantova',
    email: 'info@agridrone.example.com',
    telephone: '+39 0376 555 219',
    description:
      'Agricoltura di precisione con droni e satelliti: mappe dello stato delle colture, trattamenti mirati e consigli di concimazione che riducono i costi e l’impatto ambientale.',
    seeking:
      'Cerchiamo aziende agricole e consorzi, agronomi, piloti di droni con patentino e distributori di macchine agricole come partner commerciali.',
    logoColor: '#15803d',
  },
  {
    name: 'Trama Tessile',
    stand: 'B20',
    website: 'https://tramatessile.example.com',
    address: 'Via Pistoiese 455, 59100 Prato',
    email: 'campionari@tramatessile.example.com',
    telephone: '+39 0574 555 612',
    description:
      'Tessuti tecnici e sostenibili prodotti a Prato: lane rigenerate, materiali traspiranti per lo sport e tessuti idrorepellenti senza PFAS, con campionari su misura.',
    seeking:
      'Cerchiamo marchi di moda e abbigliamento sportivo, ingegneri e tecnici tessili, e agenti di vendita in Francia e Germania.',
  },
];

const [DAY_1, DAY_2] = DEMO_DAYS;
const [MARCHIONNE, MONTALCINI, EPICENTRO] = DEMO_STAGES;

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    title: 'Apertura della fiera: l’Italia che innova',
    speaker: 'Chiara Lombardi',
    companyName: 'Organizzazione Fiera',
    topic: 'Innovazione',
    location: MARCHIONNE,
    tags: ['apertura', 'innovazione'],
    eventDate: DAY_1,
    eventTime: '09:30',
  },
  {
    title: 'Fotovoltaico sui capannoni: conti, incentivi e tempi',
    speaker: 'Andrea Rinaldi',
    companyName: 'Solaria Energia',
    topic: 'Energia',
    location: MONTALCINI,
    tags: ['energia', 'fotovoltaico', 'incentivi'],
    eventDate: DAY_1,
    eventTime: '10:00',
  },
  {
    title: 'Pitch di startup: salute e biotecnologie',
    speaker: 'Federica Greco',
    companyName: 'Incubatore Officine Nord',
    topic: 'Startup',
    location: EPICENTRO,
    tags: ['startup', 'biotech', 'investimenti'],
    eventDate: DAY_1,
    eventTime: '10:30',
  },
  {
    title: 'Il gestionale in cloud per la fabbrica',
    speaker: 'Luca Marchetti',
    companyName: 'Lumina Software',
    topic: 'Digitale',
    location: MARCHIONNE,
    tags: ['software', 'erp', 'industria40'],
    eventDate: DAY_1,
    eventTime: '11:00',
  },
  {
    title: 'Esportare il cibo italiano: regole e distributori',
    speaker: 'Paola Santoro',
    companyName: 'Italia Export Hub',
    topic: 'Export',
    location: MONTALCINI,
    tags: ['export', 'agroalimentare'],
    eventDate: DAY_1,
    eventTime: '11:30',
  },
  {
    title: 'Cobot in officina: il primo progetto in 30 giorni',
    speaker: 'Davide Colombo',
    companyName: 'Robotica Ausonia',
    topic: 'Robotica',
    location: EPICENTRO,
    tags: ['robotica', 'automazione', 'manifattura'],
    eventDate: DAY_1,
    eventTime: '12:00',
  },
  {
    title: 'NIS2: cosa cambia per le PMI',
    speaker: 'Simona Galli',
    companyName: 'Scudo Cyber',
    topic: 'Sicurezza',
    location: MARCHIONNE,
    tags: ['cybersecurity', 'nis2', 'compliance'],
    eventDate: DAY_1,
    eventTime: '12:30',
  },
  {
    title: 'Degustazione guidata: il Sangiovese e il suo territorio',
    speaker: 'Tommaso Bellini',
    companyName: 'Cantine Colle Alto',
    topic: 'Vino',
    location: MONTALCINI,
    tags: ['vino', 'degustazione'],
    eventDate: DAY_1,
    eventTime: '13:30',
  },
  {
    title: 'Assumere nel 2027: i profili introvabili',
    speaker: 'Elena Moretti',
    companyName: 'Talenti Recruiting',
    topic: 'Lavoro',
    location: EPICENTRO,
    tags: ['lavoro', 'recruiting', 'hr'],
    eventDate: DAY_1,
    eventTime: '14:00',
  },
  {
    title: 'Packaging senza plastica: casi concreti',
    speaker: 'Giorgio Ferri',
    companyName: 'Imballi Circolari',
    topic: 'Sostenibilità',
    location: MARCHIONNE,
    tags: ['packaging', 'sostenibilita', 'economia-circolare'],
    eventDate: DAY_1,
    eventTime: '14:30',
  },
  {
    title: 'Pagamenti digitali e open banking per i negozi',
    speaker: 'Martina Costa',
    companyName: 'Pagonet Fintech',
    topic: 'Fintech',
    location: MONTALCINI,
    tags: ['fintech', 'pagamenti', 'retail'],
    eventDate: DAY_1,
    eventTime: '15:00',
  },
  {
    title: 'Moda circolare: dalla filiera al passaporto digitale',
    speaker: 'Beatrice Conti',
    companyName: 'Sartoria Vela',
    topic: 'Moda',
    location: EPICENTRO,
    tags: ['moda', 'sostenibilita', 'tessile'],
    eventDate: DAY_1,
    eventTime: '15:30',
  },
  {
    title: 'Intelligenza artificiale per prevedere le vendite',
    speaker: 'Stefano Russo',
    companyName: 'DataPonte Cloud',
    topic: 'Intelligenza artificiale',
    location: MARCHIONNE,
    tags: ['ai', 'dati', 'retail'],
    eventDate: DAY_1,
    eventTime: '16:00',
  },
  {
    title: 'Turismo lento: i borghi come destinazione',
    speaker: 'Irene Fabbri',
    companyName: 'Borghi & Sentieri Turismo',
    topic: 'Turismo',
    location: MONTALCINI,
    tags: ['turismo', 'territorio'],
    eventDate: DAY_1,
    eventTime: '16:30',
  },
  {
    title: 'Telemedicina: dal progetto pilota al servizio',
    speaker: 'Dott. Roberto Villa',
    companyName: 'MedCare Solutions',
    topic: 'Salute',
    location: EPICENTRO,
    tags: ['sanita', 'telemedicina', 'digitale'],
    eventDate: DAY_1,
    eventTime: '17:00',
  },
  {
    title: 'Aperitivo di networking tra espositori',
    speaker: null,
    companyName: 'Organizzazione Fiera',
    topic: 'Networking',
    location: MARCHIONNE,
    tags: ['networking'],
    eventDate: DAY_1,
    eventTime: '18:00',
  },
  {
    title: 'Comunità energetiche: istruzioni per l’uso',
    speaker: 'Valentina De Luca',
    companyName: 'Solaria Energia',
    topic: 'Energia',
    location: MARCHIONNE,
    tags: ['energia', 'cer', 'fotovoltaico'],
    eventDate: DAY_2,
    eventTime: '09:30',
  },
  {
    title: 'Riqualificare il condominio: cappotto, pompe di calore e bonus',
    speaker: 'Matteo Pellegrini',
    companyName: 'Casa Verde Costruzioni',
    topic: 'Edilizia',
    location: MONTALCINI,
    tags: ['edilizia', 'efficienza-energetica'],
    eventDate: DAY_2,
    eventTime: '10:00',
  },
  {
    title: 'Marketing digitale per le PMI con budget piccoli',
    speaker: 'Alessia Marino',
    companyName: 'Faro Marketing',
    topic: 'Marketing',
    location: EPICENTRO,
    tags: ['marketing', 'social', 'pmi'],
    eventDate: DAY_2,
    eventTime: '10:30',
  },
  {
    title: 'Logistica dell’ultimo miglio a zero emissioni',
    speaker: 'Fabio Ricci',
    companyName: 'Rotte Logistica',
    topic: 'Logistica',
    location: MARCHIONNE,
    tags: ['logistica', 'ecommerce', 'mobilita-elettrica'],
    eventDate: DAY_2,
    eventTime: '11:00',
  },
  {
    title: 'Competenze digitali: formare chi lavora già',
    speaker: 'Silvia Gatti',
    companyName: 'Accademia Digitale Futura',
    topic: 'Formazione',
    location: MONTALCINI,
    tags: ['formazione', 'competenze', 'lavoro'],
    eventDate: DAY_2,
    eventTime: '11:30',
  },
  {
    title: 'Agricoltura di precisione: droni e dati in campo',
    speaker: 'Nicola Barbieri',
    companyName: 'AgriDrone Italia',
    topic: 'Agritech',
    location: EPICENTRO,
    tags: ['agricoltura', 'droni', 'dati'],
    eventDate: DAY_2,
    eventTime: '12:00',
  },
  {
    title: 'Trovare un distributore all’estero',
    speaker: 'Paola Santoro',
    companyName: 'Italia Export Hub',
    topic: 'Export',
    location: MARCHIONNE,
    tags: ['export', 'distributori', 'internazionalizzazione'],
    eventDate: DAY_2,
    eventTime: '12:30',
  },
  {
    title: 'Design e artigianato: collezioni che nascono in bottega',
    speaker: 'Giacomo Serra',
    companyName: 'Studio Forma Design',
    topic: 'Design',
    location: MONTALCINI,
    tags: ['design', 'artigianato', 'arredo'],
    eventDate: DAY_2,
    eventTime: '13:30',
  },
  {
    title: 'Ricarica elettrica: un servizio per hotel e parcheggi',
    speaker: 'Lorenzo Fontana',
    companyName: 'Voltaria Mobilità',
    topic: 'Mobilità',
    location: EPICENTRO,
    tags: ['mobilita-elettrica', 'turismo', 'energia'],
    eventDate: DAY_2,
    eventTime: '14:00',
  },
  {
    title: 'Contratti intelligenti per l’ufficio legale',
    speaker: 'Avv. Laura Testa',
    companyName: 'LexTech Studio',
    topic: 'Legal tech',
    location: MARCHIONNE,
    tags: ['legaltech', 'ai', 'contratti'],
    eventDate: DAY_2,
    eventTime: '14:30',
  },
  {
    title: 'Stampa 3D in metallo: dal prototipo alla serie',
    speaker: 'Riccardo Longo',
    companyName: 'Stampa3D Officina',
    topic: 'Manifattura',
    location: MONTALCINI,
    tags: ['stampa3d', 'manifattura', 'prototipazione'],
    eventDate: DAY_2,
    eventTime: '15:00',
  },
  {
    title: 'Acqua bene comune: reti intelligenti e riuso',
    speaker: 'Maria Caruso',
    companyName: 'AcquaPura Ambiente',
    topic: 'Ambiente',
    location: EPICENTRO,
    tags: ['acqua', 'iot', 'sostenibilita'],
    eventDate: DAY_2,
    eventTime: '15:30',
  },
  {
    title: 'Investitori e startup: come si prepara un round',
    speaker: 'Federica Greco',
    companyName: 'Incubatore Officine Nord',
    topic: 'Finanza',
    location: MARCHIONNE,
    tags: ['startup', 'investimenti', 'venture-capital'],
    eventDate: DAY_2,
    eventTime: '16:00',
  },
  {
    title: 'Caffè specialty: dal chicco alla tazzina',
    speaker: 'Sergio Vitale',
    companyName: 'Torrefazione Aurora',
    topic: 'Agroalimentare',
    location: MONTALCINI,
    tags: ['caffe', 'horeca', 'degustazione'],
    eventDate: DAY_2,
    eventTime: '16:30',
  },
  {
    title: 'Premiazione dei migliori stand e chiusura',
    speaker: 'Chiara Lombardi',
    companyName: 'Organizzazione Fiera',
    topic: 'Chiusura',
    location: EPICENTRO,
    tags: ['premiazione', 'chiusura'],
    eventDate: DAY_2,
    eventTime: '17:00',
  },
];
