import { createTranslator, type MessageKeyOf } from '../translator';

const validate = {
  title: 'Inquadra qui il QR Code',
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
  cameraLabel: 'Anteprima della fotocamera',
  manual: {
    title: 'Inserimento manuale',
    label: 'Codice del biglietto',
    hint: 'Se il QR Code è danneggiato o la fotocamera non funziona, incolla qui il codice del biglietto.',
    submit: 'Convalida',
    required: 'Inserisci il codice del biglietto.',
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
