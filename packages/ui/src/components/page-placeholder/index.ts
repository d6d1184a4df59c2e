export { PagePlaceholder } from './page-placeholder';
export type { PagePlaceholderProps } from './page-placeholder';
