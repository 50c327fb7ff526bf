// Chooses each directory's adapter: the public service when its URL is configured, the shipped real
// extract otherwise (LOCAL/DEV, tests, or a deployment without outside access). Places in Côte d'Ivoire
// always come from the shipped extract: the configured geocoder (the BAN) covers France only.
import type { DirectoryConfig } from '../../core/config.ts'
import { AnnuairePmiDirectory } from './http/annuaire-pmi.ts'
import { BanPlacesDirectory } from './http/ban-places.ts'
import { OpendatasoftFinessDirectory } from './http/opendatasoft-finess.ts'
import { RechercheEntreprisesSiretDirectory } from './http/recherche-entreprises.ts'
import { OfflineFinessDirectory, OfflineSiretDirectory } from './offline/identifiers.ts'
import { OfflinePmiDirectory } from './offline/pmi.ts'
import { OfflinePlacesDirectory } from './offline/places.ts'
import { PlacesByCountry } from './places-by-country.ts'
import type { Directories } from './ports.ts'

let offlinePlaces: OfflinePlacesDirectory | undefined

function sharedOfflinePlaces(): OfflinePlacesDirectory {
  return (offlinePlaces ??= new OfflinePlacesDirectory())
}

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
    // The places indexes are the only costly ones to build: one directory per process, each country's
    // index built on its first query.
    places: config.placesUrl
      ? new PlacesByCountry({ FR: new BanPlacesDirectory(http(config.placesUrl)), CI: sharedOfflinePlaces() })
      : sharedOfflinePlaces(),
  }
}
