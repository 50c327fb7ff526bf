// The readings a nurse or a midwife records during a consultation, each an observation
// `{ type, code, valueString }` that the browser encrypts for the patient's medical-file group: vital
// signs (one definition per measure, read by the entry form, the live panel and the report alike), the
// urine strip and the dry biochemistry panels. What a form accepts is decided here, with its French
// messages, and each form's schema gives the observations to record; the API only ever sees envelopes.
import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { OBSERVATION_TYPES } from '../medical-record/observations.ts'
import { firstIssueOnly, formObject } from '../shared/schemas.ts'

/** The record's own answers: observations of the patient's file, never of a consultation. */
type RecordOnlyType = 'personnalAntecedents' | 'familyAntecedents' | 'usualTreatment'
const RECORD_ONLY: readonly string[] = ['personnalAntecedents', 'familyAntecedents', 'usualTreatment']

/**
 * What an observation of a consultation may be: the spec's observation types but the record's own,
 * and the respiratory rate, a vital sign the nurse takes that the spec's list lacks.
 */
export const CONSULTATION_OBSERVATION_TYPES = [
  ...OBSERVATION_TYPES.filter(
    (type): type is Exclude<(typeof OBSERVATION_TYPES)[number], RecordOnlyType> =>
      !RECORD_ONLY.includes(type),
  ),
  'RESPIRATORY_RATE' as const,
]

export type ObservationType = (typeof CONSULTATION_OBSERVATION_TYPES)[number]

/** What an observation's envelope holds once opened. */
export interface ConsultationObservation {
  type: ObservationType
  /** LOINC for a vital sign or the urine strip, the panel's name for biochemistry. */
  code: string
  valueString: string
}

/** What every display shows for a measure not taken. */
export const MISSING_VALUE = '-'

export const READING_MESSAGES = {
  range: (min: number, max: number) => `Valeur attendue entre ${plainNumber(min)} et ${plainNumber(max)}`,
  systolicAboveDiastolic: 'La systolique doit être supérieure à la diastolique',
  needsDiastolic: 'Renseignez aussi la diastolique',
  needsSystolic: 'Renseignez aussi la systolique',
  noVitalSign: 'Renseignez au moins une constante',
  noUrineItem: 'Renseignez au moins un élément',
  notAnOption: 'Choisissez une valeur de la liste',
  choosePanel: 'Choisissez un bilan',
  required: REQUIRED_MESSAGE,
  positive: 'La valeur doit être positive',
} as const

function isObservationType(value: unknown): value is ObservationType {
  return (CONSULTATION_OBSERVATION_TYPES as readonly unknown[]).includes(value)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The text an observation's envelope encrypts. */
export function observationJson(observation: ConsultationObservation): string {
  const { type, code, valueString } = observation
  return JSON.stringify({ type, code, valueString })
}

/**
 * An opened envelope's observation, or null for anything else: another shape, an unknown type, an
 * extra field. What does not parse is never shown as a reading.
 */
export function parseObservation(json: string): ConsultationObservation | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return null
  }
  if (!isRecord(parsed) || Object.keys(parsed).length !== 3) return null
  const { type, code, valueString } = parsed
  if (!isObservationType(type) || typeof code !== 'string' || code === '') return null
  if (typeof valueString !== 'string') return null
  return { type, code, valueString }
}

/** An observation with the instant it was recorded (ISO 8601), as lists keep it. */
export interface DatedObservation {
  observation: ConsultationObservation
  createdAt: string
}

function latestBy<T extends DatedObservation, K>(
  list: readonly T[],
  keyOf: (item: T) => K | null,
): Map<K, T> {
  const latest = new Map<K, T>()
  for (const item of list) {
    const key = keyOf(item)
    if (key === null) continue
    const current = latest.get(key)
    // Of two taken at the same instant, the later in the list (lists run oldest first).
    if (!current || Date.parse(item.createdAt) >= Date.parse(current.createdAt)) latest.set(key, item)
  }
  return latest
}

/** The latest observation of each type. */
export function latestByType<T extends DatedObservation>(list: readonly T[]): Map<ObservationType, T> {
  return latestBy(list, (item) => item.observation.type)
}

/** The latest biochemistry observation of each panel, by the panel's name. */
export function latestByPanel<T extends DatedObservation>(list: readonly T[]): Map<DbaPanelName, T> {
  return latestBy(list, (item) =>
    item.observation.type === 'DBA' && isPanelName(item.observation.code) ? item.observation.code : null,
  )
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** A bound of a message: French decimal comma, as many decimals as it has. */
function plainNumber(value: number): string {
  return String(value).replace('.', ',')
}

const formats = new Map<number, Intl.NumberFormat>()
/** A measured value in French with exactly `decimals` decimals and no grouping (1000, not 1 000). */
function measuredNumber(value: number, decimals: number): string {
  let format = formats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    })
    formats.set(decimals, format)
  }
  return format.format(value)
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/
const parseDecimal = (text: string) => (DECIMAL.test(text) ? Number(text) : null)

// ---- Vital signs ----

export type VitalSignType =
  | 'HEART_BEAT'
  | 'SpO2'
  | 'BLOOD_PRESSURE'
  | 'TEMPERATURE'
  | 'WEIGHT'
  | 'BLOOD_GLUCOSE'
  | 'RESPIRATORY_RATE'
  | 'BIA'

/** A number the form asks for: a vital sign has one, blood pressure two. */
export type VitalField =
  | 'heartRate'
  | 'oxygenSaturation'
  | 'systolic'
  | 'diastolic'
  | 'temperature'
  | 'weight'
  | 'bloodGlucose'
  | 'respiratoryRate'
  | 'bodyFat'

export interface VitalPart {
  field: VitalField
  label: string
  /** The plausible physiological range, bounds included. */
  min: number
  max: number
}

export interface VitalSignDefinition {
  type: VitalSignType
  label: string
  unit: string
  loinc: string
  /** Decimals kept and shown. */
  decimals: number
  /** Shown when none was taken. */
  empty: string
  parts: readonly VitalPart[]
}

const single = (
  type: VitalSignType,
  label: string,
  unit: string,
  loinc: string,
  decimals: number,
  field: VitalField,
  min: number,
  max: number,
): VitalSignDefinition => ({
  type,
  label,
  unit,
  loinc,
  decimals,
  empty: MISSING_VALUE,
  parts: [{ field, label, min, max }],
})

/** The vital signs in the order every screen and the report show them. */
export const VITAL_SIGNS: readonly VitalSignDefinition[] = [
  single('HEART_BEAT', 'Fréquence cardiaque', 'bpm', '8867-4', 0, 'heartRate', 20, 250),
  single('SpO2', 'Saturation', '%', '59408-5', 0, 'oxygenSaturation', 50, 100),
  {
    type: 'BLOOD_PRESSURE',
    label: 'Pression artérielle',
    unit: 'mmHg',
    loinc: '85354-9',
    decimals: 0,
    empty: `${MISSING_VALUE} / ${MISSING_VALUE}`,
    parts: [
      { field: 'systolic', label: 'Pression systolique', min: 50, max: 260 },
      { field: 'diastolic', label: 'Pression diastolique', min: 30, max: 160 },
    ],
  },
  single('TEMPERATURE', 'Température', '°C', '8310-5', 1, 'temperature', 30, 45),
  single('WEIGHT', 'Poids', 'kg', '29463-7', 1, 'weight', 0.5, 400),
  single('BLOOD_GLUCOSE', 'Glycémie', 'mg/dL', '2339-0', 0, 'bloodGlucose', 10, 1000),
  single('RESPIRATORY_RATE', 'Fréquence respiratoire', '/min', '9279-1', 0, 'respiratoryRate', 4, 80),
  single('BIA', 'Masse grasse (impédancemétrie)', '%', '41982-0', 1, 'bodyFat', 2, 75),
]

const VITAL_SIGN_BY_TYPE = new Map(VITAL_SIGNS.map((sign) => [sign.type, sign]))

export function isVitalSignType(type: string): type is VitalSignType {
  return VITAL_SIGN_BY_TYPE.has(type as VitalSignType)
}

/** The definition of a vital sign. */
export function vitalSign(type: VitalSignType): VitalSignDefinition {
  return VITAL_SIGN_BY_TYPE.get(type)!
}

/** The observation of a vital sign: its numbers rounded to its decimals, blood pressure as 'sys/dia'. */
export function encodeVitalSign(type: VitalSignType, values: readonly number[]): ConsultationObservation {
  const sign = vitalSign(type)
  if (values.length !== sign.parts.length) {
    throw new RangeError(`${type} takes ${sign.parts.length} value(s), not ${values.length}`)
  }
  return {
    type,
    code: sign.loinc,
    valueString: values.map((value) => String(roundTo(value, sign.decimals))).join('/'),
  }
}

/** The numbers of a vital sign's valueString (two for blood pressure), or null when it is no such value. */
export function decodeVitalSign(type: VitalSignType, valueString: string): number[] | null {
  const sign = vitalSign(type)
  const parts = valueString.split('/').map((part) => parseDecimal(part.trim()))
  if (parts.length !== sign.parts.length || parts.includes(null)) return null
  return parts as number[]
}

/** A vital sign as shown beside its label and unit: '37,2', '120 / 80', or '-' / '- / -' without one. */
export function formatVitalSign(type: VitalSignType, valueString: string | null | undefined): string {
  const sign = vitalSign(type)
  const values = valueString == null ? null : decodeVitalSign(type, valueString)
  if (!values) return sign.empty
  return values.map((value) => measuredNumber(value, sign.decimals)).join(' / ')
}

export type VitalMeasures = Partial<Record<VitalField, number>>

/** One observation per vital sign whose every number is given (a lone half of a pressure is none). */
export function vitalSignsObservations(measures: VitalMeasures): ConsultationObservation[] {
  return VITAL_SIGNS.flatMap((sign) => {
    const values = sign.parts.map((part) => measures[part.field])
    return values.every((value) => value !== undefined) ? [encodeVitalSign(sign.type, values)] : []
  })
}

const measureField = (part: VitalPart) => {
  const message = READING_MESSAGES.range(part.min, part.max)
  return v.optional(
    firstIssueOnly(v.pipe(v.number(message), v.minValue(part.min, message), v.maxValue(part.max, message))),
  )
}

const measuresSchema = v.pipe(
  v.object(
    Object.fromEntries(
      VITAL_SIGNS.flatMap((sign) => sign.parts).map((part) => [part.field, measureField(part)]),
    ) as Record<VitalField, ReturnType<typeof measureField>>,
  ),
  v.check(
    (measures) => Object.values(measures).some((value) => value !== undefined),
    READING_MESSAGES.noVitalSign,
  ),
  v.forward(
    v.partialCheck(
      [['systolic'], ['diastolic']],
      (m) => m.systolic === undefined || m.diastolic !== undefined,
      READING_MESSAGES.needsDiastolic,
    ),
    ['diastolic'],
  ),
  v.forward(
    v.partialCheck(
      [['systolic'], ['diastolic']],
      (m) => m.diastolic === undefined || m.systolic !== undefined,
      READING_MESSAGES.needsSystolic,
    ),
    ['systolic'],
  ),
  v.forward(
    v.partialCheck(
      [['systolic'], ['diastolic']],
      (m) => m.systolic === undefined || m.diastolic === undefined || m.systolic > m.diastolic,
      READING_MESSAGES.systolicAboveDiastolic,
    ),
    ['systolic'],
  ),
)

/**
 * The 'Constantes' form: any subset of the vital signs, each in its range, blood pressure whole and
 * systolic above diastolic; at least one. Its output is the observations to record.
 */
export const vitalSignsFormSchema = v.pipe(
  v.object({ measures: measuresSchema }),
  v.transform(({ measures }) => vitalSignsObservations(measures)),
)

/** What the 'Constantes' form holds. */
export type VitalSignsFormValues = v.InferInput<typeof vitalSignsFormSchema>

// ---- Urine analysis ----

export const URINE_ANALYSIS_LOINC = '24356-8'

/** An item of the strip left as it was: not measured, shown nowhere. */
export const NOT_MEASURED = 'NULL'

export type UrineItemKey =
  | 'bilirubin'
  | 'blood'
  | 'glucose'
  | 'ketones'
  | 'leukocytes'
  | 'nitrites'
  | 'PH'
  | 'proteins'
  | 'specificGravity'
  | 'urobilinogen'
  | 'ascorbicAcid'

export interface UrineOption {
  value: string
  label: string
}

export interface UrineItem {
  key: UrineItemKey
  label: string
  options: readonly UrineOption[]
}

const labelled = (values: readonly string[]): UrineOption[] =>
  values.map((value) => ({ value, label: value }))
const SEMI_QUANTITATIVE = labelled(['Négatif', 'Traces', '+', '++', '+++'])

/** From `from` to `to` by `step`, all three in thousandths, written with `decimals` decimals. */
function graduations(from: number, to: number, step: number, decimals: number): UrineOption[] {
  const options: UrineOption[] = []
  for (let thousandths = from; thousandths <= to; thousandths += step) {
    const value = (thousandths / 1000).toFixed(decimals)
    options.push({ value, label: value.replace('.', ',') })
  }
  return options
}

/** The strip's items in the order it reads them. */
export const URINE_ITEMS: readonly UrineItem[] = [
  { key: 'bilirubin', label: 'Bilirubine', options: SEMI_QUANTITATIVE },
  { key: 'blood', label: 'Sang', options: SEMI_QUANTITATIVE },
  { key: 'glucose', label: 'Glucose', options: SEMI_QUANTITATIVE },
  { key: 'ketones', label: 'Corps cétoniques', options: SEMI_QUANTITATIVE },
  { key: 'leukocytes', label: 'Leucocytes', options: SEMI_QUANTITATIVE },
  { key: 'nitrites', label: 'Nitrites', options: labelled(['Négatif', 'Positif']) },
  { key: 'PH', label: 'pH', options: graduations(5000, 9000, 500, 1) },
  { key: 'proteins', label: 'Protéines', options: SEMI_QUANTITATIVE },
  { key: 'specificGravity', label: 'Densité', options: graduations(1000, 1030, 5, 3) },
  { key: 'urobilinogen', label: 'Urobilinogène', options: SEMI_QUANTITATIVE },
  { key: 'ascorbicAcid', label: 'Acide ascorbique', options: SEMI_QUANTITATIVE },
]

/** The items measured, each with one of its options' values. */
export type UrineAnalysis = Partial<Record<UrineItemKey, string>>

const measured = (value: string | null | undefined): value is string =>
  value !== undefined && value !== null && value !== NOT_MEASURED

/** The observation of a strip: its measured items only, in the strip's order. */
export function encodeUrineAnalysis(analysis: UrineAnalysis): ConsultationObservation {
  const items: UrineAnalysis = {}
  for (const { key } of URINE_ITEMS) {
    const value = analysis[key]
    if (measured(value)) items[key] = value
  }
  return { type: 'URINE_ANALYSIS', code: URINE_ANALYSIS_LOINC, valueString: JSON.stringify(items) }
}

/**
 * The measured items of a strip's valueString ('NULL' or null read as not measured), or null when it
 * is no strip: not an object, a value none of the item's options, or nothing measured.
 */
export function decodeUrineAnalysis(valueString: string): UrineAnalysis | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(valueString)
  } catch {
    return null
  }
  if (!isRecord(parsed)) return null
  const analysis: UrineAnalysis = {}
  for (const item of URINE_ITEMS) {
    const value = Object.hasOwn(parsed, item.key) ? parsed[item.key] : undefined
    if (value === undefined || value === null || value === NOT_MEASURED) continue
    if (!item.options.some((option) => option.value === value)) return null
    analysis[item.key] = value as string
  }
  return Object.keys(analysis).length > 0 ? analysis : null
}

/** What a display lists of a strip: each measured item with its label and the option's label. */
export function urineAnalysisLines(
  analysis: UrineAnalysis,
): { key: UrineItemKey; label: string; value: string }[] {
  return URINE_ITEMS.flatMap((item) => {
    const option = item.options.find((o) => o.value === analysis[item.key])
    return option ? [{ key: item.key, label: item.label, value: option.label }] : []
  })
}

const urineItemField = (item: UrineItem) =>
  v.optional(
    v.picklist(
      [NOT_MEASURED, ...item.options.map((option) => option.value)] as [string, ...string[]],
      READING_MESSAGES.notAnOption,
    ),
  )

/** The 'Analyse d'urine' form: each item measured or not ('NULL'), at least one measured. */
export const urineAnalysisFormSchema = v.pipe(
  v.object({
    items: v.pipe(
      v.object(
        Object.fromEntries(URINE_ITEMS.map((item) => [item.key, urineItemField(item)])) as Record<
          UrineItemKey,
          ReturnType<typeof urineItemField>
        >,
      ),
      v.check((items) => Object.values(items).some((value) => measured(value)), READING_MESSAGES.noUrineItem),
    ),
  }),
  v.transform(({ items }) => [encodeUrineAnalysis(items)]),
)

/** What the 'Analyse d'urine' form holds. */
export type UrineAnalysisFormValues = v.InferInput<typeof urineAnalysisFormSchema>

// ---- Dry biochemistry ----

export type DbaUnit = 'µmol/L' | 'mmol/L' | 'U/L' | 'g/L'

/** The decimals a value keeps in each unit. */
export const DBA_UNIT_DECIMALS: Readonly<Record<DbaUnit, number>> = {
  'µmol/L': 0,
  'U/L': 0,
  'mmol/L': 2,
  'g/L': 1,
}

export type AnalyteCode =
  | 'CREA'
  | 'UREA'
  | 'UA'
  | 'TC'
  | 'TG'
  | 'HDL'
  | 'LDL'
  | 'GLU'
  | 'ALT'
  | 'AST'
  | 'GGT'
  | 'ALP'
  | 'TBIL'
  | 'TP'
  | 'ALB'

/** Each analyte's label and unit, the same in every panel that measures it. */
export const DBA_ANALYTES: Readonly<Record<AnalyteCode, { label: string; unit: DbaUnit }>> = {
  CREA: { label: 'Créatinine', unit: 'µmol/L' },
  UREA: { label: 'Urée', unit: 'mmol/L' },
  UA: { label: 'Acide urique', unit: 'µmol/L' },
  TC: { label: 'Cholestérol total', unit: 'mmol/L' },
  TG: { label: 'Triglycérides', unit: 'mmol/L' },
  HDL: { label: 'HDL-cholestérol', unit: 'mmol/L' },
  LDL: { label: 'LDL-cholestérol', unit: 'mmol/L' },
  GLU: { label: 'Glucose', unit: 'mmol/L' },
  ALT: { label: 'ALAT', unit: 'U/L' },
  AST: { label: 'ASAT', unit: 'U/L' },
  GGT: { label: 'Gamma-GT', unit: 'U/L' },
  ALP: { label: 'Phosphatases alcalines', unit: 'U/L' },
  TBIL: { label: 'Bilirubine totale', unit: 'µmol/L' },
  TP: { label: 'Protéines totales', unit: 'g/L' },
  ALB: { label: 'Albumine', unit: 'g/L' },
}

const ANALYTE_CODES = Object.keys(DBA_ANALYTES) as AnalyteCode[]

// The panels' names are the dry biochemistry analyser's; which analytes each holds is ours, the usual
// ones of such panels, to check against a real device's export.
export const DBA_PANELS = [
  { name: 'triple_kidney', label: 'Bilan rénal', analytes: ['CREA', 'UREA', 'UA'] },
  {
    name: 'blood_lipid_glucose',
    label: 'Bilan lipidique et glycémie',
    analytes: ['TC', 'TG', 'HDL', 'LDL', 'GLU'],
  },
  {
    name: 'tetralogy_liver',
    label: 'Bilan hépatique (4 paramètres)',
    analytes: ['ALT', 'AST', 'GGT', 'ALP'],
  },
  { name: 'triple_liver', label: 'Bilan hépatique (3 paramètres)', analytes: ['ALT', 'AST', 'TBIL'] },
  { name: 'blood_donation', label: 'Bilan don du sang', analytes: ['ALT', 'TP', 'ALB'] },
  { name: 'metabolism', label: 'Bilan métabolique', analytes: ['GLU', 'UA', 'CREA', 'TC', 'TG'] },
] as const satisfies readonly { name: string; label: string; analytes: readonly AnalyteCode[] }[]

export type DbaPanelName = (typeof DBA_PANELS)[number]['name']
export type DbaPanel = (typeof DBA_PANELS)[number]

const PANEL_NAMES = DBA_PANELS.map((panel) => panel.name) as [DbaPanelName, ...DbaPanelName[]]

export function isPanelName(name: string): name is DbaPanelName {
  return (PANEL_NAMES as readonly string[]).includes(name)
}

export function dbaPanel(name: DbaPanelName): DbaPanel {
  return DBA_PANELS.find((panel) => panel.name === name)!
}

export type AnalyteValues = Partial<Record<AnalyteCode, number>>

/** A value as its unit keeps it. */
export function roundAnalyte(code: AnalyteCode, value: number): number {
  return roundTo(value, DBA_UNIT_DECIMALS[DBA_ANALYTES[code].unit])
}

/** A value in French with its unit's decimals (without the unit). */
export function formatAnalyte(code: AnalyteCode, value: number): string {
  return measuredNumber(value, DBA_UNIT_DECIMALS[DBA_ANALYTES[code].unit])
}

/** The observation of a panel: each of its analytes rounded to its unit, in the panel's order. */
export function encodeBiochemistry(name: DbaPanelName, values: AnalyteValues): ConsultationObservation {
  const results: AnalyteValues = {}
  for (const code of dbaPanel(name).analytes) {
    const value = values[code]
    if (value === undefined) throw new RangeError(`${name} needs ${code}`)
    results[code] = roundAnalyte(code, value)
  }
  return { type: 'DBA', code: name, valueString: JSON.stringify(results) }
}

/** A panel's results from its observation's code and valueString, or null unless every one is positive. */
export function decodeBiochemistry(
  code: string,
  valueString: string,
): { panel: DbaPanel; values: AnalyteValues } | null {
  if (!isPanelName(code)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(valueString)
  } catch {
    return null
  }
  if (!isRecord(parsed)) return null
  const panel = dbaPanel(code)
  const values: AnalyteValues = {}
  for (const analyte of panel.analytes) {
    const value = Object.hasOwn(parsed, analyte) ? parsed[analyte] : undefined
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null
    values[analyte] = value
  }
  return { panel, values }
}

const analyteField = () => v.optional(v.number(READING_MESSAGES.required))

/**
 * The 'Biochimie' form: a panel, then every analyte of it, positive once rounded to its unit (other
 * analytes typed under another panel are left out). Its output is the panel's observation.
 */
export const biochemistryFormSchema = v.pipe(
  formObject({
    panel: v.picklist(PANEL_NAMES, READING_MESSAGES.choosePanel),
    values: v.optional(
      v.object(
        Object.fromEntries(ANALYTE_CODES.map((code) => [code, analyteField()])) as Record<
          AnalyteCode,
          ReturnType<typeof analyteField>
        >,
      ),
      {},
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { panel, values } = dataset.value
    for (const code of dbaPanel(panel).analytes) {
      const value = values[code]
      const message =
        value === undefined
          ? READING_MESSAGES.required
          : roundAnalyte(code, value) <= 0
            ? READING_MESSAGES.positive
            : null
      if (!message) continue
      addIssue({
        message,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'values', value: values },
          { type: 'object', origin: 'value', input: values, key: code, value },
        ],
      })
    }
  }),
  v.transform(({ panel, values }) => [encodeBiochemistry(panel, values)]),
)

/** What the 'Biochimie' form holds once complete (it starts without a panel). */
export type BiochemistryFormValues = v.InferInput<typeof biochemistryFormSchema>
