// Registration (POST /user) per type and mode, conflicts, activation, and the signed-in user's updates.
import {
  NIR_KEY_MESSAGE,
  positionRetentionCutoff,
  RPPS_MESSAGE,
  USER_TYPES_BY_APPLICATION,
} from '@relais/domain'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application, RateLimitConfig } from '../../core/config.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { activate, nirFrom, register, registration, signInHeaders } from '../../testing/accounts.ts'
import { ADMIN } from '../../testing/demo-users.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import { forgetExpiredPositions, keepPositionsWithinRetention } from './position-retention.ts'
import { TYPE_NOT_OFFERED_MESSAGE } from './registration.ts'
import { UsersRepository } from './users-repository.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

let sequence = 0
/** A fresh email and phone (ARCEP's fiction range) per account. */
function contact(prefix = 'user') {
  sequence += 1
  return {
    email: `${prefix.toLowerCase()}.${sequence}@example.fr`,
    phone: `+33199000${500 + sequence}`,
  }
}

const fieldsOf = (body: { fieldErrors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.fieldErrors ?? []).map((e) => [e.field, e.message]))

describe.each(testDatabases(import.meta.url))('accounts on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
  })
  afterAll(() => t.close())

  describe('registration', () => {
    const cases = Object.entries(USER_TYPES_BY_APPLICATION).flatMap(([application, types]) =>
      types.map((type) => [application as Application, type] as const),
    )

    it.each(cases)('registers a %s %s and binds the session to it', async (application, type) => {
      const who = contact(type)
      const { headers, res } = await register(t, type, who, application)
      expect(res.statusCode, res.payload).toBe(201)
      const { user } = res.json()
      const reviewed = ['organization', 'dispatchManager', 'dispatchOperator'].includes(type)
      expect(user).toMatchObject({
        userType: type,
        application,
        username: who.email,
        active: !reviewed,
        isAdmin: false,
      })
      expect(user.termsAcceptedAt).toBe(t.clock.now().toISOString())
      expect(user.profile.telecom).toEqual([
        { system: 'PHONE', value: who.phone },
        { system: 'EMAIL', value: who.email },
      ])
      // Names are stored capitalised, particles kept lower-case.
      expect(user.profile.name).toMatchObject({ given: 'Jeanne', family: 'de La Fontaine' })
      if (type === 'organization') {
        expect(user.organizations).toEqual([
          { id: expect.any(String), name: 'Maternité du Parc', finess: '750712184' },
        ])
        expect(user.profile.name.text).toBe('Maternité du Parc')
        const org = await t.api.db
          .selectFrom('organizations')
          .selectAll()
          .where('id', '=', user.organizations[0].id)
          .executeTakeFirstOrThrow()
        expect(org).toMatchObject({ active: false, manager_user_id: user.id, siret: null })
      } else {
        expect(user.organizations).toEqual([])
      }
      if (type === 'patient') expect(user.profile.nir).toBe(nirFrom(who.phone))
      if (type === 'doctor') expect(user.profile).toMatchObject({ rpps: '10101234564' })
      if (type === 'midwife' || type === 'assistant') {
        expect(user.profile.exerciceZone.text).toBeTruthy()
      }

      const current = await t.inject({ method: 'GET', url: '/user/current', app: application, headers })
      expect(current.statusCode).toBe(200)
      expect(current.json().id).toBe(user.id)
      const session = await t.inject({ method: 'GET', url: '/auth/session', app: application, headers })
      expect(session.json().hasAccount).toBe(true)
      const bound = await t.api.db
        .selectFrom('sessions')
        .select('user_id')
        .where('identifier', '=', who.email)
        .execute()
      expect(bound.map((s) => s.user_id)).toEqual([user.id])
    })

    // A patient may register in both modes with the same NIR: accounts are per application.
    it('keeps NIR uniqueness per application', async () => {
      const first = await register(t, 'patient', contact(), 'mobility', (b) => ({
        ...b,
        patient: { ...b.patient!, nir: nirFrom('12345678') },
      }))
      expect(first.res.statusCode).toBe(201)
      const again = await register(t, 'patient', contact(), 'perinatal', (b) => ({
        ...b,
        patient: { ...b.patient!, nir: nirFrom('12345678') },
      }))
      expect(again.res.statusCode).toBe(201)
    })

    it.each([
      ['perinatal', 'assistant'],
      ['mobility', 'midwife'],
      ['dispatch', 'patient'],
      ['dispatch', 'organization'],
      ['perinatal', 'dispatchManager'],
    ] as const)('refuses a %s %s with a French message', async (application, type) => {
      const { res } = await register(t, type, contact(), application)
      expect(res.statusCode).toBe(400)
      expect(fieldsOf(res.json())).toMatchObject({ 'body.userType': TYPE_NOT_OFFERED_MESSAGE })
    })

    it('registers a patient of Abidjan without a NIR, and requires one for an address in France', async () => {
      const abidjan = {
        text: 'Cocody, Abidjan',
        district: 'Cocody',
        city: 'Abidjan',
        state: 'Abidjan',
        country: 'CI',
        coordinates: { latitude: 5.3599, longitude: -3.9869 },
      }
      const ivorian = { email: contact('patient-ci').email, phone: '+2250707123456' }
      const { headers, res } = await register(t, 'patient', ivorian, 'mobility', (b) => ({
        ...b,
        address: abidjan,
        patient: {},
      }))
      expect(res.statusCode, res.payload).toBe(201)
      expect(res.json().user).toMatchObject({ currency: 'XOF', profile: { address: [abidjan] } })
      expect(res.json().user.profile.nir).toBeUndefined()
      const current = await t.inject({ method: 'GET', url: '/user/current', app: 'mobility', headers })
      expect(current.json().profile.telecom).toContainEqual({ system: 'PHONE', value: '+2250707123456' })

      // A NIR given from Abidjan is still checked.
      const wrongKey = await register(t, 'patient', contact(), 'mobility', (b) => ({
        ...b,
        address: abidjan,
        patient: { nir: '294037512345699' },
      }))
      expect(fieldsOf(wrongKey.res.json())).toEqual({ 'body.patient.nir': NIR_KEY_MESSAGE })

      // In France (or where the address names no country) it is required, at its field.
      for (const address of [
        { text: '12 rue de la Roquette, 75011 Paris, France', country: 'FR' },
        { text: '12 rue de la Roquette, 75011 Paris' },
      ]) {
        const missing = await register(t, 'patient', contact(), 'mobility', (b) => ({
          ...b,
          address,
          patient: { nir: '' },
        }))
        expect(missing.res.statusCode).toBe(400)
        expect(fieldsOf(missing.res.json())).toEqual({ 'body.patient.nir': 'Ce champ est obligatoire' })
      }
      const withoutKey = await register(t, 'patient', contact(), 'perinatal', (b) => ({ ...b, patient: {} }))
      expect(withoutKey.res.statusCode).toBe(400)
      expect(fieldsOf(withoutKey.res.json())).toEqual({ 'body.patient.nir': 'Ce champ est obligatoire' })
    })

    it('requires the role object of the type and refuses the others', async () => {
      const missing = await register(t, 'doctor', contact(), 'perinatal', (b) => ({
        ...b,
        doctor: undefined,
        midwife: {
          qualifications: ['MIDWIFE'],
          description: 'x',
          initialProfile: 'LIBERAL',
          exerciceZone: { text: 'Paris' },
          affiliatedToPmi: false,
        },
      }))
      expect(missing.res.statusCode).toBe(400)
      expect(fieldsOf(missing.res.json())).toEqual({
        'body.doctor': 'Ce champ est obligatoire',
        'body.midwife': 'Champ non autorisé',
      })
    })

    it('checks every field with the domain rules, all at once, in French', async () => {
      const { res } = await register(t, 'patient', contact(), 'perinatal', (b) => ({
        ...b,
        phoneNumber: '12',
        birthDate: '2030-01-01',
        lastName: 'X',
        patient: { ...b.patient!, nir: '294037512345699' },
      }))
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
      expect(fieldsOf(res.json())).toEqual({
        'body.phoneNumber': 'Numéro invalide',
        'body.birthDate': 'Une date de naissance ne peut être dans le futur',
        'body.lastName': 'Le nom doit contenir au moins 2 caractères',
        'body.patient.nir': NIR_KEY_MESSAGE,
      })
    })

    // Medical content reaches the server only encrypted by the vault: never in clear at registration.
    const medical = {
      bloodGroup: 'AB-',
      medicalBackground: 'Antécédent-témoin-7f3a',
      treatments: 'Traitement-témoin-7f3a',
      allergies: 'Allergie-témoin-7f3a',
      lastPeriod: '2026-10-01',
      pregnancyType: 'jumeaux',
      existingChildren: 3,
    }

    it('refuses a patient registration carrying medical answers, and stores nothing', async () => {
      const who = contact('patient')
      const { headers, res } = await register(t, 'patient', who, 'perinatal', (b) => ({
        ...b,
        patient: { ...b.patient!, bloodGroup: 'A+' } as NonNullable<typeof b.patient>,
      }))
      expect(res.statusCode).toBe(400)
      expect(fieldsOf(res.json())).toEqual({ 'body.patient.bloodGroup': 'Champ non autorisé' })
      const stored = await t.api.db.selectFrom('users').select('id').where('email', '=', who.email).execute()
      expect(stored).toEqual([])
      const current = await t.inject({ method: 'GET', url: '/user/current', app: 'perinatal', headers })
      expect(current.statusCode).toBe(404)
    })

    it('keeps no medical answer in any column of the patient’s users and profiles rows', async () => {
      const who = contact('patient')
      const refused = await register(t, 'patient', who, 'perinatal', (b) => ({
        ...b,
        patient: { ...b.patient!, ...medical } as NonNullable<typeof b.patient>,
      }))
      expect(refused.res.statusCode).toBe(400)
      expect(Object.keys(fieldsOf(refused.res.json())).sort()).toEqual(
        Object.keys(medical)
          .map((key) => `body.patient.${key}`)
          .sort(),
      )
      const { res } = await register(t, 'patient', who, 'perinatal')
      expect(res.statusCode, res.payload).toBe(201)
      const id = res.json().user.id as string
      const user = await t.api.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const profiles = await t.api.db.selectFrom('profiles').selectAll().where('user_id', '=', id).execute()
      expect(profiles).toHaveLength(1)
      const stored = JSON.stringify([user, profiles])
      for (const [key, value] of Object.entries(medical)) {
        // A bare count (existingChildren) would match any digit: its key is what must be absent.
        if (typeof value === 'string') expect(stored, key).not.toContain(value)
        expect(stored, key).not.toContain(`"${key}"`)
      }
    })

    it('requires a PMI when a midwife is affiliated, and a SIRET when an organization has no FINESS', async () => {
      const midwife = await register(t, 'midwife', contact(), 'perinatal', (b) => ({
        ...b,
        midwife: { ...b.midwife!, affiliatedToPmi: true },
      }))
      expect(fieldsOf(midwife.res.json())).toEqual({ 'body.midwife.pmi': 'Veuillez sélectionner une PMI' })

      const structure = await register(t, 'organization', contact(), 'mobility', (b) => ({
        ...b,
        organization: { ...b.organization!, finess: undefined, siret: '73282932000075' },
      }))
      expect(structure.res.statusCode).toBe(400)
      expect(Object.keys(fieldsOf(structure.res.json()))).toEqual(['body.organization.siret'])

      const neither = await register(t, 'organization', contact(), 'mobility', (b) => ({
        ...b,
        organization: { ...b.organization!, finess: undefined },
      }))
      expect(fieldsOf(neither.res.json())).toEqual({ 'body.organization.finess': 'Ce champ est obligatoire' })

      const bySiret = await register(t, 'organization', contact(), 'mobility', (b) => ({
        ...b,
        organization: { ...b.organization!, finess: undefined, siret: '732 829 320 00074' },
      }))
      expect(bySiret.res.statusCode).toBe(201)
      const org = await t.api.db
        .selectFrom('organizations')
        .select(['finess', 'siret'])
        .where('id', '=', bySiret.res.json().user.organizations[0].id)
        .executeTakeFirstOrThrow()
      expect(org).toEqual({ finess: null, siret: '73282932000074' })
    })

    it('locks the identifier the session signed in with', async () => {
      const who = contact()
      const { res } = await register(t, 'doctor', who, 'perinatal', (b) => ({
        ...b,
        email: 'someone.else@example.fr',
      }))
      expect(res.statusCode).toBe(201)
      expect(res.json().user.username).toBe(who.email)
    })

    it('answers 409 with the conflicting identifiers and their French messages', async () => {
      const taken = contact()
      expect((await register(t, 'patient', taken, 'perinatal')).res.statusCode).toBe(201)

      // Signed in by phone: the email field is free, and holds the taken email.
      const phone = contact().phone
      const { token } = await signIn(t, 'phone', phone)
      const clash = await t.inject({
        method: 'POST',
        url: '/user',
        headers: bearer(token),
        payload: {
          ...registration('patient', { email: taken.email, phone }),
          patient: { ...registration('patient', taken).patient!, nir: nirFrom(taken.phone) },
        },
      })
      expect(clash.statusCode).toBe(409)
      expect(clash.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Cet email est déjà associé à un compte existant',
        conflicts: { emailExists: true, nirExists: true },
      })
      expect(fieldsOf(clash.json())).toEqual({
        'body.email': 'Cet email est déjà associé à un compte existant',
        'body.patient.nir': 'Ce numéro de sécurité sociale est déjà associé à un compte existant',
      })

      const phoneClash = await register(t, 'doctor', { email: contact().email, phone: taken.phone })
      expect(phoneClash.res.statusCode).toBe(409)
      expect(phoneClash.res.json().conflicts).toEqual({ phoneExists: true })
      expect(fieldsOf(phoneClash.res.json())).toEqual({
        'body.phoneNumber': 'Ce numéro de téléphone est déjà associé à un compte existant',
      })
      // Nothing was created by the refused registrations.
      const current = await t.inject({ method: 'GET', url: '/user/current', headers: phoneClash.headers })
      expect(current.statusCode).toBe(404)
    })

    it('refuses a second registration on a bound session, and anonymous calls', async () => {
      const who = contact()
      const { headers } = await register(t, 'doctor', who)
      const again = await t.inject({
        method: 'POST',
        url: '/user',
        headers,
        payload: registration('doctor', contact()),
      })
      expect(again.statusCode).toBe(409)
      const anonymous = await t.inject({
        method: 'POST',
        url: '/user',
        payload: registration('doctor', contact()),
      })
      expect(anonymous.statusCode).toBe(401)
    })

    it('answers 404 on the current user before registration', async () => {
      const headers = await signInHeaders(t, contact().email)
      const res = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(res.statusCode).toBe(404)
    })
  })

  describe('settings', () => {
    it('updates the profile: capitalised names, left-out fields kept', async () => {
      const who = contact()
      const { headers } = await register(t, 'midwife', who)
      const res = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { firstName: 'marie-claire', languages: ['fr', 'en'], exerciceRadius: 50 },
      })
      expect(res.statusCode, res.payload).toBe(200)
      expect(res.json().profile).toMatchObject({
        name: { given: 'Marie-Claire', family: 'de La Fontaine' },
        birthDate: '1990-05-04',
        languages: ['fr', 'en'],
        exerciceRadius: 50,
        qualifications: ['MIDWIFE'],
      })
      expect(res.json().username).toBe(who.email)
    })

    it('changes email and phone only through a code (400 on the fields), with the settings wording', async () => {
      const { headers } = await register(t, 'doctor', contact())
      const other = contact()
      const unproven = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { email: other.email.toUpperCase(), phoneNumber: other.phone },
      })
      expect(unproven.statusCode).toBe(400)
      expect(fieldsOf(unproven.json())).toEqual({
        'body.email': "Une nouvelle adresse se confirme d'abord avec le code qui lui est envoyé",
        'body.phoneNumber': "Un nouveau numéro se confirme d'abord avec le code qui lui est envoyé",
      })
      const invalid = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { email: 'not-an-email' },
      })
      expect(invalid.statusCode).toBe(400)
      expect(fieldsOf(invalid.json())).toEqual({ 'body.email': "L'adresse email n'est pas valide" })
      // Doctors keep at least one speciality.
      const noSpeciality = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { qualifications: [] },
      })
      expect(fieldsOf(noSpeciality.json())).toEqual({ 'body.qualifications': 'Ce champ est obligatoire' })
    })

    it('edits what a doctor registered with, under the same rules, and shows it again', async () => {
      const { headers } = await register(t, 'doctor', contact())
      const refused = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { rpps: '1000345', qualifications: ['NOT_A_SPECIALTY'] },
      })
      expect(refused.statusCode).toBe(400)
      expect(fieldsOf(refused.json())).toEqual({
        'body.rpps': RPPS_MESSAGE,
        'body.qualifications': 'Valeur non autorisée',
      })
      const saved = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: {
          rpps: '101 0222 3335',
          qualifications: ['DERMATOLOGIST', 'GERIATRICIAN'],
          description: ' Dermatologie et gériatrie ',
          languages: ['fr', 'ar'],
        },
      })
      expect(saved.statusCode, saved.payload).toBe(200)
      const current = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(current.json().profile).toMatchObject({
        rpps: '10102223335',
        qualifications: ['DERMATOLOGIST', 'GERIATRICIAN'],
        description: 'Dermatologie et gériatrie',
        languages: ['fr', 'ar'],
      })
      // The presentation is optional: an empty one removes it.
      const cleared = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { description: '' },
      })
      expect(cleared.json().profile.description).toBeUndefined()
      // A nurse's details are not a doctor's.
      const foreign = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { certificationNumber: 'IDE-1', exerciceZone: { text: 'Paris' } },
      })
      expect(fieldsOf(foreign.json())).toEqual({
        'body.certificationNumber': 'Champ non autorisé',
        'body.exerciceZone': 'Champ non autorisé',
      })
    })

    it('edits a nurse’s certification numbers, description and exercise zone', async () => {
      const { headers, res } = await register(t, 'assistant', contact(), 'mobility')
      expect(res.json().user.profile).toMatchObject({
        certificationNumber: 'IDE-12345',
        description: 'Soins à domicile',
        exerciceZone: { text: 'Bordeaux' },
        exerciceRadius: 20,
      })
      const patch = (payload: Record<string, unknown>) =>
        t.inject({ method: 'PATCH', url: '/user/current', app: 'mobility', headers, payload })
      const empty = await patch({ certificationNumber: ' ', description: '', exerciceZone: { text: '' } })
      expect(fieldsOf(empty.json())).toEqual({
        'body.certificationNumber': 'Ce champ est obligatoire',
        'body.description': 'Ce champ est obligatoire',
        'body.exerciceZone': 'Ce champ est obligatoire',
      })
      const yopougon = { text: 'Yopougon, Abidjan', city: 'Yopougon', state: 'Abidjan', country: 'CI' }
      const saved = await patch({
        certificationNumber: 'IDE-CI-2026-0042',
        advancedCertificationNumber: 'IPA-77',
        description: 'Soins et pansements à domicile',
        exerciceZone: yopougon,
        exerciceRadius: 10,
      })
      expect(saved.statusCode, saved.payload).toBe(200)
      const current = await t.inject({ method: 'GET', url: '/user/current', app: 'mobility', headers })
      expect(current.json().profile).toMatchObject({
        certificationNumber: 'IDE-CI-2026-0042',
        advancedCertificationNumber: 'IPA-77',
        description: 'Soins et pansements à domicile',
        exerciceZone: yopougon,
        exerciceRadius: 10,
      })
      const withoutAdvanced = await patch({ advancedCertificationNumber: '' })
      expect(withoutAdvanced.json().profile.advancedCertificationNumber).toBeUndefined()
      expect(withoutAdvanced.json().profile.certificationNumber).toBe('IDE-CI-2026-0042')
    })

    it('edits a midwife’s education and PMI, the RPPS optional', async () => {
      const { headers, res } = await register(t, 'midwife', contact())
      expect(res.json().user.profile).toMatchObject({ initialProfile: 'LIBERAL', affiliatedToPmi: false })
      const patch = (payload: Record<string, unknown>) =>
        t.inject({ method: 'PATCH', url: '/user/current', headers, payload })
      const noPmi = await patch({ affiliatedToPmi: true })
      expect(fieldsOf(noPmi.json())).toEqual({ 'body.pmi': 'Veuillez sélectionner une PMI' })
      const pmi = {
        name: 'PMI Belleville',
        address: '10 rue de Belleville, 75020 Paris',
        phone: '0140000000',
      }
      const affiliated = await patch({
        affiliatedToPmi: true,
        pmi,
        initialProfile: 'HOSPITAL',
        qualifications: ['BIRTH_PREPARATION', 'POSTPARTUM_CONSULTATION'],
        rpps: '10107654328',
      })
      expect(affiliated.statusCode, affiliated.payload).toBe(200)
      const current = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(current.json().profile).toMatchObject({
        affiliatedToPmi: true,
        pmi,
        initialProfile: 'HOSPITAL',
        qualifications: ['BIRTH_PREPARATION', 'POSTPARTUM_CONSULTATION'],
        rpps: '10107654328',
        description: 'Suivi de grossesse',
      })
      const left = await patch({ affiliatedToPmi: false, rpps: '' })
      expect(left.statusCode, left.payload).toBe(200)
      expect(left.json().profile).toMatchObject({ affiliatedToPmi: false, initialProfile: 'HOSPITAL' })
      expect(left.json().profile.pmi).toBeUndefined()
      expect(left.json().profile.rpps).toBeUndefined()
    })

    it('refuses a patient the details of a practice', async () => {
      const { headers } = await register(t, 'patient', contact())
      const res = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { rpps: '10101234564', qualifications: ['MIDWIFE'] },
      })
      expect(fieldsOf(res.json())).toEqual({
        'body.rpps': 'Champ non autorisé',
        'body.qualifications': 'Champ non autorisé',
      })
    })

    it('keeps the RPPS Pro Santé Connect vouched for, and an administrator acting for the account', async () => {
      const who = contact()
      const { headers, res } = await register(t, 'doctor', who)
      // The session as Pro Santé Connect opens one: its identifier is the RPPS.
      await t.api.db
        .updateTable('sessions')
        .set({ identifier_type: 'psc', identifier: '10101234564' })
        .where('user_id', '=', res.json().user.id)
        .execute()
      const byPsc = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { rpps: '10102223335', description: 'Médecine générale' },
      })
      expect(byPsc.statusCode).toBe(400)
      expect(fieldsOf(byPsc.json())).toEqual({
        'body.rpps':
          'Ce numéro RPPS est celui de votre connexion Pro Santé Connect : il ne peut pas être modifié',
      })
      const sameRpps = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers,
        payload: { rpps: '10101234564', description: 'Médecine générale' },
      })
      expect(sameRpps.statusCode, sameRpps.payload).toBe(200)

      const admin = bearer((await signIn(t, 'email', ADMIN)).token)
      const started = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: admin,
        payload: { email: who.email },
      })
      expect(started.statusCode, started.payload).toBe(200)
      const impersonated = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers: admin,
        payload: { rpps: '10102223335' },
      })
      expect(impersonated.statusCode).toBe(403)
      const otherDetails = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers: admin,
        payload: { qualifications: ['GYNECOLOGIST'] },
      })
      expect(otherDetails.statusCode, otherDetails.payload).toBe(200)
      expect(otherDetails.json().profile).toMatchObject({
        rpps: '10101234564',
        qualifications: ['GYNECOLOGIST'],
      })
    })

    it('lets organization and dispatch accounts update without birth date or gender', async () => {
      const { headers, res: registered } = await register(t, 'dispatchOperator', contact(), 'dispatch')
      await activate(t.api.db, registered.json().user.id)
      const res = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        app: 'dispatch',
        headers,
        payload: { lastName: 'martin' },
      })
      expect(res.statusCode, res.payload).toBe(200)
      expect(res.json().profile.name.family).toBe('Martin')
      const org = await register(t, 'organization', contact())
      await activate(t.api.db, org.res.json().user.id)
      const orgRes = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers: org.headers,
        payload: { firstName: 'paul' },
      })
      expect(orgRes.statusCode, orgRes.payload).toBe(200)
    })

    it('stores the position and the device token on the user', async () => {
      const { headers, res } = await register(t, 'assistant', contact(), 'mobility')
      const id = res.json().user.id
      const position = await t.inject({
        method: 'PATCH',
        url: '/user/current/position',
        app: 'mobility',
        headers,
        payload: { latitude: 44.84, longitude: -0.58 },
      })
      expect(position.statusCode).toBe(204)
      const token = await t.inject({
        method: 'PATCH',
        url: '/user/current/device-token',
        app: 'mobility',
        headers,
        payload: { token: 'device-token-1' },
      })
      expect(token.statusCode).toBe(204)
      const row = await t.api.db
        .selectFrom('users')
        .select(['position_latitude', 'position_longitude', 'device_token'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({
        position_latitude: 44.84,
        position_longitude: -0.58,
        device_token: 'device-token-1',
      })
      const outOfRange = await t.inject({
        method: 'PATCH',
        url: '/user/current/position',
        app: 'mobility',
        headers,
        payload: { latitude: 120, longitude: 0 },
      })
      expect(outOfRange.statusCode).toBe(400)
    })

    it('forgets a position once two months old, at start and at every sweep, and keeps a recent one', async () => {
      const sendPosition = async (latitude: number) => {
        const { headers, res } = await register(t, 'assistant', contact(), 'mobility')
        const answer = await t.inject({
          method: 'PATCH',
          url: '/user/current/position',
          app: 'mobility',
          headers,
          payload: { latitude, longitude: -4.02 },
        })
        expect(answer.statusCode).toBe(204)
        return res.json().user.id as string
      }
      const old = await sendPosition(5.31)
      const recent = await sendPosition(5.35)
      const now = new Date()
      const twoMonthsAndADay = new Date(positionRetentionCutoff(now).getTime() - 24 * 3_600_000)
      await t.api.db
        .updateTable('users')
        .set({ position_updated_at: twoMonthsAndADay })
        .where('id', '=', old)
        .execute()
      // As the API does when it starts: the sweep runs at once, and stopping waits for it.
      const stop = keepPositionsWithinRetention(
        new UsersRepository(t.api.db),
        () => now,
        pino({ level: 'silent' }),
      )
      await stop()
      const rows = await t.api.db
        .selectFrom('users')
        .select(['id', 'position_latitude', 'position_longitude', 'position_updated_at'])
        .where('id', 'in', [old, recent])
        .execute()
      const byId = new Map(rows.map((row) => [row.id, row]))
      expect(byId.get(old)).toMatchObject({
        position_latitude: null,
        position_longitude: null,
        position_updated_at: null,
      })
      expect(byId.get(recent)).toMatchObject({ position_latitude: 5.35, position_longitude: -4.02 })
      expect(await forgetExpiredPositions(new UsersRepository(t.api.db), now)).toBe(0)
    })
  })
})
