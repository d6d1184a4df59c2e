export { AdminGate } from './admin-gate';
export type { AdminGateProps, GateDashboardData } from './admin-gate';
