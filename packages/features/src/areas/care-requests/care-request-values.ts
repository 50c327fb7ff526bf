// The wizard's values between its screens and what it sends: which questions show (the domain's rule
// for the post-partum section, and the details that follow a 'Oui' or an 'Autre'), the step holding a
// field, and the answers as they are encrypted — those of the questions shown, checked by the domain's
// schema.
import * as v from 'valibot'
import {
  CARE_REQUEST_STEPS,
  careRequestSchema,
  isBlank,
  showsPostpartumSection,
  type CareRequestField,
} from '@relais/domain'

/** The wizard's form: flat, keyed by the domain's field names (and `recurrence`, from its dialog). */
export type CareRequestValues = Record<string, unknown>

const POSTPARTUM_FIELDS: readonly string[] = CARE_REQUEST_STEPS[2].fields

/** Fields that show only after a given answer to the question before them. */
const SHOWN_WHEN: Partial<Record<CareRequestField, (values: CareRequestValues) => boolean>> = {
  pathologie: (values) => values.hasPathologie === true,
  allergiesDetails: (values) => values.hasAllergies === true,
  adverseEventDetails: (values) => values.hadAdverseEvent === true,
  mereAutre: (values) => values.mere === 'autre',
}

const requestTypesOf = (values: CareRequestValues): string[] =>
  Array.isArray(values.typeDemande) ? (values.typeDemande as string[]) : []

/** Whether the post-partum step asks its questions (the request types chosen have a post-partum). */
export function asksPostpartum(values: CareRequestValues): boolean {
  return showsPostpartumSection(requestTypesOf(values))
}

/** Whether the wizard shows `field` for these answers (a field of no step, the recurrence, always). */
export function isFieldShown(field: string, values: CareRequestValues): boolean {
  if (POSTPARTUM_FIELDS.includes(field) && !asksPostpartum(values)) return false
  return SHOWN_WHEN[field as CareRequestField]?.(values) ?? true
}

/** The index of the step asking `field`, or null for a field of no step. */
export function stepOfField(field: string): number | null {
  const index = CARE_REQUEST_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field))
  return index < 0 ? null : index
}

/**
 * The answers as the domain's schema reads them (trimmed, unknown keys dropped), without what a hidden
 * question still held (post-partum answers of a type unticked since, the details of a 'Non'). Throws
 * the schema's error on values the wizard should not have let through.
 */
export function careRequestAnswers(values: CareRequestValues): Record<string, unknown> {
  const parsed = v.parse(careRequestSchema, values) as Record<string, unknown>
  const answers: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(parsed)) {
    if (!isBlank(value) && isFieldShown(field, parsed)) answers[field] = value
  }
  return answers
}
