import { createTranslator, type MessageKeyOf } from '../translator';

const vendors = {
  title: 'Aziende',
  search: 'Cerca aziende...',
  searchLabel: 'Cerca aziende',
  empty: 'Nessuna azienda trovata.',
  emptySearch: 'Nessuna azienda trovata per "{term}"',
  loading: 'Caricamento aziende...',
  listLabel: 'Elenco delle aziende',
  resultOne: '1 azienda',
  results: '{count} aziende',
  standLine: 'Stand {stand}',
  /** Failures of this screen's calls. */
  errors: {
    loadVendorsFailed: 'Impossibile caricare le aziende: {msg}',
  },
} as const;

/** Texts of the exhibitor directory. */
const { messages: vendorsMessages, t, useT } = createTranslator({ vendors });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof vendorsMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { vendors, vendorsMessages, t, useT };
export type { MessageKey, Translate };
