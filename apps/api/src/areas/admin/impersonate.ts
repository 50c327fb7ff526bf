// POST /auth/impersonate: an administrator acts through another account of the same application (never
// an administrator's); the session keeps its token, and the start is written to `impersonation_audit`.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { forbidden, notFound, validationFailed } from '../../core/errors.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import { actorOf } from './answers.ts'
import type { AdminServices } from './services.ts'

export async function impersonate(
  { request, body, application }: OperationContext<'impersonate'>,
  { config, accounts, impersonations }: AdminServices,
): Promise<Reply<'impersonate'>> {
  const admin = await accounts.admin(request)
  const email = normaliseIdentifier('email', body.email)
  if (!email.ok) throw validationFailed([{ field: 'body.email', message: email.message }])
  if (email.value === admin.user.email) {
    throw validationFailed([
      { field: 'body.email', message: 'Vous ne pouvez pas emprunter votre propre identité' },
    ])
  }
  const targetId = await accounts.store.findIdByIdentifier(application, 'email', email.value)
  const target = targetId ? await accounts.store.findById(targetId) : undefined
  if (!target) throw notFound('Aucun compte avec cet email dans cette application')
  // An administrator's session holds more than its own data: acting through it would hand over
  // the grants and the reviews, so administrators are never impersonated.
  if (target.isAdmin) throw forbidden("Impossible d'emprunter l'identité d'un administrateur")
  const { row } = admin.session
  await impersonations.start({
    application,
    sessionId: row.id,
    actor: actorOf(admin),
    target: { id: target.id, username: email.value, identifierType: 'email' },
    returnTo: { type: row.identifier_type, identifier: row.identifier },
    now: config.now(),
  })
  // The request still holds the session as it was: describe the account it now acts as.
  const impersonation = await impersonations.find(row.id)
  return {
    status: 200,
    body: accounts.toUser({
      session: admin.session,
      user: target,
      ...(impersonation ? { impersonation } : {}),
    }),
  }
}
