import { createTranslator, type MessageKeyOf } from '../translator';

const adminExports = {
  title: 'Esportazioni',
  intro:
    'File CSV per Excel (UTF-8, separati da punto e virgola). Ogni download resta nel registro delle attività.',
  download: 'Scarica {name}',
  downloading: 'Preparazione di {name}...',
  done: 'Download avviato: {file}',
  failed: 'Download di {name} non riuscito: {msg}',
  kinds: {
    attendees: {
      name: 'Partecipanti',
      description:
        "Un visitatore registrato per riga: nome, cognome, azienda, tipo di occupazione, data di registrazione, verifica dell'email e giorni di ingresso.",
      privacy:
        'Nessun contatto: niente email, telefono né i testi liberi del profilo (cosa cerca, descrizione).',
    },
    checkins: {
      name: 'Ingressi',
      description:
        "Un ingresso per riga: data e ora (ora italiana), giorno, id del partecipante (lo stesso del file Partecipanti) ed email dell'addetto che l'ha convalidato.",
      privacy: "Dei visitatori solo l'id: nessun nome, contatto né codice del biglietto.",
    },
    decisions: {
      name: 'Decisioni di matching',
      description:
        "Una decisione per riga sulle aziende suggerite dallo smart matching: l'azienda, la scelta (accettata o rifiutata) e la data.",
      privacy: 'Anonimo: nessuna identità dei visitatori.',
    },
  },
} as const;

/** Texts of the admin's CSV downloads ('Esportazioni'). */
const { messages: adminExportsMessages, t, useT } = createTranslator({ adminExports });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof adminExportsMessages>;

export { adminExports, adminExportsMessages, t, useT };
export type { MessageKey };
