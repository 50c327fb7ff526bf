import { describe, expect, expectTypeOf, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { addDays } from '../shared/dates.ts'
import { isBlank } from './fields.ts'
import {
  ALCOHOL,
  COMMON_PATHOLOGIES,
  COMMON_TREATMENTS,
  CONTRACEPTION_TYPES,
  FOOD_HABITS,
  MENSTRUAL_CYCLES,
  PERSONAL_ANTECEDENTS,
  PHYSICAL_ACTIVITY,
  RISK_CHECKLISTS,
  SMEAR_TEST,
  TOBACCO,
  URINARY_SYMPTOM_FREQUENCY,
  VACCINES,
} from './medical-record-options.ts'
import { medicalRecordSchema } from './medical-record.ts'
import {
  MEDICAL_RECORD_CONDITIONALLY_REQUIRED,
  MEDICAL_RECORD_LABELS,
  MEDICAL_RECORD_OPTIONS,
  MEDICAL_RECORD_STEPS,
  medicalRecordStepTitle,
  medicalRecordSteps,
  visibleMedicalRecordFields,
  type MedicalRecordField,
} from './medical-record-steps.ts'
import { PREGNANCY_TYPES } from './fields.ts'

const today = '2026-03-15'
/** Born on today's date `years` years ago, or a day later (a day short of that age). */
const bornYearsAgo = (years: number, dayShort = false) => addDays(`${2026 - years}-03-15`, dayShort ? 1 : 0)

/** The fields a record's answers can make mandatory. */
const CONDITIONALLY_REQUIRED: readonly MedicalRecordField[] = MEDICAL_RECORD_CONDITIONALLY_REQUIRED

const schemaEntries = medicalRecordSchema({ today }).pipe[0].entries
const schemaFields = Object.keys(schemaEntries) as MedicalRecordField[]

/** Issue keys as a form shows them. */
function issueKeys(input: unknown, perinatal: boolean): Set<string> {
  const result = v.safeParse(medicalRecordSchema({ today, perinatal }), input)
  return new Set((result.issues ?? []).map((issue) => v.getDotPath(issue) ?? ''))
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const text = optional(fc.constantFrom('', '  ', 'Précisions'))
const choice = <T extends readonly string[]>(values: T) => optional(fc.constantFrom(...values))
const yesNo = optional(fc.boolean())
/** Yes/no answers, and the shapes records saved as checklists hold. */
const checklistAnswer = optional(
  fc.oneof(fc.boolean(), fc.constant([]), fc.constant(['voyages']), fc.constant('')),
)
const birthDates = fc.oneof(
  fc.integer({ min: 0, max: 100 * 366 }).map((days) => addDays(today, -days)),
  // Each threshold's eve and day: 18, 25, 50 and 65.
  fc.constantFrom(18, 25, 50, 65).chain((years) => fc.boolean().map((short) => bornYearsAgo(years, short))),
)
const vaccineAnswers: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
  VACCINES.flatMap((vaccine) => [
    [`has${vaccine}`, yesNo],
    [`date${vaccine}`, optional(fc.constantFrom('', '2024-10-01'))],
  ]),
)
const riskAnswers: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
  [
    ...RISK_CHECKLISTS,
    'risks_chest',
    'surveillance_chest',
    'risks_uterus',
    'risks_oesteoporose',
    'densitometrie_osseuse',
    'risks_prostate',
    'surveillance_prostate',
    'risks_testiculaire',
  ].map((key) => [key, checklistAnswer]),
)

/**
 * Answers a patient may have given, over each field's domain: the required unconditional answers are always
 * valid, so that whatever the schema reports comes from the answers' conditions.
 */
const identityAndHabits = fc.record({
  firstName: fc.constantFrom('anne', 'Jean-Marc'),
  lastName: fc.constantFrom('roux', 'Koné'),
  birthDate: birthDates,
  gender: fc.constantFrom('MALE', 'FEMALE'),
  bloodGroup: fc.constantFrom('A+', 'O-', 'UNKOWN'),
  personnalAntecedents: optional(fc.subarray([...PERSONAL_ANTECEDENTS])),
  personnalAntecedentsOther: text,
  familyAntecedents: optional(fc.subarray([...PERSONAL_ANTECEDENTS])),
  familyAntecedentsOther: text,
  usualTreatment: text,
  physicalActivity: fc.constantFrom(...PHYSICAL_ACTIVITY),
  commonPathologies: optional(fc.subarray([...COMMON_PATHOLOGIES])),
  commonTreatments: optional(fc.subarray([...COMMON_TREATMENTS])),
  tabac: fc.constantFrom(...TOBACCO),
  tabacQuantite: text,
  tabacDuree: text,
  tabacDureeDepuisArret: text,
  alcool: fc.constantFrom(...ALCOHOL),
  alcoolType: text,
  foodHabits: optional(fc.subarray([...FOOD_HABITS])),
  foodHabitsOther: text,
  symptomesUrinaires: yesNo,
  symptomesUrinairesFrequence: choice(URINARY_SYMPTOM_FREQUENCY),
  hasContraception: yesNo,
  typeContraception: choice(CONTRACEPTION_TYPES),
  typeContraceptionAutre: text,
  menopause: yesNo,
  menopauseEffect: text,
  frottis: choice(SMEAR_TEST),
  cyclesMenstruels: choice(MENSTRUAL_CYCLES),
  DATE_LAST_PERIOD: optional(fc.constantFrom('', '2026-01-10', '2026-04-01', 'x')),
  CURRENT_PREGNANCY_TYPE: choice(PREGNANCY_TYPES),
  NUMBER_OF_BIRTHS_AT_TERM: optional(fc.nat(6)),
})
const answers = fc
  .tuple(identityAndHabits, fc.record(riskAnswers), fc.record(vaccineAnswers))
  .map(([main, risks, vaccines]) => ({ ...main, ...risks, ...vaccines }))

describe('medical record steps', () => {
  it('keeps the wizard order and titles', () => {
    expect(MEDICAL_RECORD_STEPS.map((step) => step.id)).toEqual([
      'identity',
      'antecedents',
      'activity',
      'habits',
      'risks',
      'health',
      'screening',
      'vaccines',
      'prenatal',
    ])
    expect(medicalRecordStepTitle('health', 'FEMALE')).toBe('Santé de la femme')
    expect(medicalRecordStepTitle('health', 'MALE')).toBe("Santé de l'homme")
    expect(medicalRecordStepTitle('health')).toBe('Santé de la femme')
    expect(medicalRecordStepTitle('screening', 'MALE')).toBe('Dépistage')
    expect(medicalRecordStepTitle('antecedents', 'MALE')).toBe('Groupe sanguin et antécédents')
  })

  it('puts every field of the schema in exactly one step', () => {
    const stepFields = MEDICAL_RECORD_STEPS.flatMap((step) => step.fields)
    expect([...stepFields].sort()).toEqual([...schemaFields].sort())
    expect(new Set(stepFields).size).toBe(stepFields.length)
    expect(MEDICAL_RECORD_STEPS.find((step) => step.id === 'vaccines')?.fields).toHaveLength(
      2 * VACCINES.length,
    )
    expectTypeOf<'tabac' | 'hasGrippe' | 'DATE_LAST_PERIOD'>().toExtend<MedicalRecordField>()
    expectTypeOf<'nope'>().not.toExtend<MedicalRecordField>()
  })

  it('gives the screening step to women from 25 and men from 50', () => {
    const steps = (gender: 'MALE' | 'FEMALE', years: number, dayShort = false) =>
      medicalRecordSteps({ gender, birthDate: bornYearsAgo(years, dayShort), today, perinatal: false })
    expect(steps('FEMALE', 30)).toContain('screening')
    expect(steps('FEMALE', 25)).toContain('screening')
    expect(steps('FEMALE', 25, true)).not.toContain('screening')
    expect(steps('MALE', 40)).not.toContain('screening')
    expect(steps('MALE', 50, true)).not.toContain('screening')
    expect(steps('MALE', 50)).toContain('screening')
    // Men's health asks men from 50 only; women's health every woman.
    expect(steps('MALE', 40)).not.toContain('health')
    expect(steps('MALE', 50)).toContain('health')
    expect(steps('FEMALE', 17)).toContain('health')
    expect(steps('MALE', 40)).toEqual(['identity', 'antecedents', 'activity', 'habits', 'risks', 'vaccines'])
  })

  it('gives the vaccines step to adults, and to minors with a risk', () => {
    const teen = { gender: 'MALE', birthDate: bornYearsAgo(17), today, perinatal: false } as const
    expect(medicalRecordSteps(teen)).not.toContain('vaccines')
    expect(medicalRecordSteps({ ...teen, risks: { risks_colon: false } })).not.toContain('vaccines')
    expect(medicalRecordSteps({ ...teen, risks: { risques_hepatiteB: true } })).toContain('vaccines')
    expect(medicalRecordSteps({ ...teen, birthDate: bornYearsAgo(18) })).toContain('vaccines')
    // Until a birth date is given, the patient counts as a child.
    expect(medicalRecordSteps({ today, perinatal: false })).toEqual([
      'identity',
      'antecedents',
      'activity',
      'habits',
      'risks',
    ])
  })

  it('gives the prenatal step to women in perinatal care only', () => {
    const woman = { gender: 'FEMALE', birthDate: bornYearsAgo(30), today } as const
    expect(medicalRecordSteps({ ...woman, perinatal: true }).at(-1)).toBe('prenatal')
    expect(medicalRecordSteps({ ...woman, perinatal: false })).not.toContain('prenatal')
    expect(medicalRecordSteps({ ...woman, gender: 'MALE', perinatal: true })).not.toContain('prenatal')
    expect(medicalRecordSteps({ ...woman, gender: null, perinatal: true })).not.toContain('prenatal')
  })

  it('lists eligible steps in the wizard order, with the first five always', () => {
    fc.assert(
      fc.property(
        optional(fc.constantFrom('MALE' as const, 'FEMALE' as const)),
        optional(birthDates),
        fc.boolean(),
        fc.dictionary(fc.constantFrom(...RISK_CHECKLISTS), fc.boolean()),
        (gender, birthDate, perinatal, risks) => {
          const steps = medicalRecordSteps({ gender, birthDate, today, risks, perinatal })
          const order = MEDICAL_RECORD_STEPS.map((step) => step.id)
          expect(steps).toEqual(order.filter((id) => steps.includes(id)))
          expect(steps.slice(0, 5)).toEqual(order.slice(0, 5))
          expect(steps.includes('prenatal')).toBe(perinatal && gender === 'FEMALE')
        },
      ),
    )
  })
})

describe('visible medical record fields', () => {
  const ctx = { today, perinatal: false }
  const woman = { gender: 'FEMALE', birthDate: bornYearsAgo(30) }
  const man = { gender: 'MALE', birthDate: bornYearsAgo(55) }

  it('shows follow-up questions when their answer calls for them', () => {
    const shown = (values: Record<string, unknown>) =>
      visibleMedicalRecordFields({ ...woman, ...values }, ctx)
    expect(shown({}).has('personnalAntecedentsOther')).toBe(false)
    expect(shown({ personnalAntecedents: ['Cancer', 'autre'] }).has('personnalAntecedentsOther')).toBe(true)
    expect(shown({ familyAntecedents: ['autre'] }).has('familyAntecedentsOther')).toBe(true)
    expect(shown({ foodHabits: ['autre'] }).has('foodHabitsOther')).toBe(true)
    const smoking = (tabac: string) =>
      (['tabacQuantite', 'tabacDuree', 'tabacDureeDepuisArret'] as const).filter((f) =>
        shown({ tabac }).has(f),
      )
    expect(smoking('jamais')).toEqual([])
    expect(smoking('actif')).toEqual(['tabacQuantite', 'tabacDuree'])
    expect(smoking('ancien')).toEqual(['tabacDuree', 'tabacDureeDepuisArret'])
    expect(shown({}).has('alcoolType')).toBe(false)
    expect(shown({ alcool: 'jamais' }).has('alcoolType')).toBe(false)
    expect(shown({ alcool: 'occasionnelle' }).has('alcoolType')).toBe(true)
    expect(shown({ hasContraception: false, typeContraception: 'autre' }).has('typeContraception')).toBe(
      false,
    )
    expect(shown({ hasContraception: false, typeContraception: 'autre' }).has('typeContraceptionAutre')).toBe(
      false,
    )
    expect(shown({ hasContraception: true, typeContraception: 'autre' }).has('typeContraceptionAutre')).toBe(
      true,
    )
    expect(shown({ hasDiphterie: true }).has('dateDiphterie')).toBe(true)
    expect(shown({ hasDiphterie: false }).has('dateDiphterie')).toBe(false)
  })

  it('asks women and men their own questions by age', () => {
    const shownWoman = visibleMedicalRecordFields(woman, ctx)
    expect(shownWoman.has('frottis')).toBe(true)
    expect(shownWoman.has('menopause')).toBe(false)
    expect(shownWoman.has('symptomesUrinaires')).toBe(false)
    const woman55 = visibleMedicalRecordFields({ ...woman, birthDate: bornYearsAgo(55) }, ctx)
    expect(woman55.has('menopause')).toBe(true)
    expect(woman55.has('menopauseEffect')).toBe(false)
    expect(
      visibleMedicalRecordFields({ ...woman, birthDate: bornYearsAgo(55), menopause: true }, ctx).has(
        'menopauseEffect',
      ),
    ).toBe(true)
    const shownMan = visibleMedicalRecordFields(man, ctx)
    expect(shownMan.has('surveillance_prostate')).toBe(true)
    expect(shownMan.has('symptomesUrinaires')).toBe(true)
    expect(shownMan.has('symptomesUrinairesFrequence')).toBe(false)
    expect(shownMan.has('hasContraception')).toBe(false)
    expect(shownMan.has('frottis')).toBe(false)
    expect(
      visibleMedicalRecordFields({ ...man, symptomesUrinaires: true }, ctx).has(
        'symptomesUrinairesFrequence',
      ),
    ).toBe(true)
    const young = visibleMedicalRecordFields({ ...man, birthDate: bornYearsAgo(30) }, ctx)
    expect(young.has('symptomesUrinaires')).toBe(false)
    expect(young.has('risks_prostate')).toBe(false)
  })

  it('offers the vaccines by age and risk, and the prenatal questions in perinatal care', () => {
    const senior = visibleMedicalRecordFields({ ...man, birthDate: bornYearsAgo(70) }, ctx)
    expect(senior.has('hasGrippe')).toBe(true)
    expect(senior.has('hasHepatiteB')).toBe(false)
    expect(senior.has('dateGrippe')).toBe(false)
    const teen = { gender: 'MALE', birthDate: bornYearsAgo(16) }
    expect(visibleMedicalRecordFields(teen, ctx).has('hasHepatiteB')).toBe(false)
    expect(visibleMedicalRecordFields({ ...teen, risques_hepatiteB: true }, ctx).has('hasHepatiteB')).toBe(
      true,
    )
    expect(visibleMedicalRecordFields({ ...teen, risques_hepatiteB: true }, ctx).has('hasTetanos')).toBe(
      false,
    )
    expect(visibleMedicalRecordFields(woman, { today, perinatal: true }).has('DATE_LAST_PERIOD')).toBe(true)
    expect(visibleMedicalRecordFields(woman, ctx).has('DATE_LAST_PERIOD')).toBe(false)
    expect(visibleMedicalRecordFields(man, { today, perinatal: true }).has('DATE_LAST_PERIOD')).toBe(false)
    // Before the identity is filled in, only the questions for everyone show.
    const blank = visibleMedicalRecordFields({ gender: 'X', birthDate: 42 }, { today, perinatal: true })
    expect(blank.has('bloodGroup')).toBe(true)
    expect(blank.has('hasContraception')).toBe(false)
    expect(blank.has('hasTetanos')).toBe(false)
  })

  it('never requires a hidden question, and requires every visible blank one', () => {
    fc.assert(
      fc.property(answers, fc.boolean(), (record, perinatal) => {
        // The unconditional answers are valid: any issue comes from a condition (or the last period's date).
        expect(v.safeParse(medicalRecordSchema({ today, perinatal }).pipe[0], record).issues).toBeUndefined()
        const visible = visibleMedicalRecordFields(record, { today, perinatal })
        const reported = issueKeys(record, perinatal)
        for (const key of reported) expect(visible).toContain(key)
        for (const field of CONDITIONALLY_REQUIRED) {
          const blank = isBlank((record as Record<string, unknown>)[field])
          if (visible.has(field) && blank) expect(reported).toContain(field)
        }
        // Only the fields of the steps the patient goes through show.
        const steps = medicalRecordSteps({
          gender: record.gender,
          birthDate: record.birthDate,
          today,
          risks: record,
          perinatal,
        })
        const stepFields = new Set(
          MEDICAL_RECORD_STEPS.filter((step) => steps.includes(step.id)).flatMap((step) => step.fields),
        )
        for (const field of visible) expect(stepFields).toContain(field)
      }),
      { numRuns: 300 },
    )
  })
})

describe('medical record schema, with the steps', () => {
  const record = {
    firstName: 'anne',
    lastName: 'roux',
    birthDate: bornYearsAgo(30),
    gender: 'FEMALE',
    bloodGroup: 'A+',
    physicalActivity: 'actif',
    tabac: 'jamais',
    alcool: 'jamais',
    hasContraception: false,
    cyclesMenstruels: 'reguliers',
    frottis: 'lessThanOneYear',
  }
  it('forgets a contraception type left from an earlier yes', () => {
    expect(issueKeys({ ...record, typeContraception: 'autre' }, false)).toEqual(new Set())
  })
  it('checks the last period of women only', () => {
    const man = { ...record, gender: 'MALE', hasContraception: undefined, cyclesMenstruels: undefined }
    expect(issueKeys({ ...man, DATE_LAST_PERIOD: 'x' }, true)).toEqual(new Set())
    expect(issueKeys({ ...record, DATE_LAST_PERIOD: 'x' }, true)).toEqual(new Set(['DATE_LAST_PERIOD']))
  })
  it('takes pathologies and treatments from their lists', () => {
    const picked = { commonPathologies: ['asthme'], commonTreatments: ['paracetamol', 'metformine'] }
    expect(issueKeys({ ...record, ...picked }, false)).toEqual(new Set())
    expect(issueKeys({ ...record, commonPathologies: ['Asthme'] }, false)).toEqual(
      new Set(['commonPathologies.0']),
    )
  })
})

describe('medical record labels and options', () => {
  it('labels every field in French', () => {
    expect(Object.keys(MEDICAL_RECORD_LABELS).sort()).toEqual([...schemaFields].sort())
    for (const label of Object.values(MEDICAL_RECORD_LABELS)) {
      expect(label.trim()).toBe(label)
      expect(label).not.toBe('')
    }
    expect(MEDICAL_RECORD_LABELS.bloodGroup).toBe('Groupe sanguin')
    expect(MEDICAL_RECORD_LABELS.tabacQuantite).toBe('Nombre de cigarettes par jour')
    expect(MEDICAL_RECORD_LABELS.hasGrippe).toBe('Vaccin contre la grippe')
    expect(MEDICAL_RECORD_LABELS.dateGrippe).toBe('Date du dernier rappel (grippe)')
    expect(MEDICAL_RECORD_LABELS.NUMBER_OF_BIRTHS_AT_TERM).toBe("Nombre d'accouchements à terme")
  })

  it('offers non-empty, unique choices', () => {
    for (const options of Object.values(MEDICAL_RECORD_OPTIONS)) {
      expect(options.length).toBeGreaterThan(1)
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length)
      expect(new Set(options.map((o) => o.label)).size).toBe(options.length)
      for (const { value, label } of options) {
        expect(value).not.toBe('')
        expect(label.trim()).not.toBe('')
      }
    }
    expect(MEDICAL_RECORD_OPTIONS.commonPathologies).toHaveLength(20)
    expect(MEDICAL_RECORD_OPTIONS.commonTreatments).toHaveLength(23)
    for (const { value } of [
      ...MEDICAL_RECORD_OPTIONS.commonPathologies,
      ...MEDICAL_RECORD_OPTIONS.commonTreatments,
    ])
      expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(MEDICAL_RECORD_OPTIONS.foodHabits.find((o) => o.value === 'sanGluten')?.label).toBe('Sans gluten')
    expect(MEDICAL_RECORD_OPTIONS.frottis.find((o) => o.value === 'non')?.label).toBe('Jamais')
    expect(MEDICAL_RECORD_OPTIONS.bloodGroup.at(-1)).toEqual({ value: 'UNKOWN', label: 'Inconnu' })
  })

  it('offers exactly the values the schema accepts', () => {
    for (const [field, options] of Object.entries(MEDICAL_RECORD_OPTIONS)) {
      const entry = schemaEntries[field as keyof typeof schemaEntries]
      const many = entry.type === 'optional' && 'wrapped' in entry && entry.wrapped.type === 'array'
      const answer = (value: string) => (many ? [value] : value)
      for (const { value } of options)
        expect(v.safeParse(entry, answer(value)).success, `${field}: ${value}`).toBe(true)
      expect(v.safeParse(entry, answer('inconnu-du-schéma')).success, field).toBe(false)
    }
  })
})
