// An appointment as the agenda draws it: its category's colour and words, and who it is with — the
// patient for a practitioner, the practitioners for the patient — and its status when not booked.
import type { components } from '@relais/api-client'
import { APPOINTMENT_STATUS_LABELS, SERVICE_CATEGORIES, type ServiceCategory } from '@relais/domain'
import type { AgendaCategory, AgendaEvent } from '@relais/ui'

export type Appointment = components['schemas']['Appointment']

/** The kit's colour of each service category (the domain names it by token). */
const CATEGORY_COLOURS: Record<(typeof SERVICE_CATEGORIES)[ServiceCategory]['color'], AgendaCategory> = {
  primary: 'consultation',
  red: 'urgent',
  blue: 'routine',
  golden: 'renewal',
}

export function categoryColour(category: ServiceCategory): AgendaCategory {
  return CATEGORY_COLOURS[SERVICE_CATEGORIES[category].color]
}

export function categoryTitle(category: ServiceCategory): string {
  return SERVICE_CATEGORIES[category].title
}

/** The practitioners by name, « Julien Moreau, Sophie Garnier ». */
export function practitionerNames(appointment: Appointment): string {
  return appointment.practitioners.map((p) => p.name.text).join(', ')
}

export function toAgendaEvent(appointment: Appointment, viewer: 'practitioner' | 'patient'): AgendaEvent {
  return {
    id: appointment.id,
    start: Date.parse(appointment.start),
    end: Date.parse(appointment.end),
    title: categoryTitle(appointment.serviceCategory),
    detail: viewer === 'patient' ? practitionerNames(appointment) : appointment.patient.name.text,
    category: categoryColour(appointment.serviceCategory),
    status: APPOINTMENT_STATUS_LABELS[appointment.status] ?? undefined,
  }
}

/** The legend: the categories a user books in (the perinatal one for midwives). */
export function legendCategories(userType: string): ServiceCategory[] {
  const common: ServiceCategory[] = ['Consultation', 'UrgentFollowUp', 'FollowUp', 'RenewalOfPrescription']
  return userType === 'midwife' ? [...common, 'MaternalPerinatalCare'] : common
}
