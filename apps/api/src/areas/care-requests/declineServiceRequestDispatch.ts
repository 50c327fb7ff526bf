// POST /service-requests/{serviceRequestId}/decline/{dispatchId}: the practitioner a request was sent to
// refuses it; they no longer read it, and the request stays as it is for the structure to send again
// (answer-dispatch.ts).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { answerDispatch } from './answer-dispatch.ts'
import type { CareRequestsServices } from './services.ts'

export async function declineServiceRequestDispatch(
  { request, params, application }: OperationContext<'declineServiceRequestDispatch'>,
  services: CareRequestsServices,
): Promise<Reply<'declineServiceRequestDispatch'>> {
  return {
    status: 200,
    body: await answerDispatch(services, { request, application, params, answer: 'decline' }),
  }
}
