// 'Obtenir l'itinéraire': a link to a driving-directions service, which opens in a new tab with the
// patient's address as the destination; the practitioner's position is the service's to ask for.
// The app never calls it.
import type { Coordinates } from '@relais/domain'

export function directionsUrl({ latitude, longitude }: Coordinates): string {
  const to = `${latitude.toFixed(6)},${longitude.toFixed(6)}`
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B${encodeURIComponent(to)}`
}
