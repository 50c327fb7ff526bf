import { describe, expect, it } from 'vitest'
import { finessCheckWarning, isValidFiness, isValidSiret } from '@relais/domain'
import {
  communesExtract,
  finessExtract,
  LOCALITY_KINDS,
  localitiesCiExtract,
  pmiExtract,
  siretExtract,
} from './data.ts'
import { OfflineFinessDirectory, OfflineSiretDirectory } from './identifiers.ts'
import { OfflinePmiDirectory } from './pmi.ts'
import { OfflinePlacesDirectory, REVERSE_MAX_DISTANCE_KM } from './places.ts'

describe('shipped extracts', () => {
  it('holds only FINESS numbers that pass the domain rules, Luhn included', () => {
    const numbers = finessExtract().map((entry) => entry.finess)
    expect(numbers.length).toBeGreaterThanOrEqual(340)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(numbers.filter((finess) => !isValidFiness(finess) || finessCheckWarning(finess))).toEqual([])
  })

  it('holds only SIRET numbers that pass the check digit', () => {
    const numbers = siretExtract().map((entry) => entry.siret)
    expect(numbers.length).toBeGreaterThanOrEqual(340)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(numbers.filter((siret) => !isValidSiret(siret))).toEqual([])
  })

  it('gives every PMI centre an address in France with a point', () => {
    const centres = pmiExtract()
    expect(centres.length).toBeGreaterThanOrEqual(170)
    for (const centre of centres) {
      expect(centre.address.country).toBe('FR')
      expect(centre.address.postalCode).toMatch(/^\d{5}$/)
      expect(centre.address.coordinates).toBeDefined()
    }
  })

  it('lists the communes of 5,000 inhabitants or more and the municipal arrondissements', () => {
    const { communes } = communesExtract()
    expect(communes.length).toBeGreaterThan(2000)
    expect(communes.filter((row) => row[5]).length).toBe(45)
    expect(communes.every((row) => /^\d{5}( \d{5})*$/.test(row[3]))).toBe(true)
  })

  it('lists Ivorian localities inside the country, each with a point, a region and a unique node', () => {
    const { regions, localities } = localitiesCiExtract()
    // The 31 regions and the 2 autonomous districts (Abidjan, Yamoussoukro).
    expect(regions).toHaveLength(33)
    const rows = LOCALITY_KINDS.flatMap((kind) => localities[kind])
    expect(rows.length).toBeGreaterThan(4000)
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length)
    for (const [, name, latitude, longitude, region] of rows) {
      expect(name.trim()).toBe(name)
      // Côte d'Ivoire's bounding box.
      expect(latitude).toBeGreaterThan(4.1)
      expect(latitude).toBeLessThan(10.8)
      expect(longitude).toBeGreaterThan(-8.7)
      expect(longitude).toBeLessThan(-2.4)
      expect(regions[region]).toBeDefined()
    }
    // Every quarter is one of Abidjan's.
    const abidjan = regions.findIndex(([name]) => name === 'Abidjan')
    const quarters = [...localities.suburb, ...localities.quarter, ...localities.neighbourhood]
    expect(quarters.length).toBeGreaterThan(300)
    expect(quarters.every((row) => row[4] === abidjan)).toBe(true)
  })
})

describe('OfflineFinessDirectory and OfflineSiretDirectory', () => {
  it('find an establishment by its number and nothing for an unknown one', async () => {
    const finess = new OfflineFinessDirectory()
    const found = await finess.findByFiness('010780195')
    expect(found).toMatchObject({
      finess: '010780195',
      name: 'CLINIQUE DOCTEUR CONVERT',
      coordinates: { latitude: 46.211257, longitude: 5.254203 },
      address: { postalCode: '01000', city: 'BOURG EN BRESSE', country: 'FR' },
    })
    expect(await finess.findByFiness('010000032')).toBeNull()
    // An emergency site of the SAE/FINESS extract: a town and a point, no street.
    expect(await finess.findByFiness('2A0004842')).toMatchObject({
      name: 'CH ND LA MISERICORDE',
      coordinates: { latitude: 41.91935, longitude: 8.73913 },
      address: { city: 'AJACCIO', state: 'Corse', country: 'FR' },
    })

    const siret = new OfflineSiretDirectory()
    expect(await siret.findBySiret('77220148900022')).toMatchObject({ name: 'CLINIQUE CONVERT' })
    // From the FINESS stock extract of 2026-03-11 (departments 13, 59, 75): street address, no point.
    expect(await siret.findBySiret('26750045200474')).toMatchObject({
      name: 'GHU APHP NORD UNIVERSITE PARIS CITE SITE LARIBOISERE',
      address: { streetNumber: '2', streetName: 'RUE AMBROISE PARE', postalCode: '75475', country: 'FR' },
    })
    expect(await siret.findBySiret('73282932000074')).toBeNull()
  })
})

describe('OfflinePmiDirectory', () => {
  const pmi = new OfflinePmiDirectory()

  it('matches every word by prefix, accents and case ignored, name matches first', async () => {
    const results = await pmi.search('menilmont', 10)
    expect(results.map((centre) => centre.name)).toEqual(['PMI Ménilmontant'])
    const bobigny = await pmi.search('BOBIGNY', 10)
    expect(bobigny.length).toBeGreaterThanOrEqual(5)
    expect(bobigny[0]?.name).toBe('Circonscription PMI Bobigny')
    expect(bobigny.every((centre) => centre.address.city === 'BOBIGNY')).toBe(true)
  })

  it('keeps to the limit and answers nothing for an unknown text', async () => {
    expect(await pmi.search('pmi', 10)).toHaveLength(10)
    expect(await pmi.search('zzz', 10)).toEqual([])
  })
})

describe('OfflinePlacesDirectory', () => {
  const places = new OfflinePlacesDirectory()

  it('suggests communes by name prefix, accents and case ignored, bigger towns first', async () => {
    const results = await places.autocomplete('epin', 10)
    // Épinay-sur-Seine (62,000 inhabitants) before Épinal (32,000).
    expect(results.slice(0, 2).map((r) => r.label)).toEqual(['Épinay-sur-Seine 93800', 'Épinal 88000'])

    const marseille = await places.autocomplete('MARSEILLE', 10)
    expect(marseille).toHaveLength(10)
    expect(marseille.every((r) => r.label.startsWith('Marseille'))).toBe(true)
  })

  it('suggests by postcode and expands "st" to "saint"', async () => {
    expect((await places.autocomplete('75015', 10)).map((r) => r.label)).toEqual([
      'Paris 15e Arrondissement 75015',
    ])
    const saint = await places.autocomplete('st denis', 10)
    // Saint-Denis de La Réunion is the larger town.
    expect(saint[0]?.label).toBe('Saint-Denis 97400')
    expect(saint.map((r) => r.label)).toContain('Saint-Denis 93200')
  })

  it('suggests the street addresses of the extracts', async () => {
    const results = await places.autocomplete('rue du lycee bourg', 10)
    expect(results.map((r) => r.label)).toEqual([
      '5 RUE DU LYCEE, 01000 BOURG EN BRESSE',
      '6 RUE DU LYCEE, 01000 BOURG EN BRESSE',
    ])
  })

  it('gives the address behind a suggestion, the arrondissement as district', async () => {
    const [paris15] = await places.autocomplete('paris 15e', 1)
    expect(await places.details(paris15?.placeId ?? '')).toEqual({
      postalCode: '75015',
      city: 'Paris',
      district: 'Paris 15e Arrondissement',
      state: 'Île-de-France',
      country: 'FR',
      text: '75015 Paris',
    })
    expect(await places.details('commune-99999-99999')).toBeNull()
  })

  it('reverse-geocodes to the nearest known address within the distance limit', async () => {
    const near = await places.reverse(48.8656, 2.384)
    expect(near?.text).toBe('115 BOULEVARD DE MÉNILMONTANT, 75011 PARIS')
    // The middle of the Atlantic is far from any known address.
    expect(await places.reverse(45, -30)).toBeNull()
    expect(REVERSE_MAX_DISTANCE_KM).toBe(2)
  })

  it('ranks a name after its leading article as starting with the query', async () => {
    expect((await places.autocomplete('havre', 1))[0]?.label).toBe('Le Havre 76600')
  })
})

describe('OfflinePlacesDirectory in Côte d’Ivoire', () => {
  const places = new OfflinePlacesDirectory()
  const labels = async (text: string, limit = 10) =>
    (await places.autocomplete(text, limit, 'CI')).map((suggestion) => suggestion.label)

  it("indexes every place of the extract, Abidjan's 13 communes among them", () => {
    const { regions, localities } = localitiesCiExtract()
    expect(places.size('CI')).toBe(LOCALITY_KINDS.flatMap((kind) => localities[kind]).length)
    const communes = [...localities.city, ...localities.town]
      .filter((row) => regions[row[4]]?.[0] === 'Abidjan')
      .map((row) => row[1])
    for (const commune of [
      'Abobo',
      'Adjamé',
      'Anyama',
      'Attécoubé',
      'Bingerville',
      'Cocody',
      'Koumassi',
      'Le Plateau',
      'Marcory',
      'Port-Bouët',
      'Songon',
      'Treichville',
      'Yopougon',
    ]) {
      expect(communes).toContain(commune)
    }
  })

  it('finds the communes of Abidjan by prefix, biggest first', async () => {
    expect((await labels('coc'))[0]).toBe('Cocody, Abidjan')
    expect((await labels('yop'))[0]).toBe('Yopougon, Abidjan')
    expect(await labels('treich', 1)).toEqual(['Treichville, Abidjan'])
    // The city, then its communes by population.
    expect((await labels('Abidjan')).slice(0, 4)).toEqual([
      'Abidjan',
      'Abobo, Abidjan',
      'Yopougon, Abidjan',
      'Cocody, Abidjan',
    ])
  })

  it('ignores accents, case, hyphens, apostrophes and a leading article', async () => {
    expect((await labels('Port Bouet'))[0]).toBe('Port-Bouët, Abidjan')
    expect((await labels('ATTECOUBE'))[0]).toBe('Attécoubé, Abidjan')
    expect((await labels('plateau'))[0]).toBe('Le Plateau, Abidjan')
    expect(await labels('ndouci')).toEqual(['N’Douci, Agnéby-Tiassa'])
  })

  it("finds Abidjan's quarters and the other cities with their region", async () => {
    expect(await labels('riviera 2', 1)).toEqual(['Riviéra 2, Abidjan'])
    expect((await labels('angre'))[0]).toBe('Angré, Abidjan')
    expect((await labels('zone 4'))[0]).toBe('Zone 4, Abidjan')
    expect((await labels('deux plateaux'))[0]).toBe('Deux Plateaux, Abidjan')
    expect((await labels('bouake'))[0]).toBe('Bouaké, Gbêkê')
    expect((await labels('korhogo'))[0]).toBe('Korhogo, Poro')
    expect((await labels('san pedro'))[0]).toBe('San-Pédro')
    expect((await labels('man'))[0]).toBe('Man, Tonkpi')
  })

  it('keeps the countries apart: no French commune in Côte d’Ivoire, nor the reverse', async () => {
    expect(await labels('marseille')).toEqual([])
    expect(await places.autocomplete('cocody', 10, 'FR')).toEqual([])
    expect((await places.autocomplete('epin', 1, 'FR'))[0]?.label).toBe('Épinay-sur-Seine 93800')
  })

  it('gives the address of an Ivorian suggestion: no postcode, the commune or quarter of Abidjan', async () => {
    const [cocody] = await places.autocomplete('cocody', 1, 'CI')
    expect(cocody?.placeId).toMatch(/^ci-\d+$/)
    expect(await places.details(cocody?.placeId ?? '')).toEqual({
      city: 'Cocody',
      state: 'Abidjan',
      country: 'CI',
      coordinates: { latitude: 5.35737, longitude: -3.99493 },
      text: 'Cocody, Abidjan',
    })
    const [riviera] = await places.autocomplete('riviera 2', 1, 'CI')
    expect(await places.details(riviera?.placeId ?? '')).toMatchObject({
      district: 'Riviéra 2',
      city: 'Abidjan',
      country: 'CI',
      text: 'Riviéra 2, Abidjan',
    })
    const [bouake] = await places.autocomplete('bouake', 1, 'CI')
    expect(await places.details(bouake?.placeId ?? '')).toMatchObject({ city: 'Bouaké', state: 'Gbêkê' })
    expect(await places.details('ci-1')).toBeNull()
  })

  it('reverse-geocodes in Côte d’Ivoire, and only when asked to', async () => {
    // 130 m from the Plateau, Abidjan's business district.
    expect(await places.reverse(5.329, -4.022, 'CI')).toMatchObject({
      city: 'Le Plateau',
      state: 'Abidjan',
      country: 'CI',
      text: 'Le Plateau, Abidjan',
    })
    expect(await places.reverse(5.329, -4.022, 'FR')).toBeNull()
    // The Gulf of Guinea, 50 km off the coast.
    expect(await places.reverse(4.8, -4.0, 'CI')).toBeNull()
  })
})
