// What every step needs besides its values: the mode and the identifier the session signed in with,
// which is locked in the form (the API forces it anyway).
import { createContext, useContext } from 'react'
import type { Application } from '@relais/domain'

export interface OnboardingContextValue {
  application: Application
  /** Set when the session signed in with this email: the field is prefilled and read-only. */
  lockedEmail?: string
  /** Set when the session signed in with this phone number (E.164). */
  lockedPhone?: string
}

export const OnboardingContext = createContext<OnboardingContextValue>({ application: 'perinatal' })

export function useOnboarding() {
  return useContext(OnboardingContext)
}
