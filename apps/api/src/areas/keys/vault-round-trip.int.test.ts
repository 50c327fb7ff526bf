// The vault's real cryptography (packages/vault, WebCrypto in Node) through the browser's HTTP adapters
// (packages/features/src/core/vault) against this API: registration under the two-person rule, a group, a
// session for the group, a member removed who cannot open what is written afterwards, a revoked user
// likewise, a message whose envelope passes the contract and opens on the other side, and recovery on
// a new device with the emailed code, and a practitioner's answers reaching a patient who had no keys
// when they were written (a claim).
//
// This test plays the browser, so it loads the vault and the adapters — which the API itself must never
// import (eslint's layer rules). They are loaded by a computed path, typed below by the few members used:
// their sources are DOM code that the API's Node program cannot typecheck (packages' own tsc covers them).
import { randomInt } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nirFrom } from '../../testing/accounts.ts'
import {
  injectedFetch,
  loadFromRepo as load,
  memoryLocalStore,
  type ClientModule,
  type VaultModule,
} from '../../testing/browser-modules.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, latestCode, signIn } from '../../testing/sign-in.ts'
import { shareStructure } from '../../testing/structures.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'

interface Envelope {
  version: 1
  encryptionSessionId: string
  epoch: number
  nonce: string
  ciphertext: string
}
interface EncryptionSessionLike {
  sessionId: string
  encryptString(text: string): Promise<Envelope>
  decryptString(envelope: Envelope): Promise<string>
  addRecipients(recipients: { users?: string[]; groups?: string[] }): Promise<void>
  revokeRecipients(recipients: { users?: string[]; groups?: string[] }): Promise<void>
  addClaim(forUserId: string, keyStore: KeyStoreLike): Promise<string>
}
interface TwoPersonRule {
  userId: string
  challenge: string
  keyStore: KeyStoreLike
  appServerShare: string
}
interface ClaimConversion {
  sessionIds: string[]
  failed: number
}
interface VaultLike {
  registerIdentity(request: TwoPersonRule): Promise<ClaimConversion>
  recoverIdentity(request: TwoPersonRule): Promise<ClaimConversion>
  createGroup(group: { name: string; members: string[] }): Promise<{ groupId: string }>
  addGroupMembers(groupId: string, memberIds: string[]): Promise<void>
  removeGroupMembers(groupId: string, memberIds: string[]): Promise<void>
  createSession(recipients: { users?: string[]; groups?: string[] }): Promise<EncryptionSessionLike>
  retrieveSession(sessionId: string): Promise<EncryptionSessionLike>
}
interface KeyStoreLike {
  sendChallenge(userId: string, options?: { isRegistering?: boolean }): Promise<void>
  releaseBackup(userId: string, challenge: string): Promise<unknown>
}
interface Ports {
  directory: {
    publishIdentity(identity: unknown): Promise<void>
    getIdentity(userId: string): Promise<{ signingKeyHash: string } | null>
  }
  keyStore: KeyStoreLike
  appServerShare: { getShare(): Promise<string> }
}
interface AdaptersModule {
  createVaultPorts(client: unknown): Ports
}

describe.each(testDatabases(import.meta.url))('the vault against the API on $name', (database) => {
  let t: TestApi
  let vaultModule: VaultModule<VaultLike>
  let adapters: AdaptersModule
  let clients: ClientModule

  beforeAll(async () => {
    ;[vaultModule, adapters, clients] = await Promise.all([
      load<VaultModule<VaultLike>>('packages/vault/src/index.ts'),
      load<AdaptersModule>('packages/features/src/core/vault/vault-ports.ts'),
      load<ClientModule>('packages/api-client/src/client.ts'),
    ])
    t = await startTestApi(database)
  })
  afterAll(() => t.close())

  /** The API client of a browser signed in as `user`, its requests injected into the server. */
  function portsOf(user: TestUser): Ports {
    const client = clients.createApiClient({
      baseUrl: 'http://api.test',
      application: user.app,
      envMode: 'LOCAL',
      fetch: injectedFetch(t, user),
    })
    return adapters.createVaultPorts(client)
  }

  interface Device {
    user: TestUser
    ports: Ports
    vault: VaultLike
  }

  function device(user: TestUser): Device {
    const ports = portsOf(user)
    const vault = new vaultModule.Vault({
      directory: ports.directory,
      localStore: memoryLocalStore(),
      fileCipher: new vaultModule.FileCipher({ inWorker: false }),
    })
    return { user, ports, vault }
  }

  /** What the unlock dialog does: code by email (read in the dev outbox), share from the server. */
  async function unlock(d: Device, mode: 'register' | 'recover') {
    await d.ports.keyStore.sendChallenge(d.user.id)
    const challenge = await latestCode(t, d.user.email, d.user.app)
    expect(challenge).toMatch(/^[a-z0-9]{8}$/)
    const request = {
      userId: d.user.id,
      challenge,
      keyStore: d.ports.keyStore,
      appServerShare: await d.ports.appServerShare.getShare(),
    }
    return mode === 'register' ? d.vault.registerIdentity(request) : d.vault.recoverIdentity(request)
  }

  it('encrypts for a group, shuts out a removed member and a revoked user, and recovers on a new device', async () => {
    const patient = device(await demoUser(t, PATIENT))
    const doctor = device(await demoUser(t, DOCTOR))
    const midwife = device(await demoUser(t, MIDWIFE))
    for (const d of [patient, doctor, midwife]) await unlock(d, 'register')
    expect(
      (await t.inject({ method: 'GET', url: '/user/current', headers: doctor.user.headers })).json().sldId,
    ).toBe(doctor.user.id)

    // The patient's medical-file group with both practitioners; a session shared with it.
    const group = await patient.vault.createGroup({
      name: `dossier:${patient.user.id}`,
      members: [doctor.user.id, midwife.user.id],
    })
    const session = await patient.vault.createSession({ groups: [group.groupId] })
    const before = await session.encryptString('Tension 12/8, bébé en forme')
    const midwifeSession = await midwife.vault.retrieveSession(session.sessionId)
    expect(await midwifeSession.decryptString(before)).toBe('Tension 12/8, bébé en forme')
    expect(await (await doctor.vault.retrieveSession(session.sessionId)).decryptString(before)).toBe(
      'Tension 12/8, bébé en forme',
    )

    // Removing the midwife renews the group key; the next write starts a new epoch without her.
    await patient.vault.removeGroupMembers(group.groupId, [midwife.user.id])
    const after = await session.encryptString('Échographie du 3e trimestre normale')
    expect(await (await doctor.vault.retrieveSession(session.sessionId)).decryptString(after)).toBe(
      'Échographie du 3e trimestre normale',
    )
    await expect(midwifeSession.decryptString(after)).rejects.toMatchObject({ code: 'NOT_A_RECIPIENT' })
    await expect(midwife.vault.retrieveSession(session.sessionId)).rejects.toMatchObject({
      code: 'SESSION_NOT_FOUND',
    })
    // What she could read before stays hers (already decrypted), as the vault documents.
    expect(await midwifeSession.decryptString(before)).toBe('Tension 12/8, bébé en forme')

    // A direct conversation: the vault's envelope passes the contract as a message, and the doctor
    // opens what the API gives back; revoking him closes the next epoch to him. The patient may write
    // to him because she is followed at a structure where he practises.
    await shareStructure(t.api.db, 'perinatal', [patient.user.id, doctor.user.id])
    const conversation = await patient.vault.createSession({ users: [doctor.user.id] })
    const channel = await t.inject({
      method: 'POST',
      url: '/user/channels',
      headers: patient.user.headers,
      payload: { userIds: [doctor.user.id], channelType: 'OneToOne' },
    })
    expect(channel.statusCode, channel.payload).toBe(201)
    const channelId = channel.json().id as string
    const sent = await t.inject({
      method: 'POST',
      url: `/channels/${channelId}/message`,
      headers: patient.user.headers,
      payload: { text: await conversation.encryptString('Bonjour') },
    })
    expect(sent.statusCode, sent.payload).toBe(201)
    const history = await t.inject({
      method: 'GET',
      url: `/channels/${channelId}`,
      headers: doctor.user.headers,
    })
    const [received] = history.json().messages as { text: Envelope }[]
    expect(received!.text).toEqual(sent.json().text)
    const doctorConversation = await doctor.vault.retrieveSession(received!.text.encryptionSessionId)
    expect(await doctorConversation.decryptString(received!.text)).toBe('Bonjour')
    await conversation.revokeRecipients({ users: [doctor.user.id] })
    const secret = await conversation.encryptString('Après la révocation')
    await expect(doctorConversation.decryptString(secret)).rejects.toMatchObject({ code: 'NOT_A_RECIPIENT' })

    // New device for the doctor: the code by email, both halves, and the history opens again.
    const newDevice = device(doctor.user)
    await unlock(newDevice, 'recover')
    const reopened = await newDevice.vault.retrieveSession(session.sessionId)
    expect(await reopened.decryptString(before)).toBe('Tension 12/8, bébé en forme')
    expect(await reopened.decryptString(after)).toBe('Échographie du 3e trimestre normale')
  })

  it("maps the API's answers to the vault's errors", async () => {
    const organization = device(await demoUser(t, 'maternite.perinatal@demo.relais-sante.fr'))
    const patient = device(await demoUser(t, PATIENT))
    expect(await organization.ports.directory.getIdentity(organization.user.id)).toBeNull()
    await unlock(organization, 'register')
    const published = await organization.ports.directory.getIdentity(organization.user.id)
    expect(published?.signingKeyHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await expect(organization.ports.directory.publishIdentity(published)).rejects.toMatchObject({
      code: 'ALREADY_REGISTERED',
      ignorable: true,
    })

    // A wrong code: 'Invalid challenge', which the dialog shows as 'Code invalide'.
    await organization.ports.keyStore.sendChallenge(organization.user.id)
    const code = await latestCode(t, organization.user.email)
    const wrong = code === 'aaaaaaaa' ? 'bbbbbbbb' : 'aaaaaaaa'
    await expect(
      organization.ports.keyStore.releaseBackup(organization.user.id, wrong),
    ).rejects.toMatchObject({
      code: 'INVALID_CHALLENGE',
      message: 'Invalid challenge',
    })
    await expect(
      organization.ports.keyStore.releaseBackup(organization.user.id, code),
    ).resolves.toMatchObject({
      keyStoreSecret: expect.any(String),
    })

    // Adding members already there: the ignorable ADD_MEMBERS_ALREADY_IN_GROUP.
    if (!(await patient.ports.directory.getIdentity(patient.user.id))) await unlock(patient, 'register')
    else await unlock(patient, 'recover')
    const group = await organization.vault.createGroup({
      name: `organisation:${organization.user.id}`,
      members: [patient.user.id],
    })
    await expect(organization.vault.addGroupMembers(group.groupId, [patient.user.id])).rejects.toMatchObject({
      code: 'ADD_MEMBERS_ALREADY_IN_GROUP',
      ignorable: true,
    })
  })

  it('gives a patient created by a practitioner the answers written for them, at their first unlock', async () => {
    const midwife = device(await demoUser(t, MIDWIFE))
    await unlock(
      midwife,
      (await midwife.ports.directory.getIdentity(midwife.user.id)) ? 'recover' : 'register',
    )
    const session = await midwife.vault.createSession({})
    const intake = await session.encryptString(
      '{"v":1,"record":{"bloodGroup":"O+","allergies":"Pénicilline"}}',
    )
    const seed = String(randomInt(10_000_000, 100_000_000))
    const email = `claim.${seed}@example.fr`
    const created = await t.inject({
      method: 'POST',
      url: `/midwife/${midwife.user.id}/affiliate-patient/new`,
      headers: midwife.user.headers,
      payload: {
        firstName: 'Inès',
        lastName: 'Benali',
        email,
        nir: nirFrom(seed),
        gender: 'FEMALE',
        birthDate: '1994-02-11',
        address: { text: '3 rue Oberkampf, 75011 Paris, France', city: 'Paris', country: 'FR' },
        intake,
      },
    })
    expect(created.statusCode).toBe(201)
    const patientId = created.json().id as string
    await session.addClaim(patientId, midwife.ports.keyStore)

    // Neither service holds both halves in one place, and neither holds the answers.
    const db = t.api.db
    const claims = await db
      .selectFrom('key_claims')
      .selectAll()
      .where('for_user_id', '=', patientId)
      .execute()
    expect(claims).toHaveLength(1)
    expect(JSON.stringify(claims)).not.toContain('Pénicilline')

    const { token } = await signIn(t, 'email', email)
    const patient = device({ id: patientId, email, app: 'perinatal', headers: bearer(token) })
    const conversion = await unlock(patient, 'register')
    expect(conversion).toEqual({ sessionIds: [session.sessionId], failed: 0 })
    const own = await t.inject({ method: 'GET', url: `/patient/${patientId}`, headers: patient.user.headers })
    const theirs = await patient.vault.retrieveSession(own.json().intake.envelope.encryptionSessionId)
    expect(await theirs.decryptString(own.json().intake.envelope)).toContain('Pénicilline')
    // Converted: the claim and its key are gone from both services.
    expect(
      await db.selectFrom('key_claims').selectAll().where('for_user_id', '=', patientId).execute(),
    ).toEqual([])
    // (The key store's tables are its own; embedded, they live in the same database.)
    const kept = await sql<{ claim_id: string }>`
      select claim_id from key_store_claim_keys where user_id = ${patientId}`.execute(db)
    expect(kept.rows).toEqual([])
  })
})
