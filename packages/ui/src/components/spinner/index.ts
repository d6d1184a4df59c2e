export { Spinner, SpinnerIcon } from './spinner';
export type { SpinnerProps } from './spinner';
