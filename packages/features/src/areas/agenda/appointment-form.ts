// The appointment form without React: whom its slots are searched for and its appointment is booked
// with, which slots it offers, what it starts with, what it sends, and where the API's refusals land.
// The rules themselves (the fields' checks, the staff of a search, the slot lists) are the domain's.
import type * as v from 'valibot'
import type { ApplicationName, components } from '@relais/api-client'
import {
  dateInZone,
  defaultServiceCategory,
  SLOT_DURATIONS,
  slotsForEdit,
  staffTypesForSlotSearch,
  type appointmentFormSchema,
  type Slot,
} from '@relais/domain'
import type { Appointment } from './appointment-events.ts'

type FormSchema = ReturnType<typeof appointmentFormSchema>
export type AppointmentFormValues = v.InferInput<FormSchema>
export type AppointmentFormOutput = v.InferOutput<FormSchema>

type AvailableSlot = components['schemas']['AvailableSlot']
type AppointmentCreation = components['schemas']['AppointmentCreation']
type AppointmentUpdate = components['schemas']['AppointmentUpdate']
type EncryptedEnvelope = components['schemas']['EncryptedEnvelope']

export type StaffType = 'doctor' | 'assistant' | 'midwife'
export type SlotDuration = (typeof SLOT_DURATIONS)[number]

const DEFAULT_DURATION: SlotDuration = 15

/** The practitioners of an appointment, one of each type at most, as the API names them. */
interface AppointmentPractitionerIds {
  doctorId?: string
  assistantId?: string
  midwifeId?: string
}

const ID_OF: Record<StaffType, keyof AppointmentPractitionerIds> = {
  doctor: 'doctorId',
  assistant: 'assistantId',
  midwife: 'midwifeId',
}

/** Whether the signed-in user is asked whether the consultation needs a doctor. */
export function mayNeedDoctor(userType: StaffType): boolean {
  return userType === 'assistant' || userType === 'midwife'
}

/**
 * Whom the slots are searched for, and whom the appointment is booked with. A new appointment: of the
 * staff types the domain names, those someone in the form stands for — the signed-in practitioner, and
 * the doctor chosen when the consultation needs one. The API searches practitioners by id, so a type
 * nobody in the form stands for (the midwife of a perinatal doctor's search) is not asked about. A
 * change keeps the appointment's own practitioners. Null while the doctor needed is not chosen yet.
 */
export function appointmentPractitioners(input: {
  user: { id: string; userType: StaffType; application: ApplicationName }
  needsDoctor: boolean
  doctorId?: string
  appointment?: Appointment | null
}): AppointmentPractitionerIds | null {
  const { user, appointment } = input
  if (appointment) {
    return Object.fromEntries(appointment.practitioners.map((p) => [ID_OF[p.type], p.id]))
  }
  const needsDoctor = mayNeedDoctor(user.userType) && input.needsDoctor
  const ids: AppointmentPractitionerIds = {}
  for (const type of staffTypesForSlotSearch({ ...user, needsDoctor })) {
    if (type === user.userType) ids[ID_OF[type]] = user.id
    else if (type === 'doctor' && needsDoctor) {
      if (!input.doctorId) return null
      ids.doctorId = input.doctorId
    }
  }
  return ids
}

/**
 * The slots offered: those during which every practitioner of the appointment is free (the API lists a
 * slot free for one of them only too, which booking them all would refuse), and, on a change, the
 * appointment's own slot back (the API leaves it out, being booked) while its date and length are the
 * ones it has. Each start once, in order.
 */
export function slotChoices(
  available: readonly AvailableSlot[],
  practitioners: AppointmentPractitionerIds,
  existing: Slot | null,
  sameDateAndLength: boolean,
): Slot[] {
  const ids = Object.values(practitioners)
  const free = available
    .filter((slot) => ids.every((id) => slot.practitionerIds.includes(id)))
    .map((slot) => ({ start: Date.parse(slot.start), end: Date.parse(slot.end) }))
  return slotsForEdit(free, existing, sameDateAndLength)
}

/** The appointment's slot as the form holds it. */
export function slotOf(appointment: Appointment): Slot {
  return { start: Date.parse(appointment.start), end: Date.parse(appointment.end) }
}

/** The appointment's length when it is one the form offers, else the default one. */
export function durationOf(appointment: Appointment | null | undefined): SlotDuration {
  if (!appointment) return DEFAULT_DURATION
  const minutes = (Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000
  return SLOT_DURATIONS.find((d) => d === minutes) ?? DEFAULT_DURATION
}

export const DURATION_OPTIONS = SLOT_DURATIONS.map((d) => ({ id: String(d), label: `${d} minutes` }))

/**
 * What the form opens with: a new appointment on `initialDate` (today when it is earlier), in the
 * category the user books in by default, needing a doctor; a change with the appointment's own values
 * and the description as it was decrypted (empty when it could not be).
 */
export function formDefaults(input: {
  userType: StaffType
  today: string
  timeZone: string
  initialDate?: string
  appointment?: Appointment | null
  description: string | null
}): Partial<AppointmentFormValues> {
  const { appointment, today } = input
  if (!appointment) {
    return {
      date: input.initialDate && input.initialDate > today ? input.initialDate : today,
      serviceCategory: defaultServiceCategory(input.userType),
      needsDoctor: true,
      description: '',
    }
  }
  const doctor = appointment.practitioners.find((p) => p.type === 'doctor')
  return {
    date: dateInZone(Date.parse(appointment.start), input.timeZone),
    patientId: appointment.patient.id,
    serviceCategory: appointment.serviceCategory,
    needsDoctor: Boolean(doctor),
    doctorId: doctor?.id,
    slot: slotOf(appointment),
    description: input.description ?? '',
  }
}

type DescriptionChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; text: string }

/**
 * What a save does with the description. A new appointment (`opened` '') has one when something is
 * typed. A change keeps the stored one (sends nothing) when the text is the one the form opened with, and
 * when the stored one could not be read (`opened` null) and nothing is typed; removes it when emptied;
 * else replaces it.
 */
export function descriptionChange(typed: string | undefined, opened: string | null): DescriptionChange {
  const text = (typed ?? '').trim()
  if (text === (opened ?? '').trim()) return { kind: 'keep' }
  if (text === '') return { kind: 'remove' }
  return { kind: 'set', text }
}

const iso = (instant: number) => new Date(instant).toISOString()

export function creationBody(
  values: AppointmentFormOutput,
  practitioners: AppointmentPractitionerIds,
  description: EncryptedEnvelope | undefined,
): AppointmentCreation {
  return {
    patientId: values.patientId,
    ...practitioners,
    start: iso(values.slot.start),
    end: iso(values.slot.end),
    serviceCategory: values.serviceCategory,
    ...(description ? { description } : {}),
  }
}

export function updateBody(
  values: AppointmentFormOutput,
  description: EncryptedEnvelope | null | undefined,
): AppointmentUpdate {
  return {
    start: iso(values.slot.start),
    end: iso(values.slot.end),
    serviceCategory: values.serviceCategory,
    ...(description === undefined ? {} : { description }),
  }
}

type FormField = 'date' | 'patientId' | 'doctorId' | 'serviceCategory' | 'slot' | 'description'

/** The field of the form the API's field error is about (the slot holds both times). */
const API_FIELDS: Record<string, FormField> = {
  'query.date': 'date',
  'body.patientId': 'patientId',
  'body.doctorId': 'doctorId',
  'body.serviceCategory': 'serviceCategory',
  'body.start': 'slot',
  'body.end': 'slot',
  'body.description': 'description',
}

export function formFieldOf(apiField: string): FormField | null {
  return API_FIELDS[apiField] ?? null
}
