// POST /patient/{patientId}/consultation-reports: a midwife records a consultation she gave, after the
// fact. She holds the patient's medical-file grant (404 otherwise, as for no patient); its times follow
// the domain's rules for a new report, the same her form applies, each fault on its field. It becomes a
// fulfilled appointment in the perinatal category with her as its midwife: it took place, so it books
// no slot and is not checked against her hours. Its description arrives encrypted, as an appointment's.
// The appointment and the patient's access log are written in one transaction.
import { recordedReportSchema } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound, ruleBroken } from '../../core/errors.ts'
import { FieldErrors, under } from '../accounts/index.ts'
import type { ReportsServices } from './services.ts'

/** A `date-time` the contract let through, as an instant; what is absent stays absent. */
const instant = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value))

export async function createConsultationReport(
  { request, params, body, application }: OperationContext<'createConsultationReport'>,
  services: ReportsServices,
): Promise<Reply<'createConsultationReport'>> {
  const { accounts, config, policies, reports } = services
  const { user } = await accounts.account(request)
  const patientId = (params.patientId as string).toLowerCase()
  const now = config.now()
  const grant = await policies.medicalFileGrant(application, patientId, user.id, now)
  if (!grant) throw notFound('Patient introuvable')

  const { description } = body
  const errors = new FieldErrors()
  const checked = errors.parse(
    recordedReportSchema(now.getTime()),
    { start: instant(body.start), end: instant(body.end), description },
    under('body'),
  )
  if (!checked || !description) throw ruleBroken(errors.list)

  const id = await services.transaction(async (tx) => {
    const midwife = await tx.schedules.practitioner(application, user.id)
    if (!midwife) throw new Error('A midwife account has no practitioner row')
    // The appointment names her schedule's row, which she may not have yet.
    await tx.schedules.lock(application, [midwife], now)
    const appointmentId = await tx.appointments.insertFulfilled({
      application,
      start: checked.start,
      end: checked.end,
      serviceCategory: 'MaternalPerinatalCare',
      description,
      patientId,
      practitioners: [{ id: midwife.id, role: 'midwife' }],
      createdBy: user.id,
      now,
    })
    await tx.policies.logAccess({
      action: 'write',
      application,
      patientId,
      readerUserId: user.id,
      grant,
      resource: 'observation',
      resourceId: appointmentId,
      now,
    })
    return appointmentId
  })
  const report = await reports.find(application, id)
  if (!report) throw new Error('The report just written is missing')
  return { status: 201, body: report }
}
