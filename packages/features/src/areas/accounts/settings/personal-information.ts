// The settings' personal-information form (the spec's screens, fields and rules), built from the domain's
// field rules: identity and contact, the languages, and for a practitioner everything its registration
// asked of the type (RPPS, specialities, description, exercise zone, certification numbers, PMI) under
// the domain's `practiceDetailsSchema`, which holds registration's rules. Like the domain's
// `profileUpdateSchema` `identifiers` option, an email or phone the account does not hold yet may stay
// empty. A different email or phone is not sent with the profile: it becomes the account's once the code
// sent to it is typed.
import * as v from 'valibot'
import {
  addressSchema,
  birthDate,
  DEFAULT_EXERCISE_RADIUS_KM,
  EMAIL_INVALID_MESSAGE,
  emailField,
  firstNameField,
  formObject,
  genderField,
  hasPracticeDetails,
  languagesField,
  lastNameField,
  PHONE_INVALID_MESSAGE,
  phoneField,
  practiceDetailsSchema,
  modeCapabilities,
  type Application,
  type IsoDate,
  type PracticeDetailType,
  type UserType,
} from '@relais/domain'
import type { IdentifierType, User, components } from '@relais/api-client'

export type UserUpdate = components['schemas']['UserUpdate']

export interface PersonalInformationContext {
  today: IsoDate
  application: Application
  userType: UserType
  /** Which identifiers the account holds (absent: both); one it has not got yet is not required. */
  identifiers?: Record<IdentifierType, boolean>
}

/**
 * Address, birth date and gender: hidden where the mode does not show them (dispatch), and for structure
 * accounts, whose responsible person registers with names and contact only (the structure's own address
 * is edited with the structure). Required everywhere else.
 */
export function showsPersonalDetails(ctx: Pick<PersonalInformationContext, 'application' | 'userType'>) {
  return modeCapabilities(ctx.application).showsPersonalDetailsInSettings && ctx.userType !== 'organization'
}

/** An empty field is left out; anything typed must be valid. */
function optionalField(field: v.GenericSchema<string, string>, message: string) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.union([v.literal(''), field], message),
    v.transform((value) => (value === '' ? undefined : value)),
  )
}

/** The types whose registration asked the languages they speak (not structures, not dispatch staff). */
export function asksLanguages(userType: UserType): boolean {
  return userType === 'patient' || hasPracticeDetails(userType)
}

/** A practitioner's details of practice, keyed as the registration steps key them (`affiliated`, `pmiName`…). */
type PracticeValues = Record<string, unknown>

export function personalInformationSchema(ctx: PersonalInformationContext) {
  const details = showsPersonalDetails(ctx)
  const email = emailField(EMAIL_INVALID_MESSAGE)
  const phone = phoneField('FR')
  // Which schema depends on the type: each keeps its own keys, read back by `practiceUpdate`.
  const practice = hasPracticeDetails(ctx.userType)
    ? (practiceDetailsSchema(ctx.userType) as v.GenericSchema<PracticeValues, PracticeValues>)
    : v.optional(v.record(v.string(), v.unknown()))
  return formObject({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: ctx.identifiers?.email === false ? optionalField(email, EMAIL_INVALID_MESSAGE) : email,
    phoneNumber: ctx.identifiers?.phone === false ? optionalField(phone, PHONE_INVALID_MESSAGE) : phone,
    birthDate: details ? birthDate(ctx.today) : v.optional(v.string()),
    gender: details ? genderField() : v.optional(v.string()),
    address: details ? addressSchema() : v.optional(v.unknown()),
    languages: asksLanguages(ctx.userType) ? languagesField() : v.optional(v.array(v.string())),
    practice,
  })
}

export type PersonalInformationValues = v.InferInput<ReturnType<typeof personalInformationSchema>>
export type PersonalInformationOutput = v.InferOutput<ReturnType<typeof personalInformationSchema>>

/** The account's email or phone (E.164), '' when it has none yet. */
export function accountIdentifier(user: User, type: IdentifierType): string {
  const system = type === 'email' ? 'EMAIL' : 'PHONE'
  return user.profile.telecom.find((t) => t.system === system)?.value ?? ''
}

export function accountIdentifiers(user: User): Record<IdentifierType, boolean> {
  return { email: accountIdentifier(user, 'email') !== '', phone: accountIdentifier(user, 'phone') !== '' }
}

/** Whether two typed or stored values name the same identifier (emails ignore case, phones spaces). */
export function sameIdentifier(type: IdentifierType, a: string, b: string): boolean {
  const normalise = (value: string) =>
    type === 'email' ? value.trim().toLowerCase() : value.replace(/[\s.]/g, '')
  return normalise(a) === normalise(b)
}

export function personalInformationDefaults(user: User): PersonalInformationValues {
  return {
    firstName: user.profile.name.given,
    lastName: user.profile.name.family,
    email: accountIdentifier(user, 'email'),
    phoneNumber: accountIdentifier(user, 'phone'),
    birthDate: user.profile.birthDate ?? '',
    gender: user.profile.gender ?? '',
    address: user.profile.address[0],
    languages: user.profile.languages ?? ['fr'],
    practice: hasPracticeDetails(user.userType) ? practiceDefaults(user.userType, user.profile) : undefined,
  }
}

/** The stored details of practice as the form holds them (empty texts rather than absent ones). */
function practiceDefaults(userType: PracticeDetailType, profile: User['profile']): PracticeValues {
  const zone = {
    exerciceZone: profile.exerciceZone,
    exerciceRadius: profile.exerciceRadius ?? DEFAULT_EXERCISE_RADIUS_KM,
  }
  switch (userType) {
    case 'doctor':
      return {
        rpps: profile.rpps ?? '',
        qualifications: profile.qualifications ?? [],
        description: profile.description ?? '',
      }
    case 'midwife':
      return {
        rpps: profile.rpps ?? '',
        initialProfile: profile.initialProfile,
        qualifications: profile.qualifications ?? [],
        description: profile.description ?? '',
        ...zone,
        affiliated: profile.affiliatedToPmi ?? false,
        pmiName: profile.pmi?.name ?? '',
        pmiAddress: profile.pmi?.address ?? '',
        pmiTelecom: profile.pmi?.phone ?? '',
        pmiEmail: profile.pmi?.email ?? '',
      }
    case 'assistant':
      return {
        certificationNumber: profile.certificationNumber ?? '',
        advancedCertificationNumber: profile.advancedCertificationNumber ?? '',
        description: profile.description ?? '',
        ...zone,
      }
  }
}

/**
 * The PATCH body: the validated values (the address as the places directory described it), without the
 * email and phone, which change through their code. `identity: false` (an impersonation) leaves the
 * names out too: they are the account's identity, which the administrator may read but not rewrite.
 */
export function toUserUpdate(
  values: PersonalInformationOutput,
  ctx: Pick<PersonalInformationContext, 'application' | 'userType'>,
  { identity, typed }: { identity: boolean; typed: PersonalInformationValues },
): UserUpdate {
  const update: UserUpdate = identity ? { firstName: values.firstName, lastName: values.lastName } : {}
  if (asksLanguages(ctx.userType) && values.languages) {
    update.languages = values.languages as UserUpdate['languages']
  }
  if (hasPracticeDetails(ctx.userType) && values.practice) {
    Object.assign(update, practiceUpdate(ctx.userType, values.practice, typed.practice ?? {}))
  }
  if (!showsPersonalDetails(ctx)) return update
  if (typeof values.birthDate === 'string') update.birthDate = values.birthDate
  if (values.gender === 'MALE' || values.gender === 'FEMALE') update.gender = values.gender
  if (values.address) update.address = values.address as UserUpdate['address']
  return update
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The validated details of practice under the update's names; an optional one left empty is sent empty,
 * which removes it. The PMI's email is not checked by the form: it comes from the directory's answer.
 */
function practiceUpdate(
  userType: PracticeDetailType,
  practice: PracticeValues,
  typed: PracticeValues,
): UserUpdate {
  const zone = {
    exerciceZone: practice.exerciceZone as UserUpdate['exerciceZone'],
    exerciceRadius: practice.exerciceRadius as UserUpdate['exerciceRadius'],
  }
  switch (userType) {
    case 'doctor':
      return {
        rpps: str(practice.rpps),
        qualifications: practice.qualifications as string[],
        description: str(practice.description),
      }
    case 'midwife': {
      const affiliated = practice.affiliated === true
      return {
        rpps: str(practice.rpps),
        initialProfile: practice.initialProfile as UserUpdate['initialProfile'],
        qualifications: practice.qualifications as string[],
        description: str(practice.description),
        ...zone,
        affiliatedToPmi: affiliated,
        ...(affiliated && {
          pmi: withoutEmpty({
            name: str(practice.pmiName),
            address: str(practice.pmiAddress),
            phone: str(practice.pmiTelecom),
            email: str(typed.pmiEmail),
          }) as NonNullable<UserUpdate['pmi']>,
        }),
      }
    }
    case 'assistant':
      return {
        certificationNumber: str(practice.certificationNumber),
        advancedCertificationNumber: str(practice.advancedCertificationNumber),
        description: str(practice.description),
        ...zone,
      }
  }
}

function withoutEmpty(object: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== ''))
}

/** The update's names of the details of practice, where the form's differ. */
const PRACTICE_FIELD_OF_BODY: Record<string, string> = { affiliatedToPmi: 'affiliated', pmi: 'pmiName' }
const IDENTITY_FIELDS = new Set(['firstName', 'lastName', 'email', 'phoneNumber', 'birthDate', 'gender'])
const PRACTICE_FIELDS = new Set([
  'rpps',
  'qualifications',
  'description',
  'initialProfile',
  'exerciceZone',
  'exerciceRadius',
  'affiliatedToPmi',
  'pmi',
  'certificationNumber',
  'advancedCertificationNumber',
])

/**
 * The form field that shows an API field error: `body.exerciceZone.text` → `practice.exerciceZone`,
 * `body.languages.1` → `languages`. Null for a field the form does not have.
 */
export function formFieldOf(apiField: string): string | null {
  const [key = ''] = apiField.replace(/^body\.?/, '').split('.')
  if (IDENTITY_FIELDS.has(key) || key === 'address' || key === 'languages') return key
  if (PRACTICE_FIELDS.has(key)) return `practice.${PRACTICE_FIELD_OF_BODY[key] ?? key}`
  return null
}

/** The email and phone typed that differ from the account's: each needs its code before it counts. */
export function wantedIdentifierChanges(
  values: PersonalInformationOutput,
  user: User,
): { type: IdentifierType; value: string }[] {
  const wanted: { type: IdentifierType; value: string }[] = []
  for (const [type, value] of [
    ['email', values.email],
    ['phone', values.phoneNumber],
  ] as const) {
    if (value && !sameIdentifier(type, value, accountIdentifier(user, type))) wanted.push({ type, value })
  }
  return wanted
}
