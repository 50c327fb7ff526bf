import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, loadDirectoryConfig } from '../../core/config.ts'
import { createDirectories } from './create-directories.ts'
import { AnnuairePmiDirectory } from './http/annuaire-pmi.ts'
import { BanPlacesDirectory } from './http/ban-places.ts'
import { OpendatasoftFinessDirectory } from './http/opendatasoft-finess.ts'
import { RechercheEntreprisesSiretDirectory } from './http/recherche-entreprises.ts'
import { OfflineFinessDirectory, OfflineSiretDirectory } from './offline/identifiers.ts'
import { OfflinePmiDirectory } from './offline/pmi.ts'
import { OfflinePlacesDirectory } from './offline/places.ts'
import { PlacesByCountry } from './places-by-country.ts'

describe('directory configuration', () => {
  it('keeps every offline extract and a 3 s deadline by default', () => {
    expect(loadConfig({ ENV_MODE: 'LOCAL' }).directories).toEqual({
      finessUrl: null,
      siretUrl: null,
      pmiUrl: null,
      placesUrl: null,
      timeoutMs: 3000,
    })
    const directories = createDirectories(loadDirectoryConfig({}))
    expect(directories.finess).toBeInstanceOf(OfflineFinessDirectory)
    expect(directories.siret).toBeInstanceOf(OfflineSiretDirectory)
    expect(directories.pmi).toBeInstanceOf(OfflinePmiDirectory)
    expect(directories.places).toBeInstanceOf(OfflinePlacesDirectory)
  })

  it('uses each public service whose URL is set, trailing slashes removed', () => {
    const config = loadDirectoryConfig({
      DIRECTORY_PLACES_URL: 'https://api-adresse.data.gouv.fr/',
      DIRECTORY_SIRET_URL: 'https://recherche-entreprises.api.gouv.fr',
      DIRECTORY_FINESS_URL: 'https://example.org/api/explore/v2.1/catalog/datasets/finess',
      DIRECTORY_PMI_URL: 'https://example.org/api/explore/v2.1/catalog/datasets/annuaire',
      DIRECTORY_TIMEOUT_MS: '1500',
    })
    expect(config.placesUrl).toBe('https://api-adresse.data.gouv.fr')
    expect(config.timeoutMs).toBe(1500)
    const directories = createDirectories(config)
    // The BAN covers France only: Côte d'Ivoire keeps the shipped extract.
    expect(directories.places).toBeInstanceOf(PlacesByCountry)
    const { byCountry } = directories.places as PlacesByCountry
    expect(byCountry.FR).toBeInstanceOf(BanPlacesDirectory)
    expect(byCountry.CI).toBeInstanceOf(OfflinePlacesDirectory)
    expect(directories.siret).toBeInstanceOf(RechercheEntreprisesSiretDirectory)
    expect(directories.finess).toBeInstanceOf(OpendatasoftFinessDirectory)
    expect(directories.pmi).toBeInstanceOf(AnnuairePmiDirectory)
  })

  it('refuses a URL that is not http(s) and a zero or malformed deadline', () => {
    expect(() => loadDirectoryConfig({ DIRECTORY_PLACES_URL: 'ftp://example.org' })).toThrow(ConfigError)
    expect(() => loadDirectoryConfig({ DIRECTORY_SIRET_URL: 'not a url' })).toThrow(
      'DIRECTORY_SIRET_URL must be an http(s) URL',
    )
    expect(() => loadDirectoryConfig({ DIRECTORY_TIMEOUT_MS: '0' })).toThrow(ConfigError)
    expect(() => loadDirectoryConfig({ DIRECTORY_TIMEOUT_MS: 'soon' })).toThrow(ConfigError)
  })
})
