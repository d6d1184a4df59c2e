export { AdminEvents } from './admin-events';
export type { AdminEventsProps } from './admin-events';
export { EventForm, formatDay, parseTags } from './event-form';
export type { AdminEvent, EventFormProps, EventInputData } from './event-form';
