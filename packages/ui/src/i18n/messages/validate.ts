import { createTranslator, type MessageKeyOf } from '../translator';

const validate = {
  title: 'Inquadra qui il QR Code',
  pageTitle: 'Convalida biglietti',
  validating: 'Convalida in corso...',
  valid: '✓ Biglietto Valido',
  invalid: '✗ Biglietto Non Valido',
  error: '✗ Errore di Convalida',
  ticketId: 'ID biglietto: {id}',
  userId: 'ID utente: {id}',
  status: 'Stato: {status}',
  scanAgain: 'Scansiona di nuovo',
  torchOn: 'Accendi la torcia',
  torchOff: 'Spegni la torcia',
  zoom: 'Zoom',
  cameraInsecure: 'La fotocamera richiede una connessione sicura (HTTPS o localhost).',
  cameraUnsupported: "Questo browser non supporta l'accesso alla fotocamera.",
  cameraTimeout: 'La fotocamera non si è avviata entro 3 secondi.',
  cameraDenied:
    'Accesso alla fotocamera negato: consentilo nelle impostazioni del browser, oppure inserisci il codice a mano.',
  cameraMissing: 'Nessuna fotocamera trovata: inserisci il codice del biglietto a mano.',
  cameraRetry: 'Riprova',
  useManualEntry: 'Inserisci il codice a mano',
  cameraLabel: 'Anteprima della fotocamera',
  manual: {
    title: 'Inserimento manuale',
    label: 'Codice biglietto',
    hint: "Se il QR Code è danneggiato o la fotocamera non funziona: il visitatore trova il codice sotto il QR Code, nel profilo o nell'email del biglietto (es. 407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d).",
    submit: 'Convalida',
    required: 'Inserisci il codice del biglietto.',
    incomplete:
      'Il codice del biglietto ha 32 tra cifre e lettere (es. 407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d): controlla di averlo scritto per intero.',
  },
  offline: {
    badge: 'Offline',
    admittedNote:
      "Controllato sul telefono, senza rete: l'ingresso sarà inviato al server appena torna la connessione.",
    checkedNote: 'Controllato sul telefono, senza rete.',
    admitted: 'Firma valida: ingresso registrato sul telefono.',
    welcomeBack: 'Rientro consentito: primo ingresso alle {time}',
    alreadyValidated: 'Biglietto già convalidato alle {time}',
    malformed: 'QR code non riconosciuto: non è un biglietto della fiera.',
    forged: 'Biglietto contraffatto o alterato: la firma non è valida.',
    revoked: 'Biglietto revocato.',
    unknownKey:
      'Biglietto firmato con una chiave che il telefono non conosce: controllalo di nuovo quando torna la rete.',
    typedId:
      'Senza rete il codice digitato non si può verificare: scansiona il QR Code del biglietto.',
    noKeys:
      'Il controllo senza rete non è pronto: apri questa pagina con la rete attiva almeno una volta.',
    unsupported: 'Questo browser non sa verificare i biglietti senza rete: usa Chrome aggiornato.',
    /** A queued scan the server will never take (its words are shown when it gave some). */
    uploadRefused: 'Scansione non accettata dal server.',
  },
  scanner: {
    title: 'Stato del lettore',
    online: 'Online',
    offline: 'Offline',
    offlineHint: 'Senza rete i biglietti vengono controllati sul telefono.',
    notReady:
      'Controllo senza rete non pronto: servono le chiavi dei biglietti, scaricate appena la rete torna.',
    queuedNone: 'Nessun ingresso da inviare',
    queuedOne: '1 ingresso da inviare',
    queuedMany: '{count} ingressi da inviare',
    uploading: 'Invio in corso...',
    keys: 'Chiavi',
    revocations: 'Revoche',
    upload: 'Ultimo invio',
    never: 'mai',
    syncNow: 'Sincronizza ora',
    syncFailed: 'Ultima sincronizzazione non riuscita: {msg}',
    announceOffline: 'Connessione assente: i biglietti vengono controllati sul telefono.',
    announceOnline: 'Connessione tornata.',
    announceSent: 'Ingressi offline inviati al server.',
    problems: {
      title: 'Da controllare: ingressi senza rete non validi per il server',
      usedTwice: 'Usato due volte',
      refused: 'Non valido',
      ticket: 'Biglietto {id}',
      unknownTicket: 'Biglietto sconosciuto',
      scannedAt: 'scansionato alle {time}',
      dismiss: 'Ho preso nota',
      afterFailedCall:
        "Controllato sul telefono dopo una convalida online rimasta senza risposta: il server potrebbe aver registrato quell'ingresso, quindi forse è lo stesso.",
    },
  },
  stats: {
    title: 'Ingressi',
    today: 'Oggi',
    total: 'Totale',
    loading: 'Caricamento ingressi...',
    failed: 'Impossibile caricare gli ingressi: {msg}',
  },
} as const;

/** Texts of the staff ticket validation screen. */
const { messages: validateMessages, t, useT } = createTranslator({ validate });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof validateMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { validate, validateMessages, t, useT };
export type { MessageKey, Translate };
