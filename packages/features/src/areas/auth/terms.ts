// The terms of use accepted on /register (its checkbox) before a code is sent. /new-user reads the flag
// and asks again in a dialog when it is absent (e.g. a sign-in through /login or Pro Santé Connect);
// a successful registration removes it. Kept for the tab only, like the sign-in step itself.
import { storageKey, type AppConfig } from '../../core/config/AppConfig.tsx'

type Application = Pick<AppConfig, 'application'>

export function termsAcceptedKey(config: Application) {
  return storageKey(config, 'terms-accepted')
}

export function hasAcceptedTerms(config: Application): boolean {
  try {
    return sessionStorage.getItem(termsAcceptedKey(config)) === 'true'
  } catch {
    return false
  }
}

export function markTermsAccepted(config: Application) {
  sessionStorage.setItem(termsAcceptedKey(config), 'true')
}

export function forgetTermsAccepted(config: Application) {
  sessionStorage.removeItem(termsAcceptedKey(config))
}
