export { FairMap, MAP_ZOOM } from './fair-map';
export type { FairMapProps } from './fair-map';
export { sortByName, standOf } from './stand-list';
export type { MapVendor } from './stand-list';
