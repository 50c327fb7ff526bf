// Patients over HTTP: a practitioner's and a structure's lists (accepted and pending, searched without
// accents or case), the NIR look-up and its limit, a patient created by a practitioner (rules, conflicts,
// the grant it gives), a request for access and its notification, the patient's file — open to the
// patient and to an accepted grant only, every read by someone else on record — and the global search.
import { randomInt, randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, nirFrom } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import {
  DOCTOR,
  MIDWIFE,
  MOBILITY_DOCTOR,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import { AccessPoliciesRepository, type Grantee } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { AFFILIATION_CHECKS_PER_WINDOW } from './checkPatientAffiliation.ts'

interface Person {
  given: string
  family: string
  nir?: string
  email?: string
  phone?: string
}

describe.each(testDatabases(import.meta.url))('patients on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let policies: AccessPoliciesRepository
  let doctor: TestUser
  let midwife: TestUser
  let structure: TestUser
  let patient: TestUser
  let organizationId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    policies = new AccessPoliciesRepository(db)
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    structure = await demoUser(t, ORGANIZATION)
    patient = await demoUser(t, PATIENT)
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: structure.headers })
    organizationId = me.json().organizations[0].id as string
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A patient account written straight into the database (an 8-digit seed makes its NIR). */
  const insertPatient = (person: Person, app: 'perinatal' | 'mobility' = 'perinatal') =>
    insertUser(db, {
      application: app,
      userType: 'patient',
      email: person.email ?? `patient.${randomUUID()}@example.fr`,
      phone: person.phone ?? null,
      profile: {
        givenName: person.given,
        familyName: person.family,
        nir: person.nir ?? nirFrom(String(randomInt(10_000_000, 100_000_000))),
        gender: 'FEMALE',
        birth_date: '1991-02-03',
        address: JSON.stringify([{ text: '3 rue Oberkampf, 75011 Paris', city: 'Paris' }]),
      },
    })
  const policy = async (patientId: string, grantee: Grantee, status: 'PENDING' | 'ACCEPTED') =>
    (await policies.create({
      application: 'perinatal',
      resource: 'medical-file',
      holderUserId: patientId,
      resourceId: patientId,
      grantee,
      requestedBy: grantee.userId ?? structure.id,
      status,
      now: t.clock.now(),
    }))!
  /** A practitioner no other test acts as, signed in. */
  const newDoctor = async (family: string): Promise<TestUser> => {
    const email = `medecin.${randomUUID()}@example.fr`
    const id = await insertUser(db, {
      application: 'perinatal',
      userType: 'doctor',
      email,
      profile: { givenName: 'Paul', familyName: family },
    })
    const { token } = await signIn(t, 'email', email)
    return { id, email, app: 'perinatal', headers: bearer(token) }
  }
  const get = (user: TestUser, url: string) =>
    t.inject({ method: 'GET', url, headers: user.headers, app: user.app })
  const post = (user: TestUser, url: string, payload?: object) =>
    t.inject({ method: 'POST', url, headers: user.headers, app: user.app, ...(payload ? { payload } : {}) })
  const names = (list: { name: { text: string } }[]) => list.map((p) => p.name.text)

  const readsOf = async (patientId: string) =>
    (
      await sql<{ reader_user_id: string; reader_organization_id: string | null; resource: string }>`
        select reader_user_id, reader_organization_id, resource from access_log where patient_user_id = ${patientId}`.execute(
        db,
      )
    ).rows

  describe('lists', () => {
    it("gives a practitioner the patients they follow by name, those asked apart, and nobody else's", async () => {
      const owner = await newDoctor('Liste')
      const other = await newDoctor('Autre')
      const zola = await insertPatient({ given: 'Hélène', family: 'Zola', phone: '+33612345678' })
      const elodie = await insertPatient({ given: 'élodie', family: 'Dupont' })
      const marc = await insertPatient({ given: 'Marc', family: 'Dupont' })
      const asked = await insertPatient({ given: 'Anne', family: 'Martin' })
      const refused = await insertPatient({ given: 'Rémi', family: 'Refus' })
      const elsewhere = await insertPatient({ given: 'Inès', family: 'Ailleurs' })
      for (const id of [zola, elodie, marc]) await policy(id, { userId: owner.id }, 'ACCEPTED')
      await policy(asked, { userId: owner.id }, 'PENDING')
      const answered = await policy(refused, { userId: owner.id }, 'PENDING')
      await policies.answer('perinatal', answered.id, refused, 'reject', t.clock.now())
      await policy(elsewhere, { userId: other.id }, 'ACCEPTED')

      const res = await get(owner, `/doctor/${owner.id}/patients`)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      // Family then given name, whatever the accents and case.
      expect(names(body.patients)).toEqual(['élodie Dupont', 'Marc Dupont', 'Hélène Zola'])
      expect(names(body.pendingPatients)).toEqual(['Anne Martin'])
      expect(body.total).toBe(3)
      expect(body.patients[2]).toEqual({
        id: zola,
        name: { given: 'Hélène', family: 'Zola', text: 'Hélène Zola' },
        nir: expect.stringMatching(/^2940\d{11}$/),
        birthDate: '1991-02-03',
        gender: 'FEMALE',
        email: expect.stringMatching(/@example\.fr$/),
        phone: '+33612345678',
        city: 'Paris',
      })

      const page = (await get(owner, `/doctor/${owner.id}/patients?limit=2&offset=1`)).json()
      expect(names(page.patients)).toEqual(['Marc Dupont', 'Hélène Zola'])
      expect(page.total).toBe(3)
      expect(names(page.pendingPatients)).toEqual(['Anne Martin'])
    })

    it("answers 404 for another practitioner's list, or the caller's id under another type", async () => {
      const owner = await newDoctor('Proprietaire')
      await policy(await insertPatient({ given: 'Lou', family: 'Secret' }), { userId: owner.id }, 'ACCEPTED')
      const cases: [TestUser, string][] = [
        [midwife, `/doctor/${owner.id}/patients`],
        [midwife, `/midwife/${owner.id}/patients`],
        [owner, `/midwife/${owner.id}/patients`],
        [owner, `/organization/${owner.id}/patients`],
        // A structure the caller does not belong to.
        [owner, `/organization/${organizationId}/patients`],
      ]
      for (const [caller, url] of cases) {
        const res = await get(caller, url)
        expect(res.statusCode, url).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Liste de patients introuvable' })
      }
      // The same id from another application.
      const mobility = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
      expect((await get(mobility, `/doctor/${owner.id}/patients`)).statusCode).toBe(404)
      // Patients have no list: refused by type before anything is read.
      expect((await get(patient, `/doctor/${patient.id}/patients`)).statusCode).toBe(403)
    })

    it("shows a structure's list to each of its members, apart from their own lists", async () => {
      const followed = await insertPatient({ given: 'Nina', family: 'Structure' })
      const asked = await insertPatient({ given: 'Océane', family: 'Attente' })
      await policy(followed, { organizationId }, 'ACCEPTED')
      await policy(asked, { organizationId }, 'PENDING')
      for (const member of [structure, doctor, midwife]) {
        const res = await get(member, `/organization/${organizationId}/patients?search=nina`)
        expect(res.statusCode, member.email).toBe(200)
        expect(res.json().patients.map((p: { id: string }) => p.id)).toEqual([followed])
        const all = (await get(member, `/organization/${organizationId}/patients`)).json()
        expect(all.pendingPatients.map((p: { id: string }) => p.id)).toContain(asked)
      }
      // The structure's patients are not the doctor's own.
      const own = (await get(doctor, `/doctor/${doctor.id}/patients`)).json()
      expect(own.patients.map((p: { id: string }) => p.id)).not.toContain(followed)
    })

    it('narrows both lists by name, NIR, email or phone, ignoring accents and case', async () => {
      const owner = await newDoctor('Recherche')
      const nir = nirFrom('61234567')
      const helene = await insertPatient({
        given: 'Hélène',
        family: "D'Aubigné",
        nir,
        email: `helene.${randomUUID().slice(0, 8)}@exemple.fr`,
        phone: '+33698765432',
      })
      const other = await insertPatient({ given: 'Jules', family: 'Verne' })
      const asked = await insertPatient({ given: 'Helena', family: 'Attente' })
      await policy(helene, { userId: owner.id }, 'ACCEPTED')
      await policy(other, { userId: owner.id }, 'ACCEPTED')
      await policy(asked, { userId: owner.id }, 'PENDING')
      const found = async (search: string) => {
        const res = await get(owner, `/doctor/${owner.id}/patients?search=${encodeURIComponent(search)}`)
        expect(res.statusCode, search).toBe(200)
        return res.json() as { patients: { id: string }[]; pendingPatients: { id: string }[]; total: number }
      }
      for (const search of [
        'helene',
        'HÉLÈNE',
        'aubigne',
        'hel aub',
        'lene',
        nir.slice(0, 9),
        '0698 76',
        'helene.',
      ]) {
        const list = await found(search)
        expect(
          list.patients.map((p) => p.id),
          search,
        ).toEqual([helene])
        expect(list.total, search).toBe(1)
      }
      expect((await found('hel')).pendingPatients.map((p) => p.id)).toEqual([asked])
      expect((await found('helene')).pendingPatients).toEqual([])
      expect(await found('zzz')).toEqual({ patients: [], pendingPatients: [], total: 0 })
      // Nothing searchable typed: the whole list.
      expect((await found(' - ')).total).toBe(2)
    })
  })

  describe('the NIR look-up', () => {
    it('tells whether a patient holds the NIR and whether the list follows them, the name only when asking is possible', async () => {
      const owner = await newDoctor('Verification')
      const unknown = nirFrom('70000001')
      const known = nirFrom('70000002')
      const followedNir = nirFrom('70000003')
      const askedNir = nirFrom('70000004')
      const knownId = await insertPatient({ given: 'Rose', family: 'Connue', nir: known })
      await policy(
        await insertPatient({ given: 'Iris', family: 'Suivie', nir: followedNir }),
        { userId: owner.id },
        'ACCEPTED',
      )
      await policy(
        await insertPatient({ given: 'Lys', family: 'Demandee', nir: askedNir }),
        { userId: owner.id },
        'PENDING',
      )
      const check = (nir: string, user = owner) =>
        get(user, `/doctor/${user.id}/affiliate-patient?nir=${encodeURIComponent(nir)}`)

      expect((await check(unknown)).json()).toEqual({ exists: false, affiliated: false })
      // Typed with the mask's spaces.
      const spaced = `${known.slice(0, 1)} ${known.slice(1, 3)} ${known.slice(3, 5)} ${known.slice(5)}`
      const exists = await check(spaced)
      expect(exists.statusCode).toBe(200)
      expect(exists.json()).toEqual({
        exists: true,
        affiliated: false,
        patient: { id: knownId, name: { given: 'Rose', family: 'Connue', text: 'Rose Connue' } },
      })
      expect((await check(followedNir)).json()).toEqual({ exists: true, affiliated: true })
      expect((await check(askedNir)).json()).toEqual({ exists: true, affiliated: true })

      const wrongKey = `${known.slice(0, 13)}${known.slice(13) === '01' ? '02' : '01'}`
      const refused = await check(wrongKey)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fieldErrors).toEqual([
        { field: 'query.nir', message: 'La clé du numéro de sécurité sociale est incorrecte' },
      ])
      // Another practitioner's list: nothing about anyone.
      expect((await get(midwife, `/doctor/${owner.id}/affiliate-patient?nir=${known}`)).statusCode).toBe(404)
    })

    it('stops a caller who looks up too many NIRs, with the time to wait', async () => {
      const sweeper = await newDoctor('Balayage')
      for (let i = 0; i < AFFILIATION_CHECKS_PER_WINDOW; i++) {
        const res = await get(
          sweeper,
          `/doctor/${sweeper.id}/affiliate-patient?nir=${nirFrom(String(80_000_000 + i))}`,
        )
        expect(res.statusCode).toBe(200)
      }
      const res = await get(sweeper, `/doctor/${sweeper.id}/affiliate-patient?nir=${nirFrom('89999999')}`)
      expect(res.statusCode).toBe(429)
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      // Per caller: another practitioner still looks up.
      expect(
        (await get(doctor, `/doctor/${doctor.id}/affiliate-patient?nir=${nirFrom('89999999')}`)).statusCode,
      ).toBe(200)
      // The window passes.
      t.clock.advance(16 * 60_000)
      expect(
        (await get(sweeper, `/doctor/${sweeper.id}/affiliate-patient?nir=${nirFrom('89999999')}`)).statusCode,
      ).toBe(200)
    })
  })

  describe('creating a patient', () => {
    const body = (overrides: Record<string, unknown> = {}) => {
      const seed = String(randomInt(10_000_000, 100_000_000))
      return {
        firstName: 'jeanne',
        lastName: 'DE LA fontaine',
        email: `Jeanne.${seed}@Example.fr`,
        // 06 1x: a mainland mobile (06 39 or 06 9x would be an overseas number).
        phoneNumber: `06 1${seed.slice(1, 2)} ${seed.slice(2, 4)} ${seed.slice(4, 6)} ${seed.slice(6, 8)}`,
        nir: nirFrom(seed),
        gender: 'FEMALE',
        birthDate: '1990-05-04',
        address: { text: '12 rue de la Roquette, 75011 Paris, France', city: 'Paris', country: 'FR' },
        languages: ['fr', 'ar'],
        intake: testEnvelope('groupe sanguin et antécédents', 'cGF0aWVudC1pbnRha2Utc2Vzc2lvbg'),
        ...overrides,
      }
    }
    const create = (user: TestUser, payload: object, list = `/doctor/${user.id}`) =>
      post(user, `${list}/affiliate-patient/new`, payload)

    it("creates an active patient account, its encrypted intake and the list owner's accepted grant", async () => {
      const owner = await newDoctor('Createur')
      const payload = body()
      const res = await create(owner, payload)
      expect(res.statusCode).toBe(201)
      const created = res.json()
      const digits = payload.phoneNumber.replace(/\D/g, '').slice(1)
      expect(created).toEqual({
        id: expect.any(String),
        name: { given: 'Jeanne', family: 'de La Fontaine', text: 'Jeanne de La Fontaine' },
        nir: payload.nir,
        birthDate: '1990-05-04',
        gender: 'FEMALE',
        email: payload.email.toLowerCase(),
        phone: `+33${digits}`,
        city: 'Paris',
      })
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow()
      expect(user).toMatchObject({
        user_type: 'patient',
        active: true,
        application: 'perinatal',
        terms_accepted_at: null,
      })
      const intake = await db
        .selectFrom('patient_intakes')
        .selectAll()
        .where('patient_user_id', '=', created.id)
        .executeTakeFirstOrThrow()
      expect(intake).toMatchObject({ author_user_id: owner.id, envelope: payload.intake })

      // The owner follows the patient at once, and reads the file.
      const list = (await get(owner, `/doctor/${owner.id}/patients`)).json()
      expect(list.patients.map((p: { id: string }) => p.id)).toEqual([created.id])
      expect(await policies.medicalFileGrant('perinatal', created.id, owner.id, t.clock.now())).toBeDefined()
      const read = await get(owner, `/patient/${created.id}`)
      expect(read.json()).toMatchObject({
        medicalRecord: null,
        intake: { envelope: payload.intake, authorId: owner.id, createdAt: expect.any(String) },
        access: 'grant',
      })
      expect(await readsOf(created.id)).toEqual([
        { reader_user_id: owner.id, reader_organization_id: null, resource: 'medical-record' },
      ])
      // The patient signs in with the email given, reads the answers given for them, and finds the
      // grant in 'Mes données', to revoke.
      const { token } = await signIn(t, 'email', payload.email.toLowerCase())
      const own = await t.inject({ method: 'GET', url: `/patient/${created.id}`, headers: bearer(token) })
      expect(own.json()).toMatchObject({ intake: { envelope: payload.intake }, access: 'self' })
      const mine = await t.inject({
        method: 'GET',
        url: '/user/current/access-policies',
        headers: bearer(token),
      })
      expect(mine.json().accepted).toEqual([
        expect.objectContaining({
          status: 'ACCEPTED',
          resource: 'medical-file',
          holder: expect.objectContaining({ id: created.id }),
          grantee: expect.objectContaining({ id: owner.id, type: 'doctor' }),
        }),
      ])
    })

    it("gives a structure's list the grant when created from it, without an intake", async () => {
      const { intake, ...payload } = body()
      void intake
      const res = await create(midwife, payload, `/organization/${organizationId}`)
      expect(res.statusCode).toBe(201)
      const id = res.json().id as string
      expect(await policies.liveMedicalFilePolicy(id, { organizationId })).toMatchObject({
        status: 'ACCEPTED',
      })
      expect(await policies.liveMedicalFilePolicy(id, { userId: midwife.id })).toBeUndefined()
      expect(
        await db
          .selectFrom('patient_intakes')
          .select('patient_user_id')
          .where('patient_user_id', '=', id)
          .execute(),
      ).toEqual([])
    })

    it('answers a taken email, phone or NIR with a 409 on its field, as registration does, and creates nothing', async () => {
      const owner = await newDoctor('Conflit')
      const before = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      const taken = await create(owner, body({ email: PATIENT }))
      expect(taken.statusCode).toBe(409)
      expect(taken.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Cet email est déjà associé à un compte existant',
        conflicts: { emailExists: true },
        fieldErrors: [{ field: 'body.email', message: 'Cet email est déjà associé à un compte existant' }],
      })
      const first = body()
      expect((await create(owner, first)).statusCode).toBe(201)
      const again = await create(owner, body({ nir: first.nir, phoneNumber: first.phoneNumber }))
      expect(again.statusCode).toBe(409)
      expect(again.json().conflicts).toEqual({ phoneExists: true, nirExists: true })
      expect(again.json().fieldErrors).toEqual([
        {
          field: 'body.phoneNumber',
          message: 'Ce numéro de téléphone est déjà associé à un compte existant',
        },
        { field: 'body.nir', message: 'Ce numéro de sécurité sociale est déjà associé à un compte existant' },
      ])
      const after = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(after.n)).toBe(Number(before.n) + 1)
    })

    it('refuses what the wizard refuses, naming each field', async () => {
      const owner = await newDoctor('Refus')
      const refused = async (payload: object, fieldErrors: { field: string; message: string }[]) => {
        const res = await create(owner, payload)
        expect(res.statusCode, JSON.stringify(fieldErrors)).toBe(400)
        expect(res.json().fieldErrors).toEqual(fieldErrors)
      }
      const nir = body().nir
      await refused(body({ nir: `${nir.slice(0, 13)}${nir.slice(13) === '01' ? '02' : '01'}` }), [
        { field: 'body.nir', message: 'La clé du numéro de sécurité sociale est incorrecte' },
      ])
      await refused(body({ nir: '1234' }), [
        { field: 'body.nir', message: 'Le numéro de sécurité sociale doit contenir 15 chiffres !' },
      ])
      // The test clock is on 21 November 2026.
      await refused(body({ birthDate: '2026-11-22' }), [
        { field: 'body.birthDate', message: 'Une date de naissance ne peut être dans le futur' },
      ])
      await refused(body({ lastName: ' A ' }), [
        { field: 'body.lastName', message: 'Le nom doit contenir au moins 2 caractères' },
      ])
      await refused(body({ email: 'pas-un-email', phoneNumber: '12' }), [
        { field: 'body.phoneNumber', message: 'Numéro invalide' },
        { field: 'body.email', message: "L'adresse email n'est pas valide" },
      ])
      const noContact = body()
      delete (noContact as Partial<typeof noContact>).email
      delete (noContact as Partial<typeof noContact>).phoneNumber
      await refused(noContact, [
        { field: 'body.email', message: 'Renseignez un email ou un numéro de téléphone' },
        { field: 'body.phoneNumber', message: 'Renseignez un email ou un numéro de téléphone' },
      ])
      // The history step's answers in clear never get in.
      const inClear = await create(owner, body({ intake: { bloodGroup: 'A+' } }))
      expect(inClear.statusCode).toBe(400)
      expect(inClear.json().fieldErrors).toContainEqual({
        field: 'body.intake.bloodGroup',
        message: 'Champ non autorisé',
      })
      expect((await get(owner, `/doctor/${owner.id}/patients`)).json().total).toBe(0)
    })

    it("creates nothing on another practitioner's list", async () => {
      const owner = await newDoctor('Cible')
      const payload = body()
      expect((await create(midwife, payload, `/doctor/${owner.id}`)).statusCode).toBe(404)
      expect(
        await db.selectFrom('profiles').select('user_id').where('nir', '=', payload.nir).execute(),
      ).toEqual([])
    })
  })

  describe('asking a patient for access', () => {
    it('records a pending request, notifies the patient, and refuses a second one', async () => {
      const owner = await newDoctor('Demandeur')
      const email = `demande.${randomUUID()}@example.fr`
      const id = await insertPatient({ given: 'Maëlle', family: 'Demandee', email })
      const url = `/doctor/${owner.id}/affiliate-patient/${id}`
      const res = await post(owner, url)
      expect(res.statusCode).toBe(201)
      const request = res.json()
      expect(request).toMatchObject({
        resource: 'medical-file',
        status: 'PENDING',
        holder: { id, type: 'patient', name: 'Maëlle Demandee' },
        grantee: { id: owner.id, type: 'doctor', name: 'Paul Demandeur' },
        decidedAt: null,
      })
      const { token } = await signIn(t, 'email', email)
      const bell = await t.inject({ method: 'GET', url: '/notifications', headers: bearer(token) })
      expect(bell.json().notifications).toEqual([
        expect.objectContaining({
          templateIdentifier: 'access-request',
          content: "Dr Paul Demandeur demande l'accès à votre dossier médical",
          payload: { accessPolicyId: request.id },
          seen: false,
        }),
      ])
      // The list shows the patient as pending.
      const list = (await get(owner, `/doctor/${owner.id}/patients`)).json()
      expect(list.pendingPatients.map((p: { id: string }) => p.id)).toEqual([id])

      const again = await post(owner, url)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        message: "Une demande d'accès est déjà en attente de réponse",
      })
      const approved = await post(
        { ...owner, headers: bearer(token) },
        `/access-policy/${request.id}/approve`,
      )
      expect(approved.statusCode).toBe(200)
      const followed = await post(owner, url)
      expect(followed.statusCode).toBe(409)
      expect(followed.json().message).toBe('Ce patient est déjà affilié')
    })

    it("names the structure when asked from a structure's list", async () => {
      const email = `demande.structure.${randomUUID()}@example.fr`
      const id = await insertPatient({ given: 'Zoé', family: 'Structure', email })
      const res = await post(doctor, `/organization/${organizationId}/affiliate-patient/${id}`)
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({
        grantee: { id: organizationId, type: 'organization', name: 'Maternité des Lilas' },
      })
      const { token } = await signIn(t, 'email', email)
      const bell = (await t.inject({ method: 'GET', url: '/notifications', headers: bearer(token) })).json()
      expect(bell.notifications[0].content).toBe(
        "La structure Maternité des Lilas demande l'accès à votre dossier médical",
      )
    })

    it("answers 404 for no patient of the application, and for a list that is not the caller's", async () => {
      const owner = await newDoctor('Introuvable')
      for (const id of [
        randomUUID(),
        midwife.id,
        await insertPatient({ given: 'Awa', family: 'Mobilite' }, 'mobility'),
      ]) {
        const res = await post(owner, `/doctor/${owner.id}/affiliate-patient/${id}`)
        expect(res.statusCode, id).toBe(404)
        expect(res.json().message).toBe('Patient introuvable')
      }
      const id = await insertPatient({ given: 'Ana', family: 'Ciblee' })
      expect((await post(midwife, `/doctor/${owner.id}/affiliate-patient/${id}`)).statusCode).toBe(404)
      expect(await policies.liveMedicalFilePolicy(id, { userId: owner.id })).toBeUndefined()
      expect(await policies.liveMedicalFilePolicy(id, { userId: midwife.id })).toBeUndefined()
    })
  })

  describe("a patient's file", () => {
    const SESSION = 'ZG9zc2llci1wYXRpZW50LXNlc3Npb24'

    it('opens to an accepted grant only, and writes each read of the record to the access log', async () => {
      const reader = await newDoctor('Lecteur')
      const file = (user: TestUser) => get(user, `/patient/${patient.id}`)
      const record = await t.inject({
        method: 'PUT',
        url: '/user/current/medical-record',
        headers: patient.headers,
        payload: { envelope: testEnvelope('antécédents', SESSION), version: 0 },
      })
      expect(record.statusCode).toBe(200)

      const nothing = await file(reader)
      expect(nothing.statusCode).toBe(404)
      expect(nothing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Patient introuvable' })
      const asked = await policy(patient.id, { userId: reader.id }, 'PENDING')
      expect((await file(reader)).statusCode).toBe(404)
      expect(await readsOf(patient.id)).toEqual([])

      await policies.answer('perinatal', asked.id, patient.id, 'approve', t.clock.now())
      const read = await file(reader)
      expect(read.statusCode).toBe(200)
      expect(read.json()).toEqual({
        patient: expect.objectContaining({
          id: patient.id,
          name: expect.objectContaining({ family: 'Lefèvre' }),
        }),
        address: expect.objectContaining({
          text: '12 rue de la Roquette, 75011 Paris, France',
          postalCode: '75011',
        }),
        medicalRecord: {
          envelope: testEnvelope('antécédents', SESSION),
          version: 1,
          updatedAt: expect.any(String),
        },
        intake: null,
        access: 'grant',
      })
      expect(await readsOf(patient.id)).toEqual([
        { reader_user_id: reader.id, reader_organization_id: null, resource: 'medical-record' },
      ])

      // The patient reads their own: nothing is logged.
      const own = await file(patient)
      expect(own.statusCode).toBe(200)
      expect(own.json()).toMatchObject({ access: 'self', medicalRecord: { version: 1 } })
      expect(await readsOf(patient.id)).toHaveLength(1)

      // Revoked (REJECTED), the grant opens nothing any more.
      await policies.answer('perinatal', asked.id, patient.id, 'revoke', t.clock.now())
      expect((await file(reader)).statusCode).toBe(404)
      expect(await readsOf(patient.id)).toHaveLength(1)
      // Refused requests open nothing either.
      const refused = await newDoctor('Refuse')
      const request = await policy(patient.id, { userId: refused.id }, 'PENDING')
      await policies.answer('perinatal', request.id, patient.id, 'reject', t.clock.now())
      expect((await file(refused)).statusCode).toBe(404)
    })

    it("opens through a structure's grant to its members, the log naming the structure", async () => {
      const id = await insertPatient({ given: 'Clara', family: 'Maternite' })
      await policy(id, { organizationId }, 'ACCEPTED')
      const outsider = await newDoctor('Dehors')
      expect((await get(outsider, `/patient/${id}`)).statusCode).toBe(404)
      // No record yet: nothing medical is read, nothing logged.
      const empty = await get(midwife, `/patient/${id}`)
      expect(empty.statusCode).toBe(200)
      expect(empty.json()).toMatchObject({
        address: { text: '3 rue Oberkampf, 75011 Paris', city: 'Paris' },
        medicalRecord: null,
        intake: null,
        access: 'grant',
      })
      expect(await readsOf(id)).toEqual([])

      await db
        .insertInto('medical_records')
        .values({
          user_id: id,
          envelope: JSON.stringify(testEnvelope('dossier de Clara', SESSION)),
          version: 1,
          created_at: t.clock.now(),
          updated_at: t.clock.now(),
        })
        .execute()
      expect((await get(midwife, `/patient/${id}`)).json().medicalRecord.envelope).toEqual(
        testEnvelope('dossier de Clara', SESSION),
      )
      expect(await readsOf(id)).toEqual([
        { reader_user_id: midwife.id, reader_organization_id: organizationId, resource: 'medical-record' },
      ])
    })

    it('answers 404 for an account that is not a patient, and for another patient', async () => {
      expect((await get(doctor, `/patient/${midwife.id}`)).statusCode).toBe(404)
      const other = await insertPatient({ given: 'Autre', family: 'Patiente' })
      expect((await get(patient, `/patient/${other}`)).statusCode).toBe(404)
      expect((await get(doctor, `/patient/${randomUUID()}`)).statusCode).toBe(404)
    })
  })

  describe('the global search', () => {
    it("finds the caller's and their structures' patients, accepted or asked, best match first", async () => {
      const searcher = await newDoctor('Chercheur')
      await db
        .insertInto('organization_members')
        .values({
          organization_id: organizationId,
          user_id: searcher.id,
          role: 'member',
          created_at: t.clock.now(),
        })
        .execute()
      const lena = await insertPatient({ given: 'Léna', family: 'Zola' })
      const helene = await insertPatient({ given: 'Hélène', family: 'Abadie', phone: '+33655443322' })
      const viaStructure = await insertPatient({ given: 'Lenaïg', family: 'Structure' })
      const notMine = await insertPatient({ given: 'Lena', family: 'Ailleurs' })
      await policy(lena, { userId: searcher.id }, 'PENDING')
      await policy(helene, { userId: searcher.id }, 'ACCEPTED')
      await policy(viaStructure, { organizationId }, 'ACCEPTED')
      await policy(notMine, { userId: (await newDoctor('Autre')).id }, 'ACCEPTED')
      const search = async (query: string, user = searcher) => {
        const res = await get(user, `/search?query=${encodeURIComponent(query)}`)
        expect(res.statusCode, query).toBe(200)
        return (res.json().patients as { id: string }[]).map((p) => p.id)
      }
      // 'len' starts a word of Léna and Lenaïg (by name), and is inside Hélène's.
      expect(await search('LEN')).toEqual([viaStructure, lena, helene])
      expect(await search('helene')).toEqual([helene])
      expect(await search('06 55 44')).toEqual([helene])
      // Nobody else's patients, whoever holds them.
      expect(await search('ailleurs')).toEqual([])
      expect(await search('zola', midwife)).toEqual([])
      expect(await search('lenaig', midwife)).toEqual([viaStructure])
    })

    it('answers at most 20 patients', async () => {
      const owner = await newDoctor('Vingt')
      for (let i = 0; i < 25; i++) {
        await policy(
          await insertPatient({ given: `Serie${i}`, family: 'Nombreuse' }),
          { userId: owner.id },
          'ACCEPTED',
        )
      }
      const res = await get(owner, '/search?query=nombreuse')
      expect(res.json().patients).toHaveLength(20)
      expect((await get(owner, '/search?query=x')).statusCode).toBe(400)
    })
  })
})
