// GET /service-requests/self-requested: the requests a patient made for herself, the newest first; her
// dashboard follows the newest open one.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { CareRequestsServices } from './services.ts'

export async function listSelfServiceRequests(
  { request, application }: OperationContext<'listSelfServiceRequests'>,
  { accounts, requests }: CareRequestsServices,
): Promise<Reply<'listSelfServiceRequests'>> {
  const { user } = await accounts.account(request)
  return { status: 200, body: { serviceRequests: await requests.ofPatientHerself(application, user.id) } }
}
