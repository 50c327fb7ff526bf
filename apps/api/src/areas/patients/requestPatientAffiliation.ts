// POST /{practitionerType}/{practitionerId}/affiliate-patient/{patientId}: 'Envoyer une demande'. A
// pending medical-file request from the list's owner, which the patient answers from the notification
// it sends them or in 'Mes données'. One live policy per patient and list: asking again is a 409.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound } from '../../core/errors.ts'
import type { AccessPolicy } from '../access-policies/index.ts'
import { listOwner } from './list-owner.ts'
import type { PatientsServices } from './services.ts'

/** The 409 for a list that already follows the patient (a grant) or waits for their answer. */
function alreadyAsked(live: AccessPolicy | undefined) {
  const message =
    live?.status === 'ACCEPTED'
      ? 'Ce patient est déjà affilié'
      : "Une demande d'accès est déjà en attente de réponse"
  return apiError(409, 'CONFLICT', message)
}

export async function requestPatientAffiliation(
  { request, params, application }: OperationContext<'requestPatientAffiliation'>,
  services: PatientsServices,
): Promise<Reply<'requestPatientAffiliation'>> {
  const { config, patients, policies, notifications } = services
  const { account, grantee, requester } = await listOwner(request, params, application, services)
  const patient = await patients.find(application, params.patientId as string)
  if (!patient) throw notFound('Patient introuvable')
  const live = await policies.liveMedicalFilePolicy(patient.id, grantee)
  if (live) throw alreadyAsked(live)

  const policy = await policies.create({
    application,
    resource: 'medical-file',
    holderUserId: patient.id,
    resourceId: patient.id,
    grantee,
    requestedBy: account.user.id,
    status: 'PENDING',
    now: config.now(),
  })
  // Two requests raced: the unique index of live policies let one through.
  if (!policy) throw alreadyAsked(await policies.liveMedicalFilePolicy(patient.id, grantee))
  try {
    await notifications.send({
      application,
      userId: patient.id,
      template: 'access-request',
      content: `${requester} demande l'accès à votre dossier médical`,
      payload: { accessPolicyId: policy.id },
    })
  } catch (error) {
    // The request stands: the patient also finds it in 'Mes données'.
    request.log(['warn', 'notification'], { err: error instanceof Error ? error.name : 'unknown' })
  }
  return { status: 201, body: policy }
}
