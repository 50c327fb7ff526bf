// Chooses each directory's adapter: the public service when its URL is configured, the shipped real
// extract otherwise (LOCAL/DEV, tests, or a deployment without outside access).
import type { DirectoryConfig } from '../../core/config.ts'
import { AnnuairePmiDirectory } from './http/annuaire-pmi.ts'
import { BanPlacesDirectory } from './http/ban-places.ts'
import { OpendatasoftFinessDirectory } from './http/opendatasoft-finess.ts'
import { RechercheEntreprisesSiretDirectory } from './http/recherche-entreprises.ts'
import { OfflineFinessDirectory, OfflineSiretDirectory } from './offline/identifiers.ts'
import { OfflinePmiDirectory } from './offline/pmi.ts'
import { OfflinePlacesDirectory } from './offline/places.ts'
import type { Directories } from './ports.ts'

let offlinePlaces: OfflinePlacesDirectory | undefined

export function createDirectories(config: DirectoryConfig): Directories {
  const http = (baseUrl: string) => ({ baseUrl, timeoutMs: config.timeoutMs })
  return {
    finess: config.finessUrl
      ? new OpendatasoftFinessDirectory(http(config.finessUrl))
      : new OfflineFinessDirectory(),
    siret: config.siretUrl
      ? new RechercheEntreprisesSiretDirectory(http(config.siretUrl))
      : new OfflineSiretDirectory(),
    pmi: config.pmiUrl ? new AnnuairePmiDirectory(http(config.pmiUrl)) : new OfflinePmiDirectory(),
    // The places index is the only costly one to build: one per process.
    places: config.placesUrl
      ? new BanPlacesDirectory(http(config.placesUrl))
      : (offlinePlaces ??= new OfflinePlacesDirectory()),
  }
}
