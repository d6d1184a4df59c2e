export { CheckinStats } from './checkin-stats';
export type { CheckinStatsProps } from './checkin-stats';
