// The medical record's answer lists and which of its questions show, with no schema: screens that
// only label or count answers read them without loading the record's validation (and its email and
// phone rules).
import type { IsoDate } from '../shared/dates.ts'
import { ageOn, isBlank, isIsoDate } from './fields.ts'

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
