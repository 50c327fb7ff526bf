export { MapView } from './MapView'
export type { MapPlace, MapViewProps } from './types'
