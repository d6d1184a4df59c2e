/**
 * Italian regions and province capitals (ISTAT list), with a few large towns: a place says where
 * someone is, never what they need, so matching never reads one as a field ("Bari" would
 * otherwise fold to "bar"). Folded: lower case, no accents, no apostrophes.
 */
const PLACES = `
abruzzo basilicata calabria campania emilia romagna friuli venezia giulia lazio liguria lombardia
marche molise piemonte puglia sardegna sicilia toscana trentino umbria veneto aosta
agrigento alessandria ancona andria arezzo ascoli avellino bari barletta belluno benevento bergamo
biella bologna bolzano brescia brindisi cagliari caltanissetta campobasso carbonia caserta catania
catanzaro chieti chioggia como cosenza cremona crotone cuneo enna fermo ferrara firenze foggia forli
cesena frosinone genova gorizia grosseto imperia isernia aquila spezia latina lecce lecco livorno
lodi lucca macerata mantova massa carrara matera messina milano modena monza napoli novara nuoro
olbia oristano padova palermo parma pavia perugia pesaro urbino pescara piacenza pisa pistoia
pordenone potenza prato ragusa ravenna reggio rieti rimini roma rovigo salerno sassari savona siena
siracusa sondrio taranto teramo terni torino trani trapani trento treviso trieste udine varese
venezia verbania vercelli verona vibo valentia vicenza viterbo mestre marsala giugliano
`;

/** Places that are also everyday words: skipped only when written with a capital. */
const ALSO_WORDS = new Set([
  'prato',
  'fermo',
  'massa',
  'potenza',
  'latina',
  'lodi',
  'aquila',
  'como',
  'spezia',
  'reggio',
  'marche',
  'enna',
  'trani',
  'terni',
  'imperia',
]);

const PLACE_SET: ReadonlySet<string> = new Set(
  PLACES.split(/\s+/).filter((word) => word.length > 0),
);

/** The word, folded, names a place; `capitalised` is how it was written. */
export function isPlaceName(folded: string, capitalised: boolean): boolean {
  if (!PLACE_SET.has(folded)) return false;
  return capitalised || !ALSO_WORDS.has(folded);
}
