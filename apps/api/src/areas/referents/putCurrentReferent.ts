// PUT /user/current/referent: the patient names her health referent, with registration's rules (the
// domain's referent schema). Naming a registered practitioner is her consent to their reading her
// medical file, so they get an accepted grant when they hold none: a new one, recorded as the patient's
// own request and approval (the decisions' log then says she decided), or their pending request
// approved. The referent and the grant are written in one transaction. The practitioner is not
// notified: the only answer notification says "your request was accepted", which they did not make.
import { referentSchema } from '@relais/domain'
import { noImpersonation } from '../../core/access/access.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { forbidden, validationFailed } from '../../core/errors.ts'
import { FieldErrors, under } from '../accounts/index.ts'
import type { ReferentsServices } from './services.ts'

type Transaction = Parameters<Parameters<ReferentsServices['transaction']>[0]>[0]

/** Another request's policy for the same practitioner landed between the check and the insert. */
class RacedPolicy extends Error {}

export async function putCurrentReferent(
  { request, body, application }: OperationContext<'putCurrentReferent'>,
  services: ReferentsServices,
): Promise<Reply<'putCurrentReferent'>> {
  const account = await services.accounts.account(request)
  if (account.user.userType !== 'patient') throw forbidden('Réservé aux patients')
  if (account.impersonation) throw noImpersonation()
  const errors = new FieldErrors()
  const referent = errors.parse(referentSchema, body.referent, under('body.referent'))
  if (!referent) throw validationFailed(errors.list)

  const patientId = account.user.id
  const stored = { supervisorType: body.supervisorType, referent }
  const now = services.config.now()
  const write = () =>
    services.transaction(async (tx) => {
      // First: the profile's row lock makes the patient's own concurrent changes wait for this one.
      await tx.referents.save(patientId, stored, now)
      const practitioner = await tx.referents.practitionerByRpps(application, referent.rpps)
      const grantCreated = practitioner
        ? await offerMedicalFile(tx, application, patientId, practitioner.id, now)
        : false
      return { practitioner, grantCreated }
    })
  let written: Awaited<ReturnType<typeof write>>
  try {
    written = await write()
  } catch (error) {
    if (!(error instanceof RacedPolicy)) throw error
    // The policy that won is there now: the second run approves or keeps it.
    written = await write()
  }
  return { status: 200, body: { ...stored, ...written } }
}

/** Gives `practitionerId` an accepted grant on the patient's file; whether they gained one. */
async function offerMedicalFile(
  tx: Transaction,
  application: string,
  patientId: string,
  practitionerId: string,
  now: Date,
): Promise<boolean> {
  const live = await tx.policies.liveMedicalFilePolicy(patientId, { userId: practitionerId })
  if (live?.status === 'PENDING') {
    const approved = await tx.policies.answer(application, live.id, patientId, 'approve', now)
    return typeof approved === 'object'
  }
  // Already in force, or offered and awaiting the practitioner's own answer.
  if (live) return false
  const asked = await tx.policies.create({
    application,
    resource: 'medical-file',
    holderUserId: patientId,
    resourceId: patientId,
    grantee: { userId: practitionerId },
    requestedBy: patientId,
    status: 'PENDING',
    now,
  })
  // The refused insert has aborted the transaction (PostgreSQL): only a fresh one can go on.
  if (!asked) throw new RacedPolicy()
  const approved = await tx.policies.answer(application, asked.id, patientId, 'approve', now)
  if (typeof approved !== 'object')
    throw new Error('a request made in this transaction could not be approved')
  return true
}
