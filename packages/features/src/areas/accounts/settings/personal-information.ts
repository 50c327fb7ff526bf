// The settings' personal-information form (the spec's screens, fields and rules), built from the domain's
// field rules. The domain's `profileUpdateSchema` also demands specialities and exercise zones, which
// GET /user/current does not return yet; this form edits only what it shows. Like that schema's
// `identifiers` option, an email or phone the account does not hold yet may stay empty. A different
// email or phone is not sent with the profile: it becomes the account's once the code sent to it is typed.
import * as v from 'valibot'
import {
  addressSchema,
  birthDate,
  EMAIL_INVALID_SHORT_MESSAGE,
  emailField,
  firstNameField,
  formObject,
  genderField,
  lastNameField,
  PHONE_INVALID_MESSAGE,
  phoneField,
  modeCapabilities,
  type Application,
  type IsoDate,
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

export function personalInformationSchema(ctx: PersonalInformationContext) {
  const details = showsPersonalDetails(ctx)
  const email = emailField(EMAIL_INVALID_SHORT_MESSAGE)
  const phone = phoneField('FR')
  return formObject({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: ctx.identifiers?.email === false ? optionalField(email, EMAIL_INVALID_SHORT_MESSAGE) : email,
    phoneNumber: ctx.identifiers?.phone === false ? optionalField(phone, PHONE_INVALID_MESSAGE) : phone,
    birthDate: details ? birthDate(ctx.today) : v.optional(v.string()),
    gender: details ? genderField() : v.optional(v.string()),
    address: details ? addressSchema() : v.optional(v.unknown()),
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
  { identity }: { identity: boolean },
): UserUpdate {
  const update: UserUpdate = identity ? { firstName: values.firstName, lastName: values.lastName } : {}
  if (!showsPersonalDetails(ctx)) return update
  if (typeof values.birthDate === 'string') update.birthDate = values.birthDate
  if (values.gender === 'MALE' || values.gender === 'FEMALE') update.gender = values.gender
  if (values.address) update.address = values.address as UserUpdate['address']
  return update
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
