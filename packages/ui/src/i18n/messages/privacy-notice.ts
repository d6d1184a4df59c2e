import { createTranslator, type MessageKeyOf } from '../translator';

const privacyNotice = {
  title: 'Informativa sulla privacy',
  intro:
    "{product} è l'app della fiera: questa pagina spiega quali tuoi dati conserva, perché, per quanto tempo e come puoi riaverli o cancellarli.",
  whatTitle: 'Quali dati conserviamo',
  what: "Nome, cognome, email, telefono, tipo di occupazione e azienda che indichi registrandoti; il tuo biglietto e gli ingressi registrati dallo staff; i testi 'Cosa cerchi' e 'La tua descrizione', i match suggeriti e le tue scelte ('Mi interessa' o 'Passa'); gli eventi che aggiungi alla tua agenda e, se lo attivi, il link del calendario che la segue (ne conserviamo solo un'impronta).",
  whyTitle: 'Perché',
  why: "Per darti il biglietto e farti entrare in fiera, per farti accedere all'app, per suggerirti le aziende più adatte a te e contare le presenze. Non vendiamo i tuoi dati e non li usiamo per pubblicità.",
  howLongTitle: 'Per quanto tempo',
  howLong:
    'Finché hai un account. Se lo cancelli, i tuoi dati, i match e le sessioni vengono eliminati; gli ingressi restano solo come numeri anonimi nelle statistiche della fiera.',
  controllerTitle: 'Chi tratta i tuoi dati',
  controller: '{name} organizza la fiera e tratta i tuoi dati come titolare del trattamento.',
  controllerUnknown:
    "L'organizzatore della fiera tratta i tuoi dati come titolare del trattamento.",
  email: 'Email',
  phone: 'Telefono',
  website: 'Sito web',
  newTab: '(si apre in una nuova scheda)',
  rightsTitle: 'I tuoi diritti',
  rights:
    "Dal tuo profilo puoi scaricare in ogni momento tutti i dati che conserviamo su di te, correggere i tuoi testi e cancellare l'account. Per ogni altra richiesta scrivi all'organizzatore della fiera.",
} as const;

/** Texts of the privacy notice page. */
const { messages: privacyNoticeMessages, t, useT } = createTranslator({ privacyNotice });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof privacyNoticeMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { privacyNotice, privacyNoticeMessages, t, useT };
export type { MessageKey, Translate };
