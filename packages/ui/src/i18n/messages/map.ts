import { createTranslator, type MessageKeyOf } from '../translator';

const map = {
  notAvailable: 'N/D',
  title: 'Mappa',
  imageAlt: 'Mappa della fiera',
  zoomHint: 'Usa due dita per ingrandire la mappa',
  zoomHintButtons: 'Usa i pulsanti + e − per ingrandire la mappa',
  standList: 'Stand delle aziende',
  vendorLine: '{name} - Stand {stand}',
  /** For a stand value that names its place ('Padiglione 3'): shown as it is. */
  vendorPlace: '{name} - {place}',
  empty: 'Nessuna azienda trovata.',
  zoomControls: 'Zoom della mappa',
  zoomIn: 'Ingrandisci la mappa',
  zoomOut: 'Riduci la mappa',
  zoomReset: 'Ripristina la mappa',
  standListHint: "Tocca un'azienda per vedere il suo stand sulla mappa.",
  highlight: 'Stand {stand} evidenziato',
  standHighlighted: 'Stand {stand} evidenziato sulla mappa',
  standNotOnMap: 'Lo stand {stand} non è indicato sulla mappa.',
  placeNotOnMap: '{place} non è indicato sulla mappa.',
  standNotFound: 'Stand non trovato sulla mappa.',
  vendorNotFound: 'Azienda non trovata sulla mappa.',
  noStandOnMap: '{name} non ha uno stand indicato sulla mappa.',
  vendorPage: 'Scheda di {name}',
} as const;

/** Texts of the fair map. */
const { messages: mapMessages, t, useT } = createTranslator({ map });

/** A key of these texts, for tables that map a state to its message. */
type MessageKey = MessageKeyOf<typeof mapMessages>;

/** `t` of these texts, for helpers that receive it. */
type Translate = typeof t;

export { map, mapMessages, t, useT };
export type { MessageKey, Translate };
