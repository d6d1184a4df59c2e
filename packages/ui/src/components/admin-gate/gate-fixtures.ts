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
};

/** Two hours of the fair's clock, for 'Aggiornato alle' (11:04:05 in Rome). */
const updatedAt = new Date('2026-10-16T09:04:05Z');

export { gateDashboard, updatedAt };
