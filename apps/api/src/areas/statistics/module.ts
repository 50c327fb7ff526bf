// The statistics area: a structure's activity for its members — its team, the patients it follows,
// and the consultations its practitioners gave over a period beside the one before — and a doctor's own
// counts for his dashboard. Computed in SQL from the appointments; nothing medical is read or returned.
//
// Rules (the authorization matrix holds every operation to them):
// - A structure's statistics are its members' only; anyone else gets 404, as for no structure.
// - A doctor's counts are his own; another's are a 404.
// - A period is at most a year, its end not before its start (400 on periodEndDate).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { getDoctorStatistics } from './getDoctorStatistics.ts'
import { getOrganizationStatistics } from './getOrganizationStatistics.ts'
import { statisticsServices } from './services.ts'

export const statisticsModule: Plugin<AreaContext> = {
  name: 'statistics',
  dependencies: ['contract'],
  register(server, context) {
    const services = statisticsServices(context)
    server.operation('getOrganizationStatistics', getOrganizationStatistics, services)
    server.operation('getDoctorStatistics', getDoctorStatistics, services)
  },
}
