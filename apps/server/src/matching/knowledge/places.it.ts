/**
 * Italian regions and province capitals (ISTAT list), a few large towns, and the countries and
 * cities Italian exporters name most: a place says where someone is or sells, never what field
 * they need, so matching reads no field or job in one ("Bari" would otherwise fold to "bar");
 * a place still counts for an intent ("vendere in Germania"). Folded: lower case, no accents.
 */
const PLACES = `
stati uniti regno unito
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
germania francia spagna portogallo inghilterra irlanda scozia olanda belgio lussemburgo svizzera
austria polonia romania albania grecia croazia slovenia serbia ungheria svezia norvegia
danimarca finlandia russia ucraina turchia usa america canada messico brasile argentina cina
giappone corea india australia marocco tunisia egitto londra parigi berlino madrid monaco
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
  'stati',
  'uniti',
  'unito',
  'regno',
]);

const PLACE_SET: ReadonlySet<string> = new Set(
  PLACES.split(/\s+/).filter((word) => word.length > 0),
);

/** The word, folded, names a place; `capitalised` is how it was written. */
export function isPlaceName(folded: string, capitalised: boolean): boolean {
  if (!PLACE_SET.has(folded)) return false;
  return capitalised || !ALSO_WORDS.has(folded);
}
