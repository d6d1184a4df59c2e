import { createTranslator, type MessageKeyOf } from '../translator';

const verifyEmail = {
  title: 'Verifica Email',
  verifying: 'Verifica in corso...',
  successIcon: 'Verifica riuscita',
  errorIcon: 'Verifica non riuscita',
  success:
    'La tua email è stata verificata! Ti abbiamo inviato il <strong>biglietto</strong> nella tua casella di posta. Ora puoi accedere per usare i servizi di {product}.',
  backToLogin: "Ritorna all'Accesso",
  goToLogin: "Vai all'accesso",
  redirecting: 'Tra pochi secondi verrai portato alla pagina di accesso.',
  /** Failures of this screen's calls. */
  errors: {
    invalidVerificationLink: 'Link di verifica non valido',
    verificationFailed: 'Verifica non riuscita',
    verificationException: 'Si è verificato un errore durante la verifica',
  },
} as const;

/** Texts of the e-mail verification link. */
const { messages: verifyEmailMessages, t, useT } = createTranslator({ verifyEmail });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof verifyEmailMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { verifyEmail, verifyEmailMessages, t, useT };
export type { MessageKey, Translate };
