import type { ProgrammeEvent } from '../components/event-list';
import type { MatchVendor, SuggestedMatch } from '../components/match-card';
import type { HistoryMatch } from '../components/matches-screen';
import type { VendorProfile } from '../components/vendor-detail';

/** A small programme over two days and the three demo stages, deliberately out of order. */
const programme: ProgrammeEvent[] = [
  {
    id: 1,
    title: 'Il futuro del caffè espresso',
    speaker: 'Marco Rossi',
    company_name: 'Caffè Nero Srl',
    topic: 'Food',
    location: 'Palco Montalcini',
    tags: ['caffè', 'degustazione'],
    event_date: '2026-10-17',
    event_time: '11:00:00',
  },
  {
    id: 2,
    title: 'Robotica in fabbrica',
    speaker: 'Giulia Bianchi',
    company_name: 'Automazioni Spa',
    topic: 'Industria 4.0',
    location: 'Palco Marchionne',
    tags: ['robot', 'automazione'],
    event_date: '2026-10-16',
    event_time: '14:30',
  },
  {
    id: 3,
    title: 'Apertura della fiera',
    speaker: null,
    company_name: null,
    topic: null,
    location: 'Epicentro',
    tags: [],
    event_date: '2026-10-16',
    event_time: '09:00',
  },
  {
    id: 4,
    title: 'Città sostenibili',
    speaker: 'Luca Verdi',
    company_name: 'Studio Verdi',
    topic: 'Ambiente',
    location: 'Palco Marchionne',
    tags: ['energia'],
    event_date: '2026-10-17',
    event_time: '09:30',
  },
];

/** Vendors in no order, with accents, mixed case and the stand/location/neither cases. */
const exhibitors = [
  { id: 1, name: 'zeta Ricambi', stand: 'B07', location: 'Padiglione B' },
  { id: 2, name: 'Énergie Solaire', stand: null, location: 'Padiglione A' },
  { id: 3, name: 'Caffè Nero Srl', stand: 'A01', location: null },
  { id: 4, name: 'Automazioni Spa', stand: '', location: null },
  { id: 5, name: 'Birrificio Alpino', stand: 'A12', location: 'Padiglione A' },
];

const vendorProfile: VendorProfile = {
  id: 3,
  name: 'Caffè Nero Srl',
  logo_path: '/logos/caffe-nero.svg',
  stand: 'A01',
  website: 'www.caffenero.example',
  address: 'Via Roma 1, 20121 Milano',
  email: 'info@caffenero.example',
  telephone: '+39 02 1234 5678',
  description: 'Torrefazione artigianale dal 1962.',
  page_view_count: 42,
};

/** `count` vendors with names that exercise the Italian collation, for the long-list stories. */
function manyVendors(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    name: `Azienda ${String(count - index).padStart(4, '0')}`,
    stand:
      index % 3 === 0
        ? null
        : `${index % 2 === 0 ? 'A' : 'B'}${String((index % 20) + 1).padStart(2, '0')}`,
    location: index % 6 === 0 ? null : 'Padiglione A',
  }));
}

/** A stand-in map picture that needs no server (the app serves the real one). */
const demoMapUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">' +
    '<rect width="600" height="400" fill="#f8fafc" stroke="#64748b" stroke-width="4"/>' +
    '<rect x="40" y="40" width="240" height="200" fill="#e0f2fe" stroke="#0369a1"/>' +
    '<rect x="320" y="40" width="240" height="200" fill="#e0f2fe" stroke="#0369a1"/>' +
    '<rect x="40" y="280" width="520" height="80" fill="#fde68a" stroke="#b45309"/>' +
    '</svg>',
)}`;

const matchVendors: MatchVendor[] = [
  {
    id: 3,
    name: 'Caffè Nero Srl',
    description: 'Torrefazione artigianale dal 1962.',
    seeking: 'Distributori nel Nord Italia e baristi per il nostro stand.',
    website: 'www.caffenero.example',
    email: 'info@caffenero.example',
  },
  {
    id: 5,
    name: 'Birrificio Alpino',
    description: 'Birre artigianali di montagna.',
    seeking: 'Ristoranti e rifugi.',
    website: 'https://birrificio.example',
    email: 'ciao@birrificio.example',
  },
  {
    id: 4,
    name: 'Automazioni Spa',
    description: 'Robot collaborativi per le PMI.',
    seeking: null,
    website: null,
    email: null,
  },
];

const [caffe, birrificio, automazioni] = matchVendors as [MatchVendor, MatchVendor, MatchVendor];

/** A suggestion whose score rounds up (0.875 → 88 %). */
const suggestedMatch: SuggestedMatch = {
  id: 11,
  score: 0.875,
  description: 'Cerchi fornitori di caffè per la tua catena di bar: torrefanno in Lombardia.',
  vendor: caffe,
};

/** Two accepted, one rejected, newest first. */
const matchHistory: HistoryMatch[] = [
  { ...suggestedMatch, status: 'accepted' },
  {
    id: 12,
    score: 0.614,
    description: 'Birre per i tuoi locali.',
    vendor: birrificio,
    status: 'accepted',
  },
  {
    id: 13,
    score: 0.3,
    description: 'Automazione del magazzino.',
    vendor: automazioni,
    status: 'rejected',
  },
];

/** A copy of the programme's event `id` with some fields changed: a new event for a test. */
function programmeEvent(id: number, changes: Partial<ProgrammeEvent>): ProgrammeEvent {
  const event = programme.find((candidate) => candidate.id === id);
  if (event === undefined) throw new Error(`No event ${id} in the fixture programme`);
  return { ...event, ...changes };
}

export {
  demoMapUrl,
  exhibitors,
  manyVendors,
  matchHistory,
  matchVendors,
  programme,
  programmeEvent,
  suggestedMatch,
  vendorProfile,
};
