// A practitioner's answer to a request sent to them (accept or decline), for the dispatch's practitioner
// only: anyone else, another request's dispatch or an unknown one gets 404, as for no dispatch. A
// dispatch answered or withdrawn before: 409, saying why. Accepting tells the structure's account and
// members who took their request.
import { formatDate } from '@relais/domain'
import type { Request } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import { apiError, notFound } from '../../core/errors.ts'
import type { Application } from '../../core/config.ts'
import { ownView } from './readers.ts'
import type { CareRequestsServices } from './services.ts'

type DispatchStatus = components['schemas']['ServiceRequestDispatchStatus']

/** A request someone took: it is no longer sent, nor answered. */
export const ALREADY_TAKEN = 'Cette demande a déjà été prise en charge'

const ANSWERED: Record<DispatchStatus, string> = {
  PENDING: ALREADY_TAKEN,
  ACCEPTED: 'Vous avez déjà accepté cette demande',
  DECLINED: 'Vous avez déjà refusé cette demande',
  WITHDRAWN: ALREADY_TAKEN,
}

export async function answerDispatch(
  services: CareRequestsServices,
  input: {
    request: Request
    application: Application
    params: Record<string, string>
    answer: 'accept' | 'decline'
  },
): Promise<components['schemas']['ServiceRequest']> {
  const { accounts, config, dispatches, organizations, requests, notifications } = services
  const { application } = input
  const { user } = await accounts.account(input.request)
  const outcome = await dispatches.answer({
    application,
    serviceRequestId: (input.params.serviceRequestId as string).toLowerCase(),
    dispatchId: (input.params.dispatchId as string).toLowerCase(),
    practitionerId: user.id,
    answer: input.answer,
    now: config.now(),
  })
  if (outcome.outcome === 'missing') throw notFound('Demande introuvable')
  if (outcome.outcome === 'answered') throw apiError(409, 'CONFLICT', ANSWERED[outcome.status])

  const answered = await requests.byId(application, (input.params.serviceRequestId as string).toLowerCase())
  if (!answered) throw notFound('Demande introuvable')
  if (input.answer === 'accept' && outcome.organizationId) {
    // Names the practitioner and a date, never the patient nor anything of the form.
    const content = `${answered.performer?.name ?? 'Un praticien'} a accepté la demande de prise en charge du ${formatDate(answered.requestDate)}.`
    const members = await organizations.members(outcome.organizationId)
    for (const member of members) {
      if (member.userId === user.id) continue
      await notifications.send({
        application,
        userId: member.userId,
        template: 'service-request',
        content,
        payload: { serviceRequestId: answered.id, organizationId: outcome.organizationId },
      })
    }
  }
  return ownView(answered, user.id)
}
