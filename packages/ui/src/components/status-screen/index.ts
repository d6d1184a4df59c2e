export { StatusScreen } from './status-screen';
export type { StatusScreenProps } from './status-screen';
