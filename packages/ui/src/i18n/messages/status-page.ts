import { createTranslator, type MessageKeyOf } from '../translator';

const statusPage = {
  notFound: {
    title: 'Pagina non trovata',
    message: "L'indirizzo che hai aperto non esiste o è stato spostato.",
  },
  error: {
    title: 'Qualcosa è andato storto',
    message: 'Questa schermata non si è caricata. Riprova, o torna alla home.',
  },
  retry: 'Riprova',
  home: 'Torna alla home',
} as const;

/** Texts of the not-found and error pages. */
const { messages: statusPageMessages, t, useT } = createTranslator({ statusPage });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof statusPageMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { statusPage, statusPageMessages, t, useT };
export type { MessageKey, Translate };
