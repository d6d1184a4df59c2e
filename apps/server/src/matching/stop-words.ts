/**
 * Words that carry no topic. Checked on folded tokens (lower case, no accents), so `perché` and
 * `perche` are both here as `perche`. English articles and prepositions are included because
 * profiles mix English in ("we are looking for developers").
 */
const ITALIAN = `
a ad agli ai al alla alle allo anche ancora avere abbiamo aveva avete c che chi ci coi col come
con contro cui d da dagli dai dal dall dalla dalle dallo de degli dei del dell della delle dello
di dove e ed egli era essere fra gli ha hanno ho i il in io l la le lei li lo loro lui ma me mi
molto ne negli nei nel nell nella nelle nello noi nostra nostre nostri nostro o ogni oppure per
perche piu po poi qual quale quali quando quanto quella quelle quelli quello questa queste questi
questo se sei si sia siamo siete sono su sua sue sugli sui sul sull sulla sulle sullo suo suoi
ti tra tu tua tue tuo tuoi tutti tutto un una uno vi voi vostra vostro gia cosi ecc etc anzi
inoltre oltre presso tramite verso mio mia miei mie sto stai sta stiamo state stanno essa esso
quest quel all nell sull dall dell coll alcuni alcune altro altra altri altre stesso stessa
modo maniera
`;

const ENGLISH = `
the and of for with to our we you your is are be an on at by from or this that its as us
`;

/**
 * Words that every profile uses to frame itself ("cerco", "la nostra azienda"): they would make
 * every pair look alike, so they never count as a shared term. Phrases such as "cerco lavoro" are
 * still recognised by the lexicon, which sees them before this list applies.
 */
const PROFILE_FRAMING = `
cerco cerca cerchi cerchiamo cercano cercare cercando ricerchiamo offro offre offriamo offrono
offrire proponiamo propone interessato interessata interessati interessate interesse azienda
aziende societa srl spa snc sas realta settore settori ambito ambiti tipo nuovo nuova nuovi nuove
possibile possibili eventuali eventuale vari varie diversi diverse persone persona fiera
`;

const words = (list: string) => list.split(/\s+/).filter((word) => word.length > 0);

export const STOP_WORDS: ReadonlySet<string> = new Set([...words(ITALIAN), ...words(ENGLISH)]);

export const FRAMING_WORDS: ReadonlySet<string> = new Set(words(PROFILE_FRAMING));
