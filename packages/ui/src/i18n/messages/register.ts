import { createTranslator, type MessageKeyOf } from '../translator';

const register = {
  title: 'Registrazione',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  phoneNumber: 'Numero di telefono',
  employmentType: 'Sono un...',
  companyName: 'Nome azienda',
  password: 'Password',
  passwordHint: 'Almeno 8 caratteri',
  confirmPassword: 'Conferma password',
  submit: 'Registrati',
  submitting: 'Registrazione in corso...',
  alreadyRegistered: 'Sei già registrato?',
  required: 'Per favore completa tutti i campi obbligatori',
  passwordMismatch: 'Oh oh! Le password inserite non sono uguali',
  passwordTooShort: 'Oh oh! La password deve contenere almeno 8 caratteri.',
  privacyConsentPrefix: "Ho letto e accetto l'",
  privacyConsentLink: 'informativa sulla privacy',
  privacyConsentRequired: "Per registrarti devi accettare l'informativa sulla privacy.",
  success: 'Registrazione completata! Controlla la tua email per verificare il tuo account.',
  /** Failures of this screen's calls. */
  errors: {
    registrationFailed: 'Registrazione non riuscita',
    registrationException: 'Si è verificato un errore durante la registrazione',
  },
} as const;

/** Texts of the registration form. */
const { messages: registerMessages, t, useT } = createTranslator({ register });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof registerMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { register, registerMessages, t, useT };
export type { MessageKey, Translate };
