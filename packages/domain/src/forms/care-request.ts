import * as v from 'valibot'
import { formObject } from '../shared/schemas.ts'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import {
  DIET_OPTIONS,
  MATERNITY_FOLLOW_UP,
  PERINEUM_OPTIONS,
  POSTPARTUM_OPTIONS,
  POSTPARTUM_REQUEST_TYPES,
  RECURRENCE_FREQUENCIES,
  REQUEST_TESTS,
  REQUEST_TYPES,
  type RequestType,
} from '../constants/index.ts'
import type { IsoDate } from '../shared/dates.ts'
import {
  addressSchema,
  conditionalRequirements,
  isBlank,
  isIsoDate,
  nonEmptyArray,
  optionalString,
} from './fields.ts'

const RECURRENCE_MESSAGES = {
  fromDate: 'La date de début est obligatoire',
  toDate: 'La date de fin est obligatoire',
  frequency: 'La fréquence est obligatoire',
  order: 'La date de fin doit être après la date de début',
} as const

/** Yes/no questions of the care-request form: required answers. */
const yesNo = () => v.boolean(REQUIRED_MESSAGE)
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as T[number]['value'][]
const requiredDate = () => v.pipe(v.string(REQUIRED_MESSAGE), v.check(isIsoDate, REQUIRED_MESSAGE))

/** The post-partum section shows (and is required) only for early discharge or home post-partum follow-up. */
export function showsPostpartumSection(types: readonly string[]): boolean {
  return types.some((t) => (POSTPARTUM_REQUEST_TYPES as readonly string[]).includes(t))
}

/** The recurrence asked after the spec's care-request wizard: from, to and 1–3 visits a week. */
export const recurrenceSchema = v.pipe(
  formObject({
    fromDate: v.pipe(
      v.string(RECURRENCE_MESSAGES.fromDate),
      v.check(isIsoDate, RECURRENCE_MESSAGES.fromDate),
    ),
    toDate: v.pipe(v.string(RECURRENCE_MESSAGES.toDate), v.check(isIsoDate, RECURRENCE_MESSAGES.toDate)),
    frequency: v.picklist(RECURRENCE_FREQUENCIES, RECURRENCE_MESSAGES.frequency),
  }),
  conditionalRequirements((value) =>
    value.toDate < value.fromDate ? [{ key: 'toDate', message: RECURRENCE_MESSAGES.order }] : [],
  ),
)

/** Default request date and recurrence start: today (the spec's constants). */
export function careRequestDefaults(today: IsoDate) {
  return { requestDate: today, recurrence: { fromDate: today, toDate: today, frequency: 1 as const } }
}

const postpartumKeys = [
  'postPartum',
  'suiteMaternite',
  'diet',
  'hasAllergies',
  'hadAdverseEvent',
  'mere',
  'implicationEquipeHygiene',
  'porteurOuContact',
  'priseEnChargeSociale',
  'questionnaireDepression',
  'rendezVousMedicaux',
  'reeducationPerineale',
  'informationsVaccinationCoqueluche',
  'informationsVaccinationRubeole',
  'informationsSommeilNourrisson',
] as const

/**
 * The care-request form (the spec's fields and rules). Every post-partum field is optional in the object and
 * required by the conditional rules when the section shows; details are required when their yes/no is yes.
 * `urgent: 'early'` means a visit within 24 hours.
 */
export const careRequestSchema = v.pipe(
  formObject({
    patient: v.pipe(v.string(REQUIRED_MESSAGE), v.nonEmpty(REQUIRED_MESSAGE)),
    childrenNumber: v.pipe(v.number(REQUIRED_MESSAGE), v.integer(), v.minValue(0)),
    pregnancyNumber: v.pipe(v.number(REQUIRED_MESSAGE), v.integer(), v.minValue(0)),
    requestDate: requiredDate(),
    treatmentRequestingService: v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE)),
    patientAddress: addressSchema(),
    typeDemande: nonEmptyArray(v.picklist(values(REQUEST_TYPES))),
    hasPathologie: yesNo(),
    pathologie: optionalString(),
    typeTest: nonEmptyArray(v.picklist(values(REQUEST_TESTS))),
    llsDoc: v.pipe(v.array(v.string(), REQUIRED_MESSAGE), v.minLength(1, REQUIRED_MESSAGE)),
    ordonnanceDoc: v.pipe(v.array(v.string(), REQUIRED_MESSAGE), v.minLength(1, REQUIRED_MESSAGE)),
    postPartum: v.optional(v.array(v.picklist(values(POSTPARTUM_OPTIONS)))),
    suiteMaternite: v.optional(v.picklist(values(MATERNITY_FOLLOW_UP))),
    diet: v.optional(v.array(v.picklist(values(DIET_OPTIONS)))),
    perinee: v.optional(v.array(v.picklist(values(PERINEUM_OPTIONS)))),
    hasAllergies: v.optional(v.boolean()),
    allergiesDetails: optionalString(),
    hadAdverseEvent: v.optional(v.boolean()),
    adverseEventDetails: optionalString(),
    mere: optionalString(),
    mereAutre: optionalString(),
    implicationEquipeHygiene: v.optional(v.boolean()),
    porteurOuContact: v.optional(v.boolean()),
    priseEnChargeSociale: v.optional(v.boolean()),
    questionnaireDepression: v.optional(v.boolean()),
    rendezVousMedicaux: v.optional(v.boolean()),
    reeducationPerineale: v.optional(v.boolean()),
    informationsVaccinationCoqueluche: v.optional(v.boolean()),
    informationsVaccinationRubeole: v.optional(v.boolean()),
    informationsSommeilNourrisson: v.optional(v.boolean()),
    recurrence: v.optional(recurrenceSchema),
    urgent: v.optional(v.picklist(['early', 'normal'])),
  }),
  conditionalRequirements((value) => {
    const issues: { key: string }[] = []
    if (value.hasPathologie && isBlank(value.pathologie)) issues.push({ key: 'pathologie' })
    if (showsPostpartumSection(value.typeDemande as RequestType[])) {
      for (const key of postpartumKeys) if (isBlank(value[key])) issues.push({ key })
      if (value.hasAllergies && isBlank(value.allergiesDetails)) issues.push({ key: 'allergiesDetails' })
      if (value.hadAdverseEvent && isBlank(value.adverseEventDetails))
        issues.push({ key: 'adverseEventDetails' })
      if (value.mere === 'autre' && isBlank(value.mereAutre)) issues.push({ key: 'mereAutre' })
    }
    return issues
  }),
)

/**
 * The wizard's three steps and the fields each asks (the recurrence comes after, in its own dialog).
 * The last step is the post-partum section, whose questions show only for the request types that have
 * one; the details fields follow their yes/no question.
 */
export const CARE_REQUEST_STEPS = [
  {
    id: 'patient',
    title: 'La patiente',
    fields: [
      'patient',
      'childrenNumber',
      'pregnancyNumber',
      'requestDate',
      'treatmentRequestingService',
      'patientAddress',
      'urgent',
    ],
  },
  {
    id: 'request',
    title: 'La demande',
    fields: ['typeDemande', 'hasPathologie', 'pathologie', 'typeTest', 'llsDoc', 'ordonnanceDoc'],
  },
  {
    id: 'postpartum',
    title: 'Le post-partum',
    // The section's questions, then the fields that follow an answer (details, 'autre') or are optional.
    fields: [...postpartumKeys, 'perinee', 'allergiesDetails', 'adverseEventDetails', 'mereAutre'],
  },
] as const

/**
 * What keeps the wizard on step `index`: the form's messages of that step's fields, by field. The whole
 * form is checked, so that a rule crossing steps (the post-partum section follows the request types)
 * has one home; only the step's own fields are reported.
 */
export function careRequestStepErrors(
  values: Record<string, unknown>,
  index: number,
): Record<string, string> {
  const step = CARE_REQUEST_STEPS[index]
  if (!step) throw new RangeError(`The care-request wizard has no step ${index}`)
  const fields: readonly string[] = step.fields
  const result = v.safeParse(careRequestSchema, values)
  const errors: Record<string, string> = {}
  if (result.success) return errors
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && fields.includes(key) && !(key in errors)) errors[key] = issue.message
  }
  return errors
}

/** A field of the care-request wizard (every step's). */
export type CareRequestField = (typeof CARE_REQUEST_STEPS)[number]['fields'][number]

/**
 * The wizard's French labels: the spec names the fields only. Yes/no questions read as a statement
 * answered 'Oui' or 'Non'; a details field follows its question.
 */
export const CARE_REQUEST_LABELS: Record<CareRequestField, string> = {
  patient: 'Patiente',
  childrenNumber: "Nombre d'enfants",
  pregnancyNumber: 'Nombre de grossesses',
  requestDate: 'Date de la demande',
  treatmentRequestingService: 'Service demandeur',
  patientAddress: 'Adresse de la patiente',
  urgent: 'Visite sous 24 heures',
  typeDemande: 'Type de demande',
  hasPathologie: 'Pathologie déclarée',
  pathologie: 'Précisez la pathologie',
  typeTest: 'Examens',
  llsDoc: 'Lettre de liaison',
  ordonnanceDoc: 'Ordonnance',
  postPartum: 'Dépistages et surveillance du post-partum',
  suiteMaternite: 'Suites de couches',
  diet: 'Alimentation du nouveau-né',
  perinee: 'Périnée',
  hasAllergies: 'Allergies',
  allergiesDetails: 'Précisez les allergies',
  hadAdverseEvent: 'Événement indésirable pendant le séjour',
  adverseEventDetails: "Précisez l'événement indésirable",
  mere: 'Situation de la mère',
  mereAutre: 'Précisez',
  implicationEquipeHygiene: "Implication de l'équipe d'hygiène",
  porteurOuContact: "Porteuse ou contact d'une bactérie multirésistante",
  priseEnChargeSociale: 'Prise en charge sociale',
  questionnaireDepression: 'Questionnaire de dépistage de la dépression du post-partum réalisé',
  rendezVousMedicaux: 'Rendez-vous médicaux programmés',
  reeducationPerineale: 'Rééducation périnéale prescrite',
  informationsVaccinationCoqueluche: 'Informations sur la vaccination contre la coqueluche données',
  informationsVaccinationRubeole: 'Informations sur la vaccination contre la rubéole données',
  informationsSommeilNourrisson: 'Informations sur le sommeil du nourrisson données',
}

/** The recurrence dialog's labels. */
export const RECURRENCE_LABELS = {
  fromDate: 'Date de début',
  toDate: 'Date de fin',
  frequency: 'Fréquence',
} as const
