import { createTranslator, type MessageKeyOf } from '../translator';

const adminAudit = {
  title: 'Registro attività',
  intro: 'Cosa hanno fatto gli amministratori, dal più recente.',
  loading: 'Caricamento del registro...',
  loadFailed: 'Impossibile caricare il registro: {msg}',
  empty: 'Nessuna attività registrata.',
  listLabel: 'Attività',
  when: 'Quando',
  who: 'Chi',
  what: 'Cosa',
  target: 'Su cosa',
  targetValue: 'n. {id}',
  deletedActor: '{email} (account eliminato)',
  /** A line the server wrote itself, e.g. the admin of FIERA_ADMIN_EMAIL at start-up. */
  systemActor: 'Sistema (avvio del server)',
  loadMore: 'Carica altri',
  loadingMore: 'Caricamento...',
  loadMoreFailed: 'Impossibile caricare altre attività: {msg}',
  end: 'Fine del registro.',
  /** What an export or an import was of (the API's ExportKind and ImportKind). */
  kinds: {
    attendees: 'partecipanti',
    checkins: 'ingressi',
    decisions: 'decisioni',
    vendors: 'aziende',
    events: 'eventi',
  },
  /** One for each AuditAction of the API (keys without dots: the catalogue's paths use them). */
  actions: {
    vendorCreate: 'Azienda aggiunta',
    vendorUpdate: 'Azienda modificata',
    vendorDelete: 'Azienda eliminata',
    vendorLogo: "Logo dell'azienda caricato",
    eventCreate: 'Evento aggiunto al programma',
    eventUpdate: 'Evento del programma modificato',
    eventDelete: 'Evento eliminato dal programma',
    catalogueImport: 'Importazione da file',
    accountProfile: 'Profilo di un account modificato',
    accountRole: "Ruolo dell'account cambiato",
    accountVerification: "Verifica dell'account cambiata",
    accountDelete: 'Account eliminato',
    fairConfigUpdate: 'Aspetto e dati della fiera aggiornati',
    exportDownload: 'Esportazione scaricata',
  },
} as const;

/** Texts of the admin's audit log ('Registro attività'). */
const { messages: adminAuditMessages, t, useT } = createTranslator({ adminAudit });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof adminAuditMessages>;

export { adminAudit, adminAuditMessages, t, useT };
export type { MessageKey };
