// Booking a home visit without React: what the form checks, what the search asks, which slots and
// professionals it offers, what a booking sends, and where the API's refusals land. The rules themselves
// (categories, lengths, the past date, the slot lists) are the domain's.
import * as v from 'valibot'
import type { components, operations, User } from '@relais/api-client'
import {
  conditionalRequirements,
  formObject,
  isIsoDate,
  optionalString,
  REQUIRED_MESSAGE,
  SERVICE_CATEGORIES,
  SLOT_DURATIONS,
  SLOT_MESSAGES,
  type IsoDate,
  type ServiceCategory,
  type Slot,
} from '@relais/domain'

type NearbyAvailableSlot = components['schemas']['NearbyAvailableSlot']
type NearbyPractitioner = components['schemas']['NearbyPractitioner']
type AppointmentCreation = components['schemas']['AppointmentCreation']
type Coordinates = components['schemas']['Coordinates']
type SearchQuery = operations['findNearbyAvailableSlots']['parameters']['query']
type StaffType = components['schemas']['StaffType']
type PractitionerIds = Pick<AppointmentCreation, 'doctorId' | 'assistantId' | 'midwifeId'>

/**
 * How far from her address a patient looks for a professional. The domain's only 50 km is the default
 * radius a practitioner covers, another setting that may change on its own; the API's default is the
 * same value, sent anyway so that the search does not depend on a default it may change.
 */
export const SEARCH_DISTANCE_KM = 50

const CHOOSE_PRACTITIONER = 'Choisissez un professionnel'

/** The kinds of professional a mobility patient may call home: a nurse by default. */
export const PRACTITIONER_KINDS = [
  { id: 'assistant', label: 'Infirmier' },
  { id: 'doctor', label: 'Médecin' },
] as const
export type PractitionerKind = (typeof PRACTITIONER_KINDS)[number]['id']

export const CATEGORY_OPTIONS = (Object.keys(SERVICE_CATEGORIES) as ServiceCategory[]).map((id) => ({
  id,
  label: SERVICE_CATEGORIES[id].title,
}))

const categories = Object.keys(SERVICE_CATEGORIES) as ServiceCategory[]

/**
 * The form: kind, category, date (today at the earliest), length, a slot, and one of the professionals
 * free for it. The slot carries who is free for it, so that the choice of one is checked against them.
 */
export function bookingFormSchema(ctx: { today: IsoDate }) {
  return v.pipe(
    formObject({
      kind: v.picklist(
        PRACTITIONER_KINDS.map((k) => k.id),
        REQUIRED_MESSAGE,
      ),
      serviceCategory: v.picklist(categories, REQUIRED_MESSAGE),
      date: v.pipe(
        v.string(REQUIRED_MESSAGE),
        v.check(isIsoDate, REQUIRED_MESSAGE),
        v.check((d) => d >= ctx.today, SLOT_MESSAGES.past),
      ),
      duration: v.picklist(SLOT_DURATIONS, REQUIRED_MESSAGE),
      slot: formObject(
        { start: v.number(), end: v.number(), practitionerIds: v.array(v.string()) },
        REQUIRED_MESSAGE,
      ),
      practitionerId: optionalString(),
    }),
    conditionalRequirements((value) =>
      value.practitionerId && value.slot.practitionerIds.includes(value.practitionerId)
        ? []
        : [{ key: 'practitionerId', message: CHOOSE_PRACTITIONER }],
    ),
  )
}

type FormSchema = ReturnType<typeof bookingFormSchema>
export type BookingFormValues = v.InferInput<FormSchema>
export type BookingFormOutput = v.InferOutput<FormSchema>
type ChosenSlot = BookingFormOutput['slot']

/** Where the patient lives, as the search needs it; null while her address has no coordinates. */
export function homeOf(user: User): { text: string; coordinates: Coordinates } | null {
  const address = user.profile.address[0]
  return address?.coordinates ? { text: address.text, coordinates: address.coordinates } : null
}

export function searchQuery(input: {
  kind: PractitionerKind
  coordinates: Coordinates
  date: IsoDate
  duration: (typeof SLOT_DURATIONS)[number]
}): SearchQuery {
  return {
    type: input.kind,
    latitude: input.coordinates.latitude,
    longitude: input.coordinates.longitude,
    distance: SEARCH_DISTANCE_KM,
    date: input.date,
    duration: input.duration,
  }
}

/** A slot the patient may book, with the professionals free for it, nearest first. */
export interface BookableSlot extends Slot {
  practitioners: NearbyPractitioner[]
}

/** The slots offered: those someone is free for, each start once, in order. */
export function bookableSlots(slots: readonly NearbyAvailableSlot[]): BookableSlot[] {
  const byStart = new Map<number, BookableSlot>()
  for (const slot of slots) {
    const start = Date.parse(slot.start)
    if (slot.practitioners.length === 0 || byStart.has(start)) continue
    byStart.set(start, { start, end: Date.parse(slot.end), practitioners: slot.practitioners })
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start)
}

/** The slot as the form holds it. */
export function chosenSlotOf(slot: BookableSlot): ChosenSlot {
  return { start: slot.start, end: slot.end, practitionerIds: slot.practitioners.map((p) => p.id) }
}

/**
 * Who is chosen once the slot is: the one chosen before when still free then (a patient trying the next
 * time with the same nurse), else the only one offered, else nobody yet.
 */
export function practitionerFor(slot: ChosenSlot, previous: string | undefined): string | undefined {
  if (previous && slot.practitionerIds.includes(previous)) return previous
  return slot.practitionerIds.length === 1 ? slot.practitionerIds[0] : undefined
}

/**
 * The choice once the slots are searched again (another kind, date or length, or after a refusal): the
 * slot stays while it is still offered, with who is free for it now; otherwise nothing is chosen.
 */
export function reconcileChoice(
  choice: { slot: ChosenSlot | undefined; practitionerId: string | undefined },
  offered: readonly BookableSlot[],
): { slot: ChosenSlot | undefined; practitionerId: string | undefined } {
  const { slot } = choice
  if (!slot) return choice
  const still = offered.find((s) => s.start === slot.start && s.end === slot.end)
  if (!still) return { slot: undefined, practitionerId: undefined }
  const now = chosenSlotOf(still)
  return { slot: now, practitionerId: practitionerFor(now, choice.practitionerId) }
}

export function sameChoice(
  a: { slot: ChosenSlot | undefined; practitionerId: string | undefined },
  b: { slot: ChosenSlot | undefined; practitionerId: string | undefined },
): boolean {
  const key = (c: typeof a) =>
    c.slot
      ? `${c.slot.start}-${c.slot.end}:${c.slot.practitionerIds.join(',')}|${c.practitionerId ?? ''}`
      : ''
  return key(a) === key(b)
}

const kilometres = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** 'Awa Koné — 3,2 km': who, and how far from the patient's home. */
export function practitionerLabel(practitioner: NearbyPractitioner): string {
  return `${practitioner.name.text} — ${kilometres.format(practitioner.distanceKm)} km`
}

const iso = (instant: number) => new Date(instant).toISOString()

const ID_OF: Record<StaffType, keyof PractitionerIds> = {
  doctor: 'doctorId',
  assistant: 'assistantId',
  midwife: 'midwifeId',
}

/** The patient books for herself, with the professional chosen, in the field of their kind. */
export function creationBody(input: {
  patientId: string
  practitioner: NearbyPractitioner
  slot: Slot
  serviceCategory: ServiceCategory
}): AppointmentCreation {
  const practitioner: PractitionerIds = { [ID_OF[input.practitioner.type]]: input.practitioner.id }
  return {
    patientId: input.patientId,
    ...practitioner,
    start: iso(input.slot.start),
    end: iso(input.slot.end),
    serviceCategory: input.serviceCategory,
  }
}

type BookingField = 'date' | 'serviceCategory' | 'slot' | 'practitionerId'

/** The field of the form an API field error is about (the slot holds both times). */
const API_FIELDS: Record<string, BookingField> = {
  'query.date': 'date',
  'body.serviceCategory': 'serviceCategory',
  'body.start': 'slot',
  'body.end': 'slot',
  'body.assistantId': 'practitionerId',
  'body.doctorId': 'practitionerId',
  'body.midwifeId': 'practitionerId',
}

export function bookingFieldOf(apiField: string): BookingField | null {
  return API_FIELDS[apiField] ?? null
}
