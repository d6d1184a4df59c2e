export { ThankYouPanel } from './thank-you-panel';
export type { ThankYouPanelProps } from './thank-you-panel';
