import type { GateDashboardData } from './admin-gate';

/** A busy morning: a gap at 11, a deleted staff account, a second gate. */
const gateDashboard: GateDashboardData = {
  day: '2026-10-16',
  today: 1234,
  total: 15678,
  reentry: 'deny',
  per_hour: [
    { hour: 9, count: 412 },
    { hour: 10, count: 530 },
    { hour: 12, count: 292 },
  ],
  per_staff: [
    { staff_id: 7, name: 'Giulia Bianchi', count: 700 },
    { staff_id: 9, name: 'Marco Rossi', count: 500 },
    { staff_id: null, name: null, count: 34 },
  ],
  // A phone at the second gate lost the network for a while: one visitor went in twice.
  offline: {
    received: 57,
    problems: [
      {
        outcome: 'used-twice',
        message: 'Biglietto già convalidato alle 09:41',
        scanned_at: '2026-10-16T08:12:30Z',
      },
      {
        outcome: 'refused',
        message: 'Biglietto revocato.',
        scanned_at: '2026-10-16T07:58:02Z',
      },
    ],
  },
};

/** Two hours of the fair's clock, for 'Aggiornato alle' (11:04:05 in Rome). */
const updatedAt = new Date('2026-10-16T09:04:05Z');

export { gateDashboard, updatedAt };
