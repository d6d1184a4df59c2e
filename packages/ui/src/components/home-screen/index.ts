export { HomeScreen } from './home-screen';
export type { HomeScreenProps } from './home-screen';
export { upcomingEvents } from './upcoming-events';
