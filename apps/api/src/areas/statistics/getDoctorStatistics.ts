// GET /doctor/{doctorId}/statistics: a doctor's own consultations, given and to come, counted.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { StatisticsServices } from './services.ts'

export async function getDoctorStatistics(
  { request, params, application }: OperationContext<'getDoctorStatistics'>,
  { accounts, config, statistics }: StatisticsServices,
): Promise<Reply<'getDoctorStatistics'>> {
  const { user } = await accounts.account(request)
  // Another doctor's counts are his own business: as if there were none.
  if (params.doctorId !== user.id) throw notFound('Médecin introuvable')
  const counts = await statistics.doctorCounts(application, user.id, config.now())
  return { status: 200, body: { fulfilledAppointments: counts.fulfilled, bookedAppointments: counts.booked } }
}
