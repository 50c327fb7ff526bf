// GET /{practitionerType}/{practitionerId}/affiliate-patient?nir: 'Ajouter un patient', at the NIR's
// fifteenth character. Whether a patient holds the NIR and whether the list already follows them (a
// grant or a request); the patient's name only when a request can be sent, so that the practitioner
// knows whom they ask. Each answer tells whether someone is a patient, so a caller gets a few per
// window, not enough to sweep NIRs.
import { nirError, nirErrorMessage, normalizeNir } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { tooManyAttempts, validationFailed } from '../../core/errors.ts'
import { listOwner } from './list-owner.ts'
import type { PatientsServices } from './services.ts'

/** Look-ups per account and rate-limit window (15 minutes): a morning's new patients, not a sweep. */
export const AFFILIATION_CHECKS_PER_WINDOW = 30

export async function checkPatientAffiliation(
  { request, params, query, application }: OperationContext<'checkPatientAffiliation'>,
  services: PatientsServices,
): Promise<Reply<'checkPatientAffiliation'>> {
  const { config, rateLimiter, patients, policies } = services
  const { account, grantee } = await listOwner(request, params, application, services)
  const hit = await rateLimiter.hit(
    'patient-affiliation-check',
    account.user.id,
    AFFILIATION_CHECKS_PER_WINDOW,
    config.now(),
  )
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds)
  const nir = normalizeNir(query.nir)
  const error = nirError(nir)
  if (error) throw validationFailed([{ field: 'query.nir', message: nirErrorMessage(error) }])

  const patient = await patients.findByNir(application, nir)
  if (!patient) return { status: 200, body: { exists: false, affiliated: false } }
  const affiliated = (await policies.liveMedicalFilePolicy(patient.id, grantee)) !== undefined
  if (affiliated) return { status: 200, body: { exists: true, affiliated: true } }
  return {
    status: 200,
    body: { exists: true, affiliated: false, patient: { id: patient.id, name: patient.name } },
  }
}
