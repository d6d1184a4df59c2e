import { createTranslator, type MessageKeyOf } from '../translator';

const nav = {
  label: 'Navigazione principale',
  home: 'Home',
  profile: 'Profilo',
  vendors: 'Aziende',
  events: 'Eventi',
  map: 'Mappa',
  matches: '{product} MATCH',
  /** The footer's label under the icon: the fair's name would not fit (aria-label keeps it). */
  matchesShort: 'Match',
  validate: 'Valida',
  admin: 'Amministrazione',
} as const;

/** Texts of the navigation: the footer on phones and the profile's links. */
const { messages: navMessages, t, useT } = createTranslator({ nav });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof navMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { nav, navMessages, t, useT };
export type { MessageKey, Translate };
