import { createTranslator, type MessageKeyOf } from '../translator';
import { events } from './events';

const home = {
  title: 'Benvenuto in {product}',
  greeting: 'Ciao, {name}!',
  greetingAnonymous: 'Ciao!',
  intro: 'Ti diamo il benvenuto in {product}.',
  ticketTitle: 'Il mio biglietto',
  ticketText: "Mostra il QR Code all'ingresso della fiera.",
  eventsTitle: 'Prossimi eventi',
  todayTitle: 'Oggi alla fiera',
  programmeTitle: 'Il programma',
  fairDates: 'Date della fiera: {dates}',
  fairStarts: 'La fiera inizia il {date}.',
  fairStartsTomorrow: 'La fiera inizia domani.',
  fairEnded: 'La fiera si è conclusa. Grazie della visita!',
  todayDone: 'Gli eventi di oggi sono terminati.',
  noFairToday: 'Oggi la fiera è chiusa.',
  eventsLoading: 'Caricamento eventi...',
  eventsEmpty: 'Nessun evento in programma',
  eventsUnavailable: 'Il programma non è disponibile al momento.',
  today: 'Oggi',
  allEvents: 'Tutto il programma',
  matchTitle: '{product} MATCH',
  matchPendingOne: 'Hai 1 nuovo suggerimento',
  matchPending: 'Hai {count} nuovi suggerimenti',
  matchDiscover: 'Scopri le aziende per te',
  validateTitle: 'Valida i biglietti',
  validateText: "Scansiona i QR Code dei visitatori all'ingresso.",
  shortcuts: 'Scorciatoie',
  /** The next event of the user's agenda ('La mia agenda'). */
  nextStarred: 'Il tuo prossimo evento: {title}, {day} ore {time}',
  nextStarredToday: 'oggi',
} as const;

/** Texts of the home screen, which also lists the next events. */
const { messages: homeMessages, t, useT } = createTranslator({ home, events });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof homeMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { home, homeMessages, t, useT };
export type { MessageKey, Translate };
