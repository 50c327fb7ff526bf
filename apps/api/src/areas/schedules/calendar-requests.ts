// Who asks for a practitioner's calendar, and whose it is: what reading where a request stands and
// sending one share. The one asking is the caller, or a structure the caller belongs to (its grant then
// opens the calendar to every member); a structure the caller is not part of is a 403 in words that
// say why, and an id that is not a doctor's, assistant's or midwife's of the application a 404.
import type { Request } from '@hapi/hapi'
import type { UserRecord } from '../../core/accounts/account-store.ts'
import { forbidden } from '../../core/errors.ts'
import type { AccessPolicy, Grantee } from '../access-policies/index.ts'
import { noPractitioner } from './calendar-access.ts'
import type { Practitioner } from './schedules-repository.ts'
import type { SchedulesServices } from './services.ts'

const notAMember = () => forbidden('Vous ne faites pas partie de cette structure')

interface CalendarRequest {
  user: UserRecord
  practitioner: Practitioner
  /** Who would hold the grant: the caller, or the structure named. */
  grantee: Grantee
}

export async function calendarRequest(
  request: Request,
  application: string,
  practitionerId: string,
  organizationId: string | undefined,
  { accounts, schedules, organizations }: SchedulesServices,
): Promise<CalendarRequest> {
  const { user } = await accounts.account(request)
  const practitioner = await schedules.practitioner(application, practitionerId)
  if (!practitioner) throw noPractitioner()
  if (organizationId === undefined) return { user, practitioner, grantee: { userId: user.id } }
  if (!(await organizations.isMember(application, organizationId, user.id))) throw notAMember()
  return { user, practitioner, grantee: { organizationId } }
}

/** The latest calendar policy from the practitioner to the grantee, whatever its status. */
export function latestCalendarPolicy(
  { policies }: SchedulesServices,
  application: string,
  { practitioner, grantee }: Pick<CalendarRequest, 'practitioner' | 'grantee'>,
): Promise<AccessPolicy | undefined> {
  return policies.latestPolicy(
    application,
    'practitioner_calendar',
    practitioner.id,
    practitioner.id,
    grantee,
  )
}
