// POST /admin/administrators: grants an account of the application, by email; written to
// `administrator_audit`.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, validationFailed } from '../../core/errors.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import { actorOf, toAdministrator } from './answers.ts'
import type { AdminServices } from './services.ts'

export async function grantAdministrator(
  { request, body, application }: OperationContext<'grantAdministrator'>,
  { config, accounts, administrators }: AdminServices,
): Promise<Reply<'grantAdministrator'>> {
  const admin = await accounts.admin(request)
  const typed = body.email.trim()
  if (!typed) throw validationFailed([{ field: 'body.email', message: 'Veuillez entrer une adresse email' }])
  const email = normaliseIdentifier('email', typed)
  if (!email.ok) throw validationFailed([{ field: 'body.email', message: email.message }])
  const targetId = await accounts.store.findIdByIdentifier(application, 'email', email.value)
  const target = targetId ? await accounts.store.findById(targetId) : undefined
  if (!target) throw notFound('Aucun compte avec cet email dans cette application')
  const now = config.now()
  const granted = await administrators.grant({
    application,
    target: { id: target.id, username: email.value },
    actor: actorOf(admin),
    now,
  })
  if (!granted) {
    throw apiError(409, 'CONFLICT', 'Cet administrateur existe déjà', {
      fieldErrors: [{ field: 'body.email', message: 'Cet administrateur existe déjà' }],
    })
  }
  const created = (await administrators.list(application)).find((a) => a.userId === target.id)
  if (!created) throw new Error('granted administrator vanished')
  return { status: 201, body: toAdministrator(created) }
}
