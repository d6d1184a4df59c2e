export { FairMap, MAP_ZOOM } from './fair-map';
export type { FairMapProps } from './fair-map';
export { sortByName, standOf } from './stand-list';
export type { MapVendor } from './stand-list';
export { indexStands, resolveSelection } from './map-selection';
export type { MapSelection } from './map-selection';
