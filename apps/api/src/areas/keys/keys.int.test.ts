// The key directory over HTTP: identities published once, sessions seen and changed by their current
// recipients only, epochs that never collide, claims listed and converted by their user alone, groups
// whose removed members lose every share, and the application server's backup share. Opaque boxes stand in for real wrapped keys here; the vault's
// real cryptography runs against the same API in vault-round-trip.int.test.ts.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { medicalFileGroupName, organizationGroupName } from '@relais/domain'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import type { DB } from '../database.ts'
import {
  ADMIN,
  DOCTOR,
  MIDWIFE,
  MOBILITY_DOCTOR,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'
import { box, claimKey, identityOf, keyFor, newId, publicJwk, type Recipient } from './testing.ts'

describe.each(testDatabases(import.meta.url))('key directory on $name', (database) => {
  let t: TestApi
  let patient: TestUser
  let doctor: TestUser
  let midwife: TestUser
  let organization: TestUser
  let mobilityDoctor: TestUser

  beforeAll(async () => {
    t = await startTestApi(database)
    patient = await demoUser(t, PATIENT)
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    organization = await demoUser(t, ORGANIZATION)
    mobilityDoctor = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
  })
  afterAll(() => t.close())

  const call = (user: TestUser, method: string, url: string, payload?: object) =>
    t.inject({ method, url, app: user.app, headers: user.headers, ...(payload ? { payload } : {}) })

  describe('identities', () => {
    it('publishes once, sets sldId, and never overwrites', async () => {
      const identity = identityOf(doctor.id)
      expect((await call(doctor, 'POST', '/keys/identity', identity)).statusCode).toBe(201)
      const me = await call(doctor, 'GET', '/user/current')
      expect(me.json().sldId).toBe(doctor.id)

      const again = await call(doctor, 'POST', '/keys/identity', identityOf(doctor.id))
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'ALREADY_REGISTERED', message: 'Already registered' })
      const read = await call(patient, 'GET', `/keys/identities/${doctor.id}`)
      expect(read.statusCode).toBe(200)
      expect(read.json()).toEqual(identity)
    })

    it("refuses someone else's identity, a wrong hash and private key material", async () => {
      const forged = await call(patient, 'POST', '/keys/identity', identityOf(midwife.id))
      expect(forged.statusCode).toBe(403)

      // The hash of another signing key.
      const wrongHash = { ...identityOf(patient.id), signingKeyHash: identityOf(patient.id).signingKeyHash }
      const res = await call(patient, 'POST', '/keys/identity', wrongHash)
      expect(res.statusCode).toBe(400)
      expect(res.json().fieldErrors).toEqual([
        { field: 'body.signingKeyHash', message: 'Ne correspond pas à la clé de signature' },
      ])

      const identity = identityOf(patient.id)
      const leaked = await call(patient, 'POST', '/keys/identity', {
        ...identity,
        encryptionKey: { ...identity.encryptionKey, d: 'A'.repeat(43) },
      })
      expect(leaked.statusCode).toBe(400)
      expect(leaked.json().fieldErrors).toContainEqual({
        field: 'body.encryptionKey.d',
        message: 'Champ non autorisé',
      })
      const tooLong = await call(patient, 'POST', '/keys/identity', {
        ...identity,
        signingKeyHash: 'A'.repeat(2000),
      })
      expect(tooLong.statusCode).toBe(400)
      expect(
        await t.api.db.selectFrom('users').select('sld_id').where('id', '=', patient.id).executeTakeFirst(),
      ).toEqual({ sld_id: null })
    })

    it('answers 404 for a user without identity, an unknown user and another application', async () => {
      expect((await call(doctor, 'GET', `/keys/identities/${organization.id}`)).statusCode).toBe(404)
      expect((await call(doctor, 'GET', `/keys/identities/${randomUUID()}`)).statusCode).toBe(404)
      expect((await call(mobilityDoctor, 'GET', `/keys/identities/${doctor.id}`)).statusCode).toBe(404)
    })
  })

  describe('sessions', () => {
    async function createSession(
      creator: TestUser,
      recipients: Recipient[],
      keyVersions: Record<string, number> = {},
    ) {
      const sessionId = newId()
      const session = {
        sessionId,
        createdBy: creator.id,
        recipients,
        epochs: [{ epoch: 0, groupKeyVersions: keyVersions }],
      }
      const keys = recipients.map((r) => keyFor(sessionId, 0, r, creator.id))
      const res = await call(creator, 'POST', '/keys/sessions', { session, keys })
      expect(res.statusCode, res.payload).toBe(201)
      return { sessionId, session, keys }
    }

    it('shows a session and its keys to recipients only, each getting their own keys', async () => {
      const { sessionId, session, keys } = await createSession(patient, [
        { kind: 'user', id: patient.id },
        { kind: 'user', id: doctor.id },
      ])
      const seen = await call(doctor, 'GET', `/keys/sessions/${sessionId}`)
      expect(seen.statusCode).toBe(200)
      expect(seen.json()).toEqual(session)
      expect((await call(midwife, 'GET', `/keys/sessions/${sessionId}`)).statusCode).toBe(404)
      expect(
        (await call(midwife, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)).statusCode,
      ).toBe(404)
      expect((await call(mobilityDoctor, 'GET', `/keys/sessions/${sessionId}`)).statusCode).toBe(404)

      const mine = await call(doctor, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)
      expect(mine.json()).toEqual([keys[1]])
      const patientKeys = await call(patient, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)
      expect(patientKeys.json()).toEqual([keys[0]])
      expect(
        (await call(patient, 'GET', `/keys/sessions/${sessionId}/epochs/7/wrapped-keys`)).json(),
      ).toEqual([])
    })

    it('refuses keys sealed by someone else, for a stranger or another session, and a duplicate id', async () => {
      const sessionId = newId()
      const session = {
        sessionId,
        createdBy: patient.id,
        recipients: [{ kind: 'user', id: patient.id }],
        epochs: [{ epoch: 0, groupKeyVersions: {} }],
      }
      const bad = await call(patient, 'POST', '/keys/sessions', {
        session,
        keys: [
          keyFor(sessionId, 0, { kind: 'user', id: patient.id }, doctor.id),
          keyFor(sessionId, 0, { kind: 'user', id: midwife.id }, patient.id),
          keyFor(newId(), 0, { kind: 'user', id: patient.id }, patient.id),
          keyFor(sessionId, 3, { kind: 'user', id: patient.id }, patient.id),
        ],
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual([
        'body.keys.0.box.sealedBy',
        'body.keys.1.sealedFor',
        'body.keys.2.sessionId',
        'body.keys.3.epoch',
      ])
      const unknown = await call(patient, 'POST', '/keys/sessions', {
        session: { ...session, recipients: [{ kind: 'user', id: mobilityDoctor.id }] },
        keys: [],
      })
      expect(unknown.json().fieldErrors).toEqual([
        { field: 'body.session.recipients', message: 'Destinataire inconnu' },
      ])
      const otherCreator = await call(patient, 'POST', '/keys/sessions', {
        session: { ...session, createdBy: doctor.id },
        keys: [],
      })
      expect(otherCreator.statusCode).toBe(403)
      const keys = [keyFor(sessionId, 0, { kind: 'user', id: patient.id }, patient.id)]
      expect((await call(patient, 'POST', '/keys/sessions', { session, keys })).statusCode).toBe(201)
      expect((await call(patient, 'POST', '/keys/sessions', { session, keys })).statusCode).toBe(409)
    })

    it('adds epochs one after the other: an existing number is a conflict, a gap a bad request', async () => {
      const { sessionId } = await createSession(patient, [
        { kind: 'user', id: patient.id },
        { kind: 'user', id: doctor.id },
      ])
      const epoch = (n: number, by: TestUser) => ({
        epoch: { epoch: n, groupKeyVersions: {} },
        keys: [
          keyFor(sessionId, n, { kind: 'user', id: patient.id }, by.id),
          keyFor(sessionId, n, { kind: 'user', id: doctor.id }, by.id),
        ],
      })
      expect(
        (await call(doctor, 'POST', `/keys/sessions/${sessionId}/epochs`, epoch(1, doctor))).statusCode,
      ).toBe(201)
      const late = await call(patient, 'POST', `/keys/sessions/${sessionId}/epochs`, epoch(1, patient))
      expect(late.statusCode).toBe(409)
      expect(late.json().code).toBe('CONFLICT')
      expect(
        (await call(patient, 'POST', `/keys/sessions/${sessionId}/epochs`, epoch(0, patient))).statusCode,
      ).toBe(409)
      const gap = await call(patient, 'POST', `/keys/sessions/${sessionId}/epochs`, epoch(5, patient))
      expect(gap.statusCode).toBe(400)
      expect(gap.json().fieldErrors[0]).toEqual({ field: 'body.epoch.epoch', message: 'Époque attendue : 2' })
      // A stranger cannot rotate the session's key.
      expect(
        (await call(midwife, 'POST', `/keys/sessions/${sessionId}/epochs`, epoch(2, midwife))).statusCode,
      ).toBe(404)
      const record = await call(patient, 'GET', `/keys/sessions/${sessionId}`)
      expect(record.json().epochs.map((e: { epoch: number }) => e.epoch)).toEqual([0, 1])
    })

    it('adds recipients with their keys, and revoking drops their keys and their access', async () => {
      const { sessionId } = await createSession(patient, [
        { kind: 'user', id: patient.id },
        { kind: 'user', id: doctor.id },
      ])
      const midwifeKey = keyFor(sessionId, 0, { kind: 'user', id: midwife.id }, doctor.id)
      // Keys for others than the new recipients are refused.
      const sneaky = await call(doctor, 'POST', `/keys/sessions/${sessionId}/recipients`, {
        recipients: [{ kind: 'user', id: midwife.id }],
        keys: [midwifeKey, keyFor(sessionId, 0, { kind: 'user', id: patient.id }, doctor.id)],
      })
      expect(sneaky.statusCode).toBe(400)
      const added = await call(doctor, 'POST', `/keys/sessions/${sessionId}/recipients`, {
        recipients: [{ kind: 'user', id: midwife.id }],
        keys: [midwifeKey],
      })
      expect(added.statusCode).toBe(204)
      expect(
        (await call(midwife, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)).json(),
      ).toEqual([midwifeKey])

      const revoked = await call(midwife, 'POST', `/keys/sessions/${sessionId}/revocations`, {
        recipients: [{ kind: 'user', id: doctor.id }],
      })
      expect(revoked.statusCode).toBe(204)
      expect((await call(doctor, 'GET', `/keys/sessions/${sessionId}`)).statusCode).toBe(404)
      expect(
        (await call(doctor, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)).statusCode,
      ).toBe(404)
      const left = await (t.api.db as unknown as Kysely<DB>)
        .selectFrom('key_wrapped_keys')
        .select('sealed_for_id')
        .where('session_id', '=', sessionId)
        .execute()
      expect(left.map((r) => r.sealed_for_id).sort()).toEqual([patient.id, midwife.id].sort())
      // The revoked doctor can no longer add anyone back.
      const back = await call(doctor, 'POST', `/keys/sessions/${sessionId}/recipients`, {
        recipients: [{ kind: 'user', id: doctor.id }],
        keys: [keyFor(sessionId, 0, { kind: 'user', id: doctor.id }, doctor.id)],
      })
      expect(back.statusCode).toBe(404)
    })
  })

  describe('claims', () => {
    async function createSession(creator: TestUser, recipients: Recipient[], epochs = 1) {
      const sessionId = newId()
      const session = {
        sessionId,
        createdBy: creator.id,
        recipients,
        epochs: Array.from({ length: epochs }, (_, epoch) => ({ epoch, groupKeyVersions: {} })),
      }
      const keys = session.epochs.flatMap((e) =>
        recipients.map((r) => keyFor(sessionId, e.epoch, r, creator.id)),
      )
      const res = await call(creator, 'POST', '/keys/sessions', { session, keys })
      expect(res.statusCode, res.payload).toBe(201)
      return { sessionId, keys }
    }
    const claimIds = async (user: TestUser) =>
      (await call(user, 'GET', '/keys/claims')).json().claims.map((c: { claimId: string }) => c.claimId)
    const me = (user: TestUser) => ({ kind: 'user' as const, id: user.id })

    it('lets the user alone list a claim and convert it into their own keys, once', async () => {
      const { sessionId } = await createSession(patient, [me(patient)], 2)
      const claim = { claimId: newId(), forUserId: organization.id, keys: [claimKey(0), claimKey(1)] }
      const made = await call(patient, 'POST', `/keys/sessions/${sessionId}/claims`, claim)
      expect(made.statusCode, made.payload).toBe(201)

      const listed = await call(organization, 'GET', '/keys/claims')
      expect(listed.statusCode).toBe(200)
      expect(listed.json().claims).toContainEqual({
        claimId: claim.claimId,
        sessionId,
        createdBy: patient.id,
        keys: claim.keys,
      })
      expect(await claimIds(patient)).not.toContain(claim.claimId)
      expect(await claimIds(mobilityDoctor)).not.toContain(claim.claimId)
      // A claim is no access yet.
      expect((await call(organization, 'GET', `/keys/sessions/${sessionId}`)).statusCode).toBe(404)

      const keys = [0, 1].map((epoch) => keyFor(sessionId, epoch, me(organization), organization.id))
      const url = `/keys/claims/${claim.claimId}/conversion`
      expect(
        (await call(doctor, 'POST', url, { keys: [keyFor(sessionId, 0, me(doctor), doctor.id)] })).statusCode,
      ).toBe(404)
      const missing = await call(organization, 'POST', url, { keys: [keys[0]] })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().fieldErrors).toEqual([
        { field: 'body.keys', message: 'Une clé par époque de la demande' },
      ])
      const forged = await call(organization, 'POST', url, {
        keys: [
          keyFor(sessionId, 0, me(organization), patient.id),
          keyFor(sessionId, 1, me(patient), organization.id),
        ],
      })
      expect(forged.statusCode).toBe(400)
      expect(forged.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual([
        'body.keys.0.box.sealedBy',
        'body.keys.1.sealedFor',
      ])

      expect((await call(organization, 'POST', url, { keys })).statusCode).toBe(204)
      expect(await claimIds(organization)).not.toContain(claim.claimId)
      const session = await call(organization, 'GET', `/keys/sessions/${sessionId}`)
      expect(session.statusCode).toBe(200)
      expect(session.json().recipients).toEqual([me(patient), me(organization)])
      for (const epoch of [0, 1]) {
        const mine = await call(
          organization,
          'GET',
          `/keys/sessions/${sessionId}/epochs/${epoch}/wrapped-keys`,
        )
        expect(mine.json()).toEqual([keys[epoch]])
      }
      expect((await call(organization, 'POST', url, { keys })).statusCode).toBe(404)
    })

    it('keeps the keys of a user who is a recipient already', async () => {
      const { sessionId, keys } = await createSession(patient, [me(patient), me(doctor)])
      const claim = { claimId: newId(), forUserId: doctor.id, keys: [claimKey(0)] }
      expect((await call(patient, 'POST', `/keys/sessions/${sessionId}/claims`, claim)).statusCode).toBe(201)
      const converted = await call(doctor, 'POST', `/keys/claims/${claim.claimId}/conversion`, {
        keys: [keyFor(sessionId, 0, me(doctor), doctor.id)],
      })
      expect(converted.statusCode).toBe(204)
      expect((await call(doctor, 'GET', `/keys/sessions/${sessionId}`)).json().recipients).toEqual([
        me(patient),
        me(doctor),
      ])
      expect((await call(doctor, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)).json()).toEqual(
        [keys[1]],
      )
    })

    it('refuses a stranger to the session, an unknown user, unknown or repeated epochs and a taken id', async () => {
      const { sessionId } = await createSession(patient, [me(patient)])
      const url = `/keys/sessions/${sessionId}/claims`
      const claim = { claimId: newId(), forUserId: midwife.id, keys: [claimKey(0)] }
      expect((await call(midwife, 'POST', url, claim)).statusCode).toBe(404)
      expect((await call(mobilityDoctor, 'POST', url, claim)).statusCode).toBe(404)
      for (const forUserId of [randomUUID(), mobilityDoctor.id]) {
        const unknown = await call(patient, 'POST', url, { ...claim, forUserId })
        expect(unknown.statusCode).toBe(404)
        expect(unknown.json().message).toBe('Utilisateur introuvable')
      }
      const epochs = await call(patient, 'POST', url, {
        ...claim,
        keys: [claimKey(0), claimKey(0), claimKey(5)],
      })
      expect(epochs.statusCode).toBe(400)
      expect(epochs.json().fieldErrors).toEqual([
        { field: 'body.keys.1.epoch', message: 'Époque en double' },
        { field: 'body.keys.2.epoch', message: 'Époque inconnue' },
      ])
      expect((await call(patient, 'POST', url, claim)).statusCode).toBe(201)
      const taken = await call(patient, 'POST', url, { ...claim, forUserId: doctor.id })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().code).toBe('CONFLICT')
      expect(await claimIds(midwife)).toContain(claim.claimId)
      expect(await claimIds(doctor)).not.toContain(claim.claimId)
    })
  })

  describe('groups', () => {
    async function createGroup(creator: TestUser, members: TestUser[], name = `patient:${randomUUID()}`) {
      const groupId = newId()
      const group = {
        groupId,
        name,
        members: members.map((m) => m.id),
        keyVersion: 1,
        publicKeys: { 1: publicJwk() },
      }
      const shares = members.map((m) => ({ groupId, keyVersion: 1, memberId: m.id, box: box(creator.id) }))
      const res = await call(creator, 'POST', '/keys/groups', { group, shares })
      expect(res.statusCode, res.payload).toBe(201)
      return { groupId, group, shares }
    }

    it('shows public keys to the application, members to members, and refuses a taken name', async () => {
      const { groupId, group } = await createGroup(doctor, [doctor, midwife])
      const asMember = await call(midwife, 'GET', `/keys/groups/${groupId}`)
      expect({ ...asMember.json(), members: asMember.json().members.sort() }).toEqual({
        ...group,
        members: [...group.members].sort(),
      })
      const asOther = await call(patient, 'GET', `/keys/groups/${groupId}`)
      expect(asOther.statusCode).toBe(200)
      expect(asOther.json().members).toBeUndefined()
      expect(asOther.json().publicKeys).toEqual(group.publicKeys)
      const byName = await call(patient, 'GET', `/keys/groups?name=${encodeURIComponent(group.name)}`)
      expect(byName.json().groupId).toBe(groupId)
      expect((await call(patient, 'GET', `/keys/groups?name=nope`)).json()).toMatchObject({
        statusCode: 404,
        message: 'Group not found',
      })
      expect((await call(mobilityDoctor, 'GET', `/keys/groups/${groupId}`)).statusCode).toBe(404)

      const taken = await call(patient, 'POST', '/keys/groups', {
        group: { ...group, groupId: newId(), members: [patient.id] },
        shares: [{ groupId: newId(), keyVersion: 1, memberId: patient.id, box: box(patient.id) }],
      })
      expect(taken.statusCode).toBe(400)
      const sameName = await createGroupRaw(patient, group.name)
      expect(sameName.statusCode).toBe(409)
    })

    async function createGroupRaw(creator: TestUser, name: string) {
      const groupId = newId()
      return call(creator, 'POST', '/keys/groups', {
        group: { groupId, name, members: [creator.id], keyVersion: 1, publicKeys: { 1: publicJwk() } },
        shares: [{ groupId, keyVersion: 1, memberId: creator.id, box: box(creator.id) }],
      })
    }

    it("keeps names that stand for someone to them: a patient's medical file, a structure's group", async () => {
      const squat = await createGroupRaw(doctor, medicalFileGroupName(patient.id))
      expect(squat.statusCode).toBe(403)
      expect(squat.json().message).toBe('Ce nom de groupe est réservé à son titulaire')
      expect((await createGroupRaw(patient, medicalFileGroupName(patient.id))).statusCode).toBe(201)

      const db = t.api.db as unknown as Kysely<{
        organization_members: { organization_id: string; user_id: string }
      }>
      const { organization_id } = await db
        .selectFrom('organization_members')
        .select('organization_id')
        .where('user_id', '=', organization.id)
        .executeTakeFirstOrThrow()
      // The demo midwife belongs to the demo structure; the patient does not.
      expect((await createGroupRaw(patient, organizationGroupName(organization_id))).statusCode).toBe(403)
      expect((await createGroupRaw(patient, organizationGroupName('pas-un-identifiant'))).statusCode).toBe(
        403,
      )
      expect((await createGroupRaw(organization, organizationGroupName(organization_id))).statusCode).toBe(
        201,
      )
    })

    it('needs the creator among the members and a share for each', async () => {
      const groupId = newId()
      const res = await call(patient, 'POST', '/keys/groups', {
        group: {
          groupId,
          name: `g:${randomUUID()}`,
          members: [doctor.id, midwife.id],
          keyVersion: 1,
          publicKeys: { 1: publicJwk() },
        },
        shares: [{ groupId, keyVersion: 1, memberId: doctor.id, box: box(patient.id) }],
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().fieldErrors).toEqual([
        { field: 'body.group.members', message: 'Vous devez être membre du groupe' },
        { field: 'body.shares', message: 'Chaque membre doit recevoir la clé du groupe' },
      ])
    })

    it('lets members alone add members; all-present is the ignorable ADD_MEMBERS_ALREADY_IN_GROUP', async () => {
      const { groupId } = await createGroup(doctor, [doctor, midwife])
      const share = { groupId, keyVersion: 1, memberId: organization.id, box: box(patient.id) }
      const outsider = await call(patient, 'POST', `/keys/groups/${groupId}/members`, {
        memberIds: [organization.id],
        shares: [share],
      })
      expect(outsider.statusCode).toBe(403)
      const noShare = await call(midwife, 'POST', `/keys/groups/${groupId}/members`, {
        memberIds: [organization.id],
        shares: [],
      })
      expect(noShare.statusCode).toBe(400)
      const added = await call(midwife, 'POST', `/keys/groups/${groupId}/members`, {
        memberIds: [organization.id],
        shares: [{ ...share, box: box(midwife.id) }],
      })
      expect(added.statusCode).toBe(204)
      const again = await call(doctor, 'POST', `/keys/groups/${groupId}/members`, {
        memberIds: [organization.id, midwife.id],
        shares: [],
      })
      expect(again.statusCode).toBe(409)
      expect(again.json().code).toBe('ADD_MEMBERS_ALREADY_IN_GROUP')
      const mine = await call(
        organization,
        'GET',
        `/keys/groups/${groupId}/versions/1/shares/${organization.id}`,
      )
      expect(mine.json()).toEqual({ ...share, box: mine.json().box })
      expect(mine.json().box.sealedBy).toBe(midwife.id)
    })

    it('renews the key removing members: they lose shares, group keys and sessions; stale versions conflict', async () => {
      const { groupId } = await createGroup(doctor, [doctor, midwife, organization])
      // A session shared with the group, created by the patient (not a member).
      const sessionId = newId()
      const groupRecipient = { kind: 'group' as const, id: groupId }
      const session = {
        sessionId,
        createdBy: patient.id,
        recipients: [{ kind: 'user' as const, id: patient.id }, groupRecipient],
        epochs: [{ epoch: 0, groupKeyVersions: { [groupId]: 1 } }],
      }
      const groupKey = keyFor(sessionId, 0, groupRecipient, patient.id)
      const keys = [keyFor(sessionId, 0, { kind: 'user', id: patient.id }, patient.id), groupKey]
      expect((await call(patient, 'POST', '/keys/sessions', { session, keys })).statusCode).toBe(201)
      expect(
        (await call(midwife, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)).json(),
      ).toEqual([groupKey])

      const renewal = (version: number, by: TestUser, remaining: TestUser[]) => ({
        removedMembers: [midwife.id],
        keyVersion: version,
        publicKey: publicJwk(),
        shares: remaining.map((m) => ({ groupId, keyVersion: version, memberId: m.id, box: box(by.id) })),
      })
      expect(
        (await call(patient, 'POST', `/keys/groups/${groupId}/renewals`, renewal(2, patient, [doctor])))
          .statusCode,
      ).toBe(403)
      const missing = await call(
        doctor,
        'POST',
        `/keys/groups/${groupId}/renewals`,
        renewal(2, doctor, [doctor]),
      )
      expect(missing.statusCode).toBe(400)
      const renewed = await call(
        doctor,
        'POST',
        `/keys/groups/${groupId}/renewals`,
        renewal(2, doctor, [doctor, organization]),
      )
      expect(renewed.statusCode).toBe(204)
      const stale = await call(
        organization,
        'POST',
        `/keys/groups/${groupId}/renewals`,
        renewal(2, organization, [doctor, organization]),
      )
      expect(stale.statusCode).toBe(409)

      const group = (await call(doctor, 'GET', `/keys/groups/${groupId}`)).json()
      expect(group.keyVersion).toBe(2)
      expect(group.members.sort()).toEqual([doctor.id, organization.id].sort())
      expect(Object.keys(group.publicKeys)).toEqual(['1', '2'])
      // The removed midwife: no session, no keys, no shares of any version.
      expect((await call(midwife, 'GET', `/keys/sessions/${sessionId}`)).statusCode).toBe(404)
      expect(
        (await call(midwife, 'GET', `/keys/sessions/${sessionId}/epochs/0/wrapped-keys`)).statusCode,
      ).toBe(404)
      for (const version of [1, 2]) {
        const res = await call(
          midwife,
          'GET',
          `/keys/groups/${groupId}/versions/${version}/shares/${midwife.id}`,
        )
        expect(res.statusCode).toBe(404)
      }
      expect(
        (
          await call(midwife, 'POST', `/keys/groups/${groupId}/members`, {
            memberIds: [midwife.id],
            shares: [],
          })
        ).statusCode,
      ).toBe(403)
      // Members read their own shares only.
      const own = await call(
        organization,
        'GET',
        `/keys/groups/${groupId}/versions/2/shares/${organization.id}`,
      )
      expect(own.statusCode).toBe(200)
      const other = await call(organization, 'GET', `/keys/groups/${groupId}/versions/2/shares/${doctor.id}`)
      expect(other.statusCode).toBe(403)
      // The next epoch for the group at version 2 reaches the remaining members only.
      const epoch = await call(doctor, 'POST', `/keys/sessions/${sessionId}/epochs`, {
        epoch: { epoch: 1, groupKeyVersions: { [groupId]: 2 } },
        keys: [
          keyFor(sessionId, 1, { kind: 'user', id: patient.id }, doctor.id),
          keyFor(sessionId, 1, groupRecipient, doctor.id, 2),
        ],
      })
      expect(epoch.statusCode).toBe(201)
      const forOrganization = await call(
        organization,
        'GET',
        `/keys/sessions/${sessionId}/epochs/1/wrapped-keys`,
      )
      expect(forOrganization.json()).toHaveLength(1)
      expect(forOrganization.json()[0].sealedFor).toEqual({ kind: 'group', id: groupId, keyVersion: 2 })
    })
  })

  describe('backup share and impersonation', () => {
    it('gives each user one stable random share', async () => {
      const first = await call(midwife, 'GET', '/keys/backup-share')
      expect(first.statusCode).toBe(200)
      expect(first.json().share).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect((await call(midwife, 'GET', '/keys/backup-share')).json()).toEqual(first.json())
      expect((await call(doctor, 'GET', '/keys/backup-share')).json().share).not.toBe(first.json().share)
    })

    it('lets an impersonating administrator read but not write, nor fetch the share', async () => {
      const admin = await demoUser(t, ADMIN)
      const started = await call(admin, 'POST', '/auth/impersonate', { email: MIDWIFE })
      expect(started.statusCode).toBe(200)
      expect((await call(admin, 'GET', `/keys/identities/${doctor.id}`)).statusCode).toBe(200)
      expect((await call(admin, 'GET', '/keys/backup-share')).statusCode).toBe(403)
      expect((await call(admin, 'POST', '/keys/identity', identityOf(midwife.id))).statusCode).toBe(403)
      const groupId = newId()
      const res = await call(admin, 'POST', '/keys/groups', {
        group: {
          groupId,
          name: `g:${randomUUID()}`,
          members: [midwife.id],
          keyVersion: 1,
          publicKeys: { 1: publicJwk() },
        },
        shares: [{ groupId, keyVersion: 1, memberId: midwife.id, box: box(midwife.id) }],
      })
      expect(res.statusCode).toBe(403)
    })
  })
})
