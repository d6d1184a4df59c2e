import { createTranslator, type MessageKeyOf } from '../translator';
import { nav } from './nav';

const profile = {
  notAvailable: 'N/D',
  cancel: 'Annulla',
  save: 'Salva',
  saving: 'Salvando...',
  edit: 'Modifica',
  title: 'Profilo',
  pageTitle: 'Il mio profilo',
  ticketTitle: 'Il mio biglietto',
  qrLabel: 'Codice QR del biglietto',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  phone: 'Telefono',
  employmentType: 'Occupazione',
  company: 'Azienda',
  createdAt: 'Account creato il',
  lastLogin: 'Ultimo accesso',
  matchSection: '{product} MATCH',
  seeking: 'Cosa cerchi',
  description: 'La tua descrizione',
  seekingEmpty: 'Non ancora specificato',
  descriptionEmpty: 'Non ancora specificata',
  fieldsRequired: "I campi 'Cosa cerchi' e 'La tua descrizione' non possono essere vuoti.",
  loadingUser: 'Caricamento dati utente...',
  ticketId: 'Codice biglietto: {id}',
  ticketUnavailable: "Il biglietto sarà disponibile dopo la verifica dell'email.",
  personalData: 'I tuoi dati',
  editMatch: 'Modifica {product} MATCH',
  navLabel: 'Sezioni',
  data: {
    title: 'I tuoi dati personali',
    intro: 'Puoi scaricare tutti i dati che conserviamo su di te o eliminare il tuo account.',
    export: 'Scarica i miei dati',
    exporting: 'Preparazione del download...',
    exportDone: 'Download dei tuoi dati avviato.',
    exportFailed: 'Download dei dati non riuscito: {msg}',
    delete: 'Elimina account',
    deleteTitle: "Eliminare l'account?",
    deleteDescription:
      "L'eliminazione è definitiva: profilo, biglietto e match verranno cancellati. Inserisci la tua password per confermare.",
    password: 'Password',
    passwordRequired: "Inserisci la password per confermare l'eliminazione.",
    confirmDelete: 'Elimina definitivamente',
    deleting: 'Eliminazione in corso...',
    deleteFailed: "Eliminazione dell'account non riuscita: {msg}",
  },
  /** 'Calendario della mia agenda': the agenda as a calendar feed at a secret address. */
  calendar: {
    title: 'Calendario della mia agenda',
    intro: 'Segui la tua agenda nel calendario del telefono o del computer con un link personale.',
    hint: 'Il link si aggiorna da solo quando cambi la tua agenda o il programma. Non condividerlo: chi lo ha vede la tua agenda.',
    loading: 'Caricamento del calendario...',
    loadFailed: 'Impossibile caricare il calendario: {msg}',
    activate: 'Attiva il link del calendario',
    activating: 'Attivazione...',
    activateFailed: 'Non è stato possibile attivare il link: {msg}',
    activeSince: 'Il link del calendario è attivo dal {date}.',
    shownOnce:
      'Ecco il tuo link: lo vedi solo ora. Copialo o aprilo nel calendario; se lo perdi, creane uno nuovo.',
    urlLabel: 'Link del calendario',
    copy: 'Copia',
    copied: 'Link copiato.',
    copyFailed: 'Copia non riuscita: seleziona il link e copialo.',
    open: 'Apri nel calendario',
    renew: 'Crea un nuovo link',
    renewTitle: 'Creare un nuovo link?',
    renewDescription:
      'Il link attuale smetterà di funzionare: i calendari che lo usano non vedranno più la tua agenda finché non aggiungi quello nuovo.',
    renewing: 'Creazione...',
    renewFailed: 'Non è stato possibile creare un nuovo link: {msg}',
    disable: 'Disattiva',
    disableTitle: 'Disattivare il link del calendario?',
    disableDescription:
      'Il link smetterà di funzionare e i calendari che lo usano non mostreranno più la tua agenda.',
    disabling: 'Disattivazione...',
    disableFailed: 'Non è stato possibile disattivare il link: {msg}',
  },
  /** Failures of this screen's calls. */
  errors: {
    profileUpdateFailed: "Errore nell'aggiornamento del profilo",
    profileUpdateEdit: "Errore nell'aggiornamento: {msg}",
  },
} as const;

/** Texts of the profile, its ticket and the privacy actions. */
const { messages: profileMessages, t, useT } = createTranslator({ profile, nav });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof profileMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { profile, profileMessages, t, useT };
export type { MessageKey, Translate };
