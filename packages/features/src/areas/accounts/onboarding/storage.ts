// What onboarding keeps in the browser between the register page, the sign-in and /new-user.
//
// Both live in sessionStorage, not localStorage: the draft holds health data (NIR, antecedents,
// treatments, allergies) in clear, so it must not outlive the tab that typed it. A reload keeps it,
// closing the tab drops it, and success or logout removes it at once. The chosen type follows the same
// rule so that a shared computer never starts someone else's registration with a stale type.
import { isUserType, type NewUserType, type UserType } from '@relais/domain'
import { storageKey, type AppConfig } from '../../../core/config/AppConfig.tsx'

type Application = Pick<AppConfig, 'application'>
export type ChosenType = NewUserType

export function chosenTypeKey(config: Application) {
  return storageKey(config, 'new-user-type')
}
export function draftKey(config: Application) {
  return storageKey(config, 'new-user')
}

export function readChosenType(config: Application): ChosenType | null {
  try {
    const value = sessionStorage.getItem(chosenTypeKey(config))
    return value === 'select' || isUserType(value) ? value : null
  } catch {
    return null
  }
}

export function storeChosenType(config: Application, type: ChosenType | null) {
  if (type) sessionStorage.setItem(chosenTypeKey(config), type)
  else sessionStorage.removeItem(chosenTypeKey(config))
}

/** The wizard in progress: its type, the step shown and every value typed, by step. */
export interface RegistrationDraft {
  userType: UserType
  step: number
  values: Record<string, Record<string, unknown>>
}

export function readDraft(config: Application, userType: UserType): RegistrationDraft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(config))
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<RegistrationDraft>
    if (draft.userType !== userType || typeof draft.step !== 'number' || typeof draft.values !== 'object') {
      return null
    }
    return draft as RegistrationDraft
  } catch {
    return null
  }
}

export function writeDraft(config: Application, draft: RegistrationDraft) {
  try {
    sessionStorage.setItem(draftKey(config), JSON.stringify(draft))
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}

/** Removes the draft and the chosen type: after success, on logout or when the user leaves. */
export function clearOnboarding(config: Application) {
  sessionStorage.removeItem(draftKey(config))
  sessionStorage.removeItem(chosenTypeKey(config))
}
