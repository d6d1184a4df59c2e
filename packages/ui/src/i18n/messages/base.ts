/** Texts every screen may show: shared words, header, navigation, errors. */
const baseMessages = {
  common: {
    loading: 'Caricamento...',
    loadingLabel: 'Caricamento in corso',
    back: 'Indietro',
    logout: 'Esci',
    retry: 'Riprova',
    skipToContent: 'Vai al contenuto',
    clearSearch: 'Cancella ricerca',
    required: 'obbligatorio',
    unknownError: 'Errore sconosciuto',
    selectPlaceholder: 'Seleziona...',
    /** The browser tab's title: the screen, then the fair. */
    pageTitle: '{page} · {product}',
  },
  header: {
    homeLink: '{product}: torna alla home',
  },
  privacy: {
    link: 'Informativa sulla privacy',
    newTab: '(si apre in una nuova scheda)',
  },
  employment: {
    private: 'Privato',
    self_employed: 'Lavoratore Autonomo',
    employee: 'Dipendente',
  },
  errors: {
    fetchUserFailed: 'Impossibile caricare i dati utente',
    authExpired: 'Sessione scaduta',
    requestFailed: 'Richiesta non riuscita',
    generic: 'Errore: {message}',
    network: 'Errore di rete: controlla la connessione',
    /** Heading of a whole page that could not load (start-up, a screen's code). */
    unavailable: 'Pagina non disponibile',
  },
} as const;

type BaseMessages = typeof baseMessages;

export { baseMessages };
export type { BaseMessages };
