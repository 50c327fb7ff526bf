import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { emailField, phoneField } from '../auth/schemas.ts'
import { formObject } from '../shared/schemas.ts'
import { BLOOD_GROUPS } from '../constants/index.ts'
import { lastPeriodError } from '../pregnancy/index.ts'
import type { IsoDate } from '../shared/dates.ts'
import {
  addressSchema,
  birthDate,
  conditionalRequirements,
  firstNameField,
  genderField,
  isBlank,
  isIsoDate,
  lastNameField,
  optionalString,
  PREGNANCY_TYPES,
} from './fields.ts'
import {
  ALCOHOL,
  COMMON_PATHOLOGIES,
  COMMON_TREATMENTS,
  CONTRACEPTION_TYPES,
  FOOD_HABITS,
  medicalRecordVisibility,
  MENSTRUAL_CYCLES,
  PERSONAL_ANTECEDENTS,
  PHYSICAL_ACTIVITY,
  SMEAR_TEST,
  TOBACCO,
  URINARY_SYMPTOM_FREQUENCY,
  VACCINES,
  type Vaccine,
} from './medical-record-options.ts'

const list = <T extends readonly string[]>(options: T) => v.optional(v.array(v.picklist(options)), [])
/**
 * The risk and screening questions are answered yes or no; records saved when they were checklists hold the
 * ticked items (an array) or one item (a string), and must still parse.
 */
const checklist = () => v.optional(v.union([v.array(v.string()), v.boolean(), v.string()]))
const vaccineFields = Object.fromEntries(
  VACCINES.flatMap((name) => [
    [`has${name}`, v.optional(v.boolean())],
    [`date${name}`, v.optional(v.string())],
  ]),
) as Record<`has${Vaccine}` | `date${Vaccine}`, v.OptionalSchema<v.GenericSchema, undefined>>

/**
 * The whole medical record (the spec's fields and rules). Conditional requirements follow the answers and the
 * visibility above; hidden questions are never required.
 */
export function medicalRecordSchema(ctx: { today: IsoDate; perinatal?: boolean }) {
  return v.pipe(
    formObject({
      firstName: firstNameField(),
      lastName: lastNameField(),
      phoneNumber: v.optional(phoneField()),
      email: v.optional(emailField()),
      birthDate: birthDate(ctx.today),
      gender: genderField(),
      address: v.optional(addressSchema()),
      bloodGroup: v.picklist(
        BLOOD_GROUPS.map((b) => b.value),
        REQUIRED_MESSAGE,
      ),
      personnalAntecedents: list(PERSONAL_ANTECEDENTS),
      personnalAntecedentsOther: optionalString(),
      usualTreatment: optionalString(),
      familyAntecedents: list(PERSONAL_ANTECEDENTS),
      familyAntecedentsOther: optionalString(),
      physicalActivity: v.picklist(PHYSICAL_ACTIVITY, REQUIRED_MESSAGE),
      commonPathologies: list(COMMON_PATHOLOGIES),
      commonTreatments: list(COMMON_TREATMENTS),
      tabac: v.picklist(TOBACCO, REQUIRED_MESSAGE),
      tabacQuantite: optionalString(),
      tabacDuree: optionalString(),
      tabacDureeDepuisArret: optionalString(),
      alcool: v.picklist(ALCOHOL, REQUIRED_MESSAGE),
      alcoolType: optionalString(),
      foodHabits: list(FOOD_HABITS),
      foodHabitsOther: optionalString(),
      risques_hepatiteB: checklist(),
      grippeSaisionniere: checklist(),
      risques_herophilus: checklist(),
      risks_colon: checklist(),
      risks_peau: checklist(),
      risks_lungs: checklist(),
      risks_ist: checklist(),
      risks_chest: checklist(),
      surveillance_chest: checklist(),
      risks_uterus: checklist(),
      risks_oesteoporose: checklist(),
      densitometrie_osseuse: checklist(),
      risks_prostate: checklist(),
      surveillance_prostate: checklist(),
      symptomesUrinaires: v.optional(v.boolean()),
      symptomesUrinairesFrequence: v.optional(v.picklist(URINARY_SYMPTOM_FREQUENCY)),
      risks_testiculaire: checklist(),
      hasContraception: v.optional(v.boolean()),
      typeContraception: v.optional(v.picklist(CONTRACEPTION_TYPES)),
      typeContraceptionAutre: optionalString(),
      menopause: v.optional(v.boolean()),
      menopauseEffect: optionalString(),
      frottis: v.optional(v.picklist(SMEAR_TEST)),
      cyclesMenstruels: v.optional(v.picklist(MENSTRUAL_CYCLES)),
      ...vaccineFields,
      DATE_LAST_PERIOD: v.optional(v.string()),
      CURRENT_PREGNANCY_TYPE: v.optional(v.picklist(PREGNANCY_TYPES)),
      NUMBER_OF_BIRTHS_AT_TERM: v.optional(
        v.pipe(v.number(), v.integer('Nombre entier attendu'), v.minValue(0, 'Minimum 0')),
      ),
    }),
    conditionalRequirements((r) => {
      const issues: { key: string; message?: string }[] = []
      const need = (key: string, when: boolean) => {
        if (when && isBlank((r as Record<string, unknown>)[key])) issues.push({ key })
      }
      need('personnalAntecedentsOther', r.personnalAntecedents.includes('autre'))
      need('familyAntecedentsOther', r.familyAntecedents.includes('autre'))
      need('foodHabitsOther', r.foodHabits.includes('autre'))
      need('alcoolType', r.alcool !== 'jamais')
      need('tabacQuantite', r.tabac === 'actif')
      need('tabacDuree', r.tabac === 'actif' || r.tabac === 'ancien')
      need('tabacDureeDepuisArret', r.tabac === 'ancien')
      const shown = medicalRecordVisibility({
        gender: r.gender,
        birthDate: r.birthDate,
        today: ctx.today,
        risks: r,
      })
      const woman = r.gender === 'FEMALE'
      need('hasContraception', woman)
      need('typeContraception', woman && r.hasContraception === true)
      // A type left from an earlier "yes" is not asked once the answer is "no".
      need('typeContraceptionAutre', woman && r.hasContraception === true && r.typeContraception === 'autre')
      need('cyclesMenstruels', woman)
      need('frottis', shown.womenOver25)
      need('menopause', shown.over50Women)
      need('surveillance_prostate', shown.over50Men)
      need('symptomesUrinairesFrequence', shown.over50Men && r.symptomesUrinaires === true)
      // The prenatal questions are put to women only: a date left on another record is not checked.
      if (ctx.perinatal && woman && r.DATE_LAST_PERIOD) {
        const error = isIsoDate(r.DATE_LAST_PERIOD)
          ? lastPeriodError(r.DATE_LAST_PERIOD, ctx.today)
          : 'Date invalide'
        if (error) issues.push({ key: 'DATE_LAST_PERIOD', message: error })
      }
      return issues
    }),
  )
}
