import { createTranslator, type MessageKeyOf } from '../translator';
import { admin } from './admin';

const adminAccounts = {
  title: 'Account',
  intro: 'Il più recente per primo, 50 per pagina.',
  loading: 'Caricamento degli account...',
  loadFailed: 'Impossibile caricare gli account: {msg}',
  searchLabel: 'Cerca per nome, email o azienda',
  searchPlaceholder: 'Nome, email o azienda',
  roleFilter: 'Filtra per ruolo',
  allRoles: 'Tutti i ruoli',
  roles: {
    attendee: 'Partecipante',
    staff: 'Staff',
    admin: 'Amministratore',
  },
  foundNone: 'Nessun account trovato.',
  foundOne: '1 account trovato.',
  found: '{count} account trovati.',
  updating: 'Aggiornamento dell’elenco...',
  listLabel: 'Account trovati',
  you: '(tu)',
  email: 'Email',
  company: 'Azienda',
  role: 'Ruolo',
  verified: 'Email verificata',
  yes: 'Sì',
  no: 'No',
  checkins: 'Giorni con ingresso',
  roleOf: 'Ruolo di {name}',
  ownAccount:
    'È il tuo account: nessuno cambia il proprio ruolo né elimina il proprio account da qui.',
  changeRoleTitle: 'Cambiare il ruolo di {name}?',
  changeRoleDescription:
    'Da {from} a {to}. Le sue sessioni perdono subito il vecchio ruolo e hanno il nuovo dal prossimo aggiornamento, senza un nuovo accesso.',
  confirmRole: 'Cambia ruolo',
  changingRole: 'Cambio in corso...',
  roleChanged: 'Ruolo di {name} cambiato: ora è {role}.',
  resend: 'Invia di nuovo la verifica',
  resendLabel: 'Invia di nuovo la verifica a {name}',
  resending: 'Invio in corso...',
  resent: 'Verifica inviata di nuovo a {email}.',
  resendFailed: 'Verifica non inviata a {email}: {msg}',
  delete: 'Elimina',
  deleteLabel: 'Elimina l’account di {name}',
  deleteTitle: 'Eliminare l’account di {name}?',
  deleteDescription:
    'Come se lo eliminasse la persona stessa: profilo, matching e sessioni spariscono; gli ingressi restano, senza il suo nome. Non si può annullare.',
  confirmDelete: 'Elimina account',
  deleting: 'Eliminazione...',
  deleted: 'Account di {name} eliminato.',
  pagination: 'Pagine degli account',
  page: 'Pagina {page} di {pages}',
  previous: 'Precedente',
  next: 'Successiva',
} as const;

/** Texts of the back-office's accounts screen ('Account'). */
const { messages: adminAccountsMessages, t, useT } = createTranslator({ adminAccounts, admin });

/** A key of these texts, for tables that map a role to its label. */
type MessageKey = MessageKeyOf<typeof adminAccountsMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { adminAccounts, adminAccountsMessages, t, useT };
export type { MessageKey, Translate };
