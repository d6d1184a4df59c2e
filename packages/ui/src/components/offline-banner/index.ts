export { OfflineBanner } from './offline-banner';
export type { OfflineBannerProps } from './offline-banner';
