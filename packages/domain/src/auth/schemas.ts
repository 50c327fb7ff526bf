import * as v from 'valibot'
import { isValidEmail, normalizeEmail } from '../identifiers/email.ts'
import { isValidPhone, normalizePhone, type CountryCode } from '../identifiers/phone.ts'
import {
  EMAIL_INVALID_MESSAGE,
  IDENTIFIER_TYPE_MESSAGE,
  OTP_FORMAT_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_MESSAGE,
  VAULT_CODE_FORMAT_MESSAGE,
} from './messages.ts'

/** A field shows one message at a time: stop at the first failing check of a pipe. */
export function firstIssueOnly<T extends v.GenericSchema>(schema: T): T {
  return v.config(schema, { abortPipeEarly: true }) as T
}

/**
 * `v.object` whose missing keys report the field's own message ('Ce champ est obligatoire', …) instead of
 * valibot's English "Invalid key": a form sends no key for a field the user never touched.
 */
export function formObject<const E extends v.ObjectEntries>(entries: E, fallback: string = REQUIRED_MESSAGE) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    const schema = typeof key === 'string' ? entries[key] : undefined
    const message = schema && 'message' in schema ? schema.message : undefined
    return typeof message === 'string' ? message : fallback
  })
}

export const OTP_LENGTH = 6
export const VAULT_CODE_LENGTH = 8
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

/** Exactly six digits; the screen submits as soon as the sixth is typed (`isOtpComplete`). */
export const otpSchema = firstIssueOnly(
  v.pipe(v.string(REQUIRED_MESSAGE), v.nonEmpty(REQUIRED_MESSAGE), v.regex(/^\d{6}$/, OTP_FORMAT_MESSAGE)),
)
export const otpFormSchema = formObject({ code: otpSchema })

/** Keeps only digits and caps at six, for an input that filters as the user types or pastes. */
export function sanitizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

export function isOtpComplete(value: string): boolean {
  return /^\d{6}$/.test(value)
}

/** Vault code: exactly 8 lower-case letters or digits (spec section 5). */
export const vaultCodeSchema = firstIssueOnly(
  v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^[a-z0-9]{8}$/, VAULT_CODE_FORMAT_MESSAGE),
  ),
)

export function isVaultCodeComplete(value: string): boolean {
  return /^[a-z0-9]{8}$/.test(value)
}
