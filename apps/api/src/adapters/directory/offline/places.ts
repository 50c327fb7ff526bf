// Places without a network, one index per country, each built on first use (see README: timing).
// France: every commune of 5,000 inhabitants or more and every municipal arrondissement (official list of
// communes, INSEE), one suggestion per postcode, plus the real street addresses of the FINESS and PMI
// extracts, which carry geocoded points (Base Adresse Nationale). Côte d'Ivoire: places-ci.ts.
// A query is a few map look-ups.
import {
  DEFAULT_PLACE_COUNTRY,
  type Address,
  type FinessEstablishment,
  type PlaceCountry,
  type PlaceSuggestion,
  type PlacesDirectory,
  type PmiCentre,
} from '../ports.ts'
import { normalizeText, PrefixIndex, wordsOf } from '../text.ts'
import { communesExtract, finessExtract, localitiesCiExtract, pmiExtract, type CommunesFile } from './data.ts'
import { CI_PLACE_ID_PREFIX, ivorianEntries } from './places-ci.ts'
import type { PlaceEntry } from './place-entry.ts'

/** Beyond this distance the nearest known address is not "here": reverse geocoding answers nothing. */
export const REVERSE_MAX_DISTANCE_KM = 2

interface FrenchPlacesSources {
  communes: CommunesFile
  addresses: readonly { id: string; address: Address }[]
}

function defaultFrenchSources(): FrenchPlacesSources {
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

function addressEntries(addresses: FrenchPlacesSources['addresses']): PlaceEntry[] {
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

function frenchEntries(sources: FrenchPlacesSources = defaultFrenchSources()): PlaceEntry[] {
  return [...communeEntries(sources.communes), ...addressEntries(sources.addresses)]
}

/** Leading articles skipped when ranking a name that starts with the query: "plateau" → "Le Plateau". */
const ARTICLES: ReadonlySet<string> = new Set(['le', 'la', 'les', 'l'])

/** One country's places: the word index over them, their ids and those with a point. */
class PlaceIndex {
  private readonly byId: Map<string, PlaceEntry>
  private readonly index: PrefixIndex
  private readonly located: PlaceEntry[]
  /** Per entry, the phrases a query may start: its words, and them without a leading article. */
  private readonly phrases: string[][]

  constructor(private readonly entries: PlaceEntry[]) {
    this.byId = new Map(entries.map((entry) => [entry.id, entry]))
    this.index = new PrefixIndex(entries.map((entry) => entry.words))
    this.located = entries.filter((entry) => entry.address.coordinates)
    this.phrases = entries.map(({ words }) => {
      const phrase = words.join(' ')
      return ARTICLES.has(words[0] ?? '') ? [phrase, words.slice(1).join(' ')] : [phrase]
    })
  }

  get size(): number {
    return this.entries.length
  }

  suggest(text: string, limit: number): PlaceSuggestion[] {
    const query = wordsOf(text)
    const phrase = query.join(' ')
    const scored = this.index.match(query).map((position) => {
      const entry = this.entries[position] as PlaceEntry
      const whole = query.filter((word) => entry.words.includes(word)).length
      const startsWithQuery = this.phrases[position]?.some((start) => start.startsWith(phrase)) ? 10 : 0
      return { entry, score: entry.weight + startsWithQuery + 2 * whole }
    })
    scored.sort((a, b) => b.score - a.score || a.entry.label.localeCompare(b.entry.label, 'fr'))
    return scored.slice(0, limit).map(({ entry }) => ({ placeId: entry.id, label: entry.label }))
  }

  details(placeId: string): Address | null {
    return this.byId.get(placeId)?.address ?? null
  }

  nearest(latitude: number, longitude: number): Address | null {
    const point = { latitude, longitude }
    let best: { entry: PlaceEntry; km: number } | null = null
    for (const entry of this.located) {
      const km = distanceKm(point, entry.address.coordinates as { latitude: number; longitude: number })
      if (!best || km < best.km) best = { entry, km }
    }
    return best && best.km <= REVERSE_MAX_DISTANCE_KM ? best.entry.address : null
  }
}

export type PlaceEntriesByCountry = Record<PlaceCountry, () => PlaceEntry[]>

const SHIPPED_ENTRIES: PlaceEntriesByCountry = {
  FR: () => frenchEntries(),
  CI: () => ivorianEntries(localitiesCiExtract()),
}

export class OfflinePlacesDirectory implements PlacesDirectory {
  // A deployment that serves one country only (or France through the BAN) never builds the other index.
  private readonly indexes = new Map<PlaceCountry, PlaceIndex>()

  constructor(private readonly entriesOf: PlaceEntriesByCountry = SHIPPED_ENTRIES) {}

  private index(country: PlaceCountry): PlaceIndex {
    let index = this.indexes.get(country)
    if (!index) {
      index = new PlaceIndex(this.entriesOf[country]())
      this.indexes.set(country, index)
    }
    return index
  }

  /** How many places the country's index holds (building it if need be). */
  size(country: PlaceCountry = DEFAULT_PLACE_COUNTRY): number {
    return this.index(country).size
  }

  autocomplete(
    text: string,
    limit: number,
    country: PlaceCountry = DEFAULT_PLACE_COUNTRY,
  ): Promise<PlaceSuggestion[]> {
    return Promise.resolve(this.index(country).suggest(text, limit))
  }

  details(placeId: string): Promise<Address | null> {
    const country: PlaceCountry = placeId.startsWith(CI_PLACE_ID_PREFIX) ? 'CI' : 'FR'
    return Promise.resolve(this.index(country).details(placeId))
  }

  reverse(
    latitude: number,
    longitude: number,
    country: PlaceCountry = DEFAULT_PLACE_COUNTRY,
  ): Promise<Address | null> {
    return Promise.resolve(this.index(country).nearest(latitude, longitude))
  }
}
