// The authorization matrix: every operation of openapi.yaml, called by every kind of caller, plus a call
// on someone else's resource. Who may succeed is read from the operation's `x-access` declaration in the
// contract, so a new operation is in the matrix the day it is written: an unexpected 2xx fails, so does
// an allowed caller refused with 401/403, and an operation without a row here.
//
// A row says how to call the operation, not who may:
//   myOperation: { request: (fx, caller) => ({ params: { id: … }, payload: { … } }) },
// - `request` gives path parameters, query and body for a caller (its application is `caller.app`);
//   it may create what the call needs through `fx` (e.g. a fresh pending account).
// - `succeeds: true` also asserts that every allowed caller gets a 2xx (use it when `request` makes
//   success possible for all of them).
// - `foreign` describes the same call aimed at another person's or another application's resource:
//   nobody, not even an allowed caller, may get a 2xx. Operations whose declared resource rule is
//   `participant`, `member` or `grant` must have one.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from './config.ts'
import type { DB } from './db/schema.ts'
import type { AccessRule } from './openapi/access.ts'
import type { ContractOperation } from './openapi/contract.ts'
import { AdministratorsRepository } from './plugins/admin/administrators-repository.ts'
import { generateSessionToken, hashToken } from './plugins/auth/secrets.ts'
import { createChannelFixtures, type ChannelFixtures } from './plugins/channels/matrix-fixtures.ts'
import { createKeyFixtures, type KeyFixtures } from './plugins/key-directory/matrix-fixtures.ts'
import {
  createOrganizationFixtures,
  type OrganizationFixtures,
} from './plugins/organization/matrix-fixtures.ts'
import {
  box as sealedBox,
  identityOf,
  keyFor,
  newId as newKeyId,
  publicJwk,
} from './plugins/key-directory/testing.ts'
import { testDatabases } from './testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from './testing/harness.ts'
import { latestCode } from './testing/sign-in.ts'

interface RequestSpec {
  params?: Record<string, string>
  query?: Record<string, string>
  payload?: unknown
}

interface Row {
  request?: (fx: Fixtures, caller: Caller) => RequestSpec | Promise<RequestSpec>
  succeeds?: boolean
  foreign?: (fx: Fixtures, caller: Caller) => RequestSpec | Promise<RequestSpec>
}

/** Who calls. `user` is a seeded demo account's email (or a fixture's); `userType` is its account's. */
interface Caller {
  name: string
  app: Application
  kind: 'anonymous' | 'newSession' | 'account' | 'inactive' | 'admin' | 'impersonating'
  user?: string
  userType?: string
}

const CALLERS: Caller[] = [
  { name: 'anonymous', app: 'perinatal', kind: 'anonymous' },
  { name: 'session without account', app: 'perinatal', kind: 'newSession' },
  {
    name: 'patient',
    app: 'perinatal',
    kind: 'account',
    user: 'patiente.perinatal@demo.relais-sante.fr',
    userType: 'patient',
  },
  {
    name: 'doctor',
    app: 'perinatal',
    kind: 'account',
    user: 'medecin.perinatal@demo.relais-sante.fr',
    userType: 'doctor',
  },
  {
    name: 'midwife',
    app: 'perinatal',
    kind: 'account',
    user: 'sage-femme.perinatal@demo.relais-sante.fr',
    userType: 'midwife',
  },
  {
    name: 'organization',
    app: 'perinatal',
    kind: 'account',
    user: 'maternite.perinatal@demo.relais-sante.fr',
    userType: 'organization',
  },
  {
    name: 'pending organization',
    app: 'perinatal',
    kind: 'inactive',
    user: 'pending.matrix@example.fr',
    userType: 'organization',
  },
  {
    name: 'assistant',
    app: 'mobility',
    kind: 'account',
    user: 'infirmier.mobility@demo.relais-sante.fr',
    userType: 'assistant',
  },
  {
    name: 'dispatch manager',
    app: 'dispatch',
    kind: 'account',
    user: 'responsable.dispatch@demo.relais-sante.fr',
    userType: 'dispatchManager',
  },
  {
    name: 'dispatch operator',
    app: 'dispatch',
    kind: 'account',
    user: 'operateur.dispatch@demo.relais-sante.fr',
    userType: 'dispatchOperator',
  },
  {
    name: 'admin',
    app: 'perinatal',
    kind: 'admin',
    user: 'admin.perinatal@relais-sante.fr',
    userType: 'doctor',
  },
  {
    name: 'admin impersonating the patient',
    app: 'perinatal',
    kind: 'impersonating',
    user: 'patiente.perinatal@demo.relais-sante.fr',
    userType: 'patient',
  },
]

/** Whether `caller` may succeed, as the operation's `x-access` declares it. */
function isAllowed(rule: AccessRule, caller: Caller): boolean {
  const { kind } = caller
  if (rule.caller === 'public') return true
  if (kind === 'anonymous') return false
  if (kind === 'inactive' && rule.inactive !== 'allow') return false
  if (rule.caller === 'session') return true
  if (rule.caller === 'newSession') return kind === 'newSession'
  if (kind === 'newSession') return false
  if (rule.impersonation === 'deny' && kind === 'impersonating') return false
  if (rule.impersonation === 'require' && kind !== 'impersonating') return false
  if (rule.caller === 'admin' && kind !== 'admin') return false
  return !rule.userTypes || rule.userTypes.includes(caller.userType ?? '')
}

const ACTIVE_FINESS: Record<Application, string> = {
  perinatal: '930000104',
  mobility: '310000203',
  dispatch: '930000104',
}
const DEMO_USERNAME: Record<Application, string> = {
  perinatal: 'sage-femme.perinatal@demo.relais-sante.fr',
  mobility: 'infirmier.mobility@demo.relais-sante.fr',
  dispatch: 'operateur.dispatch@demo.relais-sante.fr',
}
const PLACE = { text: '1 rue de Rivoli, 75001 Paris, France' }
/** Shaped like the vault's envelopes (the contract refuses anything else); the server never opens them. */
const envelope = (encryptionSessionId: string) => ({
  version: 1,
  encryptionSessionId,
  epoch: 0,
  nonce: 'bWF0cml4LW5vbmNl',
  ciphertext: 'bWF0cml4LWNpcGhlcnRleHQtdGFn',
})
const MESSAGE_ENVELOPE = envelope('bWF0cml4LWNoYW5uZWwtc2Vzc2lvbg')
const RECORD_ENVELOPE = envelope('bWF0cml4LW1lZGljYWwtcmVjb3Jk')
const APP_ORIGIN: Record<Application, string> = {
  perinatal: 'http://localhost:4001',
  mobility: 'http://localhost:4002',
  dispatch: 'http://localhost:4003',
}

const MATRIX: Record<string, Row> = {
  // system
  getHealth: { succeeds: true },
  listOutbox: { succeeds: true },
  createDemoSession: {
    succeeds: true,
    request: (_, caller) => ({ payload: { username: DEMO_USERNAME[caller.app], tokenTransport: 'header' } }),
    // Another application's demo account.
    foreign: (_, caller) => ({
      payload: { username: DEMO_USERNAME[caller.app === 'mobility' ? 'perinatal' : 'mobility'] },
    }),
  },
  // auth
  createPasswordlessCode: {
    succeeds: true,
    request: () => ({ payload: { type: 'email', value: `matrix.${randomUUID()}@example.fr` } }),
  },
  consumePasswordlessCode: {
    succeeds: true,
    request: (fx, caller) => fx.freshCode(caller.app),
    // A code sent to someone else does not open a session for another identifier.
    foreign: async (fx, caller) => {
      const spec = await fx.freshCode(caller.app)
      const payload = spec.payload as Record<string, string>
      return { payload: { ...payload, value: `other.${randomUUID()}@example.fr` } }
    },
  },
  getSession: { succeeds: true },
  refreshSession: { succeeds: true },
  logout: { succeeds: true },
  impersonate: {
    succeeds: true,
    request: () => ({ payload: { email: 'medecin.perinatal@demo.relais-sante.fr' } }),
    // An account of another application.
    foreign: () => ({ payload: { email: 'medecin.mobility@demo.relais-sante.fr' } }),
  },
  restoreImpersonation: { succeeds: true },
  // Pro Santé Connect: full-page redirects (302, never a 2xx) for anyone; logout answers 200 to anyone.
  authorizePsc: {
    request: (_, caller) => ({ query: { application: caller.app, returnTo: APP_ORIGIN[caller.app] } }),
    // A return address outside the apps (open redirect) is refused.
    foreign: (_, caller) => ({ query: { application: caller.app, returnTo: 'https://attacker.example' } }),
  },
  pscCallback: {
    request: () => ({ query: { code: 'x', state: 'unknown-state' } }),
    // A state issued to another browser: without that browser's cookie nothing opens.
    foreign: async (fx, caller) => ({ query: { code: 'x', state: await fx.pscState(caller.app) } }),
  },
  logoutPsc: { succeeds: true },
  // user
  getCurrentUser: { succeeds: true },
  // Left-out fields keep their value; the seeded structure has no responsible person's first name yet.
  updateCurrentUser: { request: () => ({ payload: {} }) },
  createUser: {
    succeeds: true,
    request: () => ({
      payload: {
        userType: 'doctor',
        firstName: 'Paul',
        lastName: 'Martin',
        // 01 99 00 9x xx: ARCEP's fiction range, away from the demo accounts' numbers.
        phoneNumber: `+3319900${9000 + Math.floor(Math.random() * 1000)}`,
        gender: 'MALE',
        address: PLACE,
        termsAccepted: true,
        doctor: { rpps: '10101234564', qualifications: ['GENERAL_PRACTITIONER'] },
      },
    }),
  },
  startIdentifierChange: {
    succeeds: true,
    request: () => ({ payload: { type: 'email', value: `change.${randomUUID()}@example.fr` } }),
  },
  // The right code is proven in identifier-changes.int.test.ts; here no change waits: 400 to allowed callers.
  confirmIdentifierChange: { request: () => ({ payload: { type: 'phone', code: '000000' } }) },
  updateCurrentUserPosition: {
    succeeds: true,
    request: () => ({ payload: { latitude: 48.85, longitude: 2.35 } }),
  },
  updateCurrentUserDeviceToken: {
    succeeds: true,
    request: () => ({ payload: { token: 'matrix-device-token' } }),
  },
  // organization
  findOrganizationByFiness: {
    request: (_, caller) => ({ params: { finess: ACTIVE_FINESS[caller.app] } }),
    // A pending structure is nobody's to join yet.
    foreign: (fx) => ({ params: { finess: fx.pendingFiness } }),
  },
  getOrganizationTeam: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { organizationId: await fx.organizations.of(caller) } }),
    // An organization the caller does not belong to.
    foreign: (fx, caller) => ({ params: { organizationId: fx.organizations.foreign[caller.app] } }),
  },
  // admin
  listPendingAccounts: { succeeds: true },
  acceptPendingAccount: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { userId: await fx.pendingAccount(caller.app) } }),
    foreign: (fx) => ({ params: { userId: fx.foreignPendingUserId } }),
  },
  declinePendingAccount: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { userId: await fx.pendingAccount(caller.app) } }),
    foreign: (fx) => ({ params: { userId: fx.foreignPendingUserId } }),
  },
  listAdministrators: { succeeds: true },
  grantAdministrator: {
    succeeds: true,
    request: async (fx, caller) => ({ payload: { email: await fx.plainAccountEmail(caller.app) } }),
    // An account of another application is no account here.
    foreign: async (fx) => ({ payload: { email: await fx.plainAccountEmail('dispatch') } }),
  },
  revokeAdministrator: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { userId: await fx.extraAdministrator(caller.app) } }),
    // Another application's administrator.
    foreign: async (fx) => ({ params: { userId: await fx.extraAdministrator('dispatch') } }),
  },
  // directories: public data, read by any session (registration looks things up before the account
  // exists), never by anonymous callers. Entries of the offline extracts, so every allowed caller gets 200.
  getFinessEstablishment: {
    succeeds: true,
    request: () => ({ params: { finess: '010780195' } }),
  },
  getSiretEstablishment: {
    succeeds: true,
    request: () => ({ params: { siret: '77220148900022' } }),
  },
  searchPmiCentres: { succeeds: true, request: () => ({ query: { q: 'Bobigny' } }) },
  autocompletePlaces: { succeeds: true, request: () => ({ query: { q: 'Paris' } }) },
  reverseGeocodePlace: {
    succeeds: true,
    request: () => ({ query: { latitude: '48.8656', longitude: '2.384' } }),
  },
  getPlaceDetails: {
    succeeds: true,
    request: () => ({ params: { placeId: 'commune-75115-75015' } }),
  },
  // key directory (plugins/key-directory): reads for any account of the application, writes for the
  // account's own user only (an impersonating administrator reads but never writes); sessions and
  // wrapped keys for current recipients, shares and membership changes for group members.
  publishKeyIdentity: {
    succeeds: true,
    request: async (fx, caller) => ({ payload: identityOf(await fx.keys.userId(caller)) }),
    foreign: (fx, caller) => ({ payload: identityOf(fx.keys.stranger[caller.app].userId) }),
  },
  getKeyIdentity: {
    succeeds: true,
    request: (fx, caller) => ({ params: { userId: fx.keys.stranger[caller.app].userId } }),
    foreign: (fx, caller) => ({ params: { userId: fx.keys.stranger[fx.keys.otherApp(caller.app)].userId } }),
  },
  createKeySession: {
    succeeds: true,
    request: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const sessionId = newKeyId()
      return {
        payload: {
          session: {
            sessionId,
            createdBy: me,
            recipients: [{ kind: 'user', id: me }],
            epochs: [{ epoch: 0, groupKeyVersions: {} }],
          },
          keys: [keyFor(sessionId, 0, { kind: 'user', id: me }, me)],
        },
      }
    },
    // Signed as someone else.
    foreign: (fx, caller) => {
      const other = fx.keys.stranger[caller.app].userId
      const sessionId = newKeyId()
      return {
        payload: {
          session: {
            sessionId,
            createdBy: other,
            recipients: [{ kind: 'user', id: other }],
            epochs: [{ epoch: 0, groupKeyVersions: {} }],
          },
          keys: [keyFor(sessionId, 0, { kind: 'user', id: other }, other)],
        },
      }
    },
  },
  createChannel: {
    succeeds: true,
    // Someone the caller may write to: any professional for a professional, a practitioner of her
    // structure for a patient.
    request: async (fx, caller) => ({
      payload: { userIds: [await fx.channels.contactOf(caller)], channelType: 'OneToOne' },
    }),
    // A patient the caller shares nothing with, whom holding her id does not let anyone write to.
    foreign: (fx, caller) => ({
      payload: { userIds: [fx.channels.unrelatedPatient[caller.app]], channelType: 'OneToOne' },
    }),
  },
  listChannels: { succeeds: true, request: () => ({ query: { limit: '5' } }) },
  searchContacts: { succeeds: true, request: () => ({ query: { query: 'a' } }) },
  getChannel: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { channelId: await fx.channels.of(caller) } }),
    foreign: (fx, caller) => ({ params: { channelId: fx.channels.foreign[caller.app] } }),
  },
  updateChannel: {
    succeeds: true,
    // The same session id each time: setting it again to the same value succeeds.
    request: async (fx, caller) => ({
      params: { channelId: await fx.channels.of(caller) },
      payload: { sldId: 'bWF0cml4LWNoYW5uZWwtc2Vzc2lvbg' },
    }),
    foreign: (fx, caller) => ({
      params: { channelId: fx.channels.foreign[caller.app] },
      payload: { sldId: 'bWF0cml4LWNoYW5uZWwtc2Vzc2lvbg' },
    }),
  },
  sendChannelMessage: {
    succeeds: true,
    request: async (fx, caller) => ({
      params: { channelId: await fx.channels.of(caller) },
      payload: { text: MESSAGE_ENVELOPE },
    }),
    foreign: (fx, caller) => ({
      params: { channelId: fx.channels.foreign[caller.app] },
      payload: { text: MESSAGE_ENVELOPE },
    }),
  },
  getKeySession: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { sessionId: await fx.keys.session(caller) } }),
    foreign: (fx, caller) => ({ params: { sessionId: fx.keys.stranger[caller.app].sessionId } }),
  },
  addKeySessionEpoch: {
    succeeds: true,
    request: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const sessionId = await fx.keys.session(caller)
      return {
        params: { sessionId },
        payload: {
          epoch: { epoch: 1, groupKeyVersions: {} },
          keys: [keyFor(sessionId, 1, { kind: 'user', id: me }, me)],
        },
      }
    },
    foreign: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const { userId, sessionId } = fx.keys.stranger[caller.app]
      return {
        params: { sessionId },
        payload: {
          epoch: { epoch: 1, groupKeyVersions: {} },
          keys: [keyFor(sessionId, 1, { kind: 'user', id: userId }, me)],
        },
      }
    },
  },
  addKeySessionRecipients: {
    succeeds: true,
    request: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const sessionId = await fx.keys.session(caller)
      const other = { kind: 'user' as const, id: fx.keys.stranger[caller.app].userId }
      return {
        params: { sessionId },
        payload: { recipients: [other], keys: [keyFor(sessionId, 0, other, me)] },
      }
    },
    // Adding oneself to someone else's session.
    foreign: async (fx, caller) => {
      const me = { kind: 'user' as const, id: await fx.keys.userId(caller) }
      const { sessionId } = fx.keys.stranger[caller.app]
      return { params: { sessionId }, payload: { recipients: [me], keys: [keyFor(sessionId, 0, me, me.id)] } }
    },
  },
  removeKeySessionRecipients: {
    succeeds: true,
    request: async (fx, caller) => ({
      params: { sessionId: await fx.keys.session(caller) },
      payload: { recipients: [{ kind: 'user', id: await fx.keys.userId(caller) }] },
    }),
    foreign: (fx, caller) => {
      const { userId, sessionId } = fx.keys.stranger[caller.app]
      return { params: { sessionId }, payload: { recipients: [{ kind: 'user', id: userId }] } }
    },
  },
  getMyWrappedKeys: {
    succeeds: true,
    request: async (fx, caller) => ({ params: { sessionId: await fx.keys.session(caller), epoch: '0' } }),
    foreign: (fx, caller) => ({ params: { sessionId: fx.keys.stranger[caller.app].sessionId, epoch: '0' } }),
  },
  createKeyGroup: {
    succeeds: true,
    request: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const groupId = newKeyId()
      return {
        payload: {
          group: {
            groupId,
            name: `g:${randomUUID()}`,
            members: [me],
            keyVersion: 1,
            publicKeys: { 1: publicJwk() },
          },
          shares: [{ groupId, keyVersion: 1, memberId: me, box: sealedBox(me) }],
        },
      }
    },
    // A group of others only.
    foreign: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const other = fx.keys.stranger[caller.app].userId
      const groupId = newKeyId()
      return {
        payload: {
          group: {
            groupId,
            name: `g:${randomUUID()}`,
            members: [other],
            keyVersion: 1,
            publicKeys: { 1: publicJwk() },
          },
          shares: [{ groupId, keyVersion: 1, memberId: other, box: sealedBox(me) }],
        },
      }
    },
  },
  getKeyGroup: {
    succeeds: true,
    request: (fx, caller) => ({ params: { groupId: fx.keys.stranger[caller.app].groupId } }),
    foreign: (fx, caller) => ({
      params: { groupId: fx.keys.stranger[fx.keys.otherApp(caller.app)].groupId },
    }),
  },
  findKeyGroupByName: {
    succeeds: true,
    request: (fx, caller) => ({ query: { name: fx.keys.stranger[caller.app].groupName } }),
    foreign: (fx, caller) => ({ query: { name: fx.keys.stranger[fx.keys.otherApp(caller.app)].groupName } }),
  },
  addKeyGroupMembers: {
    succeeds: true,
    request: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const { groupId } = await fx.keys.group(caller)
      const other = fx.keys.stranger[caller.app].userId
      return {
        params: { groupId },
        payload: {
          memberIds: [other],
          shares: [{ groupId, keyVersion: 1, memberId: other, box: sealedBox(me) }],
        },
      }
    },
    // Joining someone else's group.
    foreign: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const { groupId } = fx.keys.stranger[caller.app]
      return {
        params: { groupId },
        payload: { memberIds: [me], shares: [{ groupId, keyVersion: 1, memberId: me, box: sealedBox(me) }] },
      }
    },
  },
  renewKeyGroup: {
    succeeds: true,
    request: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const other = fx.keys.stranger[caller.app].userId
      const { groupId } = await fx.keys.group(caller, [other])
      return {
        params: { groupId },
        payload: {
          removedMembers: [other],
          keyVersion: 2,
          publicKey: publicJwk(),
          shares: [{ groupId, keyVersion: 2, memberId: me, box: sealedBox(me) }],
        },
      }
    },
    // Taking over someone else's group.
    foreign: async (fx, caller) => {
      const me = await fx.keys.userId(caller)
      const { groupId, userId } = fx.keys.stranger[caller.app]
      return {
        params: { groupId },
        payload: {
          removedMembers: [userId],
          keyVersion: 2,
          publicKey: publicJwk(),
          shares: [{ groupId, keyVersion: 2, memberId: me, box: sealedBox(me) }],
        },
      }
    },
  },
  getMyKeyGroupShare: {
    succeeds: true,
    request: async (fx, caller) => ({
      params: {
        groupId: (await fx.keys.group(caller)).groupId,
        keyVersion: '1',
        memberId: await fx.keys.userId(caller),
      },
    }),
    foreign: (fx, caller) => {
      const { groupId, userId } = fx.keys.stranger[caller.app]
      return { params: { groupId, keyVersion: '1', memberId: userId } }
    },
  },
  getBackupShare: { succeeds: true },
  // key store (plugins/key-store): the account's own user, never an impersonating administrator. A
  // right code is proven in key-store.int.test.ts; here a wrong one answers 400 to allowed callers.
  createKeyStoreChallenge: {
    succeeds: true,
    request: () => ({ payload: { isRegistering: true } }),
  },
  saveKeyStoreBackup: {
    request: () => ({
      payload: {
        challenge: 'abcd1234',
        backup: { encryptedBackup: '{"v":1}', keyStoreSecret: 'A'.repeat(43) },
      },
    }),
  },
  releaseKeyStoreBackup: { request: () => ({ payload: { challenge: 'abcd1234' } }) },
  // medical record (plugins/medical-record): the patient's own; read, not written, by an impersonating
  // administrator. The patient reads before writing (404), so only the write asserts success: its first
  // write (version 0) is the only one in each database.
  getMedicalRecord: {},
  putMedicalRecord: {
    succeeds: true,
    request: () => ({
      payload: { envelope: RECORD_ENVELOPE, version: 0 },
    }),
  },
}

interface Fixtures {
  /** Users, sessions and groups of the key directory (plugins/key-directory/matrix-fixtures.ts). */
  keys: KeyFixtures
  /** Conversations of each caller and of strangers (plugins/channels/matrix-fixtures.ts). */
  channels: ChannelFixtures
  /** Organizations of each caller and of strangers (plugins/organization/matrix-fixtures.ts). */
  organizations: OrganizationFixtures
  /** A pending organization (inactive manager) in the application; a new one per call. */
  pendingAccount(app: Application): Promise<string>
  /** A pending account of another application than perinatal (dispatch). */
  foreignPendingUserId: string
  pendingFiness: string
  freshCode(app: Application): Promise<RequestSpec>
  /** The state of a Pro Santé Connect sign-in started by another browser. */
  pscState(app: Application): Promise<string>
  /** The email of a new active account that is no administrator. */
  plainAccountEmail(app: Application): Promise<string>
  /** A new administrator of the application, besides the seeded one (so removing it is allowed). */
  extraAdministrator(app: Application): Promise<string>
}

async function insertAccount(
  db: Kysely<DB>,
  input: { app: Application; email: string; type: string; active: boolean; finess?: string },
): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db
    .insertInto('users')
    .values({
      id,
      application: input.app,
      user_type: input.type,
      email: input.email,
      phone: null,
      active: input.active,
      sld_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('profiles')
    .values({
      id: randomUUID(),
      user_id: id,
      given_name: 'Test',
      family_name: 'Matrice',
      gender: null,
      birth_date: null,
      address: JSON.stringify([PLACE]),
      rpps: null,
      finess: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  if (input.type === 'organization') {
    const organizationId = randomUUID()
    await db
      .insertInto('organizations')
      .values({
        id: organizationId,
        application: input.app,
        name: 'Structure en attente',
        finess: input.finess ?? '750000001',
        siret: null,
        specialities: '[]',
        address: JSON.stringify(PLACE),
        manager_user_id: id,
        active: input.active,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('organization_members')
      .values({ organization_id: organizationId, user_id: id, role: 'manager', created_at: now })
      .execute()
  }
  return id
}

describe.each(testDatabases())('authorization matrix on $name', (database) => {
  let t: TestApi
  let fx: Fixtures
  const operations = () => t.api.contract.operations

  beforeAll(async () => {
    t = await startTestApi(database, {
      rateLimits: {
        windowMs: 15 * MINUTE,
        codesPerIdentifier: 5,
        codesPerIp: 100_000,
        consumePerIp: 100_000,
        attemptsPerCode: 5,
      },
    })
    const db = t.api.db
    await insertAccount(db, {
      app: 'perinatal',
      email: 'pending.matrix@example.fr',
      type: 'organization',
      active: false,
      finess: '750000002',
    })
    const foreignPendingUserId = await insertAccount(db, {
      app: 'dispatch',
      email: 'pending.dispatch.matrix@example.fr',
      type: 'dispatchOperator',
      active: false,
    })
    const keys = await createKeyFixtures(db)
    fx = {
      keys,
      channels: await createChannelFixtures(db, keys),
      organizations: await createOrganizationFixtures(db),
      foreignPendingUserId,
      pendingFiness: '750000002',
      pendingAccount: (app) =>
        insertAccount(db, {
          app,
          email: `pending.${randomUUID()}@example.fr`,
          type: 'organization',
          active: false,
        }),
      async pscState(app) {
        const started = await t.inject({
          method: 'GET',
          url: `/auth/psc/authorize?application=${app}&returnTo=${encodeURIComponent(APP_ORIGIN[app])}`,
          app,
        })
        expect(started.statusCode).toBe(302)
        return new URL(String(started.headers.location)).searchParams.get('state') ?? ''
      },
      async plainAccountEmail(app) {
        const email = `plain.${randomUUID()}@example.fr`
        await insertAccount(db, { app, email, type: 'doctor', active: true })
        return email
      },
      async extraAdministrator(app) {
        const email = `extra.admin.${randomUUID()}@example.fr`
        const id = await insertAccount(db, { app, email, type: 'doctor', active: true })
        await new AdministratorsRepository(db).grant({
          application: app,
          target: { id, username: email },
          actor: { id: null, username: 'configuration' },
          now: t.clock.now(),
        })
        return id
      },
      async freshCode(app) {
        const value = `code.${randomUUID()}@example.fr`
        const sent = await t.inject({
          method: 'POST',
          url: '/auth/passwordless/code',
          app,
          payload: { type: 'email', value },
        })
        expect(sent.statusCode).toBe(202)
        return {
          payload: { type: 'email', value, code: await latestCode(t, value, app), tokenTransport: 'header' },
        }
      },
    }
  })
  afterAll(() => t.close())

  /** A fresh session per call: many operations change or revoke the session they run in. */
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller.kind === 'anonymous') return {}
    const db = t.api.db
    const identifier =
      caller.kind === 'newSession' ? `new.${randomUUID()}@example.fr` : (caller.user as string)
    const account =
      caller.kind === 'newSession'
        ? undefined
        : await db
            .selectFrom('users')
            .select('id')
            .where('application', '=', caller.app)
            .where('email', '=', identifier)
            .executeTakeFirstOrThrow()
    const token = generateSessionToken()
    const now = t.clock.now()
    const sessionId = randomUUID()
    await db
      .insertInto('sessions')
      .values({
        id: sessionId,
        token_hash: hashToken(token),
        application: caller.app,
        identifier_type: 'email',
        identifier,
        user_id: account?.id ?? null,
        created_at: now,
        last_seen_at: now,
        idle_expires_at: new Date(now.getTime() + 30 * MINUTE),
        expires_at: new Date(now.getTime() + 12 * 60 * MINUTE),
        revoked_at: null,
      })
      .execute()
    if (caller.kind === 'impersonating') {
      const admin = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin.perinatal@relais-sante.fr')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('session_impersonations')
        .values({
          session_id: sessionId,
          impersonator_user_id: admin.id,
          impersonator_identifier_type: 'email',
          impersonator_identifier: 'admin.perinatal@relais-sante.fr',
          started_at: now,
        })
        .execute()
    }
    return { authorization: `Bearer ${token}` }
  }

  async function call(op: ContractOperation, caller: Caller, spec: RequestSpec) {
    let url = op.path
    for (const [name, value] of Object.entries(spec.params ?? {})) {
      url = url.replace(`{${name}}`, encodeURIComponent(value))
    }
    if (spec.query) url += `?${new URLSearchParams(spec.query).toString()}`
    return t.inject({
      method: op.method,
      url,
      app: caller.app,
      headers: await headersFor(caller),
      ...(spec.payload === undefined ? {} : { payload: spec.payload as object }),
    })
  }

  it('has a row for every operation of the contract', () => {
    const missing = operations()
      .map((op) => op.operationId)
      .filter((id) => !(id in MATRIX))
    expect(missing, 'add a row to MATRIX in authorization-matrix.int.test.ts').toEqual([])
  })

  it("aims every operation checked on its data at someone else's resource too", () => {
    const missing = operations()
      .filter((op) => ['participant', 'member', 'grant'].includes(op.access.resource))
      .filter((op) => !MATRIX[op.operationId]?.foreign)
      .map((op) => op.operationId)
    expect(missing, 'give these rows a `foreign` request').toEqual([])
  })

  describe.each(CALLERS)('as $name ($app)', (caller) => {
    it('succeeds only where the matrix allows it', async () => {
      const failures: string[] = []
      for (const op of operations()) {
        const row = MATRIX[op.operationId]
        if (!row) continue
        const allowed = isAllowed(op.access, caller)
        const res = await call(op, caller, (await row.request?.(fx, caller)) ?? {})
        const ok = res.statusCode >= 200 && res.statusCode < 300
        if (!allowed && ok) failures.push(`${op.operationId}: unexpected ${res.statusCode}`)
        if (allowed && [401, 403].includes(res.statusCode)) {
          failures.push(`${op.operationId}: refused ${res.statusCode} to an allowed caller`)
        }
        if (allowed && row.succeeds && !ok) {
          failures.push(`${op.operationId}: expected success, got ${res.statusCode} ${res.payload}`)
        }
        if (row.foreign) {
          const other = await call(op, caller, await row.foreign(fx, caller))
          if (other.statusCode >= 200 && other.statusCode < 300) {
            failures.push(`${op.operationId}: ${other.statusCode} on someone else's resource`)
          }
        }
      }
      expect(failures).toEqual([])
    })
  })
})
