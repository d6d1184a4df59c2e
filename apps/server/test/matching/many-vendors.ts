import type { MatchVendor } from '../../src/matching';

/** A few kinds of exhibitor, repeated to any scale. */
const TEMPLATES: Omit<MatchVendor, 'id'>[] = [
  {
    name: 'Nova Digitale',
    description: 'Realizziamo app e piattaforme web per le PMI.',
    seeking: 'Cerchiamo sviluppatori da inserire nel team.',
  },
  {
    name: 'SolarTech',
    description: 'Progettiamo e installiamo impianti fotovoltaici per capannoni.',
    seeking: 'Installatori ed elettricisti.',
  },
  {
    name: 'Cantine Colli Alti',
    description: 'Azienda vitivinicola: Barolo e spumante metodo classico.',
    seeking: 'Distributori esteri per il mercato asiatico.',
  },
  {
    name: 'Forno Bianchi',
    description: 'Panificio e pasticceria artigianale: pane, dolci e lievitati.',
    seeking: 'Fornai e pasticceri con esperienza.',
  },
  // Explanations of vendors without a description take another path.
  { name: 'Senza Parole', description: null, seeking: null },
];

/** `count` exhibitors with ids 1…count, each named after its kind and its id. */
export function manyVendors(count: number): MatchVendor[] {
  return Array.from({ length: count }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length] as Omit<MatchVendor, 'id'>;
    return { ...template, id: i + 1, name: `${template.name} ${i + 1}` };
  });
}
