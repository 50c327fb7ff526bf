// GET /organization/{organizationId}/service-requests/{serviceRequestId}/candidates: the practitioner
// picker's list — the structure's external midwives, ranked for the request by the domain (candidates.ts),
// each with their travel estimate and the domain's one-line explanation. Nobody eligible: the list still
// comes back, and the browser offers the external practitioners' page.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { rankServiceRequestCandidates } from './candidates.ts'
import type { CareRequestsServices } from './services.ts'
import { structureRequest } from './structure-request.ts'

const hundredths = (value: number) => Math.round(value * 100) / 100

export async function listServiceRequestCandidates(
  { request, params, application }: OperationContext<'listServiceRequestCandidates'>,
  services: CareRequestsServices,
): Promise<Reply<'listServiceRequestCandidates'>> {
  const { user } = await services.accounts.account(request)
  const found = await structureRequest(services, application, params, user.id)
  const ranked = await rankServiceRequestCandidates(services, application, found)
  return {
    status: 200,
    body: {
      candidates: ranked.map((entry, index) => ({
        practitioner: { id: entry.candidate.id, name: entry.candidate.name, userType: entry.userType },
        eligible: entry.eligible,
        travel: entry.travel && {
          km: hundredths(entry.travel.km),
          minutes: entry.travel.minutes,
          estimated: entry.travel.estimated,
        },
        explanation: entry.explanation,
        rank: index + 1,
      })),
    },
  }
}
