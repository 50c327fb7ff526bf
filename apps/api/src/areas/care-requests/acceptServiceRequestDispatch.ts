// POST /service-requests/{serviceRequestId}/accept/{dispatchId}: the practitioner a request was sent to
// takes it: its performer, the request `ACTIVE`, the other dispatches withdrawn, the structure told
// (answer-dispatch.ts).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { answerDispatch } from './answer-dispatch.ts'
import type { CareRequestsServices } from './services.ts'

export async function acceptServiceRequestDispatch(
  { request, params, application }: OperationContext<'acceptServiceRequestDispatch'>,
  services: CareRequestsServices,
): Promise<Reply<'acceptServiceRequestDispatch'>> {
  return {
    status: 200,
    body: await answerDispatch(services, { request, application, params, answer: 'accept' }),
  }
}
