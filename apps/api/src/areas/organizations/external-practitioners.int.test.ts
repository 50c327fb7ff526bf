// A structure's external practitioners: its manager invites a practitioner (an access policy the
// structure offers, announced in the practitioner's bell), who accepts or declines it through the access
// policies like any offer; 'Praticiens externes' lists those who accepted and, for the managers, the
// invitations waiting; a manager removes one. Every answer stays in the record of decisions.
import { randomInt, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, ORGANIZATION, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import type { DB } from '../database.ts'

describe.each(testDatabases(import.meta.url))("a structure's external practitioners on $name", (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let structure: TestUser
  let member: TestUser
  let patient: TestUser
  let organizationId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    // The seeded maternity's account manages it; its doctor is a member.
    structure = await demoUser(t, ORGANIZATION)
    member = await demoUser(t, DOCTOR)
    patient = await demoUser(t, PATIENT)
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: structure.headers })
    organizationId = me.json().organizations[0].id as string
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A signed-in practitioner of no structure, written straight into the database. */
  const newPractitioner = async (family: string): Promise<TestUser & { phone: string }> => {
    const email = `sage-femme.${randomUUID()}@example.fr`
    const phone = `+336${String(randomInt(10_000_000, 100_000_000))}`
    const id = await insertUser(db, {
      application: 'perinatal',
      userType: 'midwife',
      email,
      phone,
      profile: { givenName: 'Anne', familyName: family, qualifications: JSON.stringify(['MIDWIFE']) },
    })
    const { token } = await signIn(t, 'email', email)
    return { id, email, phone, app: 'perinatal', headers: bearer(token) }
  }
  const url = (id = organizationId) => `/organization/${id}/external-practitioners`
  const invite = (user: TestUser, payload: object, id = organizationId) =>
    t.inject({ method: 'POST', url: url(id), headers: user.headers, payload })
  const list = (user: TestUser, id = organizationId) =>
    t.inject({ method: 'GET', url: url(id), headers: user.headers })
  const remove = (user: TestUser, practitionerId: string) =>
    t.inject({ method: 'DELETE', url: `${url()}/${practitionerId}`, headers: user.headers })
  const answer = (user: TestUser, policyId: string, verb: 'approve' | 'reject' | 'revoke') =>
    t.inject({ method: 'POST', url: `/access-policy/${policyId}/${verb}`, headers: user.headers })
  const bell = async (user: TestUser) =>
    (await t.inject({ method: 'GET', url: '/notifications', headers: user.headers })).json()
      .notifications as { templateIdentifier: string; content: string; payload: object }[]
  const decisions = (policyId: string) =>
    db
      .selectFrom('access_policy_decisions')
      .select(['answer', 'status', 'decided_by', 'grantee_user_id', 'resource', 'resource_id'])
      .where('access_policy_id', '=', policyId)
      .orderBy('decided_at')
      .execute()

  it('offers the invitation, which the practitioner accepts from the bell: she is listed, the inviter told', async () => {
    const midwife = await newPractitioner('Externe')
    const res = await invite(structure, { userId: midwife.id, message: '<p>Travaillons ensemble.</p>' })
    expect(res.statusCode).toBe(201)
    const policy = res.json()
    expect(policy).toMatchObject({
      resource: 'organization_external_practitioners',
      status: 'INVITED',
      holder: { id: structure.id, type: 'organization' },
      grantee: { id: midwife.id, type: 'midwife', name: 'Anne Externe' },
      decidedAt: null,
    })
    expect((await bell(midwife))[0]).toMatchObject({
      templateIdentifier: 'organization-invite',
      content: 'Travaillons ensemble.',
      payload: { organizationId, mode: 'external', accessPolicyId: policy.id },
    })
    // Waiting: among the managers' invitations, not yet an external practitioner; the members see neither.
    const waiting = (await list(structure)).json()
    expect(waiting.invitations).toContainEqual({
      accessPolicyId: policy.id,
      invitee: { id: midwife.id, userType: 'midwife', name: 'Anne Externe' },
      invitedAt: policy.createdAt,
    })
    expect(waiting.practitioners.map((p: { userId: string }) => p.userId)).not.toContain(midwife.id)
    expect((await list(member)).json().invitations).toEqual([])

    // Nobody but her answers it: not another practitioner, nor the structure in her place.
    const other = await newPractitioner('Autre')
    expect((await answer(other, policy.id, 'approve')).statusCode).toBe(404)
    expect((await answer(structure, policy.id, 'approve')).statusCode).toBe(409)

    const accepted = await answer(midwife, policy.id, 'approve')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String) })
    const again = await answer(midwife, policy.id, 'approve')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe("Cette invitation n'est plus en attente")

    const listed = (await list(member)).json()
    expect(listed.practitioners).toContainEqual({
      userId: midwife.id,
      userType: 'midwife',
      name: { given: 'Anne', family: 'Externe', text: 'Anne Externe' },
      qualifications: ['MIDWIFE'],
      telecom: [
        { system: 'EMAIL', value: midwife.email },
        { system: 'PHONE', value: midwife.phone },
      ],
      accessPolicyId: policy.id,
      since: accepted.json().decidedAt,
    })
    expect((await list(structure)).json().invitations).not.toContainEqual(
      expect.objectContaining({ accessPolicyId: policy.id }),
    )
    expect((await bell(structure))[0]).toMatchObject({
      templateIdentifier: 'access-decision',
      content: 'Anne Externe a accepté de rejoindre les praticiens externes de Maternité des Lilas',
      payload: { accessPolicyId: policy.id, status: 'ACCEPTED' },
    })
    // An external practitioner is no member of the team.
    const team = (
      await t.inject({
        method: 'GET',
        url: `/organization/${organizationId}/team`,
        headers: structure.headers,
      })
    ).json()
    expect(team.midwives.map((m: { userId: string }) => m.userId)).not.toContain(midwife.id)
    expect(await decisions(policy.id)).toEqual([
      {
        answer: 'approve',
        status: 'ACCEPTED',
        decided_by: midwife.id,
        grantee_user_id: midwife.id,
        resource: 'organization_external_practitioners',
        resource_id: organizationId,
      },
    ])

    const twice = await invite(structure, { userId: midwife.id })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Ce professionnel est déjà un praticien externe de la structure')
  })

  it('lets the practitioner decline, after which the structure may invite her again', async () => {
    const midwife = await newPractitioner('Hésitante')
    const policy = (await invite(structure, { userId: midwife.id })).json()
    expect((await bell(midwife))[0]).toMatchObject({
      content: 'La structure Maternité des Lilas vous invite à rejoindre ses praticiens externes.',
    })
    const pending = await invite(structure, { userId: midwife.id })
    expect(pending.statusCode).toBe(409)
    expect(pending.json().message).toBe('Ce professionnel est déjà invité')

    const declined = await answer(midwife, policy.id, 'reject')
    expect(declined.statusCode).toBe(200)
    expect(declined.json().status).toBe('REJECTED')
    expect((await bell(structure))[0]).toMatchObject({
      content:
        "Anne Hésitante a décliné l'invitation à rejoindre les praticiens externes de Maternité des Lilas",
    })
    const body = (await list(structure)).json()
    expect([
      ...body.practitioners.map((p: { userId: string }) => p.userId),
      ...body.invitations.map((i: { invitee: { id: string } }) => i.invitee.id),
    ]).not.toContain(midwife.id)
    expect(await decisions(policy.id)).toMatchObject([{ answer: 'reject', decided_by: midwife.id }])
    expect((await invite(structure, { userId: midwife.id })).statusCode).toBe(201)
  })

  it('lets a manager remove an external practitioner or withdraw an invitation, on record, once', async () => {
    const external = await newPractitioner('Retirée')
    const accepted = (await invite(structure, { userId: external.id })).json()
    expect((await answer(external, accepted.id, 'approve')).statusCode).toBe(200)
    const invited = await newPractitioner('Retirable')
    const offer = (await invite(structure, { userId: invited.id })).json()

    // A member who does not manage the structure removes nothing.
    expect((await remove(member, external.id)).statusCode).toBe(404)

    const removed = await remove(structure, external.id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ id: accepted.id, status: 'REJECTED' })
    const withdrawn = await remove(structure, invited.id)
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json()).toMatchObject({ id: offer.id, status: 'REJECTED' })

    const body = (await list(structure)).json()
    expect(body.practitioners.map((p: { userId: string }) => p.userId)).not.toContain(external.id)
    expect(body.invitations.map((i: { invitee: { id: string } }) => i.invitee.id)).not.toContain(invited.id)
    expect(await decisions(accepted.id)).toMatchObject([
      { answer: 'approve', decided_by: external.id },
      { answer: 'revoke', status: 'REJECTED', decided_by: structure.id },
    ])
    expect(await decisions(offer.id)).toMatchObject([{ answer: 'reject', decided_by: structure.id }])
    // Withdrawn: nothing left to accept, and nothing left to remove.
    expect((await answer(invited, offer.id, 'approve')).statusCode).toBe(409)
    for (const id of [external.id, invited.id, randomUUID()]) {
      const again = await remove(structure, id)
      expect(again.statusCode).toBe(404)
      expect(again.json().message).toBe('Praticien externe introuvable')
    }
  })

  it("refuses a team member (409), anyone but the application's practitioners (404), and non-managers (404)", async () => {
    const member409 = await invite(structure, { userId: member.id })
    expect(member409.statusCode).toBe(409)
    expect(member409.json().message).toBe('Ce professionnel fait déjà partie de la structure')
    for (const userId of [patient.id, structure.id, randomUUID()]) {
      expect((await invite(structure, { userId })).statusCode, userId).toBe(404)
    }
    const midwife = await newPractitioner('Convoitée')
    const res = await invite(member, { userId: midwife.id })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Structure introuvable')
    expect(await bell(midwife)).toEqual([])
    // Someone outside the structure learns nothing of it.
    expect((await list(midwife)).statusCode).toBe(404)
    expect((await list(patient)).statusCode).toBe(404)
  })
})
