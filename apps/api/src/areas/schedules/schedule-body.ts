// A schedule as the contract shows it: recurring slots in the stored form of the 2018 reference week,
// exceptions as ISO instants.
import { toReferenceSlot } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { Practitioner, StoredSchedule } from './schedules-repository.ts'

type Schedule = components['schemas']['Schedule']

export function scheduleBody(practitioner: Practitioner, stored: StoredSchedule): Schedule {
  return {
    practitionerId: practitioner.id,
    practitionerType: practitioner.type,
    timeZone: stored.timeZone,
    slots: stored.recurring.map((slot) => ({ ...toReferenceSlot(slot), id: slot.id })),
    exceptions: stored.exceptions.map((e) => ({
      id: e.id,
      start: new Date(e.start).toISOString(),
      end: new Date(e.end).toISOString(),
      status: e.status,
    })),
  }
}
