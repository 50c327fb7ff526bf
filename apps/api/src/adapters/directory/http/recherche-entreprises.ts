// SIRET through the public company search (recherche-entreprises.api.gouv.fr shape): /search?q=<siret>
// answers { results: [{ siren, nom_complet, siege: { siret, latitude, longitude, adresse, … },
// matching_etablissements: [{ siret, … }] }] }. The spec wants the company's full name and the
// coordinates of its head office.
import type { Address, SiretDirectory, SiretEstablishment } from '../ports.ts'
import { compact, endpoint, getJson, isRecord, point, text, type HttpDirectoryOptions } from './get-json.ts'

function headOfficeAddress(siege: Record<string, unknown>): Address | undefined {
  const street = [
    text(siege.numero_voie),
    text(siege.indice_repetition),
    text(siege.type_voie),
    text(siege.libelle_voie),
  ]
    .filter(Boolean)
    .join(' ')
  const postalCode = text(siege.code_postal)
  const city = text(siege.libelle_commune)
  const full =
    text(siege.adresse) ?? [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  if (!full) return undefined
  return compact<Address>({
    streetNumber: text(siege.numero_voie),
    streetName: [text(siege.type_voie), text(siege.libelle_voie)].filter(Boolean).join(' ') || undefined,
    postalCode,
    city,
    country: 'FR',
    coordinates: point(siege.latitude, siege.longitude),
    text: full,
  })
}

export class RechercheEntreprisesSiretDirectory implements SiretDirectory {
  constructor(private readonly options: HttpDirectoryOptions) {}

  async findBySiret(siret: string): Promise<SiretEstablishment | null> {
    const url = endpoint(this.options.baseUrl, 'search', { q: siret, page: '1', per_page: '5' })
    const body = await getJson('siret', url, this.options.timeoutMs)
    const results = isRecord(body) && Array.isArray(body.results) ? body.results : []
    for (const result of results) {
      if (!isRecord(result) || text(result.siren) !== siret.slice(0, 9)) continue
      const siege = isRecord(result.siege) ? result.siege : {}
      const matching = Array.isArray(result.matching_etablissements) ? result.matching_etablissements : []
      const known =
        text(siege.siret) === siret ||
        matching.some((establishment) => isRecord(establishment) && text(establishment.siret) === siret)
      const name = text(result.nom_complet) ?? text(result.nom_raison_sociale)
      if (!known || !name) continue
      const address = headOfficeAddress(siege)
      return compact<SiretEstablishment>({
        siret,
        name,
        coordinates: point(siege.latitude, siege.longitude),
        address,
      })
    }
    return null
  }
}
