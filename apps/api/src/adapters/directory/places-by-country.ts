// One places directory per country behind the port: with a configured French geocoder (the Base Adresse
// Nationale knows France only), Ivorian places still come from the shipped extract, and a CI query is
// never sent to the French service.
import type { Address, PlaceCountry, PlaceSuggestion, PlacesDirectory } from './ports.ts'

export class PlacesByCountry implements PlacesDirectory {
  constructor(readonly byCountry: Readonly<Record<PlaceCountry, PlacesDirectory>>) {}

  autocomplete(text: string, limit: number, country: PlaceCountry): Promise<PlaceSuggestion[]> {
    return this.byCountry[country].autocomplete(text, limit, country)
  }

  /** A placeId belongs to one directory only, so each is asked in turn (the BAN's ids carry their address). */
  async details(placeId: string): Promise<Address | null> {
    for (const directory of new Set(Object.values(this.byCountry))) {
      const address = await directory.details(placeId)
      if (address) return address
    }
    return null
  }

  reverse(latitude: number, longitude: number, country: PlaceCountry): Promise<Address | null> {
    return this.byCountry[country].reverse(latitude, longitude, country)
  }
}
