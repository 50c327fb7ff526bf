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

/**
 * How long a user's last known position is kept: the privacy policy's 'Données de géolocalisation :
 * 2 mois', which its page reads from here.
 */
export const POSITION_RETENTION_MONTHS = 2

/**
 * The instant before which a recorded position is forgotten. Months are calendar months; a day the
 * earlier month lacks (30 April → 30 February) rolls forward, so a position is never kept longer.
 */
export function positionRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - POSITION_RETENTION_MONTHS)
  return cutoff
}
