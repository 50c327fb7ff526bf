// Places through the Base Adresse Nationale's geocoder (api-adresse.data.gouv.fr shape: GeoJSON
// FeatureCollection from /search?q=&limit=&autocomplete=1 and /reverse?lon=&lat=). The service only
// covers France: another country is never sent to it (create-directories.ts routes it to its own
// directory, and this adapter answers nothing for it). A suggestion's placeId carries its address
// (base64url JSON), so details need no second call and work on any instance of the API.
import type { Address, PlaceCountry, PlaceSuggestion, PlacesDirectory } from '../ports.ts'
import { normalizeText } from '../text.ts'
import { compact, endpoint, getJson, isRecord, point, text, type HttpDirectoryOptions } from './get-json.ts'

const PLACE_ID_PREFIX = 'ban.'
/** The geocoder refuses queries shorter than 3 characters. */
const MIN_QUERY_LENGTH = 3

function featureToAddress(feature: unknown): Address | null {
  if (!isRecord(feature) || !isRecord(feature.properties) || !isRecord(feature.geometry)) return null
  const properties = feature.properties
  const label = text(properties.label)
  const coordinates = Array.isArray(feature.geometry.coordinates) ? feature.geometry.coordinates : []
  if (!label) return null
  const type = text(properties.type)
  // context: "75, Paris, Île-de-France" — department number, department, region.
  const context = (text(properties.context) ?? '').split(',').map((part) => part.trim())
  return compact<Address>({
    streetNumber: text(properties.housenumber),
    streetName:
      text(properties.street) ??
      (type === 'street' || type === 'locality' ? text(properties.name) : undefined),
    postalCode: text(properties.postcode),
    city: text(properties.city),
    district: text(properties.district),
    state: context[2] || context[1] || undefined,
    country: 'FR',
    coordinates: point(coordinates[1], coordinates[0]),
    text: label,
  })
}

const encodePlace = (address: Address) =>
  PLACE_ID_PREFIX + Buffer.from(JSON.stringify(address)).toString('base64url')

function decodePlace(placeId: string): Address | null {
  if (!placeId.startsWith(PLACE_ID_PREFIX)) return null
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(placeId.slice(PLACE_ID_PREFIX.length), 'base64url').toString('utf8'))
  } catch {
    return null
  }
  // The id comes back from the client: keep only well-typed address fields.
  if (!isRecord(value) || typeof value.text !== 'string') return null
  const fields = ['streetNumber', 'streetName', 'postalCode', 'city', 'district', 'state'] as const
  const address: Address = { text: value.text, country: 'FR' }
  for (const field of fields) {
    const item = value[field]
    if (typeof item === 'string') address[field] = item
  }
  const coordinates = isRecord(value.coordinates)
    ? point(value.coordinates.latitude, value.coordinates.longitude)
    : undefined
  if (coordinates) address.coordinates = coordinates
  return address
}

export class BanPlacesDirectory implements PlacesDirectory {
  constructor(private readonly options: HttpDirectoryOptions) {}

  private features(body: unknown): unknown[] {
    return isRecord(body) && Array.isArray(body.features) ? body.features : []
  }

  async autocomplete(query: string, limit: number, country: PlaceCountry = 'FR'): Promise<PlaceSuggestion[]> {
    if (country !== 'FR') return []
    if (normalizeText(query).replace(/ /g, '').length < MIN_QUERY_LENGTH) return []
    const url = endpoint(this.options.baseUrl, 'search', {
      q: query.trim(),
      limit: String(limit),
      autocomplete: '1',
    })
    const body = await getJson('places', url, this.options.timeoutMs)
    return this.features(body)
      .map(featureToAddress)
      .filter((address): address is Address => address !== null)
      .slice(0, limit)
      .map((address) => ({ placeId: encodePlace(address), label: address.text }))
  }

  details(placeId: string): Promise<Address | null> {
    return Promise.resolve(decodePlace(placeId))
  }

  async reverse(latitude: number, longitude: number, country: PlaceCountry = 'FR'): Promise<Address | null> {
    if (country !== 'FR') return null
    const url = endpoint(this.options.baseUrl, 'reverse', {
      lat: String(latitude),
      lon: String(longitude),
      limit: '1',
    })
    const body = await getJson('places', url, this.options.timeoutMs)
    const [first] = this.features(body)
    return first === undefined ? null : featureToAddress(first)
  }
}
