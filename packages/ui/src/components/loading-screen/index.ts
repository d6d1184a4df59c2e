export { LoadingScreen } from './loading-screen';
export type { LoadingScreenProps } from './loading-screen';
