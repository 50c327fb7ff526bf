// Between the decrypted record and the wizard's form: the record's answers under the spec's field names,
// the person's identity beside them (the age and sex rules read it), and back. What a hidden question
// held is dropped on save (a former smoker's daily quantity, a date of a vaccine now unticked), and the
// registration's names (treatments, prenatal) are kept in step with the record's, since the patient
// page and the dashboard read them.
import {
  isBlank,
  MEDICAL_RECORD_ALWAYS_REQUIRED,
  MEDICAL_RECORD_STEPS,
  visibleMedicalRecordFields,
  type IsoDate,
  type MedicalRecordField,
} from '@relais/domain'
import type { MedicalRecordContent } from './record.ts'

/** The person the record is about, as their account holds it: shown in the first step, not stored in it. */
export interface RecordIdentity {
  firstName: string
  lastName: string
  email?: string
  phoneNumber?: string
  birthDate?: string
  gender?: 'MALE' | 'FEMALE'
  address?: unknown
}

export const IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'birthDate',
  'gender',
  'address',
] as const satisfies readonly MedicalRecordField[]

const isIdentity = (field: string) => (IDENTITY_FIELDS as readonly string[]).includes(field)

/** The record's own fields (every step's but the identity's). */
const RECORD_FIELDS: readonly MedicalRecordField[] = MEDICAL_RECORD_STEPS.flatMap((step) =>
  step.fields.filter((field) => !isIdentity(field)),
)

/** The form's values: the identity, then the record's answers, the registration's read under their new names. */
export function recordFormValues(
  content: MedicalRecordContent | null,
  identity: RecordIdentity,
): Record<string, unknown> {
  const stored: MedicalRecordContent = content ?? {}
  const values: Record<string, unknown> = {}
  for (const field of RECORD_FIELDS) {
    if (stored[field] !== undefined && stored[field] !== null) values[field] = stored[field]
  }
  const prenatal = stored.prenatal ?? {}
  values.usualTreatment ??= stored.treatments
  values.DATE_LAST_PERIOD ??= prenatal.lastPeriod
  values.CURRENT_PREGNANCY_TYPE ??= prenatal.pregnancyType
  values.NUMBER_OF_BIRTHS_AT_TERM ??= prenatal.birthsAtTerm
  for (const field of Object.keys(values)) if (values[field] === undefined) delete values[field]
  return { ...values, ...withoutBlanks(identity) }
}

function withoutBlanks(identity: RecordIdentity): Record<string, unknown> {
  return Object.fromEntries(Object.entries(identity).filter(([, value]) => !isBlank(value)))
}

/**
 * The record to encrypt: what `previous` held beside the wizard's fields (the registration's
 * allergies, say) stays; every wizard field takes the form's answer when its question shows, and is
 * removed otherwise.
 */
export function recordContentOf(
  values: Record<string, unknown>,
  previous: MedicalRecordContent | null,
  ctx: { today: IsoDate; perinatal: boolean },
): MedicalRecordContent {
  const visible = visibleMedicalRecordFields(values, ctx)
  const content: MedicalRecordContent = { ...(previous ?? {}) }
  const answers: Record<string, unknown> = content
  for (const field of RECORD_FIELDS) {
    delete answers[field]
    const value = values[field]
    if (visible.has(field) && !isBlank(value) && !(Array.isArray(value) && value.length === 0)) {
      answers[field] = typeof value === 'string' ? value.trim() : value
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const treatments = text(content.usualTreatment)
  if (treatments === undefined) delete content.treatments
  else content.treatments = treatments
  const prenatal = {
    lastPeriod: text(content.DATE_LAST_PERIOD),
    pregnancyType: text(content.CURRENT_PREGNANCY_TYPE),
    birthsAtTerm:
      typeof content.NUMBER_OF_BIRTHS_AT_TERM === 'number' ? content.NUMBER_OF_BIRTHS_AT_TERM : undefined,
  }
  if (Object.values(prenatal).some((value) => value !== undefined)) {
    content.prenatal = JSON.parse(JSON.stringify(prenatal)) as MedicalRecordContent['prenatal']
  } else delete content.prenatal
  return content
}

/**
 * Whether the record holds the wizard's answers: its required questions of every person (blood group,
 * physical activity, tobacco, alcohol). A record with the registration's answers only is not complete.
 */
export function isRecordComplete(content: MedicalRecordContent | null | undefined): boolean {
  if (!content) return false
  return MEDICAL_RECORD_ALWAYS_REQUIRED.filter((field) => !isIdentity(field)).every(
    (field) => !isBlank(content[field]),
  )
}
