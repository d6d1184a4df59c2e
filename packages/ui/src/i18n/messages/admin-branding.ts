import { createTranslator, type MessageKeyOf } from '../translator';

const adminBranding = {
  title: 'Aspetto',
  intro:
    "Nome, colori e dati della fiera. L'anteprima mostra le modifiche subito; i visitatori le vedono dopo 'Salva'.",
  loading: 'Caricamento della configurazione...',
  loadFailed: 'Impossibile caricare la configurazione: {msg}',
  tabsLabel: 'Modifica o anteprima',
  tabEdit: 'Modifica',
  tabPreview: 'Anteprima',
  save: 'Salva',
  saving: 'Salvataggio...',
  reset: 'Ripristina',
  unsaved: 'Modifiche non salvate',
  leaveDescription: 'Le modifiche all’aspetto non salvate andranno perse.',
  noChanges: 'Nessuna modifica',
  saved: 'Configurazione salvata: la fiera ora si presenta così.',
  saveFailed: 'Salvataggio non riuscito: {msg}',
  conflict:
    'Nel frattempo qualcun altro ha salvato l’aspetto della fiera: nulla è stato salvato. ' +
    'Qui restano le tue modifiche: premi «Salva» per sostituire le sue, o ricarica la pagina ' +
    'per vederle.',
  invalid: 'Ci sono {count} campi da correggere prima di salvare:',
  invalidOne: "C'è un campo da correggere prima di salvare:",
  otherIssue: '{path}: {msg}',
  sections: {
    identity: 'Nome e immagini',
    light: 'Colori',
    dark: 'Colori del tema scuro',
    type: 'Carattere e angoli',
    days: 'Giorni e orari',
    stages: 'Palchi del programma',
    pinned: 'Aziende in evidenza',
    organiser: 'Organizzatore',
    privacy: 'Informativa sulla privacy',
    email: 'Email ai visitatori',
  },
  fields: {
    productName: 'Nome della fiera',
    productNameHint: "Compare nell'intestazione, nel titolo della pagina e nelle email.",
    logoUrl: 'Indirizzo del logo',
    logoUrlHint:
      "Facoltativo: un indirizzo di questo sito (/…) o https://…. Senza logo l'intestazione mostra il nome.",
    faviconUrl: "Indirizzo dell'icona (favicon)",
    faviconUrlHint: "Facoltativo: l'icona della scheda del browser e dell'app installata.",
    mapImageUrl: 'Indirizzo della piantina',
    darkEnabled: 'Tema scuro per i telefoni in modalità scura',
    darkHint: 'Senza tema scuro, tutti vedono i colori qui sopra.',
    colourCode: '{name}: codice',
    font: 'Carattere',
    radius: 'Arrotondamento degli angoli',
    radiusValue: '{value} rem',
    days: 'Giorni della fiera',
    day: 'Giorno {n}',
    remove: 'Rimuovi',
    addDay: 'Aggiungi un giorno',
    removeDay: 'Rimuovi il giorno {n}',
    opens: 'Apertura',
    closes: 'Chiusura',
    hoursHint: 'Ora italiana, uguale per ogni giorno.',
    stage: 'Palco {n}',
    addStage: 'Aggiungi un palco',
    removeStage: 'Rimuovi il palco {n}',
    stagesEmpty: 'Nessun palco: il programma non offre il filtro per palco.',
    pinnedVendor: 'Azienda in evidenza {n}',
    pinnedHint:
      "Fino a 4 aziende mostrate per prime nell'elenco, in quest'ordine: scrivi il nome come nell'elenco (maiuscole indifferenti).",
    addPinned: "Aggiungi un'azienda",
    removePinned: "Rimuovi l'azienda in evidenza {n}",
    pinnedEmpty: 'Nessuna azienda in evidenza.',
    organiserName: 'Nome',
    organiserEmail: 'Email',
    organiserPhone: 'Telefono',
    organiserWebsite: 'Sito web',
    optional: 'Facoltativo.',
    privacyNoticeExtra: "Paragrafo aggiuntivo dell'informativa",
    privacyHint:
      "Facoltativo: ad esempio chi è il titolare del trattamento. Compare in fondo all'informativa sulla privacy.",
    senderName: 'Nome del mittente',
    senderNameHint: 'Il nome che i visitatori vedono nella loro casella di posta.',
    footer: 'Ultima riga di ogni email',
  },
  tokens: {
    background: 'Sfondo della pagina',
    foreground: 'Testo',
    card: 'Sfondo dei riquadri',
    cardForeground: 'Testo dei riquadri',
    primary: 'Colore principale',
    primaryForeground: 'Testo sul colore principale',
    secondary: 'Colore secondario',
    secondaryForeground: 'Testo sul colore secondario',
    muted: 'Sfondo attenuato',
    mutedForeground: 'Testo attenuato',
    accent: 'Evidenziazione',
    accentForeground: "Testo sull'evidenziazione",
    destructive: 'Errori',
    destructiveForeground: 'Testo sugli errori',
    success: 'Conferme',
    successForeground: 'Testo sulle conferme',
    border: 'Bordi',
    input: 'Bordo dei campi',
    ring: 'Contorno di selezione',
  },
  fonts: {
    sans: 'Senza grazie (come Inter)',
    serif: 'Con grazie (come Georgia)',
    rounded: 'Arrotondato',
  },
  preview: {
    title: 'Anteprima',
    description: 'Così appariranno le schermate: è solo da guardare, i comandi non funzionano.',
    modeLabel: 'Tema mostrato',
    light: 'Chiaro',
    dark: 'Scuro',
    // The login screen's own words, as the login card of the preview shows them.
    loginTitle: 'Accesso',
    email: 'Email',
    password: 'Password',
    login: 'Accedi',
    forgotPassword: 'Hai dimenticato la Password?',
    register: 'Non sei registrato?',
    buttons: 'Pulsanti',
    primary: 'Principale',
    secondary: 'Secondario',
    outline: 'Contorno',
    destructive: 'Elimina',
    vendorName: 'Caffè Aurora',
    vendorStand: 'Stand A01',
    vendorTitle: 'Aziende',
    success: 'Biglietto valido',
    muted: 'Testo secondario su sfondo attenuato',
  },
} as const;

/** Texts of the admin's branding editor ('Aspetto'). */
const { messages: adminBrandingMessages, t, useT } = createTranslator({ adminBranding });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof adminBrandingMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { adminBranding, adminBrandingMessages, t, useT };
export type { MessageKey, Translate };
