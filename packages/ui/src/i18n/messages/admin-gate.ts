import { createTranslator, type MessageKeyOf } from '../translator';

const adminGate = {
  title: 'Ingressi',
  loading: 'Caricamento degli ingressi...',
  loadFailed: 'Impossibile caricare gli ingressi: {msg}',
  refreshFailed: 'Aggiornamento non riuscito: {msg}. I dati mostrati sono quelli delle {time}.',
  updatedAt: 'Aggiornato alle {time}',
  day: 'Oggi è {date}',
  today: 'Ingressi di oggi',
  total: 'Ingressi in totale',
  reentryDeny: 'Rientro nello stesso giorno: non consentito',
  reentryAllow: 'Rientro nello stesso giorno: consentito',
  perHour: {
    title: 'Ingressi per ora',
    caption: 'Primi ingressi di oggi per fascia oraria',
    hour: 'Fascia oraria',
    count: 'Ingressi',
    range: '{from}–{to}',
    empty: 'Nessun ingresso oggi.',
  },
  perStaff: {
    title: 'Ingressi per addetto',
    caption: 'Primi ingressi di oggi convalidati da ciascun addetto',
    name: 'Addetto',
    count: 'Ingressi',
    deleted: 'Account eliminato',
    unnamed: 'Addetto n. {id}',
    empty: 'Nessun addetto ha ancora convalidato biglietti oggi.',
  },
  offline: {
    title: 'Ingressi senza rete',
    received: 'Scansioni arrivate oggi da telefoni senza rete',
    caption: 'Ultime scansioni senza rete che non erano un ingresso regolare, dalla più recente',
    time: 'Ora',
    outcome: 'Esito',
    message: 'Dettaglio',
    usedTwice: 'Usato due volte',
    refused: 'Non valido',
    empty: 'Nessun problema: ogni scansione senza rete era un ingresso regolare.',
  },
} as const;

/** Texts of the admin's gate dashboard ('Ingressi'). */
const { messages: adminGateMessages, t, useT } = createTranslator({ adminGate });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof adminGateMessages>;

export { adminGate, adminGateMessages, t, useT };
export type { MessageKey };
