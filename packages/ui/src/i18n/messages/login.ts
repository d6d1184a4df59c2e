import { createTranslator, type MessageKeyOf } from '../translator';

const login = {
  title: 'Accesso',
  email: 'Email',
  password: 'Password',
  submit: 'Accedi',
  submitting: 'Accesso in corso...',
  forgotPassword: 'Hai dimenticato la Password?',
  notRegistered: 'Non sei registrato?',
  required: 'Per favore inserisci sia email che password',
  resendVerification: "Invia di nuovo l'email di verifica",
  resending: 'Invio in corso...',
  resendSuccess:
    'Se il tuo account non è ancora verificato, ti abbiamo inviato una nuova email di verifica.',
  /** Failures of this screen's calls. */
  errors: {
    loginFailed: 'Accesso non riuscito',
    loginException: "Si è verificato un errore durante l'accesso",
    /** Tried without signal: a session starts on the server. */
    offline: 'Sei offline: per accedere serve la connessione. Riprova quando torna il segnale.',
    resendVerificationFailed: "Invio dell'email di verifica non riuscito",
    resendVerificationException: "Si è verificato un errore durante l'invio dell'email di verifica",
  },
} as const;

/** Texts of the login screen. */
const { messages: loginMessages, t, useT } = createTranslator({ login });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof loginMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { login, loginMessages, t, useT };
export type { MessageKey, Translate };
