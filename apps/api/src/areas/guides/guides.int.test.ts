// The guides over HTTP, read from the repository's content/guides/: each account gets the guides of its
// user type in its application, in their order; another type's guide is a 404 like an unknown one; the
// list and each guide carry an ETag (304 when unchanged); only signed-in accounts read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'

const PERINATAL_PATIENT = 'patiente.perinatal@demo.relais-sante.fr'
const PERINATAL_DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const MOBILITY_PATIENT = 'patient.mobility@demo.relais-sante.fr'
const MOBILITY_NURSE = 'infirmier.mobility@demo.relais-sante.fr'
const DISPATCH_OPERATOR = 'operateur.dispatch@demo.relais-sante.fr'

describe.each(testDatabases(import.meta.url))('guides on $name', (database) => {
  let t: TestApi
  let patient: Record<string, string>
  let doctor: Record<string, string>
  let mobilityPatient: Record<string, string>
  let nurse: Record<string, string>
  let operator: Record<string, string>
  const slugs = (res: { json(): { guides: { slug: string }[] } }) => res.json().guides.map((g) => g.slug)

  beforeAll(async () => {
    t = await startTestApi(database)
    patient = await signInHeaders(t, PERINATAL_PATIENT)
    doctor = await signInHeaders(t, PERINATAL_DOCTOR)
    mobilityPatient = await signInHeaders(t, MOBILITY_PATIENT, 'mobility')
    nurse = await signInHeaders(t, MOBILITY_NURSE, 'mobility')
    operator = await signInHeaders(t, DISPATCH_OPERATOR, 'dispatch')
  })
  afterAll(() => t.close())

  it("lists a patient's guides of her application, and none of the practitioners'", async () => {
    const perinatal = await t.inject({ method: 'GET', url: '/guides', headers: patient })
    expect(perinatal.statusCode).toBe(200)
    expect(slugs(perinatal)).toEqual(['donner-acces-a-mon-dossier'])
    expect(perinatal.json().guides[0]).toEqual({
      slug: 'donner-acces-a-mon-dossier',
      title: 'Donner accès à mon dossier',
      summary: expect.stringContaining('Accepter ou refuser'),
    })
    // Booking and teleconsultations are the mobility mode's: so are their guides, in their order.
    const mobility = await t.inject({
      method: 'GET',
      url: '/guides',
      app: 'mobility',
      headers: mobilityPatient,
    })
    expect(slugs(mobility)).toEqual([
      'donner-acces-a-mon-dossier',
      'preparer-une-teleconsultation',
      'prendre-rendez-vous',
    ])
  })

  it("gives a practitioner their guides, the assisted teleconsultation's in mobility only", async () => {
    const perinatal = await t.inject({ method: 'GET', url: '/guides', headers: doctor })
    expect(slugs(perinatal)).toEqual(['demander-acces-dossier-patient', 'publier-mes-disponibilites'])
    const mobility = await t.inject({ method: 'GET', url: '/guides', app: 'mobility', headers: nurse })
    expect(slugs(mobility)).toEqual([
      'teleconsultation-assistee',
      'demander-acces-dossier-patient',
      'publier-mes-disponibilites',
    ])
  })

  it('answers an account no guide addresses with an empty list', async () => {
    const res = await t.inject({ method: 'GET', url: '/guides', app: 'dispatch', headers: operator })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ guides: [] })
  })

  it('serves a guide its Markdown body, without the front matter', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/guides/demander-acces-dossier-patient',
      headers: doctor,
    })
    expect(res.statusCode).toBe(200)
    const guide = res.json()
    expect(guide.title).toBe("Demander l'accès au dossier d'un patient")
    expect(guide.markdown).toMatch(/^Le dossier d'un patient/)
    expect(guide.markdown).toContain('## Envoyer la demande')
    expect(guide.markdown).not.toContain('audience:')
  })

  it("refuses a patient a practitioner's guide as if it did not exist", async () => {
    const theirs = await t.inject({
      method: 'GET',
      url: '/guides/demander-acces-dossier-patient',
      headers: patient,
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Guide introuvable' })
    const unknown = await t.inject({ method: 'GET', url: '/guides/guide-inconnu', headers: patient })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(theirs.json().message)
    // Written for patients of the mobility mode only.
    const otherMode = await t.inject({ method: 'GET', url: '/guides/prendre-rendez-vous', headers: patient })
    expect(otherMode.statusCode).toBe(404)
  })

  it('answers 304 to the ETag of an unchanged list or guide', async () => {
    const list = await t.inject({ method: 'GET', url: '/guides', headers: doctor })
    const etag = list.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.inject({
      method: 'GET',
      url: '/guides',
      headers: { ...doctor, 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.payload).toBe('')
    // Another type's list is another list: its tag does not match.
    const patients = await t.inject({
      method: 'GET',
      url: '/guides',
      headers: { ...patient, 'if-none-match': etag },
    })
    expect(patients.statusCode).toBe(200)

    const guide = await t.inject({
      method: 'GET',
      url: '/guides/publier-mes-disponibilites',
      headers: doctor,
    })
    const guideTag = guide.headers.etag as string
    expect(guideTag).not.toBe(etag)
    const unchanged = await t.inject({
      method: 'GET',
      url: '/guides/publier-mes-disponibilites',
      headers: { ...doctor, 'if-none-match': guideTag },
    })
    expect(unchanged.statusCode).toBe(304)
  })

  it('is for signed-in accounts only, and refuses a slug that is no file name', async () => {
    expect((await t.inject({ method: 'GET', url: '/guides' })).statusCode).toBe(401)
    expect((await t.inject({ method: 'GET', url: '/guides/donner-acces-a-mon-dossier' })).statusCode).toBe(
      401,
    )
    const bad = await t.inject({ method: 'GET', url: '/guides/..%2Fsecrets', headers: patient })
    expect(bad.statusCode).toBe(400)
  })
})
