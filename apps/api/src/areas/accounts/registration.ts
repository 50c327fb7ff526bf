// POST /user: checks a registration with the same domain schemas as the /new-user wizards, step by
// step, and turns it into the account to store. The activation policy lives here too.
import {
  assistantEducationSchema,
  assistantPersonalSchema,
  dispatchUserSchema,
  doctorComplementarySchema,
  doctorProfessionalSchema,
  midwifeEducationSchema,
  midwifePersonalSchema,
  midwifePmiSchema,
  organizationManagerSchema,
  organizationSchema,
  patientPersonalInfoSchema,
  referentSchema,
  userTypeExistsIn,
  type Application,
  type UserType,
} from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { StoredAddress } from '../../core/database/columns.ts'
import { FieldErrors, under } from './form-validation.ts'
import type { NewAccount } from './users-repository.ts'

type Registration = components['schemas']['UserRegistration']

/**
 * Activation policy (README): people who only see data someone grants them start active; accounts that
 * speak for a structure or run a dispatch centre wait for an administrator's review.
 */
const ACTIVE_AT_REGISTRATION: readonly UserType[] = ['patient', 'doctor', 'midwife', 'assistant']

const ROLE_OBJECTS = ['patient', 'doctor', 'midwife', 'assistant', 'organization'] as const

export const TYPE_NOT_OFFERED_MESSAGE = "Ce type de compte n'est pas proposé dans cette application"

export type RegistrationAccount = Omit<NewAccount, 'id' | 'sessionId' | 'now' | 'organization'> & {
  organization?: Omit<NonNullable<NewAccount['organization']>, 'id'>
}

interface Context {
  application: Application
  today: string
}

const body = under('body')

type Profile = RegistrationAccount['profile']
type AccountBase = Pick<RegistrationAccount, 'application' | 'userType' | 'active'>

/** The profile's role fields, empty until a role fills them (fresh for each account). */
const noRole = () => ({
  rpps: null,
  nir: null,
  description: null,
  qualifications: [] as string[],
  exerciceZone: null,
  exerciceRadius: null,
  roleDetails: {},
})

/**
 * The account of a checked person: contact from the form, the person's profile, and the role's fields
 * where the role gives them.
 */
function accountOf(
  base: AccountBase,
  contact: { email?: string | null; phoneNumber?: string | null },
  profile: Omit<Profile, keyof ReturnType<typeof noRole>> & Partial<Profile>,
): RegistrationAccount {
  return {
    ...base,
    email: contact.email ?? null,
    phone: contact.phoneNumber ?? null,
    profile: { ...noRole(), ...profile },
  }
}

/** Identity fields common to every form, named as the schemas name them. */
function identity(input: Registration) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    birthDate: input.birthDate,
    gender: input.gender,
    languages: input.languages,
    address: input.address,
  }
}

/** Returns the account to create, or the field errors (French) of everything wrong at once. */
export function checkRegistration(
  input: Registration,
  ctx: Context,
): { ok: true; account: RegistrationAccount } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrors()
  const type = input.userType
  if (!userTypeExistsIn(type, ctx.application)) errors.add('body.userType', TYPE_NOT_OFFERED_MESSAGE)
  for (const role of ROLE_OBJECTS) {
    if (role === type && input[role] === undefined) errors.add(`body.${role}`, 'Ce champ est obligatoire')
    if (role !== type && input[role] !== undefined) errors.add(`body.${role}`, 'Champ non autorisé')
  }
  if (!errors.empty) return { ok: false, errors }

  const account = build(input, ctx, errors)
  return account && errors.empty ? { ok: true, account } : { ok: false, errors }
}

function build(input: Registration, ctx: Context, errors: FieldErrors): RegistrationAccount | undefined {
  const schemaCtx = { today: ctx.today }
  const base: AccountBase = {
    application: ctx.application,
    userType: input.userType,
    active: ACTIVE_AT_REGISTRATION.includes(input.userType),
  }
  switch (input.userType) {
    case 'patient': {
      const role = input.patient!
      const prefix = under('body.patient')
      // The NIR is required for an address in France only: the domain's schema decides from the address.
      const person = errors.parse(
        patientPersonalInfoSchema(schemaCtx),
        { ...identity(input), nir: role.nir },
        (key) => (key === 'nir' ? prefix(key) : body(key)),
      )
      const referent = role.referent
        ? errors.parse(referentSchema, role.referent, under('body.patient.referent'))
        : undefined
      if (!person) return undefined
      return accountOf(base, person, {
        ...names(person),
        gender: person.gender,
        birthDate: person.birthDate,
        address: [person.address],
        nir: person.nir ?? null,
        // Languages are how to talk to the patient, not medical content: they stay on the profile.
        languages: input.languages ?? ['fr'],
        // Medical answers never arrive here (openapi.yaml refuses them): the browser keeps them until
        // the vault encrypts them into the medical record.
        roleDetails: compact({
          supervisorType: role.supervisorType,
          referent,
        }),
      })
    }
    case 'doctor': {
      const role = input.doctor!
      const prefix = under('body.doctor')
      const person = errors.parse(
        doctorProfessionalSchema(schemaCtx),
        { ...identity(input), rpps: role.rpps, qualifications: role.qualifications },
        (key) => (key === 'rpps' || key === 'qualifications' ? prefix(key) : body(key)),
      )
      const complementary = errors.parse(doctorComplementarySchema, { description: role.description }, prefix)
      if (!person || !complementary) return undefined
      return accountOf(base, person, {
        ...professional(person),
        rpps: person.rpps,
        qualifications: person.qualifications,
        description: complementary.description ?? null,
      })
    }
    case 'midwife': {
      const role = input.midwife!
      const prefix = under('body.midwife')
      const person = errors.parse(
        midwifePersonalSchema(schemaCtx),
        { ...identity(input), rpps: role.rpps },
        (key) => (key === 'rpps' ? prefix(key) : body(key)),
      )
      const education = errors.parse(
        midwifeEducationSchema,
        pick(role, ['initialProfile', 'qualifications', 'description', 'exerciceZone', 'exerciceRadius']),
        prefix,
      )
      const pmi = errors.parse(
        midwifePmiSchema,
        {
          affiliated: role.affiliatedToPmi,
          pmiName: role.pmi?.name,
          pmiAddress: role.pmi?.address,
          pmiTelecom: role.pmi?.phone,
        },
        under('body.midwife', {
          affiliated: 'affiliatedToPmi',
          pmiName: 'pmi',
          pmiAddress: 'pmi',
          pmiTelecom: 'pmi',
        }),
      )
      if (!person || !education || !pmi) return undefined
      return accountOf(base, person, {
        ...professional(person),
        rpps: person.rpps ?? null,
        qualifications: education.qualifications,
        description: education.description,
        exerciceZone: education.exerciceZone,
        exerciceRadius: education.exerciceRadius,
        roleDetails: compact({
          initialProfile: education.initialProfile,
          affiliatedToPmi: pmi.affiliated,
          pmi: pmi.affiliated ? role.pmi : undefined,
        }),
      })
    }
    case 'assistant': {
      const role = input.assistant!
      const person = errors.parse(assistantPersonalSchema(schemaCtx), identity(input), body)
      const education = errors.parse(
        assistantEducationSchema,
        pick(role, [
          'certificationNumber',
          'advancedCertificationNumber',
          'description',
          'exerciceZone',
          'exerciceRadius',
        ]),
        under('body.assistant'),
      )
      if (!person || !education) return undefined
      return accountOf(base, person, {
        ...professional(person),
        description: education.description,
        exerciceZone: education.exerciceZone,
        exerciceRadius: education.exerciceRadius,
        roleDetails: compact({
          certificationNumber: education.certificationNumber,
          advancedCertificationNumber: education.advancedCertificationNumber,
        }),
      })
    }
    case 'organization': {
      const role = input.organization!
      const finess = role.finess?.trim() ?? ''
      const siret = role.siret?.trim() ?? ''
      const structure = errors.parse(
        organizationSchema,
        {
          name: role.name,
          // Neither number: the FINESS is what is missing (the SIRET only replaces it when ticked).
          noFiness: finess === '' && siret !== '',
          finess,
          siret,
          address: role.address,
          specialities: role.specialities,
        },
        under('body.organization', { noFiness: 'finess' }),
      )
      // The responsible person: the registering user.
      const manager = errors.parse(organizationManagerSchema(schemaCtx), identity(input), body)
      if (!structure || !manager) return undefined
      return {
        ...accountOf(base, manager, {
          ...names(manager),
          gender: input.gender ?? null,
          birthDate: null,
          address: [input.address ?? structure.address] as StoredAddress[],
          languages: input.languages ?? ['fr'],
          qualifications: structure.specialities,
        }),
        organization: {
          name: structure.name,
          finess: structure.noFiness ? null : structure.finess,
          siret: structure.noFiness ? structure.siret : null,
          specialities: structure.specialities,
          address: structure.address,
        },
      }
    }
    case 'dispatchManager':
    case 'dispatchOperator': {
      const person = errors.parse(dispatchUserSchema(schemaCtx), identity(input), body)
      if (!person) return undefined
      return accountOf(base, person, {
        ...names(person),
        gender: null,
        birthDate: null,
        address: [],
        languages: input.languages ?? ['fr'],
      })
    }
  }
}

function names(person: { firstName: string; lastName: string }) {
  return { givenName: person.firstName, familyName: person.lastName }
}

function professional(person: {
  firstName: string
  lastName: string
  gender: string
  birthDate?: string | undefined
  address: StoredAddress
  languages: string[]
}) {
  return {
    ...names(person),
    gender: person.gender,
    birthDate: person.birthDate ?? null,
    address: [person.address],
    languages: person.languages,
  }
}

function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const key of keys) if (object[key] !== undefined) out[key] = object[key]
  return out
}

/** Drops undefined entries: the stored role details hold only what was given. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined))
}
