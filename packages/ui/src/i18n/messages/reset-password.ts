import { createTranslator, type MessageKeyOf } from '../translator';

const resetPassword = {
  title: 'Modifica Password',
  newPassword: 'Nuova Password',
  confirmPassword: 'Conferma la Nuova Password',
  submit: 'Reimposta password',
  submitting: 'Reimpostazione in corso...',
  backToLogin: "Ritorna all'accesso",
  missingToken: 'Token di reimpostazione non valido o mancante',
  required: 'Per favore compila tutti i campi',
  passwordMismatch: 'Le password non coincidono',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri',
  success: 'Password reimpostata! Ora puoi accedere.',
  redirecting: 'Tra pochi secondi verrai portato alla pagina di accesso.',
  /** Failures of this screen's calls. */
  errors: {
    resetPasswordFailed: 'Reimpostazione della password non riuscita',
    resetPasswordException: 'Si è verificato un errore durante la reimpostazione della password',
  },
} as const;

/** Texts of choosing a new password from the e-mailed link. */
const { messages: resetPasswordMessages, t, useT } = createTranslator({ resetPassword });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof resetPasswordMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { resetPassword, resetPasswordMessages, t, useT };
export type { MessageKey, Translate };
