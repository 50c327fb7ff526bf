// POST /{practitionerType}/{practitionerId}/affiliate-patient/new: the last step of 'Ajouter un
// patient'. Checks the identity with the wizard's own schema (the domain's add-patient rules), answers
// a taken email, phone or NIR as registration does, then creates the active patient account, its
// encrypted intake and the list owner's accepted grant in one transaction: no patient is left that
// nobody follows, and no grant without its patient.
import { patientPersonalInfoSchema } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { isUniqueViolation } from '../../core/database/database.ts'
import { tooManyAttempts, validationFailed } from '../../core/errors.ts'
import { conflictOrTooMany, FieldErrors, hasConflict, todayInFrance, under } from '../accounts/index.ts'
import { listOwner } from './list-owner.ts'
import type { PatientsServices } from './services.ts'

/** Creations per account and rate-limit window (15 minutes): each is a wizard of two steps. */
const CREATIONS_PER_WINDOW = 20

/** Where each taken identifier's message goes: the wizard's first step's fields. */
const CONFLICT_FIELDS = {
  emailExists: 'body.email',
  phoneExists: 'body.phoneNumber',
  nirExists: 'body.nir',
}

/** The patient signs in later with the email or the phone given: an account needs one of them. */
const CONTACT_NEEDED_MESSAGE = 'Renseignez un email ou un numéro de téléphone'

export async function createPatient(
  { request, params, body, application }: OperationContext<'createPatient'>,
  services: PatientsServices,
): Promise<Reply<'createPatient'>> {
  const { config, rateLimiter, registration, patients } = services
  const { account, grantee } = await listOwner(request, params, application, services)
  const now = config.now()
  const hit = await rateLimiter.hit('patient-creation', account.user.id, CREATIONS_PER_WINDOW, now)
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds)

  const errors = new FieldErrors()
  const person = errors.parse(
    patientPersonalInfoSchema({ today: todayInFrance(now), contactOptional: true }),
    {
      firstName: body.firstName,
      lastName: body.lastName,
      birthDate: body.birthDate,
      gender: body.gender,
      phoneNumber: body.phoneNumber,
      email: body.email,
      nir: body.nir,
      address: body.address,
    },
    under('body'),
  )
  if (person && !person.email && !person.phoneNumber) {
    errors.add('body.email', CONTACT_NEEDED_MESSAGE)
    errors.add('body.phoneNumber', CONTACT_NEEDED_MESSAGE)
  }
  if (!person || !errors.empty) throw validationFailed(errors.list)

  const identifiers = {
    application,
    email: person.email ?? null,
    phone: person.phoneNumber ?? null,
    nir: person.nir ?? null,
  }
  const conflicts = await registration.users.findConflicts(identifiers)
  if (hasConflict(conflicts)) await conflictOrTooMany(request, conflicts, CONFLICT_FIELDS, registration)

  let patientId: string
  try {
    patientId = await services.transaction(async (tx) => {
      const id = await tx.patients.create({
        ...identifiers,
        givenName: person.firstName,
        familyName: person.lastName,
        gender: person.gender,
        birthDate: person.birthDate,
        address: person.address,
        languages: body.languages ?? ['fr'],
        ...(body.intake ? { intake: body.intake } : {}),
        authorUserId: account.user.id,
        now,
      })
      // The patient sees this grant in 'Mes données' and may revoke it there.
      const grant = await tx.policies.create({
        application,
        resource: 'medical-file',
        holderUserId: id,
        resourceId: id,
        grantee,
        requestedBy: account.user.id,
        status: 'ACCEPTED',
        now,
      })
      // A new account has no policy yet: a refusal here is a bug, and rolls the patient back.
      if (!grant) throw new Error('the new patient already had a policy')
      return id
    })
  } catch (error) {
    // Another account took the email or phone meanwhile: the unique index decided.
    if (!isUniqueViolation(error)) throw error
    const raced = await registration.users.findConflicts(identifiers)
    return conflictOrTooMany(
      request,
      hasConflict(raced) ? raced : { emailExists: true },
      CONFLICT_FIELDS,
      registration,
    )
  }
  const patient = await patients.find(application, patientId)
  if (!patient) throw new Error('created patient vanished')
  return { status: 201, body: patient }
}
