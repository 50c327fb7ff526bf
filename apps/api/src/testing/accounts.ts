// Registration bodies that pass the domain's rules, per user type, sign-in shortcuts, and accounts
// written straight into the database, for the account, admin and authorization-matrix tests.
import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../areas/database.ts'
import type { Application } from '../core/config.ts'
import type { TestApi } from './harness.ts'
import { bearer, latestCode, signIn } from './sign-in.ts'
import { insertStructure } from './structures.ts'

export type UserRegistration = components['schemas']['UserRegistration']
export type UserType = UserRegistration['userType']

/** A valid NIR (key = 97 − number mod 97) built from eight digits, so each test account has its own. */
export function nirFrom(digits: string): string {
  const base = `29403${digits.replace(/\D/g, '').slice(-8).padStart(8, '0')}`
  return base + String(97n - (BigInt(base) % 97n)).padStart(2, '0')
}

const address = (text: string) => ({ text, city: 'Paris', postalCode: '75011', country: 'FR' })

/** A complete registration of `userType`, with `email`/`phone` as its contact. */
export function registration(
  userType: UserType,
  contact: { email: string; phone: string },
): UserRegistration {
  const person = {
    userType,
    firstName: 'jeanne',
    lastName: 'DE LA fontaine',
    email: contact.email,
    phoneNumber: contact.phone,
    birthDate: '1990-05-04',
    gender: 'FEMALE' as const,
    languages: ['fr' as const],
    address: address('12 rue de la Roquette, 75011 Paris, France'),
    termsAccepted: true as const,
  }
  switch (userType) {
    case 'patient':
      return {
        ...person,
        // Identity only: medical answers stay in the browser until the vault encrypts them.
        patient: { nir: nirFrom(contact.phone) },
      }
    case 'doctor':
      return { ...person, doctor: { rpps: '10101234564', qualifications: ['GENERAL_PRACTITIONER'] } }
    case 'midwife':
      return {
        ...person,
        midwife: {
          qualifications: ['MIDWIFE'],
          description: 'Suivi de grossesse',
          initialProfile: 'LIBERAL',
          exerciceZone: address('Paris 11e'),
          exerciceRadius: 10,
          affiliatedToPmi: false,
        },
      }
    case 'assistant':
      return {
        ...person,
        assistant: {
          certificationNumber: 'IDE-12345',
          description: 'Soins à domicile',
          exerciceZone: address('Bordeaux'),
          exerciceRadius: 20,
        },
      }
    case 'organization':
      return {
        ...person,
        organization: {
          name: 'Maternité du Parc',
          finess: '750712184',
          specialities: ['MIDWIFE'],
          address: address('1 avenue du Parc, 75011 Paris, France'),
        },
      }
    default:
      return person
  }
}

/** Signs in (a new identifier opens a session without an account) and returns bearer headers. */
export async function signInHeaders(t: TestApi, email: string, application: Application = 'perinatal') {
  const { token } = await signIn(t, 'email', email, application)
  return bearer(token)
}

/** Signs in with a fresh email and registers it; returns the headers and the created user. */
export async function register(
  t: TestApi,
  userType: UserType,
  contact: { email: string; phone: string },
  application: Application = 'perinatal',
  change: (body: UserRegistration) => UserRegistration = (body) => body,
  options: { confirmPhone?: boolean } = {},
) {
  const headers = await signInHeaders(t, contact.email, application)
  let res = await t.inject({
    method: 'POST',
    url: '/user',
    app: application,
    headers,
    payload: change(registration(userType, contact)),
  })
  // The phone is the account's once its code is typed, as the app's confirmation dialog does.
  if (res.statusCode === 201 && options.confirmPhone !== false) {
    const pending = (res.json().user.pendingIdentifierChanges ?? []) as { type: string; value: string }[]
    for (const change of pending.filter((c) => c.type === 'phone')) {
      const confirmed = await confirmIdentifier(t, headers, 'phone', change.value, application)
      if (confirmed.statusCode !== 200)
        throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.payload}`)
      res = Object.assign(res, { json: () => ({ user: confirmed.json() }) })
    }
  }
  return { headers, res }
}

/** Types the code the outbox received for a pending identifier change. */
export async function confirmIdentifier(
  t: TestApi,
  headers: Record<string, string>,
  type: 'email' | 'phone',
  value: string,
  application: Application = 'perinatal',
) {
  const code = await latestCode(t, value, application)
  return t.inject({
    method: 'POST',
    url: '/user/current/identifier-changes/confirm',
    app: application,
    headers,
    payload: { type, code },
  })
}

/** An account written straight into the database, for fixtures no caller of a test acts as. */
export interface InsertedUser {
  /** Chosen by the caller when something else must name it first; random otherwise. */
  id?: string
  application: Application
  userType: UserType
  email: string
  phone?: string | null
  active?: boolean
  sldId?: string | null
  /** A profile with these names (and anything else of the row); none when absent. */
  profile?: { givenName: string; familyName: string } & Partial<Insertable<DB['profiles']>>
  now?: Date
}

/** Inserts `user` (and its profile) and returns its id. */
export async function insertUser(db: Kysely<DB>, user: InsertedUser): Promise<string> {
  const id = user.id ?? randomUUID()
  const now = user.now ?? new Date()
  await db
    .insertInto('users')
    .values({
      id,
      application: user.application,
      user_type: user.userType,
      email: user.email,
      phone: user.phone ?? null,
      active: user.active ?? true,
      sld_id: user.sldId === undefined ? null : user.sldId,
      created_at: now,
      updated_at: now,
    })
    .execute()
  if (user.profile) {
    const { givenName, familyName, ...rest } = user.profile
    await db
      .insertInto('profiles')
      .values({
        id: randomUUID(),
        user_id: id,
        given_name: givenName,
        family_name: familyName,
        gender: null,
        birth_date: null,
        address: '[]',
        rpps: null,
        finess: null,
        created_at: now,
        updated_at: now,
        ...rest,
      })
      .execute()
  }
  return id
}

/** Activates an account awaiting review, as an administrator's acceptance would (and its structure). */
export async function activate(db: Kysely<DB>, userId: string): Promise<void> {
  await db.updateTable('users').set({ active: true }).where('id', '=', userId).execute()
  await db.updateTable('organizations').set({ active: true }).where('manager_user_id', '=', userId).execute()
}

const PLACE = { text: '1 rue de Rivoli, 75001 Paris, France' }

/**
 * An account with a profile written straight into the database, and for an organization the structure
 * it manages (inactive with it when the account is): a pending account when `active` is false.
 */
export async function insertAccount(
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
    await insertStructure(db, {
      application: input.app,
      name: 'Structure en attente',
      finess: input.finess ?? '750000001',
      managerUserId: id,
      active: input.active,
      address: PLACE,
      now,
    })
  }
  return id
}
