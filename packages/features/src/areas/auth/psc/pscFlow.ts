// Pro Santé Connect from the app's side: the full-page trip to the API's authorize endpoint, and the
// French messages for the errors the API's callback reports as `?error=`.
import type { AppConfig } from '../../../core/config/AppConfig.tsx'

/** Where the login page's button goes: the API starts the sign-in and comes back to this app. */
export function pscAuthorizeUrl(config: Pick<AppConfig, 'apiUrl' | 'application'>, appOrigin: string) {
  const url = new URL('/auth/psc/authorize', config.apiUrl)
  url.searchParams.set('application', config.application)
  url.searchParams.set('returnTo', appOrigin)
  return url.href
}

const PSC_ERROR_MESSAGES = {
  access_denied: 'La connexion avec Pro Santé Connect a été annulée.',
  failed: 'La connexion avec Pro Santé Connect a échoué. Merci de réessayer.',
} as const

export function pscErrorMessage(code: string | null): string {
  return code === 'access_denied' ? PSC_ERROR_MESSAGES.access_denied : PSC_ERROR_MESSAGES.failed
}

/** What /oauth/psc hands to the login page when sign-in did not complete. */
export interface LoginLocationState {
  pscError?: string
}
