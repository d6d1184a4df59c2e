export { MatchCard, SWIPE_THRESHOLD_PX } from './match-card';
export type { MatchCardProps, MatchVendor, SuggestedMatch } from './match-card';
export { mailtoHref, matchPercent } from './match-links';
export { MatchHeading } from './match-heading';
export type { MatchHeadingProps } from './match-heading';
