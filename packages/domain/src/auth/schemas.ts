import * as v from 'valibot'
import { isValidEmail, normalizeEmail } from '../identifiers/email.ts'
import { isValidPhone, normalizePhone, type CountryCode } from '../identifiers/phone.ts'
import {
  EMAIL_INVALID_MESSAGE,
  IDENTIFIER_TYPE_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_MESSAGE,
} from './messages.ts'
import { firstIssueOnly, formObject } from '../shared/schemas.ts'

export const IDENTIFIER_TYPES = ['email', 'phone'] as const

/** A required email, output trimmed and lower-cased. */
export function emailField(message: string = EMAIL_INVALID_MESSAGE) {
  return firstIssueOnly(
    v.pipe(
      v.string(REQUIRED_MESSAGE),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.check(isValidEmail, message),
      v.transform(normalizeEmail),
    ),
  )
}

/** A required phone number, output in E.164 (the stored form). */
export function phoneField(defaultCountry: CountryCode = 'FR') {
  return firstIssueOnly(
    v.pipe(
      v.string(REQUIRED_MESSAGE),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.check((value) => isValidPhone(value, defaultCountry), PHONE_INVALID_MESSAGE),
      v.transform((value) => normalizePhone(value, defaultCountry)!),
    ),
  )
}

export interface LoginIdentifierOptions {
  /** Registration variants show the terms checkbox, which must then be ticked. */
  register: boolean
  defaultCountry?: CountryCode
}

/**
 * Step 1 of /login: `{ type, value, acceptTerms? }`. The output carries the normalised value
 * (lower-cased email or E.164 phone), ready for the API.
 */
export function loginIdentifierSchema({ register, defaultCountry = 'FR' }: LoginIdentifierOptions) {
  // The default makes valibot run the check when the key is absent, so the terms message shows.
  const acceptTerms = register
    ? v.pipe(
        v.optional(v.boolean(), false),
        v.check((accepted) => accepted === true, TERMS_MESSAGE),
      )
    : v.optional(v.boolean())
  return v.variant(
    'type',
    [
      formObject({ type: v.literal('email'), value: emailField(), acceptTerms }),
      formObject({ type: v.literal('phone'), value: phoneField(defaultCountry), acceptTerms }),
    ],
    IDENTIFIER_TYPE_MESSAGE,
  )
}
export type LoginIdentifierInput = v.InferInput<ReturnType<typeof loginIdentifierSchema>>
export type LoginIdentifierOutput = v.InferOutput<ReturnType<typeof loginIdentifierSchema>>
