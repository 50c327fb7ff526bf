import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { emailField, phoneField } from '../auth/schemas.ts'
import { formObject } from '../shared/schemas.ts'
import { BLOOD_GROUPS } from '../constants/index.ts'
import { lastPeriodError } from '../pregnancy/index.ts'
import type { IsoDate } from '../shared/dates.ts'
import {
  addressSchema,
  ageOn,
  birthDate,
  conditionalRequirements,
  genderField,
  isBlank,
  isIsoDate,
  optionalString,
} from './fields.ts'
import { PREGNANCY_TYPES, firstNameField, lastNameField } from './people.ts'

export const PERSONAL_ANTECEDENTS = [
  'Pathologie cardiaque',
  'Diabète',
  'Hypertension',
  'Pathologie auto-immune',
  'Cancer',
  'autre',
] as const
export const PHYSICAL_ACTIVITY = ['sedentaire', 'peu actif', 'modere', 'actif', 'tres actif'] as const
export const TOBACCO = ['jamais', 'ancien', 'actif'] as const
export const ALCOHOL = [
  'jamais',
  'occasionnelle',
  '1 à 2 verres par jour',
  '3 à 4 verres par jour',
  '> 5 verres par jour',
] as const
export const FOOD_HABITS = [
  'vegetarien',
  'vegan',
  'sanGluten',
  'viandeRouge',
  'produitsLaitier',
  'sansSel',
  'autre',
] as const
export const URINARY_SYMPTOM_FREQUENCY = ['frequent', 'occasionally', 'rarely'] as const
export const CONTRACEPTION_TYPES = ['pilule', 'sterilet', 'implant', 'patch', 'preservatif', 'autre'] as const
export const SMEAR_TEST = ['lessThanOneYear', 'moreThanOneYear', 'non', 'noAnswer'] as const
export const MENSTRUAL_CYCLES = ['reguliers', 'irreguliers', 'absence', 'noAnswer'] as const
export const VACCINES = [
  'Grippe',
  'Diphterie',
  'Tetanos',
  'Poliomyelite',
  'Rubeole',
  'Rougeole',
  'Booster',
  'HepatiteB',
  'Coqueluche',
  'Zona',
  'Pneumocoque',
  'MeningocoqueC',
  'Oreillons',
  'Haemophilus',
] as const
export type Vaccine = (typeof VACCINES)[number]
/**
 * The "pathologies courantes" and "traitements courants" one may tick: everyday chronic conditions (those the
 * antecedents already ask, heart disease, diabetes, hypertension, are left out) and drugs by their French
 * international non-proprietary name. The values are stored: never rename one.
 */
export const COMMON_PATHOLOGIES = [
  'asthme',
  'bpco',
  'apnee-du-sommeil',
  'rhinite-allergique',
  'eczema',
  'psoriasis',
  'migraine',
  'epilepsie',
  'depression',
  'troubles-anxieux',
  'hypothyroidie',
  'hypercholesterolemie',
  'obesite',
  'reflux-gastro-oesophagien',
  'insuffisance-renale-chronique',
  'arthrose',
  'lombalgie-chronique',
  'osteoporose',
  'anemie',
  'drepanocytose',
] as const
export const COMMON_TREATMENTS = [
  'paracetamol',
  'ibuprofene',
  'acide-acetylsalicylique',
  'amoxicilline',
  'metformine',
  'levothyroxine',
  'amlodipine',
  'ramipril',
  'bisoprolol',
  'hydrochlorothiazide',
  'furosemide',
  'atorvastatine',
  'rosuvastatine',
  'omeprazole',
  'esomeprazole',
  'salbutamol',
  'cetirizine',
  'prednisolone',
  'sertraline',
  'escitalopram',
  'alprazolam',
  'apixaban',
  'colecalciferol',
] as const
export const RISK_CHECKLISTS = [
  'risques_hepatiteB',
  'grippeSaisionniere',
  'risques_herophilus',
  'risks_colon',
  'risks_peau',
  'risks_lungs',
  'risks_ist',
] as const

export interface MedicalRecordVisibility {
  age: number
  /** Breast, uterus and cervical questions: women aged 25 and over. */
  womenOver25: boolean
  /** Osteoporosis and menopause (women), prostate and testicle (men): aged 50 and over. */
  over50Women: boolean
  over50Men: boolean
  /** The screening step: women over 25 or men over 50. */
  screeningStep: boolean
  /** The vaccines step: adults, or anyone with a risk ticked. */
  vaccinesStep: boolean
  vaccines: Vaccine[]
}

/**
 * Which conditional parts of the medical record show (the spec's validation rules). "Over N" is read as "aged
 * N or more", the threshold screening programmes use. The spec says only "some vaccines by age (over 18, 65)
 * or risk": influenza, shingles and pneumococcus at 65 (influenza earlier with its risk), hepatitis B and
 * Haemophilus with their risks, the rest for adults.
 */
export function medicalRecordVisibility(input: {
  gender?: 'MALE' | 'FEMALE' | null
  birthDate?: IsoDate | null
  today: IsoDate
  risks?: Partial<Record<(typeof RISK_CHECKLISTS)[number], unknown>>
}): MedicalRecordVisibility {
  const age = input.birthDate && isIsoDate(input.birthDate) ? ageOn(input.birthDate, input.today) : 0
  const woman = input.gender === 'FEMALE'
  const man = input.gender === 'MALE'
  const hasRisk = (key: (typeof RISK_CHECKLISTS)[number]) =>
    !isBlank(input.risks?.[key]) && input.risks?.[key] !== false
  const anyRisk = RISK_CHECKLISTS.some(hasRisk)
  const adult = age >= 18
  const vaccines = VACCINES.filter((vaccine) => {
    switch (vaccine) {
      case 'Grippe':
        return age >= 65 || hasRisk('grippeSaisionniere')
      case 'Zona':
      case 'Pneumocoque':
        return age >= 65
      case 'HepatiteB':
        return hasRisk('risques_hepatiteB')
      case 'Haemophilus':
        return hasRisk('risques_herophilus')
      default:
        return adult
    }
  })
  return {
    age,
    womenOver25: woman && age >= 25,
    over50Women: woman && age >= 50,
    over50Men: man && age >= 50,
    screeningStep: (woman && age >= 25) || (man && age >= 50),
    vaccinesStep: adult || anyRisk,
    vaccines,
  }
}

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
