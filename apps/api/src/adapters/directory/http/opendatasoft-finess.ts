// FINESS through an Opendatasoft dataset of the national file (Explore API v2.1 shape):
// <dataset>/records?where=finess="…"&limit=20 answers { total_count, results: [record] }. Field names
// differ between republications of the file, so the usual spellings are all read.
import { FINESS_DATASET_LIMIT } from '@relais/domain'
import type { Address, FinessDirectory, FinessEstablishment } from '../ports.ts'
import {
  compact,
  endpoint,
  getJson,
  isRecord,
  nested,
  point,
  text,
  type HttpDirectoryOptions,
} from './get-json.ts'

function first(record: Record<string, unknown>, names: string[]): string | undefined {
  for (const name of names) {
    const value = text(record[name])
    if (value) return value
  }
  return undefined
}

function geoPoint(record: Record<string, unknown>) {
  for (const name of ['geo_point_2d', 'geolocalisation', 'coordinates', 'geo_point']) {
    const value = nested(record[name])
    if (isRecord(value)) {
      const found = point(value.lat ?? value.latitude, value.lon ?? value.longitude)
      if (found) return found
    }
    if (Array.isArray(value)) {
      const found = point(value[0], value[1])
      if (found) return found
    }
  }
  return point(record.latitude, record.longitude)
}

function recordAddress(
  record: Record<string, unknown>,
  coordinates: Address['coordinates'],
): Address | undefined {
  const streetName = [
    first(record, ['typvoie', 'type_voie']),
    first(record, ['voie', 'libvoie', 'libelle_voie']),
  ]
    .filter(Boolean)
    .join(' ')
  const streetNumber = first(record, ['numvoie', 'numero_voie'])
  let postalCode = first(record, ['code_postal', 'cp', 'postcode'])
  let city = first(record, ['commune', 'libelle_commune', 'city', 'ville'])
  // The raw file has "01440 VIRIAT" in one field.
  const routing = first(record, ['ligneacheminement', 'cpville', 'ligne_acheminement'])
  const match = routing ? /^(\d{5})\s+(.+)$/.exec(routing) : null
  if (match) {
    postalCode ??= match[1]
    city ??= match[2]
  }
  const street = [streetNumber, streetName].filter(Boolean).join(' ')
  const full =
    first(record, ['address', 'adresse', 'adresse_complete']) ??
    [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  if (!full) return undefined
  return compact<Address>({
    streetNumber,
    streetName: streetName || undefined,
    postalCode,
    city,
    country: 'FR',
    coordinates,
    text: full,
  })
}

export class OpendatasoftFinessDirectory implements FinessDirectory {
  constructor(private readonly options: HttpDirectoryOptions) {}

  async findByFiness(finess: string): Promise<FinessEstablishment | null> {
    const url = endpoint(this.options.baseUrl, 'records', {
      where: `finess="${finess}"`,
      limit: String(FINESS_DATASET_LIMIT),
    })
    const body = await getJson('finess', url, this.options.timeoutMs)
    const records = isRecord(body) && Array.isArray(body.results) ? body.results : []
    for (const raw of records) {
      const record = isRecord(raw) && isRecord(raw.fields) ? raw.fields : raw
      if (!isRecord(record)) continue
      const number = first(record, ['finess', 'nofinesset', 'numero_finess', 'finess_et'])
      const name = first(record, ['rs', 'rslongue', 'raison_sociale', 'name', 'nom'])
      if (number?.toUpperCase() !== finess || !name) continue
      const coordinates = geoPoint(record)
      return compact<FinessEstablishment>({
        finess,
        name,
        coordinates,
        address: recordAddress(record, coordinates),
      })
    }
    return null
  }
}
