import { createTranslator, type MessageKeyOf } from '../translator';
import { vendors } from './vendors';

const vendorDetail = {
  website: 'Sito web',
  address: 'Indirizzo',
  email: 'Email',
  telephone: 'Telefono',
  description: 'Descrizione',
  pageViews: 'Visualizzazioni della pagina: {count}',
  newTab: '(si apre in una nuova scheda)',
  showOnMap: 'Vedi sulla mappa',
  /** Failures of this screen's calls. */
  errors: {
    loadFailed: 'Caricamento non riuscito: {msg}',
  },
} as const;

/** Texts of an exhibitor's page, which shares the directory's field names. */
const { messages: vendorDetailMessages, t, useT } = createTranslator({ vendorDetail, vendors });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof vendorDetailMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { vendorDetail, vendorDetailMessages, t, useT };
export type { MessageKey, Translate };
