// Where a provider sends the browser back: the app's callback route, on the origin of the app the call
// came from (an origin of APP_ORIGINS), else on the application's own origin (APP_ORIGINS names one per
// application, in their order). A provider never sends anyone to an origin outside that list.
import type { Request } from '@hapi/hapi'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import type { IntegrationType } from './providers.ts'

export function callbackUrl(
  request: Request,
  appOrigins: readonly string[],
  application: Application,
  type: IntegrationType,
): string {
  const origins = appOrigins.map((origin) => origin.replace(/\/+$/, ''))
  const caller: unknown = request.headers.origin
  const origin =
    typeof caller === 'string' && origins.includes(caller)
      ? caller
      : origins.length === APPLICATIONS.length
        ? origins[APPLICATIONS.indexOf(application)]
        : undefined
  // A configuration error, not the caller's: the answer is a 500.
  if (!origin) throw new Error(`APP_ORIGINS names no origin for ${application}`)
  return `${origin}/app/user/settings/integrations/${type}`
}
