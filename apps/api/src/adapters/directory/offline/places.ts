// Places in France without a network: every commune of 5,000 inhabitants or more and every municipal
// arrondissement (official list of communes, INSEE), one suggestion per postcode, plus the real street
// addresses of the FINESS and PMI extracts, which carry geocoded points (Base Adresse Nationale).
// The index is built once at start-up; a query is a few map look-ups (see README: timing).
import type { Address, FinessEstablishment, PlaceSuggestion, PlacesDirectory, PmiCentre } from '../ports.ts'
import { normalizeText, PrefixIndex, wordsOf } from '../text.ts'
import { communesExtract, finessExtract, pmiExtract, type CommunesFile } from './data.ts'

/** Beyond this distance the nearest known address is not "here": reverse geocoding answers nothing. */
export const REVERSE_MAX_DISTANCE_KM = 2

interface PlaceEntry {
  id: string
  label: string
  address: Address
  words: string[]
  /** Ranking weight before text matching: bigger towns first, then street addresses. */
  weight: number
}

export interface OfflinePlacesSources {
  communes: CommunesFile
  addresses: readonly { id: string; address: Address }[]
}

function defaultPlacesSources(): OfflinePlacesSources {
  const finess = finessExtract().map((entry: FinessEstablishment) => ({
    id: `address-finess-${entry.finess}`,
    address: entry.address,
  }))
  const pmi = pmiExtract().map((entry: PmiCentre) => ({
    id: `address-pmi-${entry.id}`,
    address: entry.address,
  }))
  return {
    communes: communesExtract(),
    // Only street addresses: the emergency sites of the FINESS extract carry a town and a point only.
    addresses: [...finess, ...pmi].filter(
      (entry): entry is { id: string; address: Address } => entry.address?.streetName !== undefined,
    ),
  }
}

function communeEntries(file: CommunesFile): PlaceEntry[] {
  const regionOf = (department: string) => {
    const region = file.departements[department]?.[1]
    return region ? file.regions[region] : undefined
  }
  // Paris, Lyon and Marseille are covered by their arrondissements, which carry the precise postcode.
  const divided = new Set(file.communes.flatMap((row) => (row[5] ? [`${row[2]}|${row[5]}`] : [])))
  const entries: PlaceEntry[] = []
  for (const [code, name, department, postcodes, population, parent] of file.communes) {
    if (!parent && divided.has(`${department}|${name}`)) continue
    const city = parent ?? name
    for (const postalCode of postcodes.split(' ').filter(Boolean)) {
      const address: Address = { postalCode, city, country: 'FR', text: `${postalCode} ${city}` }
      if (parent) address.district = name
      const state = regionOf(department)
      if (state) address.state = state
      entries.push({
        id: `commune-${code}-${postalCode}`,
        label: `${name} ${postalCode}`,
        address,
        words: [...wordsOf(name), postalCode, ...(parent ? wordsOf(parent) : [])],
        weight: Math.log10(population + 1),
      })
    }
  }
  return entries
}

function addressEntries(addresses: OfflinePlacesSources['addresses']): PlaceEntry[] {
  const seen = new Set<string>()
  const entries: PlaceEntry[] = []
  for (const { id, address } of addresses) {
    const key = normalizeText(address.text)
    if (seen.has(key)) continue
    seen.add(key)
    entries.push({ id, label: address.text, address, words: wordsOf(address.text), weight: 2 })
  }
  return entries
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

export class OfflinePlacesDirectory implements PlacesDirectory {
  private readonly entries: PlaceEntry[]
  private readonly byId: Map<string, PlaceEntry>
  private readonly index: PrefixIndex
  private readonly located: PlaceEntry[]

  constructor(sources: OfflinePlacesSources = defaultPlacesSources()) {
    this.entries = [...communeEntries(sources.communes), ...addressEntries(sources.addresses)]
    this.byId = new Map(this.entries.map((entry) => [entry.id, entry]))
    this.index = new PrefixIndex(this.entries.map((entry) => entry.words))
    this.located = this.entries.filter((entry) => entry.address.coordinates)
  }

  get size(): number {
    return this.entries.length
  }

  autocomplete(text: string, limit: number): Promise<PlaceSuggestion[]> {
    const query = wordsOf(text)
    const phrase = query.join(' ')
    const scored = this.index.match(query).map((position) => {
      const entry = this.entries[position] as PlaceEntry
      const whole = query.filter((word) => entry.words.includes(word)).length
      const startsWithQuery = entry.words.join(' ').startsWith(phrase) ? 10 : 0
      return { entry, score: entry.weight + startsWithQuery + 2 * whole }
    })
    scored.sort((a, b) => b.score - a.score || a.entry.label.localeCompare(b.entry.label, 'fr'))
    return Promise.resolve(
      scored.slice(0, limit).map(({ entry }) => ({ placeId: entry.id, label: entry.label })),
    )
  }

  details(placeId: string): Promise<Address | null> {
    return Promise.resolve(this.byId.get(placeId)?.address ?? null)
  }

  reverse(latitude: number, longitude: number): Promise<Address | null> {
    const point = { latitude, longitude }
    let best: { entry: PlaceEntry; km: number } | null = null
    for (const entry of this.located) {
      const km = distanceKm(point, entry.address.coordinates as { latitude: number; longitude: number })
      if (!best || km < best.km) best = { entry, km }
    }
    return Promise.resolve(best && best.km <= REVERSE_MAX_DISTANCE_KM ? best.entry.address : null)
  }
}
