import * as v from 'valibot'
import type { Application } from '../applications/applications.ts'
import { modeCapabilities, type AddressCountry } from '../applications/modes.ts'
import { EMAIL_INVALID_MESSAGE, FIELD_REQUIRED_MESSAGE, REQUIRED_MESSAGE } from '../auth/messages.ts'
import { emailField, phoneField } from '../auth/schemas.ts'
import { firstIssueOnly, formObject } from '../shared/schemas.ts'
import {
  BLOOD_GROUPS,
  EXERCISE_RADII_KM,
  LANGUAGES,
  MIDWIFE_INITIAL_PROFILES,
  SPECIALTIES,
} from '../constants/index.ts'
import { FINESS_MESSAGE, isValidFiness, normalizeFiness } from '../identifiers/finess.ts'
import { formatName } from '../identifiers/names.ts'
import { isValidNir, nirError, nirErrorMessage, normalizeNir } from '../identifiers/nir.ts'
import { isValidRpps, normalizeRpps, RPPS_MESSAGE } from '../identifiers/rpps.ts'
import { isValidSiret, normalizeSiret, siretError, siretErrorMessage } from '../identifiers/siret.ts'
import type { CountryCode } from '../identifiers/phone.ts'
import { lastPeriodError } from '../pregnancy/index.ts'
import type { IsoDate } from '../shared/dates.ts'
import {
  addressSchema,
  birthDate,
  conditionalRequirements,
  firstNameField,
  genderField,
  isBlank,
  isoDate,
  lastNameField,
  nonEmptyArray,
  optionalString,
  PREGNANCY_TYPES,
  requiredString,
} from './fields.ts'

const bloodGroupValues = BLOOD_GROUPS.map((b) => b.value)
const languageValues = LANGUAGES.map((l) => l.value)
const specialtyValues = SPECIALTIES.map((s) => s.value)

/** The languages a person speaks, French unless said otherwise. */
export function languagesField() {
  return v.optional(v.array(v.picklist(languageValues)), ['fr'])
}

/**
 * NIR: 15 characters (spaces removed, upper-cased) with a valid key; output normalised. Whether one must
 * be given depends on the address (`nirRequiredFor`): left empty, it is absent.
 */
const nirField = () =>
  firstIssueOnly(
    v.pipe(
      v.optional(v.string(REQUIRED_MESSAGE), ''),
      v.transform(normalizeNir),
      v.rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed && dataset.value !== '' && !isValidNir(dataset.value))
          addIssue({ message: nirErrorMessage(nirError(dataset.value)!) })
      }),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

/** The country an address is taken to be in when it names none: France, every mode's first. */
const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'FR'

/**
 * The NIR is the French health insurance's number: a patient living in France has one and gives it,
 * one living elsewhere (home care in Côte d'Ivoire) may have none. Until an address is chosen, it is
 * taken to be in France.
 */
export function nirRequiredFor(address: { country?: string | undefined } | undefined): boolean {
  return (address?.country || DEFAULT_ADDRESS_COUNTRY) === 'FR'
}

const rppsField = (message: string = REQUIRED_MESSAGE) =>
  firstIssueOnly(
    v.pipe(
      v.string(message),
      v.transform(normalizeRpps),
      v.nonEmpty(message),
      v.check(isValidRpps, RPPS_MESSAGE),
    ),
  )

/** An RPPS one may leave out (midwives): empty is absent, anything typed must be 11 digits. */
const optionalRppsField = () =>
  firstIssueOnly(
    v.pipe(
      v.optional(v.string(), ''),
      v.transform(normalizeRpps),
      v.check((value) => value === '' || isValidRpps(value), RPPS_MESSAGE),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  )

const optionalEmail = (message: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.union([v.literal(''), emailField(message)], message),
    v.transform((value) => (value === '' ? undefined : value)),
  )
const optionalPhone = (defaultCountry: CountryCode) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.union([v.literal(''), phoneField(defaultCountry)], 'Numéro invalide'),
    v.transform((value) => (value === '' ? undefined : value)),
  )

export interface PersonContext {
  /** Today in the user's zone (`yyyy-MM-dd`): birth dates may not be after it. */
  today: IsoDate
  defaultCountry?: CountryCode
}

/**
 * Patient personal information (registration step 1 and add-patient step 1, the spec's validation rules). The
 * add-patient wizard makes phone and email optional. The NIR is required for an address in France only
 * (`nirRequiredFor`); said as soon as the address is valid, whatever the other fields hold.
 */
export function patientPersonalInfoSchema(ctx: PersonContext & { contactOptional?: boolean }) {
  const country = ctx.defaultCountry ?? 'FR'
  return v.pipe(
    formObject({
      firstName: firstNameField(),
      lastName: lastNameField(),
      birthDate: birthDate(ctx.today),
      gender: genderField(),
      phoneNumber: ctx.contactOptional ? optionalPhone(country) : phoneField(country),
      email: ctx.contactOptional ? optionalEmail(EMAIL_INVALID_MESSAGE) : emailField(EMAIL_INVALID_MESSAGE),
      nir: nirField(),
      address: addressSchema(),
    }),
    v.forward(
      v.partialCheck(
        [['nir'], ['address']],
        (value) => value.nir !== undefined || !nirRequiredFor(value.address),
        REQUIRED_MESSAGE,
      ),
      ['nir'],
    ),
  )
}

/** Patient history step: blood group required; treatments, languages, background, allergies optional. */
export const patientHistorySchema = formObject({
  bloodGroup: v.picklist(bloodGroupValues, REQUIRED_MESSAGE),
  treatments: optionalString(),
  languages: languagesField(),
  medicalBackground: optionalString(),
  allergies: optionalString(),
})

/** Perinatal registration: last period within 42 weeks, pregnancy type, births at term (integer ≥ 0). */
export function prenatalInfoSchema(ctx: { today: IsoDate }) {
  return formObject({
    lastPeriod: firstIssueOnly(
      v.pipe(
        isoDate(),
        v.rawCheck(({ dataset, addIssue }) => {
          const error = dataset.typed ? lastPeriodError(dataset.value, ctx.today) : null
          if (error) addIssue({ message: error })
        }),
      ),
    ),
    pregnancyType: v.picklist(PREGNANCY_TYPES, REQUIRED_MESSAGE),
    birthsAtTerm: v.pipe(
      v.number(REQUIRED_MESSAGE),
      v.integer('Nombre entier attendu'),
      v.minValue(0, 'Minimum 0'),
    ),
  })
}

/** The spec's health referent: all required with 'Ce champ est requis'; RPPS 11 digits. */
export const referentSchema = formObject({
  firstName: v.pipe(requiredString(FIELD_REQUIRED_MESSAGE), v.transform(formatName)),
  lastName: v.pipe(requiredString(FIELD_REQUIRED_MESSAGE), v.transform(formatName)),
  email: firstIssueOnly(
    v.pipe(v.string(FIELD_REQUIRED_MESSAGE), v.trim(), v.nonEmpty(FIELD_REQUIRED_MESSAGE), emailField()),
  ),
  address: addressSchema(FIELD_REQUIRED_MESSAGE),
  rpps: rppsField(FIELD_REQUIRED_MESSAGE),
})
export const SUPERVISOR_TYPES = ['midwife', 'doctor'] as const

const professionalIdentity = (ctx: PersonContext) => ({
  firstName: firstNameField(),
  lastName: lastNameField(),
  email: emailField(EMAIL_INVALID_MESSAGE),
  phoneNumber: phoneField(ctx.defaultCountry ?? 'FR'),
  gender: genderField(),
  birthDate: v.optional(birthDate(ctx.today)),
  languages: languagesField(),
  address: addressSchema(),
})

const qualificationsField = () => nonEmptyArray(v.picklist(specialtyValues))

/** Doctor step 1 (professional info) and step 2 (complementary). */
export function doctorProfessionalSchema(ctx: PersonContext) {
  return formObject({
    ...professionalIdentity(ctx),
    rpps: rppsField(),
    qualifications: qualificationsField(),
  })
}
const doctorComplementaryEntries = { description: optionalString() }
export const doctorComplementarySchema = formObject(doctorComplementaryEntries)

const radiusValues = EXERCISE_RADII_KM.map(String)
/** Exercise zone is required; the radius only counts once a zone is chosen. */
const exerciseZone = {
  exerciceZone: addressSchema(),
  exerciceRadius: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.check((r) => radiusValues.includes(String(r))),
    ),
    50,
  ),
}

export function midwifePersonalSchema(ctx: PersonContext) {
  return formObject({ ...professionalIdentity(ctx), rpps: optionalRppsField() })
}
const midwifeEducationEntries = {
  initialProfile: v.picklist(
    MIDWIFE_INITIAL_PROFILES.map((p) => p.value),
    REQUIRED_MESSAGE,
  ),
  qualifications: qualificationsField(),
  description: requiredString(),
  ...exerciseZone,
}
export const midwifeEducationSchema = formObject(midwifeEducationEntries)

const midwifePmiEntries = {
  affiliated: v.boolean(),
  pmiName: optionalString(),
  pmiAddress: optionalString(),
  pmiTelecom: optionalString(),
}
/** When affiliated, a PMI must be picked from the directory search. */
function pmiSelectionIssues<T extends { affiliated: boolean; pmiName?: string | undefined }>(value: T) {
  return value.affiliated && isBlank(value.pmiName)
    ? [{ key: 'pmiName', message: 'Veuillez sélectionner une PMI' }]
    : []
}
/** PMI affiliation: when affiliated, a PMI must be picked from the directory search. */
export const midwifePmiSchema = v.pipe(
  formObject(midwifePmiEntries),
  conditionalRequirements((value) => pmiSelectionIssues(value)),
)

export function assistantPersonalSchema(ctx: PersonContext) {
  return formObject(professionalIdentity(ctx))
}
const assistantEducationEntries = {
  certificationNumber: requiredString(),
  advancedCertificationNumber: optionalString(),
  description: requiredString(),
  ...exerciseZone,
}
export const assistantEducationSchema = formObject(assistantEducationEntries)

/** The practitioners who registered with details of their practice: `practiceDetailsSchema` has theirs. */
const PRACTICE_DETAIL_TYPES = ['doctor', 'midwife', 'assistant'] as const
export type PracticeDetailType = (typeof PRACTICE_DETAIL_TYPES)[number]

export function hasPracticeDetails(userType: string): userType is PracticeDetailType {
  return (PRACTICE_DETAIL_TYPES as readonly string[]).includes(userType)
}

const PRACTICE_DETAILS_SCHEMAS = {
  doctor: formObject({
    rpps: rppsField(),
    qualifications: qualificationsField(),
    ...doctorComplementaryEntries,
  }),
  midwife: v.pipe(
    formObject({ rpps: optionalRppsField(), ...midwifeEducationEntries, ...midwifePmiEntries }),
    conditionalRequirements((value) => pmiSelectionIssues(value)),
  ),
  assistant: assistantEducationSchema,
} satisfies Record<PracticeDetailType, v.GenericSchema>

/**
 * What a practitioner registered with besides identity and contact, under the rules of the registration's
 * steps, all in one object: settings edit it, and PATCH /user/current checks it, with these rules. The
 * keys are the registration steps' (`affiliated`, `pmiName`…).
 */
export function practiceDetailsSchema<T extends PracticeDetailType>(
  userType: T,
): (typeof PRACTICE_DETAILS_SCHEMAS)[T] {
  return PRACTICE_DETAILS_SCHEMAS[userType]
}

/**
 * Organization step 1 (the spec's validation rules): FINESS (9 digits) unless "no FINESS" is ticked, then
 * SIRET (14 digits, Luhn); name, address and specialities required.
 */
export const organizationSchema = v.pipe(
  formObject({
    name: requiredString(),
    noFiness: v.optional(v.boolean(), false),
    finess: v.optional(v.pipe(v.string(), v.transform(normalizeFiness)), ''),
    siret: v.optional(v.pipe(v.string(), v.transform(normalizeSiret)), ''),
    address: addressSchema(),
    specialities: nonEmptyArray(v.picklist(specialtyValues)),
  }),
  conditionalRequirements((value) => {
    if (!value.noFiness) {
      if (value.finess === '') return [{ key: 'finess' }]
      return isValidFiness(value.finess) ? [] : [{ key: 'finess', message: FINESS_MESSAGE }]
    }
    if (value.siret === '') return [{ key: 'siret' }]
    return isValidSiret(value.siret)
      ? []
      : [{ key: 'siret', message: siretErrorMessage(siretError(value.siret)!) }]
  }),
)

/** Organization step 2: the responsible person. */
export function organizationManagerSchema(ctx: PersonContext) {
  return formObject({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: emailField(EMAIL_INVALID_MESSAGE),
    phoneNumber: phoneField(ctx.defaultCountry ?? 'FR'),
  })
}

/** Dispatch manager and operator register with one form; address, birth date and gender are not asked. */
export function dispatchUserSchema(ctx: PersonContext) {
  return formObject({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: emailField(EMAIL_INVALID_MESSAGE),
    phoneNumber: phoneField(ctx.defaultCountry ?? 'FR'),
  })
}

/**
 * Profile update in settings (the spec's fields and rules): "L'adresse email n'est pas valide" is the settings wording.
 * What practitioners registered with besides identity is checked with `practiceDetailsSchema`.
 */
export function profileUpdateSchema(
  ctx: PersonContext & {
    application: Application
    /**
     * Which identifiers the account holds. One it registered without proving (it waits for its code)
     * cannot be required yet; absent, both are.
     */
    identifiers?: { email: boolean; phone: boolean }
  },
) {
  // Address, birth date and gender are optional where settings do not show them.
  const optionalDetails = !modeCapabilities(ctx.application).showsPersonalDetailsInSettings
  const email = emailField(EMAIL_INVALID_MESSAGE)
  const phone = phoneField(ctx.defaultCountry ?? 'FR')
  return formObject({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: ctx.identifiers?.email === false ? v.optional(email) : email,
    phoneNumber: ctx.identifiers?.phone === false ? v.optional(phone) : phone,
    birthDate: optionalDetails ? v.optional(birthDate(ctx.today)) : birthDate(ctx.today),
    gender: optionalDetails ? v.optional(genderField()) : genderField(),
    address: optionalDetails ? v.optional(addressSchema()) : addressSchema(),
    languages: languagesField(),
  })
}
