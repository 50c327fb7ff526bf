// The settings' personal-information form (spec sections 2, 3 and 5), built from the domain's field
// rules. The domain's `profileUpdateSchema` also demands specialities and exercise zones, which
// GET /user/current does not return yet; this form edits only what it shows.
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
  phoneField,
  showsPersonalDetailsInSettings,
  type Application,
  type IsoDate,
  type UserType,
} from '@relais/domain'
import type { User, components } from '@relais/api-client'

export type UserUpdate = components['schemas']['UserUpdate']

export interface PersonalInformationContext {
  today: IsoDate
  application: Application
  userType: UserType
}

/**
 * Address, birth date and gender: hidden in dispatch (spec section 2), and for structure accounts, whose
 * responsible person registers with names and contact only (the structure's own address is edited with
 * the structure). Required everywhere else.
 */
export function showsPersonalDetails(ctx: Pick<PersonalInformationContext, 'application' | 'userType'>) {
  return showsPersonalDetailsInSettings(ctx.application) && ctx.userType !== 'organization'
}

export function personalInformationSchema(ctx: PersonalInformationContext) {
  const details = showsPersonalDetails(ctx)
  return formObject({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: emailField(EMAIL_INVALID_SHORT_MESSAGE),
    phoneNumber: phoneField('FR'),
    birthDate: details ? birthDate(ctx.today) : v.optional(v.string()),
    gender: details ? genderField() : v.optional(v.string()),
    address: details ? addressSchema() : v.optional(v.unknown()),
  })
}

export type PersonalInformationValues = v.InferInput<ReturnType<typeof personalInformationSchema>>
export type PersonalInformationOutput = v.InferOutput<ReturnType<typeof personalInformationSchema>>

function contact(user: User, system: 'EMAIL' | 'PHONE'): string {
  return user.profile.telecom.find((t) => t.system === system)?.value ?? ''
}

export function personalInformationDefaults(user: User): PersonalInformationValues {
  return {
    firstName: user.profile.name.given,
    lastName: user.profile.name.family,
    email: contact(user, 'EMAIL'),
    phoneNumber: contact(user, 'PHONE'),
    birthDate: user.profile.birthDate ?? '',
    gender: user.profile.gender ?? '',
    address: user.profile.address[0],
  }
}

/** The PATCH body: the validated values (the address as the places directory described it). */
export function toUserUpdate(
  values: PersonalInformationOutput,
  user: User,
  ctx: Pick<PersonalInformationContext, 'application' | 'userType'>,
): UserUpdate {
  const update: UserUpdate = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
  }
  if (!showsPersonalDetails(ctx)) return update
  if (typeof values.birthDate === 'string') update.birthDate = values.birthDate
  if (values.gender === 'MALE' || values.gender === 'FEMALE') update.gender = values.gender
  if (values.address) update.address = values.address as UserUpdate['address']
  return update
}
