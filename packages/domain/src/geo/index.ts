/** Distances shown between a care request and a practitioner (the spec's constants: km, 2 decimals). */
export interface Coordinates {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle (haversine) distance in km: precise to well under 1 % at the scale of a city or a region. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** `12.35 km` in French: `12,35 km`. */
export function formatDistanceKm(km: number): string {
  return `${km.toFixed(2).replace('.', ',')} km`
}
