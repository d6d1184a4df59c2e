export { EventList } from './event-list';
export type { EventListProps } from './event-list';
export { eventDays, filterEvents, indexEvents } from './filter-events';
export type { EventFilters, ProgrammeEvent } from './filter-events';
