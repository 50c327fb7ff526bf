// One suggestion of the offline places index, whatever its country (places.ts, places-ci.ts).
import type { Address } from '../ports.ts'

export interface PlaceEntry {
  id: string
  label: string
  address: Address
  words: string[]
  /** Ranking weight before text matching: bigger towns first, then street addresses. */
  weight: number
}
