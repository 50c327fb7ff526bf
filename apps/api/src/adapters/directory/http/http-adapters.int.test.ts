import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DirectoryUnavailableError } from '../ports.ts'
import { AnnuairePmiDirectory } from './annuaire-pmi.ts'
import { BanPlacesDirectory } from './ban-places.ts'
import {
  banReverse,
  banSearch,
  companySearch,
  finessRecords,
  pmiRecords,
  startFixtureServer,
  type FixtureServer,
} from './fixtures.ts'
import { OpendatasoftFinessDirectory } from './opendatasoft-finess.ts'
import { RechercheEntreprisesSiretDirectory } from './recherche-entreprises.ts'

let fixture: FixtureServer
const options = (path: string, timeoutMs = 3000) => ({ baseUrl: `${fixture.url}${path}`, timeoutMs })

beforeAll(async () => {
  fixture = await startFixtureServer({
    '/ban/search': { body: banSearch },
    '/ban/reverse': { body: banReverse },
    '/empty/reverse': { body: { type: 'FeatureCollection', features: [] } },
    '/entreprises/search': { body: companySearch },
    '/finess/records': { body: finessRecords },
    '/pmi/records': { body: pmiRecords },
    '/slow/search': { body: banSearch, delayMs: 400 },
    '/broken/search': { status: 502, body: { message: 'bad gateway' } },
    '/garbled/search': { raw: '{"results": [' },
    '/no-company/search': { body: { results: [], total_results: 0, page: 1, per_page: 5, total_pages: 0 } },
  })
})

afterAll(() => fixture.stop())

const lastRequest = () => fixture.requests.at(-1)

describe('BanPlacesDirectory', () => {
  it('maps BAN features to suggestions whose id carries the address', async () => {
    const places = new BanPlacesDirectory(options('/ban'))
    const suggestions = await places.autocomplete('4 rue du général leclerc versailles', 10)
    expect(lastRequest()).toEqual({
      path: '/ban/search',
      query: { q: '4 rue du général leclerc versailles', limit: '10', autocomplete: '1' },
    })
    expect(suggestions.map((s) => s.label)).toEqual([
      '4 Rue du Général Leclerc 78000 Versailles',
      'Place de la République 75011 Paris',
    ])
    expect(await places.details(suggestions[0]?.placeId ?? '')).toEqual({
      streetNumber: '4',
      streetName: 'Rue du Général Leclerc',
      postalCode: '78000',
      city: 'Versailles',
      state: 'Île-de-France',
      country: 'FR',
      coordinates: { latitude: 48.799456, longitude: 2.124989 },
      text: '4 Rue du Général Leclerc 78000 Versailles',
    })
    expect(await places.details(suggestions[1]?.placeId ?? '')).toMatchObject({
      streetName: 'Place de la République',
      district: 'Paris 11e Arrondissement',
    })
  })

  it('does not call the geocoder under 3 characters and refuses foreign ids', async () => {
    const places = new BanPlacesDirectory(options('/ban'))
    const before = fixture.requests.length
    expect(await places.autocomplete('pa', 10)).toEqual([])
    expect(fixture.requests.length).toBe(before)
    expect(await places.details('commune-75056-75001')).toBeNull()
    expect(await places.details('ban.not-json')).toBeNull()
  })

  it('never asks the French geocoder about another country', async () => {
    const places = new BanPlacesDirectory(options('/ban'))
    const before = fixture.requests.length
    expect(await places.autocomplete('cocody', 10, 'CI')).toEqual([])
    expect(await places.reverse(5.329, -4.022, 'CI')).toBeNull()
    expect(fixture.requests.length).toBe(before)
  })

  it('reverse-geocodes with lat/lon and answers null when nothing is there', async () => {
    const address = await new BanPlacesDirectory(options('/ban')).reverse(46.2112, 5.2542)
    expect(lastRequest()).toEqual({
      path: '/ban/reverse',
      query: { lat: '46.2112', lon: '5.2542', limit: '1' },
    })
    expect(address).toMatchObject({
      streetNumber: '62',
      city: 'Bourg-en-Bresse',
      state: 'Auvergne-Rhône-Alpes',
    })
    expect(await new BanPlacesDirectory(options('/empty')).reverse(45, -30)).toBeNull()
  })

  it('turns a timeout, an error status and a garbled answer into DirectoryUnavailableError', async () => {
    const slow = new BanPlacesDirectory(options('/slow', 100))
    await expect(slow.autocomplete('versailles', 10)).rejects.toMatchObject({
      name: 'DirectoryUnavailableError',
      directory: 'places',
      message: expect.stringContaining('timeout') as unknown,
    })
    await expect(
      new BanPlacesDirectory(options('/broken')).autocomplete('versailles', 10),
    ).rejects.toBeInstanceOf(DirectoryUnavailableError)
    await expect(
      new BanPlacesDirectory(options('/garbled')).autocomplete('versailles', 10),
    ).rejects.toBeInstanceOf(DirectoryUnavailableError)
    // Nothing listens on port 9 of the loopback: a network error.
    const closed = new BanPlacesDirectory({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 })
    await expect(closed.reverse(48, 2)).rejects.toBeInstanceOf(DirectoryUnavailableError)
  })
})

describe('RechercheEntreprisesSiretDirectory', () => {
  it('gives the full name and the head office coordinates', async () => {
    const siret = new RechercheEntreprisesSiretDirectory(options('/entreprises'))
    expect(await siret.findBySiret('77220148900022')).toEqual({
      siret: '77220148900022',
      name: 'CLINIQUE CONVERT',
      coordinates: { latitude: 46.211257, longitude: 5.254203 },
      address: {
        streetNumber: '62',
        streetName: 'AV DE JASSERON',
        postalCode: '01000',
        city: 'BOURG-EN-BRESSE',
        country: 'FR',
        coordinates: { latitude: 46.211257, longitude: 5.254203 },
        text: '62 AVENUE DE JASSERON 01000 BOURG-EN-BRESSE',
      },
    })
    expect(lastRequest()?.query).toEqual({ q: '77220148900022', page: '1', per_page: '5' })
  })

  it('answers null when the company found does not hold that establishment', async () => {
    const siret = new RechercheEntreprisesSiretDirectory(options('/entreprises'))
    expect(await siret.findBySiret('77220148900030')).toBeNull()
    expect(
      await new RechercheEntreprisesSiretDirectory(options('/no-company')).findBySiret('77220148900022'),
    ).toBeNull()
    // A wrong URL (404) is a configuration fault, not "no such company".
    await expect(
      new RechercheEntreprisesSiretDirectory(options('/nothing')).findBySiret('77220148900022'),
    ).rejects.toBeInstanceOf(DirectoryUnavailableError)
  })
})

describe('OpendatasoftFinessDirectory', () => {
  it('asks for the number with the dataset limit and maps the record', async () => {
    const finess = new OpendatasoftFinessDirectory(options('/finess'))
    expect(await finess.findByFiness('010780195')).toEqual({
      finess: '010780195',
      name: 'CLINIQUE DOCTEUR CONVERT',
      coordinates: { latitude: 46.211257, longitude: 5.254203 },
      address: {
        streetNumber: '62',
        streetName: 'AV DE JASSERON',
        postalCode: '01000',
        city: 'BOURG EN BRESSE',
        country: 'FR',
        coordinates: { latitude: 46.211257, longitude: 5.254203 },
        text: '62 AV DE JASSERON, 01000 BOURG EN BRESSE',
      },
    })
    expect(lastRequest()).toEqual({
      path: '/finess/records',
      query: { where: 'finess="010780195"', limit: '20' },
    })
    expect(await finess.findByFiness('010000156')).toBeNull()
  })
})

describe('AnnuairePmiDirectory', () => {
  it('filters on the PMI type, reads the JSON-string lists and keeps to the limit', async () => {
    const pmi = new AnnuairePmiDirectory(options('/pmi'))
    expect(await pmi.search('bobigny "x"', 10)).toEqual([
      {
        id: 'b6c2a8d4-pmi-bobigny',
        name: 'Centre de protection maternelle et infantile (PMI) - Bobigny',
        email: 'pmi.bobigny@seinesaintdenis.fr',
        phone: '01 43 93 93 93',
        address: {
          streetNumber: '8',
          streetName: 'rue du Chemin Vert',
          postalCode: '93000',
          city: 'Bobigny',
          country: 'FR',
          coordinates: { latitude: 48.9047793, longitude: 2.4477417 },
          text: '8 rue du Chemin Vert, 93000 Bobigny',
        },
      },
    ])
    expect(lastRequest()?.query).toEqual({ where: 'pivot LIKE "pmi" AND "bobigny x"', limit: '10' })
  })
})
