export { CalendarFeed, webcalUrl } from './calendar-feed';
export type { CalendarFeedProps } from './calendar-feed';
