// POST /dev/demo-session (LOCAL/DEV only): the demo drawer's sign-in as a seeded demo account, found by
// its fixed key even after its user changed its email or phone.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import { DEMO_ACCOUNTS, findDemoAccount } from '../accounts/index.ts'
import type { AuthServices } from './services.ts'
import { sessionBody } from './session-body.ts'

export async function createDemoSession(
  { request, body, h, application }: OperationContext<'createDemoSession'>,
  { db, accounts, sessions }: AuthServices,
): Promise<Reply<'createDemoSession'>> {
  const wanted = body.username.trim().toLowerCase()
  const phone = normaliseIdentifier('phone', body.username)
  const demo = DEMO_ACCOUNTS.find(
    (a) => a.application === application && (a.email === wanted || (phone.ok && a.phone === phone.value)),
  )
  const userId = demo ? await findDemoAccount(db, demo) : undefined
  const user = userId ? await accounts.store.findById(userId) : undefined
  if (!demo || !user) throw notFound("Ce compte de démonstration n'existe pas dans cette application")
  if (request.app.session) await sessions.revoke(request.app.session)
  // Identified by what the account holds now: its user may have changed the demo's email.
  const identifier = user.email
    ? { type: 'email' as const, identifier: user.email }
    : { type: 'phone' as const, identifier: user.phone ?? '' }
  const opened = await sessions.open({ application, ...identifier, userId: user.id })
  const headerTransport = body.tokenTransport === 'header'
  if (!headerTransport) sessions.setCookie(h, application, opened.token)
  return {
    status: 200,
    body: sessionBody(opened.row, true, headerTransport ? opened.token : undefined),
  }
}
