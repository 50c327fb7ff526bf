// The contract's `Session`: what every sign-in, refresh and session read answers.
import type { components } from '@relais/api-client/schema'
import type { Application } from '../../core/config.ts'
import type { AuthenticatedSession, SessionIdentifierType } from '../../core/sessions/session-service.ts'
import type { SessionRow } from '../../core/sessions/sessions-repository.ts'
import type { AccountRefusal } from '../admin/index.ts'
import type { AuthServices } from './services.ts'

type Session = components['schemas']['Session']
type IdentityProvider = components['schemas']['IdentityProvider']

export function sessionBody(
  row: SessionRow,
  hasAccount: boolean,
  token?: string,
  identityProvider?: IdentityProvider,
  refusal?: AccountRefusal,
): Session {
  const body: Session = {
    identifier: { type: row.identifier_type as SessionIdentifierType, value: row.identifier },
    hasAccount,
    application: row.application as Application,
    expiresAt: new Date(row.expires_at).toISOString(),
    idleExpiresAt: new Date(row.idle_expires_at).toISOString(),
  }
  if (token) body.token = token
  if (identityProvider) body.identityProvider = identityProvider
  if (refusal) body.refusal = { reason: refusal.reason, refusedAt: refusal.refusedAt.toISOString() }
  return body
}

/** Whether the session's identifier has an account (it may have been created after sign-in). */
export async function hasAccount(session: AuthenticatedSession, { accounts }: AuthServices) {
  return (
    session.row.user_id !== null ||
    (await accounts.store.findIdByIdentifier(
      session.row.application as Application,
      session.row.identifier_type as SessionIdentifierType,
      session.row.identifier,
    )) !== undefined
  )
}

/** The identity a provider (Pro Santé Connect) asserted for the session, shown as `identityProvider`. */
export async function identityOf(session: AuthenticatedSession, { psc }: AuthServices) {
  return (await psc.findIdentity(session.row.id))?.claims
}
