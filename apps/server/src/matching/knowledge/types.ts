/**
 * The shape of the matching knowledge: written top-down from the Italian ATECO classification of
 * economic activities and the ISTAT/ESCO occupation groups, never from evaluation examples.
 *
 * Every phrase is matched after lower-casing, accent folding and number/gender folding
 * ("impianti fotovoltaici" finds "impianto fotovoltaico", "elettricista" finds "elettriciste"),
 * with Italian stop words (articles, prepositions, "per", "che", "mio"…) ignored. English is
 * welcome where Italians use it ("full remote", "software house", "food service").
 */

/** Kinds of people and organisations an exhibitor addresses and a visitor can be. */
export const SEGMENTS = [
  'famiglie', // private people, households, consumers, homeowners, parents
  'anziani', // elderly people, pensioners and those who care for them
  'giovani', // students, young people, graduates, school leavers
  'imprese', // companies in general, SMEs
  'industria', // manufacturers, factories, plants
  'agricoltura', // farms, growers, breeders, fishermen, agri cooperatives
  'commercio', // shops, retailers, wholesalers, shopping centres
  'horeca', // hotels, restaurants, bars, catering, food service
  'edilizia', // builders, contractors, condominiums, property managers, installers
  'professionisti', // freelancers, professional firms, self-employed, craftsmen
  'enti-pubblici', // municipalities, regions, public bodies, schools as institutions, hospitals
  'startup', // startups, innovative young companies, founders
  'turisti', // travellers, holidaymakers, visitors of a place
  'pazienti', // people with a health need, patients, carers
] as const;
export type Segment = (typeof SEGMENTS)[number];

/** A job as employers advertise it and job seekers describe it. */
export interface RoleKnowledge {
  /** kebab-case, unique across all knowledge files ("elettricista", "cuoco"). */
  id: string;
  /** Plural Italian noun phrase, no article, for sentences: "elettricisti", "addetti alla cassa". */
  label: string;
  /**
   * Names of the role (masculine, feminine and common variants, English where used: "cuoco",
   * "chef", "aiuto cuoco", "commis"), 1–4 words each; also how a seeker says they did it
   * ("ho fatto il cameriere" → "cameriere").
   */
  terms: readonly string[];
}

/** One field of the economy, roughly an ATECO division or group as a fair visitor sees it. */
export interface SectorKnowledge {
  /** kebab-case, unique across all knowledge files ("efficienza-energetica"). */
  id: string;
  /** The ATECO 2007 codes it covers ("43.22, 71.12"). */
  ateco: string;
  /** ATECO section letter, A–U. */
  section: string;
  /**
   * Short Italian noun phrase without article, for "Ti interessa {label}": "efficienza
   * energetica", "impianti elettrici", "cure dentali".
   */
  label: string;
  /**
   * What companies of this field are, make and offer, as they write it in a catalogue: products,
   * services, techniques, certifications, trade names of the business ("idraulico",
   * "termoidraulica", "caldaie", "pompe di calore"). 25–60 entries, 1–4 words each.
   */
  offers: readonly string[];
  /**
   * How a customer with this need writes it in everyday words, without knowing the trade's
   * vocabulary: "casa fredda", "bolletta alta", "riscaldamento costa", "perdita acqua",
   * "dente mancante". Each entry is 1–3 content words that must all occur in the same sentence,
   * in any order, so write the words that carry the meaning, not a whole sentence.
   * 20–50 entries.
   */
  needs: readonly string[];
  /**
   * Who buys from this field. Knowledge only: scoring reads whom an exhibitor addresses from its
   * own words, which measured better than the field's usual customers.
   */
  customers: readonly Segment[];
  /** The jobs this field hires for that a job seeker would name (3–10). */
  roles: readonly RoleKnowledge[];
  /** Ids of other sectors whose offer partly satisfies the same needs (any knowledge file). */
  related?: readonly string[];
}

/** How a segment shows in a visitor's words about themself, and in an exhibitor's target. */
export interface SegmentKnowledge {
  id: Segment;
  /** How a person describing themself shows they belong: "pensionato", "ho due figli", "villetta". */
  self: readonly string[];
  /** How an exhibitor names them as customers or audience: "famiglie", "privati", "clienti domestici". */
  target: readonly string[];
}

/** Relationships other than buying that a fair connects; each needs both sides to say it. */
export const INTENTS = [
  'lavoro', // a job: the visitor looks for work, the exhibitor hires
  'stage', // internship, apprenticeship, traineeship, first job for students
  'formazione', // the visitor wants to learn, the exhibitor trains or teaches
  'rappresentanza', // the visitor is or wants to be an agent, reseller, distributor; the exhibitor seeks them
  'fornitura', // the visitor wants to supply the exhibitor; the exhibitor seeks suppliers, subcontractors
  'investimento', // the visitor invests or lends; the exhibitor raises money
  'finanziamento', // the visitor raises money or seeks funding, grants, loans; the exhibitor provides them
  'partnership', // the visitor seeks partners, collaborations, joint projects; the exhibitor seeks partners
  'export', // the visitor wants to sell abroad or import; the exhibitor helps with foreign markets, or seeks foreign buyers
  'volontariato', // the visitor wants to volunteer; the exhibitor seeks volunteers
  'collaborazione', // the visitor is a freelancer offering services; the exhibitor seeks external collaborators
] as const;
export type Intent = (typeof INTENTS)[number];

export interface IntentKnowledge {
  id: Intent;
  /** How a visitor says they want this, 1–4 words each: "cerco lavoro", "mandato di agenzia". */
  visitor: readonly string[];
  /** How an exhibitor's "what we seek" text says it: "assumiamo", "cerchiamo agenti". */
  exhibitor: readonly string[];
}
