import { createTranslator, type MessageKeyOf } from '../translator';

const events = {
  title: 'Eventi',
  pageTitle: 'Programma',
  search: 'Cerca eventi...',
  searchLabel: 'Cerca eventi',
  dayFilters: 'Filtra per giorno',
  stageFilters: 'Filtra per palco',
  dayLabel: '{day} {month}',
  speakerCompany: '{speaker} - {company}',
  tag: '#{tag}',
  empty: 'Nessun evento trovato.',
  emptySearch: 'Nessun evento trovato per "{term}"',
  activeFilters: 'Filtri attivi: {filters}.',
  clearFilters: 'Rimuovi i filtri',
  loading: 'Caricamento eventi...',
  listLabel: 'Programma',
  tags: 'Tag',
  resultOne: '1 evento',
  results: '{count} eventi',
  /** The personal agenda ('La mia agenda'): stars, its filter, overlaps, calendar files. */
  agenda: {
    filter: 'La mia agenda',
    star: 'Aggiungi «{title}» alla mia agenda',
    unstar: 'Togli «{title}» dalla mia agenda',
    empty: 'Non hai ancora eventi nella tua agenda: tocca la stella di un evento per aggiungerlo.',
    /** `{titles}`: «A», or «A» e «B», or «A», «B» e «C». */
    overlap: 'Si sovrappone a {titles}',
    overlapTitle: '«{title}»',
    updateFailed: 'Non è stato possibile aggiornare la tua agenda: riprova.',
    addToCalendar: 'Aggiungi al calendario',
    /** The link's name for screen readers: its visible words, then the event it is for. */
    addToCalendarOf: 'Aggiungi al calendario «{title}»',
  },
  /** Failures of this screen's calls. */
  errors: {
    loadEventsFailed: 'Impossibile caricare gli eventi: {msg}',
  },
} as const;

/** Texts of the programme. */
const { messages: eventsMessages, t, useT } = createTranslator({ events });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof eventsMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { events, eventsMessages, t, useT };
export type { MessageKey, Translate };
