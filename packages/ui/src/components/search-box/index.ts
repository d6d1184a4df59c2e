export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
