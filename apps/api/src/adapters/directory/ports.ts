// The four directories the registration forms need, as ports: the API depends on these interfaces only.
// Each has an offline adapter over a small real extract shipped in data/ (the default) and an adapter
// for the public service, chosen by configuration (see create-directories.ts).
import type { components, operations } from '@relais/api-client/schema'

export type Address = components['schemas']['Address']
export type FinessEstablishment = components['schemas']['FinessEstablishment']
export type SiretEstablishment = components['schemas']['SiretEstablishment']
export type PmiCentre = components['schemas']['PmiCentre']
export type PlaceSuggestion = components['schemas']['PlaceSuggestion']

/** The countries the places directory knows (the contract's `country` parameter). */
export type PlaceCountry = NonNullable<operations['autocompletePlaces']['parameters']['query']['country']>

/** The country of a places call that names none: the perinatal and dispatch forms are French. */
export const DEFAULT_PLACE_COUNTRY: PlaceCountry = 'FR'

/** At most this many PMI centres or place suggestions in one answer (spec: PMI search, limit 10). */
export const DIRECTORY_RESULT_LIMIT = 10

export interface FinessDirectory {
  /** `finess` is already normalised (9 characters, upper case). */
  findByFiness(finess: string): Promise<FinessEstablishment | null>
}

export interface SiretDirectory {
  /** `siret` is already normalised (14 digits, check digit verified). */
  findBySiret(siret: string): Promise<SiretEstablishment | null>
}

export interface PmiDirectory {
  /** Centres matching `text` (at least 2 characters), best first, at most `limit`. */
  search(text: string, limit: number): Promise<PmiCentre[]>
}

export interface PlacesDirectory {
  /** Suggestions in `country` for what the user typed, best first, at most `limit`. */
  autocomplete(text: string, limit: number, country: PlaceCountry): Promise<PlaceSuggestion[]>
  /** The address behind a suggestion's `placeId` (which tells its country); null when unknown. */
  details(placeId: string): Promise<Address | null>
  /** The known address of `country` nearest to a point; null when there is none close enough. */
  reverse(latitude: number, longitude: number, country: PlaceCountry): Promise<Address | null>
}

export interface Directories {
  finess: FinessDirectory
  siret: SiretDirectory
  pmi: PmiDirectory
  places: PlacesDirectory
}

export type DirectoryName = keyof Directories

/** A configured public service failed (timeout, network, unexpected answer): the API answers 503. */
export class DirectoryUnavailableError extends Error {
  override name = 'DirectoryUnavailableError'
  constructor(
    readonly directory: DirectoryName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${directory} directory unavailable: ${reason}`, options)
  }
}
