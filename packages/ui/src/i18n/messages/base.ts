/** Texts every screen may show: shared words, header, navigation, errors. */
const baseMessages = {
  common: {
    loading: 'Caricamento...',
    loadingLabel: 'Caricamento in corso',
    back: 'Indietro',
    logout: 'Esci',
    cancel: 'Annulla',
    save: 'Salva',
    saving: 'Salvando...',
    edit: 'Modifica',
    retry: 'Riprova',
    skipToContent: 'Vai al contenuto',
    clearSearch: 'Cancella ricerca',
    notAvailable: 'N/D',
    required: 'obbligatorio',
    unknownError: 'Errore sconosciuto',
    selectPlaceholder: 'Seleziona...',
    months: [
      'Gennaio',
      'Febbraio',
      'Marzo',
      'Aprile',
      'Maggio',
      'Giugno',
      'Luglio',
      'Agosto',
      'Settembre',
      'Ottobre',
      'Novembre',
      'Dicembre',
    ],
  },
  header: {
    homeLink: '{product}: torna alla home',
  },
  nav: {
    label: 'Navigazione principale',
    home: 'Home',
    profile: 'Profilo',
    vendors: 'Aziende',
    events: 'Eventi',
    map: 'Mappa',
    matches: '{product} MATCH',
    validate: 'Valida',
  },
  placeholder: {
    comingSoon: 'Questa sezione sarà disponibile a breve.',
  },
  employment: {
    private: 'Privato',
    self_employed: 'Lavoratore Autonomo',
    employee: 'Dipendente',
  },
  privacy: {
    link: 'Informativa sulla privacy',
    newTab: '(si apre in una nuova scheda)',
  },
  errors: {
    fetchUserFailed: 'Impossibile caricare i dati utente',
    authExpired: 'Sessione scaduta',
    requestFailed: 'Richiesta non riuscita',
    profileUpdateFailed: "Errore nell'aggiornamento del profilo",
    generic: 'Errore: {message}',
    network: 'Errore di rete: controlla la connessione',
  },
} as const;

type BaseMessages = typeof baseMessages;

export { baseMessages };
export type { BaseMessages };
