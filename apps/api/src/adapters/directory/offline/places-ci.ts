// Places in Côte d'Ivoire without a network: the cities, towns and villages mapped in OpenStreetMap, each
// with its region, and the quarters of Abidjan (Riviéra, Angré, Zone 4...), which is how an address is
// given there: there is no postcode and few streets have a name (see data/README.md for the sources).
import type { Address } from '../ports.ts'
import { normalizeText, wordsOf } from '../text.ts'
import { LOCALITY_KINDS, type LocalitiesCiFile, type LocalityKind } from './data.ts'
import type { PlaceEntry } from './place-entry.ts'

/** Every Ivorian placeId starts so, which is how details() knows the country of an id. */
export const CI_PLACE_ID_PREFIX = 'ci-'

const QUARTER_KINDS: ReadonlySet<LocalityKind> = new Set(['suburb', 'quarter', 'neighbourhood'])

/**
 * Ranking weight of a place whose population is not mapped (log10 of a population otherwise): a town
 * before a quarter of Abidjan, a quarter before a village, since most users live in Abidjan.
 */
const WEIGHT_WITHOUT_POPULATION: Record<LocalityKind, number> = {
  city: 5,
  town: 4,
  village: 2.5,
  suburb: 3.5,
  quarter: 3,
  neighbourhood: 3,
}

function addressOf(
  kind: LocalityKind,
  name: string,
  region: string,
  coordinates: { latitude: number; longitude: number },
): Address {
  // The extract keeps only Abidjan's quarters: their region is the autonomous district, i.e. the city.
  if (QUARTER_KINDS.has(kind)) {
    return {
      district: name,
      city: region,
      state: region,
      country: 'CI',
      coordinates,
      text: `${name}, ${region}`,
    }
  }
  // A commune of Abidjan reads "Cocody, Abidjan"; elsewhere the region tells apart villages of one name.
  const text = name === region ? name : `${name}, ${region}`
  return { city: name, state: region, country: 'CI', coordinates, text }
}

/** The words a place is found by: its name, its name without apostrophes (N'Douci, "ndouci"), its region. */
function wordsOfPlace(name: string, region: string): string[] {
  const words = wordsOf(name)
  const joined = normalizeText(name.replace(/['’]/g, ''))
  for (const word of joined.split(' ')) if (word && !words.includes(word)) words.push(word)
  return [...words, ...wordsOf(region)]
}

export function ivorianEntries(file: LocalitiesCiFile): PlaceEntry[] {
  const entries: PlaceEntry[] = []
  for (const kind of LOCALITY_KINDS) {
    for (const [osmId, name, latitude, longitude, regionIndex, population] of file.localities[kind]) {
      const region = file.regions[regionIndex]?.[0]
      if (region === undefined) throw new Error(`localities-ci.json: ${name} has no region ${regionIndex}`)
      const address = addressOf(kind, name, region, { latitude, longitude })
      entries.push({
        id: `${CI_PLACE_ID_PREFIX}${osmId}`,
        label: address.text,
        address,
        words: wordsOfPlace(name, region),
        weight: population ? Math.log10(population + 1) : WEIGHT_WITHOUT_POPULATION[kind],
      })
    }
  }
  return entries
}
