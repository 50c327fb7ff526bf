import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  isOtpComplete,
  loginIdentifierSchema,
  otpSchema,
  OTP_FORMAT_MESSAGE,
  OTP_LENGTH,
  sanitizeOtpInput,
  SIGN_IN_ERRORS,
  signInErrorOutcome,
  codeRequestLimitMessage,
  vaultErrorMessage,
  RATE_LIMIT_MESSAGES,
  conflictFieldErrors,
  SERVER_ERROR_TOAST,
} from './index.ts'

const messages = (result: { issues?: ReadonlyArray<{ message: string }> }) =>
  result.issues?.map((i) => i.message)

describe('loginIdentifierSchema', () => {
  const login = loginIdentifierSchema({ register: false })
  const register = loginIdentifierSchema({ register: true })

  it('normalises a valid email or phone', () => {
    expect(v.parse(login, { type: 'email', value: ' Jeanne@Example.fr ' })).toEqual({
      type: 'email',
      value: 'jeanne@example.fr',
    })
    expect(v.parse(login, { type: 'phone', value: '06.12.34.56.78' }).value).toBe('+33612345678')
    const ci = loginIdentifierSchema({ register: false, defaultCountry: 'CI' })
    expect(v.parse(ci, { type: 'phone', value: '07 07 12 34 56' }).value).toBe('+2250707123456')
  })

  it('gives the spec messages', () => {
    expect(messages(v.safeParse(login, { type: 'email', value: '  ' }))).toEqual(['Ce champ est obligatoire'])
    expect(messages(v.safeParse(login, { type: 'email', value: 'x@' }))).toEqual([
      "L'adresse email n'est pas valide",
    ])
    expect(messages(v.safeParse(login, { type: 'phone', value: '0612' }))).toEqual(['Numéro invalide'])
    expect(messages(v.safeParse(login, { type: 'fax', value: '0612' }))?.[0]).toMatch(/email/)
  })

  it('requires the terms only when registering', () => {
    expect(v.safeParse(login, { type: 'email', value: 'a@b.fr' }).success).toBe(true)
    expect(messages(v.safeParse(register, { type: 'email', value: 'a@b.fr' }))).toEqual([
      "Veuillez accepter les conditions générales d'utilisation",
    ])
    expect(
      messages(v.safeParse(register, { type: 'phone', value: '0612345678', acceptTerms: false })),
    ).toEqual(["Veuillez accepter les conditions générales d'utilisation"])
    expect(v.safeParse(register, { type: 'email', value: 'a@b.fr', acceptTerms: true }).success).toBe(true)
  })
})

describe('codes', () => {
  it('OTP: exactly six digits', () => {
    expect(OTP_LENGTH).toBe(6)
    expect(OTP_FORMAT_MESSAGE).toBe('Le code doit contenir 6 chiffres')
    expect(v.safeParse(otpSchema, '123456').success).toBe(true)
    expect(v.safeParse(otpSchema, '12345').success).toBe(false)
    expect(v.safeParse(otpSchema, '12345a').success).toBe(false)
    expect(v.safeParse(otpSchema, '1234567').success).toBe(false)
    expect(messages(v.safeParse(otpSchema, ''))).toEqual(['Ce champ est obligatoire'])
    expect(sanitizeOtpInput(' 12-34 567')).toBe('123456')
    expect(isOtpComplete('123456')).toBe(true)
    expect(isOtpComplete('12345')).toBe(false)
  })
})

describe('errors', () => {
  it('maps sign-in failures to what the screen does', () => {
    expect(signInErrorOutcome({ status: 404 })).toEqual({ action: 'new-user' })
    expect(signInErrorOutcome({ status: 400, code: 'OTP_INCORRECT' })).toEqual({
      action: 'stay',
      message: 'Code incorrect',
    })
    expect(signInErrorOutcome({ code: 'OTP_EXPIRED' })).toEqual({ action: 'stay', message: 'Code incorrect' })
    expect(signInErrorOutcome({ code: 'TOO_MANY_ATTEMPTS' })).toEqual({
      action: 'restart',
      message: 'Vous avez fait trop de tentatives. Merci de réessayer plus tard.',
    })
    expect(signInErrorOutcome({ status: 429 }).action).toBe('restart')
    // The address's ceiling did not try the code: the screen keeps its step, and blames the network.
    expect(signInErrorOutcome({ status: 429, code: 'TOO_MANY_REQUESTS_FROM_ADDRESS' })).toEqual({
      action: 'stay',
      message: 'Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.',
    })
    expect(signInErrorOutcome({ status: 500, message: 'Boom' })).toEqual({ action: 'stay', message: 'Boom' })
    expect(signInErrorOutcome({ status: 500 })).toEqual({ action: 'stay', message: SIGN_IN_ERRORS.generic })
    expect(SIGN_IN_ERRORS.generic).toBe('Oops! Something went wrong.')
    expect(SERVER_ERROR_TOAST.title).toBe('Une erreur est survenue')
  })
  it("words a refused code request by which limit refused it: the network's or the identifier's", () => {
    expect(codeRequestLimitMessage({ code: 'TOO_MANY_REQUESTS_FROM_ADDRESS' })).toBe(
      'Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.',
    )
    expect(codeRequestLimitMessage({ code: 'TOO_MANY_ATTEMPTS' })).toBe(
      'Vous avez fait trop de tentatives. Merci de réessayer plus tard.',
    )
    // A 429 without a code (an older API, a proxy) keeps the identifier's wording.
    expect(codeRequestLimitMessage({})).toBe(SIGN_IN_ERRORS.tooManyAttempts)
  })
  it('maps vault errors', () => {
    expect(vaultErrorMessage('Invalid challenge')).toBe('Code invalide')
    expect(vaultErrorMessage('Nope')).toBe('Erreur inconnue: Nope')
    // A rate limit says what it is, not "unknown".
    expect(vaultErrorMessage(RATE_LIMIT_MESSAGES.fromAddress)).toBe(
      'Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.',
    )
    expect(vaultErrorMessage(RATE_LIMIT_MESSAGES.tooManyAttempts)).toBe(
      'Trop de tentatives. Merci de réessayer plus tard.',
    )
  })
})

describe('conflicts', () => {
  it('maps 409 flags to fields', () => {
    expect(conflictFieldErrors({ emailExists: true, nirExists: true })).toEqual({
      email: 'Cet email est déjà associé à un compte existant',
      nir: 'Ce numéro de sécurité sociale est déjà associé à un compte existant',
    })
    expect(conflictFieldErrors({ phoneExists: true })).toEqual({
      phoneNumber: 'Ce numéro de téléphone est déjà associé à un compte existant',
    })
    expect(conflictFieldErrors({})).toEqual({})
  })
})
