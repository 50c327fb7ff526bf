// Who may read and edit a practitioner's calendar (their schedule and their agenda): the practitioner,
// and whoever holds their accepted `practitioner_calendar` grant in force, their own or a structure's
// they belong to (a structure acts through its members: its manager's account and its practitioners).
// Anyone else gets 403 rather than 404: the screens answer it with 'Vous n'avez pas les droits
// nécessaires' and an offer to ask for access.
import { forbidden, notFound } from '../../core/errors.ts'
import type { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { Practitioner, SchedulesRepository } from './schedules-repository.ts'

export const noCalendarRights = () => forbidden("Vous n'avez pas les droits nécessaires")

export const noPractitioner = () => notFound('Professionnel introuvable')

export class CalendarAccess {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly policies: AccessPoliciesRepository,
    private readonly now: () => Date,
  ) {}

  /** Whether `userId` may read and edit the practitioner's calendar now. */
  async mayAct(application: string, practitionerId: string, userId: string): Promise<boolean> {
    if (practitionerId === userId) return true
    const grant = await this.policies.practitionerCalendarGrant(
      application,
      practitionerId,
      userId,
      this.now(),
    )
    return grant !== undefined
  }

  /** The practitioner whose calendar `userId` opens: 404 for no practitioner, 403 without the right. */
  async open(application: string, practitionerId: string, userId: string): Promise<Practitioner> {
    const practitioner = await this.schedules.practitioner(application, practitionerId)
    if (!practitioner) throw noPractitioner()
    if (!(await this.mayAct(application, practitioner.id, userId))) throw noCalendarRights()
    return practitioner
  }
}
