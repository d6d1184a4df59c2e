import { createTranslator, type MessageKeyOf } from '../translator';

const matches = {
  title: '{product} Match',
  pageTitle: 'Match',
  tabNew: 'Nuovi Match',
  tabHistory: 'Cronologia',
  score: '{score}%',
  seeking: 'Cercano:',
  website: 'Sito web',
  email: 'Email',
  emailSubject: 'Contatto da {product} MATCH',
  emailBody: 'Buongiorno {vendor},\n\nvi contatto dopo il match su {product}.\n\n',
  whyMatch: 'Perché questo match?',
  pass: '❌ Passa',
  interested: '✅ Mi interessa',
  allSeenTitle: '🎉 Congratulazioni!',
  allSeenText: 'Hai visto tutte le aziende disponibili!',
  allSeenShowMatches: 'Vedi i tuoi match',
  allSeenVendors: 'Sfoglia le aziende',
  filterAccepted: '✅ Match! ({count})',
  filterRejected: '❌ Rifiutati ({count})',
  filterAll: 'Tutti ({count})',
  statusAccepted: 'Match!',
  statusRejected: 'Rifiutato',
  statusNone: 'In attesa',
  contact: '📧 Contatta',
  reject: '❌ Rifiuta',
  accept: '✅ Match!',
  historyEmpty: 'Nessuna cronologia match',
  historyEmptyText: 'Congratulazioni per i tuoi match!',
  loading: 'Caricamento match...',
  generating: '🎯 Generando i tuoi match personalizzati...',
  analysing: 'Stiamo analizzando {count} aziende',
  tabsLabel: 'Sezioni di {product} Match',
  compatibility: 'Compatibilità',
  newTab: '(si apre in una nuova scheda)',
  passName: 'Passa',
  interestedName: 'Mi interessa',
  decisionRejected: 'Hai passato {vendor}.',
  decisionAccepted: 'Hai mostrato interesse per {vendor}.',
  swipeHint: 'Scorri a sinistra per passare, a destra se ti interessa.',
  unknownVendor: 'Azienda n. {id}',
  historyFilters: 'Filtra la cronologia',
  historyListLabel: 'Cronologia dei match',
  historyEmptyAccepted: 'Nessun match accettato finora.',
  movedToRejected: '{vendor} è ora tra i rifiutati.',
  movedToAccepted: '{vendor} è ora tra i tuoi match.',
  setup: {
    title: '⚠️ Profilo Incompleto',
    intro: 'Completa il tuo profilo per iniziare lo Smart Matching.',
    seeking: 'Cosa cerchi',
    seekingHint: 'Es.: fornitori di imballaggi sostenibili, un tirocinio in logistica',
    description: 'La tua descrizione',
    descriptionHint:
      'Chi sei e di cosa ti occupi. Es.: buyer di una catena di bar, studentessa di ingegneria gestionale',
    firstName: 'Nome',
    lastName: 'Cognome',
    employmentType: 'Sono un...',
    companyName: 'Nome azienda',
    submit: '🚀 Completa profilo e inizia Smart Matching',
    submitting: 'Salvando...',
    required: "I campi 'Cosa cerchi' e 'La tua descrizione' sono obbligatori.",
  },
  /** Failures of this screen's calls. */
  errors: {
    profileUpdateFailed: "Errore nell'aggiornamento del profilo",
    loadMatchHistoryFailed: 'Impossibile caricare la cronologia dei match: {msg}',
    matchesLoadFailed: 'Errore nel caricamento dei match: {msg}',
    updateMatchStatusFailed: 'Impossibile aggiornare lo stato del match: {msg}',
    decisionFailed: 'Non è stato possibile salvare la tua scelta: riprova.',
    profileUpdateSetup: "Errore nell'aggiornamento del profilo: {msg}",
  },
} as const;

/** Texts of smart matching: suggestions, history and the profile it needs. */
const { messages: matchesMessages, t, useT } = createTranslator({ matches });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof matchesMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { matches, matchesMessages, t, useT };
export type { MessageKey, Translate };
