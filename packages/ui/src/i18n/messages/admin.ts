import { createTranslator, type MessageKeyOf } from '../translator';

const admin = {
  title: 'Amministrazione',
  navLabel: 'Sezioni dell’amministrazione',
  sections: {
    overview: 'Panoramica',
    vendors: 'Aziende',
    events: 'Programma',
    accounts: 'Account',
    branding: 'Aspetto',
    gate: 'Ingressi',
    exports: 'Esportazioni',
    audit: 'Registro attività',
  },
  overview: {
    title: 'Panoramica',
    intro: 'Da qui gestisci la fiera: aziende, programma, account, aspetto e dati.',
    listLabel: 'Sezioni',
    vendors: 'Aggiungi, modifica o importa gli espositori e i loro loghi.',
    events: 'Aggiungi, modifica o importa gli eventi del programma.',
    accounts: 'Cerca gli account, cambia il ruolo, invia di nuovo la verifica.',
    branding: 'Nome, logo, colori, giorni e palchi della fiera.',
    gate: 'Gli ingressi di oggi, ora per ora e per addetto.',
    exports: 'Scarica partecipanti, ingressi e decisioni di matching in CSV.',
    audit: 'Chi ha cambiato cosa, e quando.',
  },
  confirm: {
    cancel: 'Annulla',
    failed: 'Operazione non riuscita: {msg}',
  },
  dialog: {
    close: 'Chiudi',
  },
  unsaved: {
    title: 'Uscire senza salvare?',
    description: 'Le modifiche non salvate andranno perse.',
    leave: 'Esci senza salvare',
    stay: 'Resta',
  },
} as const;

/** Texts of the back-office's shell: its navigation, the overview and its shared dialogs. */
const { messages: adminMessages, t, useT } = createTranslator({ admin });

/** A key of these texts, for tables that map a section to its label. */
type MessageKey = MessageKeyOf<typeof adminMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { admin, adminMessages, t, useT };
export type { MessageKey, Translate };
