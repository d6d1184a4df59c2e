import { createTranslator, type MessageKeyOf } from '../translator';

const thankYou = {
  title: 'Grazie per esserti registrato!',
  pageTitle: 'Registrazione completata',
  message: 'La registrazione a {product} è andata a buon fine.',
  checkEmail:
    'Controlla la tua casella di posta e apri il link che ti abbiamo inviato per verificare il tuo indirizzo email.',
  redirecting: 'Tra pochi secondi verrai portato alla pagina di accesso.',
  goToLogin: "Vai all'accesso",
} as const;

/** Texts of the page after registering. */
const { messages: thankYouMessages, t, useT } = createTranslator({ thankYou });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof thankYouMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { thankYou, thankYouMessages, t, useT };
export type { MessageKey, Translate };
