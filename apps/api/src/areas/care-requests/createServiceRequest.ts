// POST /organization/{organizationId}/service-requests: the structure's wizard sends a new care request
// for one of its patients, its answers encrypted in the browser. The caller must belong to the
// structure (404 otherwise, as for no structure); the patient must be one whose file the structure
// holds an accepted grant on (a 400 at the field otherwise, the same whether or not she exists). The
// documents it names are taken with it, or the request is not made. A structure's request is a draft
// until it is dispatched.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound, ruleBroken } from '../../core/errors.ts'
import { UnknownAttachmentError } from './service-requests-repository.ts'
import type { CareRequestsServices } from './services.ts'

const NOT_THE_STRUCTURES_PATIENT = 'Ce patient ne fait pas partie des patients de la structure'
const UNKNOWN_ATTACHMENT = "Un des documents n'a pas été envoyé pour cette demande : envoyez-le à nouveau"

export async function createServiceRequest(
  { request, params, body, application }: OperationContext<'createServiceRequest'>,
  { accounts, config, organizations, policies, requests }: CareRequestsServices,
): Promise<Reply<'createServiceRequest'>> {
  const { user } = await accounts.account(request)
  const organizationId = (params.organizationId as string).toLowerCase()
  if (!(await organizations.isMember(application, organizationId, user.id))) {
    throw notFound('Structure introuvable')
  }
  const now = config.now()
  const patientId = body.patientId.toLowerCase()
  if (!(await policies.organizationHoldsMedicalFile(application, organizationId, patientId, now))) {
    throw ruleBroken([{ field: 'body.patientId', message: NOT_THE_STRUCTURES_PATIENT }])
  }
  const id = await requests
    .insert({
      application,
      status: 'DRAFT',
      requestTypes: body.requestTypes,
      requestDate: body.requestDate,
      patientId,
      requesterUserId: user.id,
      requesterOrganizationId: organizationId,
      location: body.location,
      form: body.form,
      attachmentIds: (body.attachmentIds ?? []).map((attachmentId) => attachmentId.toLowerCase()),
      now,
    })
    .catch((error: unknown) => {
      if (!(error instanceof UnknownAttachmentError)) throw error
      throw ruleBroken([{ field: 'body.attachmentIds', message: UNKNOWN_ATTACHMENT }])
    })
  const created = await requests.byId(application, id)
  if (!created) throw new Error('A care request just made cannot be read')
  return { status: 201, body: created }
}
