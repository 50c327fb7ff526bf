import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  biochemistryFormSchema,
  CONSULTATION_OBSERVATION_TYPES,
  DBA_ANALYTES,
  DBA_PANELS,
  DBA_UNIT_DECIMALS,
  dbaPanel,
  decodeBiochemistry,
  decodeUrineAnalysis,
  decodeVitalSign,
  encodeBiochemistry,
  encodeUrineAnalysis,
  encodeVitalSign,
  formatAnalyte,
  formatVitalSign,
  isPanelName,
  isVitalSignType,
  latestByPanel,
  latestByType,
  NOT_MEASURED,
  observationJson,
  parseObservation,
  READING_MESSAGES,
  roundAnalyte,
  URINE_ANALYSIS_LOINC,
  URINE_ITEMS,
  urineAnalysisFormSchema,
  urineAnalysisLines,
  VITAL_SIGNS,
  vitalSign,
  vitalSignsFormSchema,
  vitalSignsObservations,
  type AnalyteCode,
  type ConsultationObservation,
  type DatedObservation,
  type UrineAnalysis,
  type VitalField,
  type VitalMeasures,
} from './readings.ts'

/** The field errors of a failed parse, by dotted path; '' for the form as a whole. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return {}
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]))
}

const parts = VITAL_SIGNS.flatMap((sign) => sign.parts.map((part) => ({ sign, part })))

/** A value of the part's range at its sign's precision. */
const inRange = (decimals: number, min: number, max: number) =>
  fc
    .integer({ min: Math.ceil(min * 10 ** decimals), max: Math.floor(max * 10 ** decimals) })
    .map((n) => n / 10 ** decimals)

describe('observations', () => {
  const heartRate: ConsultationObservation = { type: 'HEART_BEAT', code: '8867-4', valueString: '72' }

  it('reads back what it wrote, for any type, code and value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONSULTATION_OBSERVATION_TYPES),
        fc.string({ minLength: 1 }),
        fc.string(),
        (type, code, valueString) => {
          const observation = { type, code, valueString }
          expect(parseObservation(observationJson(observation))).toEqual(observation)
        },
      ),
    )
  })

  it('writes only the three fields', () => {
    const extended = { ...heartRate, id: 'x' } as ConsultationObservation
    expect(JSON.parse(observationJson(extended))).toEqual(heartRate)
  })

  it('refuses anything but an observation', () => {
    for (const text of [
      'not json',
      'null',
      '[]',
      '"72"',
      JSON.stringify({ ...heartRate, extra: 1 }),
      JSON.stringify({ type: 'HEART_BEAT', code: '8867-4' }),
      JSON.stringify({ type: 'HEART_BEAT', code: '8867-4', value: '72' }),
      JSON.stringify({ ...heartRate, type: 'PULSE' }),
      JSON.stringify({ ...heartRate, code: '' }),
      JSON.stringify({ ...heartRate, code: 8867 }),
      JSON.stringify({ ...heartRate, valueString: 72 }),
    ]) {
      expect(parseObservation(text)).toBeNull()
    }
  })

  it('finds the latest of each type, the later of two taken at once, and the latest of each panel', () => {
    const at = (observation: ConsultationObservation, createdAt: string, n: number) => ({
      observation,
      createdAt,
      n,
    })
    const kidney = encodeBiochemistry('triple_kidney', { CREA: 80, UREA: 5, UA: 300 })
    const liver = encodeBiochemistry('triple_liver', { ALT: 20, AST: 25, TBIL: 10 })
    const list = [
      at(heartRate, '2026-03-01T09:00:00.000Z', 1),
      at({ ...heartRate, valueString: '80' }, '2026-03-01T09:05:00.000Z', 2),
      at({ ...heartRate, valueString: '90' }, '2026-03-01T09:01:00.000Z', 3),
      at(encodeVitalSign('SpO2', [97]), '2026-03-01T09:00:00.000Z', 4),
      at(encodeVitalSign('SpO2', [98]), '2026-03-01T09:00:00.000Z', 5),
      at(kidney, '2026-03-01T09:00:00.000Z', 6),
      at(liver, '2026-03-01T09:00:00.000Z', 7),
      at(encodeBiochemistry('triple_kidney', { CREA: 90, UREA: 5, UA: 300 }), '2026-03-01T09:02:00.000Z', 8),
      at({ type: 'DBA', code: 'unknown_panel', valueString: '{}' }, '2026-03-01T09:09:00.000Z', 9),
    ]
    const latest = latestByType(list)
    expect(latest.get('HEART_BEAT')?.n).toBe(2)
    expect(latest.get('SpO2')?.n).toBe(5)
    expect(latest.get('DBA')?.n).toBe(9)
    expect(latest.has('TEMPERATURE')).toBe(false)
    const panels = latestByPanel(list)
    expect([...panels.keys()]).toEqual(['triple_kidney', 'triple_liver'])
    expect(panels.get('triple_kidney')?.n).toBe(8)
    expect(latestByType([] as DatedObservation[]).size).toBe(0)
  })

  it('keeps, for any list, one observation per type, none older than another of its type', () => {
    const dated = fc.record({
      observation: fc.record({
        type: fc.constantFrom(...CONSULTATION_OBSERVATION_TYPES),
        code: fc.constant('c'),
        valueString: fc.string(),
      }),
      createdAt: fc
        .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 0, 2) })
        .map((ms) => new Date(ms).toISOString()),
    })
    fc.assert(
      fc.property(fc.array(dated), (list) => {
        const latest = latestByType(list)
        expect(new Set(latest.keys())).toEqual(new Set(list.map((o) => o.observation.type)))
        for (const item of list) {
          expect(latest.get(item.observation.type)!.createdAt >= item.createdAt).toBe(true)
        }
      }),
    )
  })
})

describe('vital signs', () => {
  it('define every measure once, with its label, unit, LOINC code and empty display', () => {
    expect(VITAL_SIGNS.map((s) => [s.type, s.label, s.unit, s.loinc, s.decimals, s.empty])).toEqual([
      ['HEART_BEAT', 'Fréquence cardiaque', 'bpm', '8867-4', 0, '-'],
      ['SpO2', 'Saturation', '%', '59408-5', 0, '-'],
      ['BLOOD_PRESSURE', 'Pression artérielle', 'mmHg', '85354-9', 0, '- / -'],
      ['TEMPERATURE', 'Température', '°C', '8310-5', 1, '-'],
      ['WEIGHT', 'Poids', 'kg', '29463-7', 1, '-'],
      ['BLOOD_GLUCOSE', 'Glycémie', 'mg/dL', '2339-0', 0, '-'],
      ['RESPIRATORY_RATE', 'Fréquence respiratoire', '/min', '9279-1', 0, '-'],
      ['BIA', 'Masse grasse (impédancemétrie)', '%', '41982-0', 1, '-'],
    ])
    expect(new Set(parts.map(({ part }) => part.field)).size).toBe(parts.length)
    expect(vitalSign('BLOOD_PRESSURE').parts.map((p) => [p.field, p.min, p.max])).toEqual([
      ['systolic', 50, 260],
      ['diastolic', 30, 160],
    ])
    expect(isVitalSignType('SpO2')).toBe(true)
    expect(isVitalSignType('URINE_ANALYSIS')).toBe(false)
  })

  it('write a value at its precision and read it back', () => {
    expect(encodeVitalSign('TEMPERATURE', [37.24])).toEqual({
      type: 'TEMPERATURE',
      code: '8310-5',
      valueString: '37.2',
    })
    expect(encodeVitalSign('BLOOD_PRESSURE', [120.4, 80])).toEqual({
      type: 'BLOOD_PRESSURE',
      code: '85354-9',
      valueString: '120/80',
    })
    expect(() => encodeVitalSign('BLOOD_PRESSURE', [120])).toThrow(RangeError)
    expect(decodeVitalSign('BLOOD_PRESSURE', '120 / 80')).toEqual([120, 80])
    for (const wrong of ['', 'abc', '1e2', '37,2', '37/2'])
      expect(decodeVitalSign('TEMPERATURE', wrong)).toBeNull()
    for (const wrong of ['120', '120/80/60', '120/'])
      expect(decodeVitalSign('BLOOD_PRESSURE', wrong)).toBeNull()
  })

  it('round-trips any value of its range through the valueString', () => {
    for (const sign of VITAL_SIGNS) {
      const values = fc.tuple(...sign.parts.map((p) => inRange(sign.decimals, p.min, p.max)))
      fc.assert(
        fc.property(values, (numbers) => {
          const observation = encodeVitalSign(sign.type, numbers)
          expect(observation.code).toBe(sign.loinc)
          expect(decodeVitalSign(sign.type, observation.valueString)).toEqual(numbers)
        }),
      )
    }
  })

  it('display in French, with the sign’s decimals, or the empty display', () => {
    expect(formatVitalSign('TEMPERATURE', '37.2')).toBe('37,2')
    expect(formatVitalSign('TEMPERATURE', '37')).toBe('37,0')
    expect(formatVitalSign('BLOOD_GLUCOSE', '1000')).toBe('1000')
    expect(formatVitalSign('BLOOD_PRESSURE', '120/80')).toBe('120 / 80')
    expect(formatVitalSign('BLOOD_PRESSURE', undefined)).toBe('- / -')
    expect(formatVitalSign('BLOOD_PRESSURE', 'garbage')).toBe('- / -')
    expect(formatVitalSign('HEART_BEAT', null)).toBe('-')
  })

  it('make one observation per sign given whole, in the displays’ order', () => {
    expect(vitalSignsObservations({ systolic: 120, heartRate: 72, diastolic: 80 })).toEqual([
      { type: 'HEART_BEAT', code: '8867-4', valueString: '72' },
      { type: 'BLOOD_PRESSURE', code: '85354-9', valueString: '120/80' },
    ])
    expect(vitalSignsObservations({ systolic: 120 })).toEqual([])
  })
})

describe("the 'Constantes' form", () => {
  const parse = (measures: VitalMeasures) => v.safeParse(vitalSignsFormSchema, { measures })

  it('accepts any subset of values in range, each sign given whole', () => {
    const measures = fc.record(
      Object.fromEntries(
        parts
          .filter(({ sign }) => sign.type !== 'BLOOD_PRESSURE')
          .map(({ sign, part }) => [part.field, inRange(sign.decimals, part.min, part.max)]),
      ) as Record<VitalField, fc.Arbitrary<number>>,
      { requiredKeys: [] },
    )
    const pressure = fc.option(
      fc
        .integer({ min: 50, max: 260 })
        .chain((systolic) =>
          fc
            .integer({ min: 30, max: Math.min(160, systolic - 1) })
            .map((diastolic) => ({ systolic, diastolic })),
        ),
      { nil: undefined },
    )
    fc.assert(
      fc.property(measures, pressure, (given, bp) => {
        const all: VitalMeasures = { ...given, ...bp }
        fc.pre(Object.keys(all).length > 0)
        const result = parse(all)
        expect(result.success).toBe(true)
        const observations = result.output as ConsultationObservation[]
        expect(observations.map((o) => o.type)).toEqual(
          VITAL_SIGNS.filter((s) => s.parts.every((p) => all[p.field] !== undefined)).map((s) => s.type),
        )
        for (const observation of observations) {
          const sign = vitalSign(observation.type as 'HEART_BEAT')
          expect(decodeVitalSign(sign.type, observation.valueString)).toEqual(
            sign.parts.map((p) => all[p.field]),
          )
        }
      }),
    )
  })

  it('refuses any value outside its range, with the range in the message', () => {
    for (const { sign, part } of parts) {
      const step = 10 ** -sign.decimals
      const outside = fc.oneof(
        fc.double({ min: -1e6, max: part.min - step, noNaN: true }),
        fc.double({ min: part.max + step, max: 1e6, noNaN: true }),
      )
      fc.assert(
        fc.property(outside, (value) => {
          const other =
            part.field === 'systolic'
              ? { diastolic: 40 }
              : part.field === 'diastolic'
                ? { systolic: 250 }
                : {}
          expect(errorsOf(vitalSignsFormSchema, { measures: { ...other, [part.field]: value } })).toEqual({
            [`measures.${part.field}`]: READING_MESSAGES.range(part.min, part.max),
          })
        }),
        { numRuns: 30 },
      )
    }
  })

  it('says each of its messages in French', () => {
    expect(errorsOf(vitalSignsFormSchema, { measures: { heartRate: 300 } })).toEqual({
      'measures.heartRate': 'Valeur attendue entre 20 et 250',
    })
    expect(errorsOf(vitalSignsFormSchema, { measures: { weight: 0.2 } })).toEqual({
      'measures.weight': 'Valeur attendue entre 0,5 et 400',
    })
    expect(errorsOf(vitalSignsFormSchema, { measures: { temperature: Number.NaN } })).toEqual({
      'measures.temperature': 'Valeur attendue entre 30 et 45',
    })
    expect(errorsOf(vitalSignsFormSchema, { measures: {} })).toEqual({
      measures: 'Renseignez au moins une constante',
    })
    expect(errorsOf(vitalSignsFormSchema, { measures: { systolic: 120 } })).toEqual({
      'measures.diastolic': 'Renseignez aussi la diastolique',
    })
    expect(errorsOf(vitalSignsFormSchema, { measures: { diastolic: 80 } })).toEqual({
      'measures.systolic': 'Renseignez aussi la systolique',
    })
    expect(errorsOf(vitalSignsFormSchema, { measures: { systolic: 80, diastolic: 80 } })).toEqual({
      'measures.systolic': 'La systolique doit être supérieure à la diastolique',
    })
    expect(parse({ systolic: 81, diastolic: 80, heartRate: 20, oxygenSaturation: 100 }).success).toBe(true)
  })
  it('says every field’s error at once when the whole form is checked', () => {
    const result = v.safeParse(vitalSignsFormSchema, {
      measures: { heartRate: 300, temperature: 20, systolic: 80, diastolic: 90 },
    })
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['measures.heartRate', 'Valeur attendue entre 20 et 250'],
      ['measures.temperature', 'Valeur attendue entre 30 et 45'],
      ['measures.systolic', 'La systolique doit être supérieure à la diastolique'],
    ])
  })
})

describe('the urine analysis', () => {
  it('lists its eleven items in the strip’s order, with their French labels and choices', () => {
    expect(URINE_ITEMS.map((item) => [item.key, item.label])).toEqual([
      ['bilirubin', 'Bilirubine'],
      ['blood', 'Sang'],
      ['glucose', 'Glucose'],
      ['ketones', 'Corps cétoniques'],
      ['leukocytes', 'Leucocytes'],
      ['nitrites', 'Nitrites'],
      ['PH', 'pH'],
      ['proteins', 'Protéines'],
      ['specificGravity', 'Densité'],
      ['urobilinogen', 'Urobilinogène'],
      ['ascorbicAcid', 'Acide ascorbique'],
    ])
    const options = (key: string) => URINE_ITEMS.find((i) => i.key === key)!.options
    expect(options('glucose').map((o) => o.value)).toEqual(['Négatif', 'Traces', '+', '++', '+++'])
    expect(options('nitrites').map((o) => o.value)).toEqual(['Négatif', 'Positif'])
    expect(options('PH').map((o) => o.value)).toEqual([
      '5.0',
      '5.5',
      '6.0',
      '6.5',
      '7.0',
      '7.5',
      '8.0',
      '8.5',
      '9.0',
    ])
    expect(options('PH')[3]!.label).toBe('6,5')
    expect(options('specificGravity').map((o) => o.value)).toEqual([
      '1.000',
      '1.005',
      '1.010',
      '1.015',
      '1.020',
      '1.025',
      '1.030',
    ])
    expect(options('specificGravity')[3]!.label).toBe('1,015')
  })

  const analyses = fc
    .record(
      Object.fromEntries(
        URINE_ITEMS.map((item) => [
          item.key,
          fc.constantFrom(NOT_MEASURED, ...item.options.map((o) => o.value)),
        ]),
      ) as Record<string, fc.Arbitrary<string>>,
      { requiredKeys: [] },
    )
    .map((analysis) => analysis as UrineAnalysis)
  const measuredOf = (analysis: UrineAnalysis) =>
    Object.fromEntries(Object.entries(analysis).filter(([, value]) => value !== NOT_MEASURED))

  it('round-trips the measured items of any strip through the valueString', () => {
    fc.assert(
      fc.property(analyses, (analysis) => {
        const observation = encodeUrineAnalysis(analysis)
        expect(observation.type).toBe('URINE_ANALYSIS')
        expect(observation.code).toBe(URINE_ANALYSIS_LOINC)
        expect(JSON.parse(observation.valueString)).toEqual(measuredOf(analysis))
        const measured = measuredOf(analysis)
        expect(decodeUrineAnalysis(observation.valueString)).toEqual(
          Object.keys(measured).length > 0 ? measured : null,
        )
      }),
    )
  })

  it('accepts any strip with an item measured, and refuses one without, in French', () => {
    fc.assert(
      fc.property(analyses, (items) => {
        const measured = measuredOf(items)
        const result = v.safeParse(urineAnalysisFormSchema, { items })
        if (Object.keys(measured).length === 0) {
          expect(errorsOf(urineAnalysisFormSchema, { items })).toEqual({
            items: 'Renseignez au moins un élément',
          })
        } else {
          expect(result.output).toEqual([encodeUrineAnalysis(items)])
        }
      }),
    )
    expect(errorsOf(urineAnalysisFormSchema, { items: { PH: '6.3' } })).toEqual({
      'items.PH': 'Choisissez une valeur de la liste',
    })
  })

  it('reads NULL as not measured, and refuses what is no strip', () => {
    expect(
      decodeUrineAnalysis(JSON.stringify({ glucose: '++', blood: 'NULL', PH: null, colour: 'jaune' })),
    ).toEqual({ glucose: '++' })
    for (const wrong of ['nope', '[]', '{}', JSON.stringify({ PH: '6.3' }), JSON.stringify({ blood: 3 })])
      expect(decodeUrineAnalysis(wrong)).toBeNull()
  })

  it('shows the measured items only, with the choices’ labels', () => {
    expect(urineAnalysisLines({ specificGravity: '1.015', glucose: 'Traces', PH: '6.5' })).toEqual([
      { key: 'glucose', label: 'Glucose', value: 'Traces' },
      { key: 'PH', label: 'pH', value: '6,5' },
      { key: 'specificGravity', label: 'Densité', value: '1,015' },
    ])
  })
})

describe('dry biochemistry', () => {
  it('names its panels and their analytes with French labels and units', () => {
    expect(DBA_PANELS.map((p) => [p.name, p.label, p.analytes.join(' ')])).toEqual([
      ['triple_kidney', 'Bilan rénal', 'CREA UREA UA'],
      ['blood_lipid_glucose', 'Bilan lipidique et glycémie', 'TC TG HDL LDL GLU'],
      ['tetralogy_liver', 'Bilan hépatique (4 paramètres)', 'ALT AST GGT ALP'],
      ['triple_liver', 'Bilan hépatique (3 paramètres)', 'ALT AST TBIL'],
      ['blood_donation', 'Bilan don du sang', 'ALT TP ALB'],
      ['metabolism', 'Bilan métabolique', 'GLU UA CREA TC TG'],
    ])
    expect(DBA_ANALYTES.CREA).toEqual({ label: 'Créatinine', unit: 'µmol/L' })
    expect(DBA_ANALYTES.TBIL).toEqual({ label: 'Bilirubine totale', unit: 'µmol/L' })
    expect(DBA_ANALYTES.ALB).toEqual({ label: 'Albumine', unit: 'g/L' })
    expect(isPanelName('metabolism')).toBe(true)
    expect(isPanelName('toString')).toBe(false)
  })

  it('rounds each value to its unit and shows it in French', () => {
    expect(roundAnalyte('CREA', 80.6)).toBe(81)
    expect(roundAnalyte('ALT', 20.4)).toBe(20)
    expect(roundAnalyte('GLU', 5.456)).toBe(5.46)
    expect(roundAnalyte('TP', 71.26)).toBe(71.3)
    expect(formatAnalyte('GLU', 5.4)).toBe('5,40')
    expect(formatAnalyte('TP', 70)).toBe('70,0')
    expect(formatAnalyte('CREA', 81)).toBe('81')
    expect(encodeBiochemistry('triple_kidney', { CREA: 80.6, UREA: 5.456, UA: 300.2, ALT: 3 })).toEqual({
      type: 'DBA',
      code: 'triple_kidney',
      valueString: '{"CREA":81,"UREA":5.46,"UA":300}',
    })
    expect(() => encodeBiochemistry('triple_kidney', { CREA: 80 })).toThrow(RangeError)
  })

  const panelResults = fc.constantFrom(...DBA_PANELS).chain((panel) =>
    fc
      .tuple(
        ...panel.analytes.map((code) => {
          const decimals = DBA_UNIT_DECIMALS[DBA_ANALYTES[code].unit]
          return fc.integer({ min: 1, max: 100_000 }).map((n) => n / 10 ** decimals)
        }),
      )
      .map((numbers) => ({
        panel,
        values: Object.fromEntries(panel.analytes.map((code, i) => [code, numbers[i]])) as Partial<
          Record<AnalyteCode, number>
        >,
      })),
  )

  it('round-trips any panel’s results through the valueString', () => {
    fc.assert(
      fc.property(panelResults, ({ panel, values }) => {
        const observation = encodeBiochemistry(panel.name, values)
        expect(decodeBiochemistry(observation.code, observation.valueString)).toEqual({ panel, values })
        expect(v.safeParse(biochemistryFormSchema, { panel: panel.name, values }).output).toEqual([
          observation,
        ])
      }),
    )
  })

  it('refuses what is no panel’s result', () => {
    expect(decodeBiochemistry('unknown', '{}')).toBeNull()
    expect(decodeBiochemistry('triple_kidney', 'nope')).toBeNull()
    expect(decodeBiochemistry('triple_kidney', '[1]')).toBeNull()
    expect(decodeBiochemistry('triple_kidney', '{"CREA":80,"UREA":5}')).toBeNull()
    expect(decodeBiochemistry('triple_kidney', '{"CREA":80,"UREA":5,"UA":0}')).toBeNull()
    expect(decodeBiochemistry('triple_kidney', '{"CREA":80,"UREA":5,"UA":"300"}')).toBeNull()
  })

  it('asks for a panel, then for every analyte of it, each positive, in French', () => {
    expect(errorsOf(biochemistryFormSchema, { values: {} })).toEqual({ panel: 'Choisissez un bilan' })
    expect(errorsOf(biochemistryFormSchema, { panel: 'nope', values: {} })).toEqual({
      panel: 'Choisissez un bilan',
    })
    expect(
      errorsOf(biochemistryFormSchema, { panel: 'triple_kidney', values: { CREA: 0.4, UREA: 5 } }),
    ).toEqual({
      'values.CREA': 'La valeur doit être positive',
      'values.UA': 'Ce champ est obligatoire',
    })
    expect(
      errorsOf(biochemistryFormSchema, { panel: 'triple_kidney', values: { CREA: Number.NaN } }),
    ).toEqual({
      'values.CREA': 'Ce champ est obligatoire',
    })
    // Values typed under another panel stay out of the observation.
    expect(
      v.safeParse(biochemistryFormSchema, {
        panel: 'blood_donation',
        values: { ALT: 20, TP: 70, ALB: 40, CREA: 80 },
      }).output,
    ).toEqual([{ type: 'DBA', code: 'blood_donation', valueString: '{"ALT":20,"TP":70,"ALB":40}' }])
    // Checked whole, a form without a panel says only that.
    expect(
      v.safeParse(biochemistryFormSchema, { values: { CREA: 0 } }).issues?.map((issue) => issue.message),
    ).toEqual(['Choisissez un bilan'])
    expect(dbaPanel('metabolism').label).toBe('Bilan métabolique')
    expect(v.safeParse(biochemistryFormSchema, { panel: 'triple_liver' }).success).toBe(false)
  })

  it('refuses any value that rounds to zero or less, for every analyte', () => {
    const codes = Object.keys(DBA_ANALYTES) as AnalyteCode[]
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.double({ min: -1e4, max: 0.004, noNaN: true }),
        (code, value) => {
          const panel = DBA_PANELS.find((p) => (p.analytes as readonly string[]).includes(code))!
          const values = Object.fromEntries(panel.analytes.map((c) => [c, c === code ? value : 10]))
          fc.pre(roundAnalyte(code, value) <= 0)
          expect(errorsOf(biochemistryFormSchema, { panel: panel.name, values })).toEqual({
            [`values.${code}`]: 'La valeur doit être positive',
          })
        },
      ),
    )
  })
})
