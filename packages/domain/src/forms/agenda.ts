import * as v from 'valibot'
import { formObject } from '../shared/schemas.ts'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { SERVICE_CATEGORIES, type ServiceCategory } from '../appointments/index.ts'
import { SLOT_DURATIONS, SLOT_MESSAGES } from '../availability/slots.ts'
import { recurringSlotError, RECURRING_START_REQUIRED } from '../availability/recurring.ts'
import { UNAVAILABILITY_MESSAGES, validateUnavailability } from '../availability/unavailability.ts'
import type { Instant, IsoDate } from '../shared/dates.ts'
import { conditionalRequirements, isIsoDate, optionalString, requiredString } from './fields.ts'

const categories = Object.keys(SERVICE_CATEGORIES) as ServiceCategory[]
const slotSchema = formObject({ start: v.number(), end: v.number() }, REQUIRED_MESSAGE)

/**
 * The appointment form (the spec's states and rules): category and slot required; the date may not be before
 * today ('Cette date est déjà passée'); the doctor is required only when an assistant or midwife ticked
 * "the consultation needs a doctor" (default on). On edit the patient and the doctor are locked by the UI.
 */
export function appointmentFormSchema(ctx: { today: IsoDate; userType: string }) {
  const mayNeedDoctor = ctx.userType === 'assistant' || ctx.userType === 'midwife'
  return v.pipe(
    formObject({
      patientId: requiredString(),
      date: v.pipe(
        v.string(REQUIRED_MESSAGE),
        v.check(isIsoDate, REQUIRED_MESSAGE),
        v.check((d) => d >= ctx.today, SLOT_MESSAGES.past),
      ),
      serviceCategory: v.picklist(categories, REQUIRED_MESSAGE),
      slot: slotSchema,
      needsDoctor: v.optional(v.boolean(), true),
      doctorId: optionalString(),
      description: optionalString(),
    }),
    conditionalRequirements((value) =>
      mayNeedDoctor && value.needsDoctor && !value.doctorId ? [{ key: 'doctorId' }] : [],
    ),
  )
}

/** Booking by a patient (the spec's validation rules): the doctor is required when several are offered. */
export function bookingSchema(ctx: { doctorsOffered: number }) {
  return v.pipe(
    formObject({ slot: slotSchema, doctorId: optionalString() }),
    conditionalRequirements((value) =>
      ctx.doctorsOffered > 1 && !value.doctorId ? [{ key: 'doctorId' }] : [],
    ),
  )
}

/** Auxiliary booking: category, date, duration and time required. */
export const auxiliaryBookingSchema = formObject({
  serviceCategory: v.picklist(categories, REQUIRED_MESSAGE),
  date: v.pipe(v.string(REQUIRED_MESSAGE), v.check(isIsoDate, REQUIRED_MESSAGE)),
  duration: v.picklist(SLOT_DURATIONS, REQUIRED_MESSAGE),
  time: v.pipe(v.string(REQUIRED_MESSAGE), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, REQUIRED_MESSAGE)),
})

/**
 * Unavailability (the spec's validation rules), with the clock and the zone as parameters. The output carries
 * the instants so that the API receives exactly what the user saw validated.
 */
export function unavailabilitySchema(ctx: { now: Instant; timeZone: string }) {
  return v.pipe(
    formObject({
      startDate: v.optional(v.string(), ''),
      startTime: v.optional(v.string()),
      endDate: v.optional(v.string()),
      endTime: v.optional(v.string()),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = validateUnavailability(dataset.value, ctx)
      if (!result.ok) {
        addIssue({
          message: result.message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: result.field,
              value: dataset.value[result.field],
            },
          ],
        })
        return NEVER
      }
      return { ...dataset.value, start: result.start, end: result.end }
    }),
  )
}
export { UNAVAILABILITY_MESSAGES }

/** A recurring slot (the spec's rules): both times required and different; an earlier end rolls over. */
export const recurringSlotSchema = v.pipe(
  formObject({
    weekday: v.pipe(v.number(REQUIRED_MESSAGE), v.integer(), v.minValue(1), v.maxValue(7)),
    startTime: v.optional(v.string(), ''),
    endTime: v.optional(v.string(), ''),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const message = recurringSlotError(dataset.value.startTime, dataset.value.endTime)
    if (message) {
      const key = message === RECURRING_START_REQUIRED ? 'startTime' : 'endTime'
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
      })
    }
  }),
)
