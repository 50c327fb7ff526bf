// The medical record as observations: each answer of the record is the observation of its field (type
// and code the field's name, the value as JSON text in valueString), with the id `{patientId}-{field}`
// the spec gives patient-level observations, so that a new answer replaces the field's observation
// instead of piling up. Observations of a consultation (vital signs, notes) have ids of their own and
// accumulate; screens show the latest of each type.

/** The spec's observation types; the record's answers use their field names as types too. */
export const OBSERVATION_TYPES = [
  'TEMPERATURE',
  'BLOOD_PRESSURE',
  'WEIGHT',
  'SpO2',
  'HEART_BEAT',
  'BLOOD_GLUCOSE',
  'BIA',
  'BX3',
  'URINE_ANALYSIS',
  'ECG_V2',
  'DBA',
  'NOTE',
  'VIDEO_DEVICE',
  'PRESCRIPTION',
  'history',
  'clinical_examination',
  'conclusion',
  'personnalAntecedents',
  'familyAntecedents',
  'usualTreatment',
] as const

export interface Observation {
  id: string
  type: string
  code: string
  /** The value as JSON text (a string, a number, a boolean, a list, an address…). */
  valueString: string
  /** A document's id, for an observation that is a file. */
  valueAttachment?: string
  /** ISO 8601: when this value was given. */
  creation: string
}

/** The id of a patient-level observation: one per field and patient. */
export function patientObservationId(patientId: string, field: string): string {
  return `${patientId}-${field}`
}

const isPatientLevel = (patientId: string, observation: Observation) =>
  observation.id === patientObservationId(patientId, observation.type)

function parseValue(valueString: string): unknown {
  try {
    return JSON.parse(valueString) as unknown
  } catch {
    // A value written as plain text by another client.
    return valueString
  }
}

/** The latest observation of `type` (by creation), if any. */
export function latestObservation(
  observations: readonly Observation[],
  type: string,
): Observation | undefined {
  let latest: Observation | undefined
  for (const observation of observations) {
    if (observation.type === type && (!latest || observation.creation >= latest.creation))
      latest = observation
  }
  return latest
}

/** The record's answers: the value of each field's patient-level observation. */
export function answersFromObservations(
  patientId: string,
  observations: readonly Observation[],
): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  for (const observation of observations) {
    if (!isPatientLevel(patientId, observation)) continue
    const value = parseValue(observation.valueString)
    if (value === null || value === undefined) continue
    // Defined, not assigned: a type read from decrypted content named `__proto__` stays an answer like
    // any other instead of replacing the object's prototype.
    Object.defineProperty(answers, observation.type, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return answers
}

/**
 * The observations holding `answers`: the consultation observations of `previous` kept as they are,
 * and one patient-level observation per answered field — its previous creation kept when the value did
 * not change, `now` otherwise. A field no longer answered has no observation.
 */
export function observationsFromAnswers(
  patientId: string,
  answers: Readonly<Record<string, unknown>>,
  previous: readonly Observation[],
  now: string,
): Observation[] {
  const before = new Map(
    previous.filter((o) => isPatientLevel(patientId, o)).map((o) => [o.type, o] as const),
  )
  const kept = previous.filter((o) => !isPatientLevel(patientId, o))
  const fields = Object.entries(answers)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([field, value]): Observation => {
      const valueString = JSON.stringify(value)
      const earlier = before.get(field)
      return {
        id: patientObservationId(patientId, field),
        type: field,
        code: field,
        valueString,
        creation: earlier && earlier.valueString === valueString ? earlier.creation : now,
      }
    })
  return [...kept, ...fields]
}
