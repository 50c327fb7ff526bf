import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { firstIssueOnly } from '../shared/schemas.ts'
import { toCalendar, type IsoDate } from '../shared/dates.ts'
import { formatName, LAST_NAME_MIN_LENGTH, LAST_NAME_MIN_LENGTH_MESSAGE } from '../identifiers/names.ts'

/**
 * Building blocks of the form schemas. Every schema is a plain valibot schema: react-hook-form uses it through
 * `@hookform/resolvers/valibot`, the API through `v.safeParse`. Rules that depend on the clock take `today`
 * (an ISO date in the user's zone) from a factory argument, never from the machine.
 */
const BIRTH_DATE_FUTURE_MESSAGE = 'Une date de naissance ne peut être dans le futur'
const DATE_INVALID_MESSAGE = 'Date invalide'

export function requiredString(message: string = REQUIRED_MESSAGE) {
  return firstIssueOnly(v.pipe(v.string(message), v.trim(), v.nonEmpty(message)))
}

export function optionalString() {
  return v.optional(v.pipe(v.string(), v.trim()))
}

export function nonEmptyArray<T extends v.GenericSchema>(item: T, message: string = REQUIRED_MESSAGE) {
  return firstIssueOnly(v.pipe(v.array(item, message), v.minLength(1, message)))
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  try {
    return toCalendar(value).toString() === value
  } catch {
    return false
  }
}

/** A required `yyyy-MM-dd` date. */
export function isoDate(message: string = REQUIRED_MESSAGE) {
  return firstIssueOnly(
    v.pipe(v.string(message), v.nonEmpty(message), v.check(isIsoDate, DATE_INVALID_MESSAGE)),
  )
}

export function birthDate(today: IsoDate) {
  return firstIssueOnly(
    v.pipe(
      isoDate(),
      v.check((value) => value <= today, BIRTH_DATE_FUTURE_MESSAGE),
    ),
  )
}

/** Whole years between a birth date and today (a 29 February birthday comes on 1 March in other years). */
export function ageOn(birth: IsoDate, today: IsoDate): number {
  const b = toCalendar(birth)
  const t = toCalendar(today)
  const beforeBirthday = t.month < b.month || (t.month === b.month && t.day < b.day)
  return t.year - b.year - (beforeBirthday ? 1 : 0)
}

export const GENDERS = ['MALE', 'FEMALE'] as const
export const genderField = () => v.picklist(GENDERS, REQUIRED_MESSAGE)

const coordinatesSchema = v.object({ latitude: v.number(), longitude: v.number() })

/** An address chosen from the places autocomplete: its text is what makes it present. */
export function addressSchema(message: string = REQUIRED_MESSAGE) {
  return v.object(
    {
      text: requiredString(message),
      streetNumber: optionalString(),
      streetName: optionalString(),
      line: optionalString(),
      postalCode: optionalString(),
      city: optionalString(),
      district: optionalString(),
      state: optionalString(),
      country: optionalString(),
      coordinates: v.optional(coordinatesSchema),
    },
    message,
  )
}

type PathKey = string
/**
 * Adds "required" issues on fields that a condition makes mandatory, after the object itself parsed.
 * valibot's `forward(partialCheck())` does one field per action; forms here have dozens of such rules.
 */
export function conditionalRequirements<T extends Record<string, unknown>>(
  rules: (value: T) => { key: PathKey; message?: string }[],
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const { key, message } of rules(dataset.value)) {
      addIssue({
        message: message ?? REQUIRED_MESSAGE,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
      })
    }
  })
}

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

/** First names: required, stored capitalised. */
export const firstNameField = () => v.pipe(requiredString(), v.transform(formatName))
/** Last names: required, at least 2 characters, stored capitalised. */
export const lastNameField = () =>
  firstIssueOnly(
    v.pipe(
      requiredString(),
      v.minLength(LAST_NAME_MIN_LENGTH, LAST_NAME_MIN_LENGTH_MESSAGE),
      v.transform(formatName),
    ),
  )

export const PREGNANCY_TYPES = ['simple', 'jumeaux', 'triplets', 'multiple'] as const
