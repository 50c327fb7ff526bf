// The /directory operations through the real server (contract validation, session check, handlers),
// on the offline extracts, and once against a configured public service that fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDirectoryConfig } from '../../core/config.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import { banSearch, startFixtureServer, type FixtureServer } from '../../adapters/directory/http/fixtures.ts'

for (const database of testDatabases(import.meta.url)) {
  describe(`/directory on ${database.name}`, () => {
    let t: TestApi
    let auth: Record<string, string>

    beforeAll(async () => {
      t = await startTestApi(database)
      // An identifier without an account: registration looks establishments up before the account exists.
      const { token } = await signIn(t, 'email', 'future.structure@example.fr')
      auth = bearer(token)
    })
    afterAll(() => t.close())

    const get = (url: string, headers: Record<string, string> = auth) =>
      t.inject({ method: 'GET', url, headers })

    it('refuses every operation without a session', async () => {
      for (const url of [
        '/directory/finess/010780195',
        '/directory/siret/77220148900022',
        '/directory/pmi?q=bobigny',
        '/directory/places?q=paris',
        '/directory/places?q=cocody&country=CI',
        '/directory/places/commune-75115-75015',
        '/directory/places/reverse?latitude=48.8656&longitude=2.384',
      ]) {
        const res = await get(url, {})
        expect(res.statusCode, url).toBe(401)
      }
    })

    it('finds an establishment by FINESS, spaces ignored, and 404 for an unknown number', async () => {
      const res = await get('/directory/finess/01%20078%200195')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        finess: '010780195',
        name: 'CLINIQUE DOCTEUR CONVERT',
        coordinates: { latitude: 46.211257, longitude: 5.254203 },
      })
      expect((await get('/directory/finess/010000032')).statusCode).toBe(404)
    })

    it('answers 400 with the French message for a malformed FINESS', async () => {
      const res = await get('/directory/finess/12345')
      expect(res.statusCode).toBe(400)
      expect(res.json().fieldErrors).toEqual([
        { field: 'path.finess', message: 'Un finess contient 9 chiffres' },
      ])
    })

    it('finds a company establishment by SIRET and checks its length and check digit', async () => {
      const found = await get('/directory/siret/772%20201%20489%2000022')
      expect(found.statusCode).toBe(200)
      expect(found.json()).toMatchObject({ siret: '77220148900022', name: 'CLINIQUE CONVERT' })

      const short = await get('/directory/siret/7722014890')
      expect(short.statusCode).toBe(400)
      expect(short.json().fieldErrors).toEqual([
        { field: 'path.siret', message: 'Un SIRET contient 14 chiffres' },
      ])

      const wrongKey = await get('/directory/siret/77220148900023')
      expect(wrongKey.statusCode).toBe(400)
      expect(wrongKey.json().fieldErrors).toEqual([
        { field: 'path.siret', message: "Ce numéro SIRET n'est pas valide" },
      ])
      // Passes the check digit, absent from the extract.
      expect((await get('/directory/siret/77220148900030')).statusCode).toBe(404)
    })

    it('searches PMI centres from 2 characters, at most 10', async () => {
      const res = await get('/directory/pmi?q=pmi')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toHaveLength(10)
      const bobigny = await get('/directory/pmi?q=Bobigny')
      expect(bobigny.json()[0]).toMatchObject({
        name: 'Circonscription PMI Bobigny',
        address: { postalCode: '93000', city: 'BOBIGNY', country: 'FR' },
      })
      const short = await get('/directory/pmi?q=a')
      expect(short.statusCode).toBe(400)
      expect((await get('/directory/pmi?q=%20a%20')).json().fieldErrors).toEqual([
        { field: 'query.q', message: 'Saisissez au moins 2 caractères' },
      ])
    })

    it('suggests places, gives their address and reverse-geocodes', async () => {
      const suggestions = await get('/directory/places?q=paris%2015')
      expect(suggestions.statusCode).toBe(200)
      const [first] = suggestions.json() as { placeId: string; label: string }[]
      expect(first?.label).toBe('Paris 15e Arrondissement 75015')

      const details = await get(`/directory/places/${first?.placeId ?? ''}`)
      expect(details.statusCode).toBe(200)
      expect(details.json()).toMatchObject({ postalCode: '75015', city: 'Paris', country: 'FR' })
      expect((await get('/directory/places/commune-00000-00000')).statusCode).toBe(404)
      expect((await get('/directory/places/not%20an%20id')).statusCode).toBe(400)

      const near = await get('/directory/places/reverse?latitude=48.8656&longitude=2.384')
      expect(near.statusCode).toBe(200)
      expect(near.json().text).toBe('115 BOULEVARD DE MÉNILMONTANT, 75011 PARIS')
      expect((await get('/directory/places/reverse?latitude=45&longitude=-30')).statusCode).toBe(404)
      expect((await get('/directory/places/reverse?latitude=95&longitude=2')).statusCode).toBe(400)
    })

    it("suggests places in Côte d'Ivoire when asked to, France otherwise", async () => {
      const suggestions = await get('/directory/places?q=cocody&country=CI')
      expect(suggestions.statusCode).toBe(200)
      const [first] = suggestions.json() as { placeId: string; label: string }[]
      expect(first?.label).toBe('Cocody, Abidjan')
      const details = await get(`/directory/places/${first?.placeId ?? ''}`)
      expect(details.statusCode).toBe(200)
      expect(details.json()).toEqual({
        city: 'Cocody',
        state: 'Abidjan',
        country: 'CI',
        coordinates: { latitude: 5.35737, longitude: -3.99493 },
        text: 'Cocody, Abidjan',
      })
      // France by default, and when named: no Ivorian place there.
      expect((await get('/directory/places?q=cocody')).json()).toEqual([])
      expect((await get('/directory/places?q=cocody&country=FR')).json()).toEqual([])
      expect((await get('/directory/places?q=Port%20Bouet&country=CI')).json()[0]).toMatchObject({
        label: 'Port-Bouët, Abidjan',
      })

      const plateau = await get('/directory/places/reverse?latitude=5.329&longitude=-4.022&country=CI')
      expect(plateau.statusCode).toBe(200)
      expect(plateau.json()).toMatchObject({ city: 'Le Plateau', country: 'CI', text: 'Le Plateau, Abidjan' })
      expect((await get('/directory/places/reverse?latitude=5.329&longitude=-4.022')).statusCode).toBe(404)

      const unknown = await get('/directory/places?q=dakar&country=SN')
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().fieldErrors).toEqual([
        { field: 'query.country', message: 'Valeur non autorisée' },
      ])
    })
  })
}

describe('/directory with configured public services', () => {
  let fixture: FixtureServer
  let t: TestApi
  let auth: Record<string, string>
  const [database] = testDatabases(import.meta.url)

  beforeAll(async () => {
    fixture = await startFixtureServer({
      '/ban/search': { body: banSearch },
      '/down/records': { status: 503, body: {} },
      '/slow/search': { body: {}, delayMs: 500 },
    })
    const directories = {
      ...loadDirectoryConfig({}),
      placesUrl: `${fixture.url}/ban`,
      pmiUrl: `${fixture.url}/down`,
      siretUrl: `${fixture.url}/slow`,
      timeoutMs: 200,
    }
    t = await startTestApi(database!, { directories })
    auth = bearer((await signIn(t, 'email', 'future.structure@example.fr')).token)
  })
  afterAll(async () => {
    await t.close()
    await fixture.stop()
  })

  it('uses the configured geocoder and keeps the offline FINESS extract', async () => {
    const res = await t.inject({ method: 'GET', url: '/directory/places?q=versailles', headers: auth })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((s: { label: string }) => s.label)).toEqual([
      '4 Rue du Général Leclerc 78000 Versailles',
      'Place de la République 75011 Paris',
    ])
    const finess = await t.inject({ method: 'GET', url: '/directory/finess/010780195', headers: auth })
    expect(finess.statusCode).toBe(200)
  })

  it("keeps Côte d'Ivoire on the shipped extract: the French geocoder is never asked", async () => {
    const asked = () => fixture.requests.filter((request) => request.path.startsWith('/ban/')).length
    const before = asked()
    const get = (url: string) => t.inject({ method: 'GET', url, headers: auth })
    const suggestions = await get('/directory/places?q=yop&country=CI')
    expect(suggestions.statusCode).toBe(200)
    const [first] = suggestions.json() as { placeId: string; label: string }[]
    expect(first?.label).toBe('Yopougon, Abidjan')
    const details = await get(`/directory/places/${first?.placeId ?? ''}`)
    expect(details.json()).toMatchObject({ city: 'Yopougon', country: 'CI' })
    const reverse = await get('/directory/places/reverse?latitude=5.329&longitude=-4.022&country=CI')
    expect(reverse.json()).toMatchObject({ text: 'Le Plateau, Abidjan' })
    expect(asked()).toBe(before)
    // France still goes to the geocoder.
    await get('/directory/places?q=versailles&country=FR')
    expect(asked()).toBe(before + 1)
  })

  it('answers 503 with a French message when a service fails or is too slow', async () => {
    const down = await t.inject({ method: 'GET', url: '/directory/pmi?q=bobigny', headers: auth })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({
      code: 'DIRECTORY_UNAVAILABLE',
      message: "L'annuaire des PMI ne répond pas pour le moment. Réessayez dans quelques instants.",
    })
    const slow = await t.inject({ method: 'GET', url: '/directory/siret/77220148900022', headers: auth })
    expect(slow.statusCode).toBe(503)
    expect(slow.json().message).toBe(
      "L'annuaire des entreprises ne répond pas pour le moment. Réessayez dans quelques instants.",
    )
  })
})
