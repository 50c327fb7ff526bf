// PMI centres through the Annuaire de l'administration (api-lannuaire.service-public.fr, Opendatasoft
// Explore API v2.1): <dataset>/records?where=pivot LIKE "pmi" AND "<text>"&limit=10. Records carry
// nom, adresse_courriel, telephone [{valeur}] and adresse [{numero_voie, code_postal, nom_commune,
// latitude, longitude}]; the dataset publishes those lists as JSON strings, so both forms are read.
import type { Address, PmiCentre, PmiDirectory } from '../ports.ts'
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

function centreAddress(value: unknown): Address | undefined {
  const list = nested(value)
  const entries = Array.isArray(list) ? list.filter(isRecord) : []
  // Prefer the street address over the postal one (BP).
  const entry = entries.find((item) => text(item.type_adresse) === 'Adresse') ?? entries[0]
  if (!entry) return undefined
  const street = [text(entry.numero_voie), text(entry.complement1)].filter(Boolean).join(', ')
  const postalCode = text(entry.code_postal)
  const city = text(entry.nom_commune)
  const full = [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  if (!full) return undefined
  // numero_voie holds the whole street line ("8 rue du Chemin Vert").
  const line = /^(\d+(?:\s?(?:bis|ter|quater))?)\s+(.+)$/i.exec(text(entry.numero_voie) ?? '')
  return compact<Address>({
    streetNumber: line?.[1],
    streetName: line?.[2] ?? text(entry.numero_voie),
    postalCode,
    city,
    country: 'FR',
    coordinates: point(entry.latitude, entry.longitude),
    text: full,
  })
}

function firstValue(value: unknown): string | undefined {
  const list = nested(value)
  if (!Array.isArray(list)) return text(list)
  for (const item of list) {
    const found = isRecord(item) ? text(item.valeur) : text(item)
    if (found) return found
  }
  return undefined
}

export class AnnuairePmiDirectory implements PmiDirectory {
  constructor(private readonly options: HttpDirectoryOptions) {}

  async search(query: string, limit: number): Promise<PmiCentre[]> {
    // ODSQL full-text literal: double quotes and backslashes would end it early.
    const words = query.replace(/["\\]/g, ' ').replace(/\s+/g, ' ').trim()
    const url = endpoint(this.options.baseUrl, 'records', {
      where: `pivot LIKE "pmi" AND "${words}"`,
      limit: String(limit),
    })
    const body = await getJson('pmi', url, this.options.timeoutMs)
    const records = isRecord(body) && Array.isArray(body.results) ? body.results : []
    const centres: PmiCentre[] = []
    for (const record of records) {
      if (!isRecord(record)) continue
      const id = text(record.id)
      const name = text(record.nom)
      const address = centreAddress(record.adresse)
      if (!id || !name || !address) continue
      centres.push(
        compact<PmiCentre>({
          id,
          name,
          address,
          email: text(record.adresse_courriel),
          phone: firstValue(record.telephone),
        }),
      )
    }
    return centres.slice(0, limit)
  }
}
