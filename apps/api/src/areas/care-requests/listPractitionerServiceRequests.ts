// GET /midwife/service-requests: 'Mes prises en charge' — the requests sent to the caller and waiting
// for their answer, and those they perform, the newest first, each with the caller's own dispatches.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ownView } from './readers.ts'
import type { CareRequestsServices } from './services.ts'

export async function listPractitionerServiceRequests(
  { request, application }: OperationContext<'listPractitionerServiceRequests'>,
  { accounts, requests }: CareRequestsServices,
): Promise<Reply<'listPractitionerServiceRequests'>> {
  const { user } = await accounts.account(request)
  const mine = await requests.ofPractitioner(application, user.id)
  return { status: 200, body: { serviceRequests: mine.map((found) => ownView(found, user.id)) } }
}
