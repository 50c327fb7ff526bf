// What a map is given: the places to pin, its name, and where its base map comes from.
export interface MapPlace {
  id: string
  /** The marker's short text ('Patiente', 'Vous'). */
  label: string
  coordinates: { latitude: number; longitude: number }
  tone?: 'primary' | 'secondary'
  /** The place the page is about (a request chosen in a list): drawn larger, ringed, above the others. */
  highlighted?: boolean
}

export interface MapViewProps {
  /** What the map shows: the map's accessible name. */
  label: string
  places: readonly MapPlace[]
  /** A dashed straight line from the first place to the second: the trip as the crow flies. */
  connect?: boolean
  /**
   * A tile service's style (a MapLibre style JSON's address); absent, the base map shipped with the
   * app (countries and coastlines from Natural Earth), which needs no network.
   */
  styleUrl?: string
  height?: number
}
