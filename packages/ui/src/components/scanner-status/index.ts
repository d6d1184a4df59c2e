export { ScannerStatus } from './scanner-status';
export type { ScannerProblem, ScannerStatusProps } from './scanner-status';
