export { LoadError, LoadingState } from './load-state';
export type { LoadErrorProps, LoadingStateProps, LoadStatus } from './load-state';
