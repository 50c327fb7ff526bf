// Which profile /new-user opens (spec section 4, "New-user type"): the professional identity of the
// session first (Pro Santé Connect), then the type chosen on a /register variant, else the mode's
// default — patient, or the picker in dispatch, which has no patients. A type this mode does not offer
// never opens a form.
import { registrationUserTypes, type Application, type UserType } from '@relais/domain'
import type { ChosenType } from './storage.ts'

export function defaultNewUserType(application: Application): ChosenType {
  return application === 'dispatch' ? 'select' : 'patient'
}

export function resolveNewUserType(input: {
  application: Application
  providerType?: UserType | null
  storedType?: ChosenType | null
}): ChosenType {
  const offered = registrationUserTypes(input.application)
  if (input.providerType && offered.includes(input.providerType)) return input.providerType
  if (input.storedType === 'select') return 'select'
  if (input.storedType && offered.includes(input.storedType)) return input.storedType
  return defaultNewUserType(input.application)
}
