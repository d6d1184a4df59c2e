import { createTranslator, type MessageKeyOf } from '../translator';

const forgotPassword = {
  title: 'Recupera la Password',
  email: 'Email',
  submit: 'Invia email',
  submitting: 'Invio...',
  backToLogin: "Ritorna all'accesso",
  required: 'Per favore inserisci la tua email',
  invalidEmail: 'Per favore inserisci un indirizzo email valido',
  success: 'Ti abbiamo inviato per email le istruzioni per reimpostare la password.',
  /** Failures of this screen's calls. */
  errors: {
    forgotPasswordFailed: 'Richiesta di reimpostazione della password non riuscita',
    forgotPasswordException:
      'Si è verificato un errore durante la richiesta di reimpostazione della password',
  },
} as const;

/** Texts of the password recovery request. */
const { messages: forgotPasswordMessages, t, useT } = createTranslator({ forgotPassword });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof forgotPasswordMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { forgotPassword, forgotPasswordMessages, t, useT };
export type { MessageKey, Translate };
