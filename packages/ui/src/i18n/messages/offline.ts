import { createTranslator, type MessageKeyOf } from '../translator';

const offline = {
  banner: {
    offline: 'Sei offline',
    offlineDetail:
      'Vedi i dati salvati su questo telefono. Le stelle della tua agenda partono appena torna la connessione.',
    updateReady: 'Nuova versione disponibile',
    update: 'Aggiorna',
  },
} as const;

/** Texts of the app without signal: the banner under the header. */
const { messages: offlineMessages, t, useT } = createTranslator({ offline });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof offlineMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { offline, offlineMessages, t, useT };
export type { MessageKey, Translate };
