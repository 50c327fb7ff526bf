// Health check-ups taken at a check-up station (mobility): a station measures a patient's vital signs
// under her NIR, and the station platform keeps them until her record takes them. The measures are
// the consultations' vital signs (same types, LOINC codes, ranges and value format), so that the record,
// the readings panel and the report read them alike; each becomes an observation of the record whose id
// names its check-up, so that adding the same check-up twice (two tabs, a retry) keeps one copy.
import type { Observation } from '../medical-record/observations.ts'
import {
  decodeVitalSign,
  isVitalSignType,
  VITAL_SIGNS,
  vitalSign,
  type VitalSignType,
} from '../teleconsultation/readings.ts'

/** A measure of a check-up, as the API relays it. */
export interface CheckupMeasurement {
  type: VitalSignType
  code: string
  valueString: string
}

export interface CheckupResult {
  id: string
  /** ISO 8601. */
  performedAt: string
  station: string
  measurements: readonly CheckupMeasurement[]
}

/** The French texts of the check-up screens. */
export const CHECKUP_TEXTS = {
  tile: 'Résultats checkup santé',
  nirLabel: 'Numéro de sécurité sociale',
  search: 'Rechercher',
  searching: 'Recherche en cours',
  /** The look-up's answer, headed by the number it was asked for (as `formatNir` writes it). */
  resultsFor: (nir: string) => `Résultats pour le ${nir}`,
  patient: 'Patient',
  waiting: 'Checkups en attente',
  columns: { performedAt: 'Date', station: 'Station', measurementCount: 'Mesures' },
  /** A check-up's date and time, as the product writes them elsewhere ('le 12/03/2026 à 09:41'). */
  performedAt: (date: string, time: string) => `${date} à ${time}`,
  /** The station platform does not answer, or none is configured. */
  unavailable: 'Service non disponible',
  noCheckup: 'Aucun checkup en attente pour ce numéro',
  noPatient: "Aucun patient de l'application n'a ce numéro : ses résultats attendront son inscription.",
  valuesPrivate:
    'Les valeurs ne sont lisibles que par le patient et les soignants à qui il a ouvert son dossier médical.',
  recordTitle: 'Résultats checkup santé',
  recordEmpty: 'Aucun résultat de checkup santé',
  /** A check-up retrieval failed: the record's stored check-up measures are shown instead. */
  retrievalFailed:
    "Les nouveaux résultats de checkup santé n'ont pas pu être récupérés. Les derniers résultats enregistrés sont affichés.",
  added: (count: number) =>
    count === 1
      ? 'Un nouveau checkup santé a été ajouté à votre dossier médical.'
      : `${count} nouveaux checkups santé ont été ajoutés à votre dossier médical.`,
  /** The same, said to a practitioner whose browser added them to the patient's record. */
  addedForPatient: (count: number) =>
    count === 1
      ? 'Un nouveau checkup santé a été ajouté au dossier médical du patient.'
      : `${count} nouveaux checkups santé ont été ajoutés au dossier médical du patient.`,
  /** When a measure was taken, beside it in the record. */
  measuredOn: (date: string) => `Mesuré le ${date}`,
  physicalActivityMissing:
    'Renseignez votre activité physique dans votre dossier médical pour que vos résultats de checkup santé puissent être interprétés.',
  /** The way from that sentence to the record's step that asks it. */
  physicalActivityAction: 'Renseigner mon activité physique',
  notification: 'Les résultats de votre checkup santé sont disponibles',
  measurementCount: (count: number) => (count === 1 ? '1 mesure' : `${count} mesures`),
} as const

const CHECKUP_ID = /^[A-Za-z0-9_-]{1,100}$/

/** A check-up's id as the platform may give it (and as it goes into a path and an observation id). */
export function isCheckupId(value: string): boolean {
  return CHECKUP_ID.test(value)
}

/**
 * A station's measure as the product keeps it, or null when the product does not know it: another
 * type, another code than the type's LOINC, a value not in the readings' format or outside the
 * measure's plausible range.
 */
export function checkupMeasurement(raw: { type: string; code: string; valueString: string }) {
  if (!isVitalSignType(raw.type)) return null
  const sign = vitalSign(raw.type)
  if (raw.code !== sign.loinc) return null
  const values = decodeVitalSign(raw.type, raw.valueString)
  if (!values) return null
  const inRange = sign.parts.every((part, index) => values[index]! >= part.min && values[index]! <= part.max)
  if (!inRange) return null
  const measurement: CheckupMeasurement = { type: raw.type, code: raw.code, valueString: raw.valueString }
  return measurement
}

const OBSERVATION_ID_PREFIX = 'checkup-'

/** The record's observation of a check-up's measure. */
export function checkupObservationId(checkupId: string, type: VitalSignType): string {
  return `${OBSERVATION_ID_PREFIX}${checkupId}-${type}`
}

/** Whether an observation of the record came from a check-up. */
export function isCheckupObservation(observation: Pick<Observation, 'id'>): boolean {
  return observation.id.startsWith(OBSERVATION_ID_PREFIX)
}

/** The observations a check-up adds to the record, dated when the station took them. */
export function checkupObservations(checkup: CheckupResult): Observation[] {
  return checkup.measurements.map((measurement) => ({
    id: checkupObservationId(checkup.id, measurement.type),
    type: measurement.type,
    code: measurement.code,
    valueString: measurement.valueString,
    creation: checkup.performedAt,
  }))
}

/**
 * The record's observations with the check-ups' added: an observation already there (the same
 * check-up added before) is kept as it is, so that adding is idempotent.
 */
export function withCheckupObservations(
  observations: readonly Observation[],
  checkups: readonly CheckupResult[],
): Observation[] {
  const present = new Set(observations.map((observation) => observation.id))
  const added = checkups.flatMap(checkupObservations).filter((observation) => !present.has(observation.id))
  return [...observations, ...added]
}

/** The latest check-up measure of each vital sign the record holds, in the vital signs' order. */
export function latestCheckupMeasures(observations: readonly Observation[]): Observation[] {
  const latest = new Map<string, Observation>()
  for (const observation of observations) {
    if (!isCheckupObservation(observation) || !isVitalSignType(observation.type)) continue
    const current = latest.get(observation.type)
    if (!current || observation.creation >= current.creation) latest.set(observation.type, observation)
  }
  return VITAL_SIGNS.flatMap((sign) => latest.get(sign.type) ?? [])
}
