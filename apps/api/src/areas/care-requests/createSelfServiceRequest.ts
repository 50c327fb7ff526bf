// POST /service-requests: a patient asks for a nurse at home for herself (mobility). Her reason arrives
// encrypted in the browser; the request waits, `ACTIVE` with no performer, until the dispatch centre
// assigns a nurse. One open request at a time: another while one is waiting or under way is a 409.
import { modeCapabilities } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { isUniqueViolation } from '../../core/database/database.ts'
import { apiError, notFound } from '../../core/errors.ts'
import type { CareRequestsServices } from './services.ts'

const ALREADY_OPEN = 'Vous avez déjà une demande en cours'

export async function createSelfServiceRequest(
  { request, body, application }: OperationContext<'createSelfServiceRequest'>,
  { accounts, config, requests }: CareRequestsServices,
): Promise<Reply<'createSelfServiceRequest'>> {
  if (!modeCapabilities(application).patientRequestsHomeVisits) throw notFound()
  const { user } = await accounts.account(request)
  if (await requests.hasOpenRequestOfHerOwn(application, user.id)) {
    throw apiError(409, 'CONFLICT', ALREADY_OPEN)
  }
  const id = await requests
    .insert({
      application,
      status: 'ACTIVE',
      requestTypes: [],
      requestDate: body.requestDate,
      patientId: user.id,
      requesterUserId: user.id,
      requesterOrganizationId: null,
      location: body.location,
      form: body.form,
      now: config.now(),
    })
    .catch((error: unknown) => {
      // Two of her devices at once: the database keeps one.
      if (isUniqueViolation(error)) throw apiError(409, 'CONFLICT', ALREADY_OPEN)
      throw error
    })
  const created = await requests.byId(application, id)
  if (!created) throw new Error('A care request just made cannot be read')
  return { status: 201, body: created }
}
