/** The programme's month names (capitalised, as the spec writes '16 Ottobre'). */
const MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

/** Italian month name for a 0-based month index, as used in the programme dates. */
function monthName(monthIndex: number): string {
  const name = MONTHS[monthIndex];
  if (name === undefined) throw new RangeError(`Month index out of range: ${monthIndex}`);
  return name;
}

export { monthName };
