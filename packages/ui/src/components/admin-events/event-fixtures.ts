import type { AdminEvent } from './event-form';

/** Events as GET /api/events/ answers them, on the demo fair's days and stages. */
function adminEvents(): AdminEvent[] {
  return [
    {
      id: 11,
      title: 'Caffè e startup',
      speaker: 'Marco Bianchi',
      company_name: 'Caffè Aurora',
      topic: 'Startup',
      location: 'Montalcini',
      tags: ['startup'],
      event_date: '2026-10-17',
      event_time: '15:30:00',
      version: 1,
    },
    {
      id: 10,
      title: 'Il futuro della manifattura',
      speaker: 'Anna Rossi',
      company_name: 'Officine Rossi',
      topic: 'Industria 4.0',
      location: 'Marchionne',
      tags: ['ai', 'industria'],
      event_date: '2026-10-16',
      event_time: '10:00:00',
      version: 1,
    },
    {
      id: 12,
      title: 'Incontro fuori programma',
      speaker: null,
      company_name: null,
      topic: null,
      location: 'Sala stampa',
      tags: [],
      event_date: '2026-10-16',
      event_time: '17:00:00',
      version: 1,
    },
  ];
}

export { adminEvents };
