// GET /practitioner/{practitionerId}/schedule/access: what the 'Vous n'avez pas les droits nécessaires'
// dialog shows — the latest calendar policy from the practitioner to the caller, or to the structure
// named, whatever its status (asked, offered, in force, refused), or null when nothing was asked.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { calendarRequest, latestCalendarPolicy } from './calendar-requests.ts'
import type { SchedulesServices } from './services.ts'

export async function getCalendarAccess(
  { request, params, query, application }: OperationContext<'getCalendarAccess'>,
  services: SchedulesServices,
): Promise<Reply<'getCalendarAccess'>> {
  const asked = await calendarRequest(
    request,
    application,
    params.practitionerId as string,
    query.organizationId,
    services,
  )
  const policy = await latestCalendarPolicy(services, application, asked)
  return { status: 200, body: { policy: policy ?? null } }
}
