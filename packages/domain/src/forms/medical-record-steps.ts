import type * as v from 'valibot'
import { BLOOD_GROUPS } from '../constants/index.ts'
import { GENDER_LABELS } from '../roles/roles.ts'
import type { IsoDate } from '../shared/dates.ts'
import { GENDERS, isBlank, PREGNANCY_TYPES } from './fields.ts'
import {
  ALCOHOL,
  COMMON_PATHOLOGIES,
  COMMON_TREATMENTS,
  CONTRACEPTION_TYPES,
  FOOD_HABITS,
  MENSTRUAL_CYCLES,
  PERSONAL_ANTECEDENTS,
  PHYSICAL_ACTIVITY,
  SMEAR_TEST,
  TOBACCO,
  URINARY_SYMPTOM_FREQUENCY,
  VACCINES,
  medicalRecordVisibility,
  type Vaccine,
} from './medical-record-options.ts'
import { type medicalRecordSchema } from './medical-record.ts'

/**
 * The medical record wizard: which questions each step asks, which steps and questions a patient is shown,
 * and the French wording of every question and choice. The schema's conditional requirements follow the same
 * rules (a hidden question is never required): the tests hold both together.
 */

export type MedicalRecordStepId =
  | 'identity'
  | 'antecedents'
  | 'activity'
  | 'habits'
  | 'risks'
  | 'health'
  | 'screening'
  | 'vaccines'
  | 'prenatal'

/** Every key of a parsed medical record. */
export type MedicalRecordField = keyof v.InferOutput<ReturnType<typeof medicalRecordSchema>>

export interface MedicalRecordStep {
  id: MedicalRecordStepId
  title: string
  fields: readonly MedicalRecordField[]
}

const vaccineFields = VACCINES.flatMap((vaccine) => [`has${vaccine}`, `date${vaccine}`] as const)

export const MEDICAL_RECORD_STEPS: readonly MedicalRecordStep[] = [
  {
    id: 'identity',
    title: 'Identité',
    fields: ['firstName', 'lastName', 'phoneNumber', 'email', 'birthDate', 'gender', 'address'],
  },
  {
    id: 'antecedents',
    title: 'Groupe sanguin et antécédents',
    fields: [
      'bloodGroup',
      'personnalAntecedents',
      'personnalAntecedentsOther',
      'familyAntecedents',
      'familyAntecedentsOther',
      'usualTreatment',
    ],
  },
  {
    id: 'activity',
    title: 'Activité physique et pathologies courantes',
    fields: ['physicalActivity', 'commonPathologies', 'commonTreatments'],
  },
  {
    id: 'habits',
    title: 'Habitudes de vie',
    fields: [
      'tabac',
      'tabacQuantite',
      'tabacDuree',
      'tabacDureeDepuisArret',
      'alcool',
      'alcoolType',
      'foodHabits',
      'foodHabitsOther',
    ],
  },
  {
    id: 'risks',
    title: 'Facteurs de risque',
    fields: [
      'risques_hepatiteB',
      'grippeSaisionniere',
      'risques_herophilus',
      'risks_colon',
      'risks_peau',
      'risks_lungs',
      'risks_ist',
    ],
  },
  {
    id: 'health',
    // A man's title comes from `medicalRecordStepTitle`.
    title: 'Santé de la femme',
    fields: [
      'hasContraception',
      'typeContraception',
      'typeContraceptionAutre',
      'cyclesMenstruels',
      'symptomesUrinaires',
      'symptomesUrinairesFrequence',
    ],
  },
  {
    id: 'screening',
    title: 'Dépistage',
    fields: [
      'risks_chest',
      'surveillance_chest',
      'risks_uterus',
      'frottis',
      'risks_oesteoporose',
      'densitometrie_osseuse',
      'menopause',
      'menopauseEffect',
      'risks_prostate',
      'surveillance_prostate',
      'risks_testiculaire',
    ],
  },
  { id: 'vaccines', title: 'Vaccinations', fields: vaccineFields },
  {
    id: 'prenatal',
    title: 'Informations prénatales',
    fields: ['DATE_LAST_PERIOD', 'CURRENT_PREGNANCY_TYPE', 'NUMBER_OF_BIRTHS_AT_TERM'],
  },
]

/** A step's title for this patient: the health step speaks of men's health to a man. */
export function medicalRecordStepTitle(id: MedicalRecordStepId, gender?: 'MALE' | 'FEMALE' | null): string {
  if (id === 'health' && gender === 'MALE') return "Santé de l'homme"
  return MEDICAL_RECORD_STEPS.find((step) => step.id === id)!.title
}

export interface MedicalRecordStepsInput {
  gender?: 'MALE' | 'FEMALE' | null
  birthDate?: string | null
  today: IsoDate
  /** The answers to the risk questions, which open the vaccines step to minors. */
  risks?: Partial<Record<string, unknown>>
  perinatal: boolean
}

/**
 * The steps this patient goes through, in order. The health step has nothing to ask a man under 50; the
 * prenatal one is for women followed in perinatal care.
 */
export function medicalRecordSteps(input: MedicalRecordStepsInput): MedicalRecordStepId[] {
  const shown = medicalRecordVisibility(input)
  const woman = input.gender === 'FEMALE'
  const eligible: Record<MedicalRecordStepId, boolean> = {
    identity: true,
    antecedents: true,
    activity: true,
    habits: true,
    risks: true,
    health: woman || shown.over50Men,
    screening: shown.screeningStep,
    vaccines: shown.vaccinesStep,
    prenatal: input.perinatal && woman,
  }
  return MEDICAL_RECORD_STEPS.map((step) => step.id).filter((id) => eligible[id])
}

/** The questions every record requires: the identity's, and the four every person answers. */
export const MEDICAL_RECORD_ALWAYS_REQUIRED = [
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'bloodGroup',
  'physicalActivity',
  'tabac',
  'alcool',
] as const satisfies readonly MedicalRecordField[]

/** The questions the schema requires while an answer, the age or the sex shows them. */
export const MEDICAL_RECORD_CONDITIONALLY_REQUIRED = [
  'personnalAntecedentsOther',
  'familyAntecedentsOther',
  'foodHabitsOther',
  'alcoolType',
  'tabacQuantite',
  'tabacDuree',
  'tabacDureeDepuisArret',
  'hasContraception',
  'typeContraception',
  'typeContraceptionAutre',
  'cyclesMenstruels',
  'frottis',
  'menopause',
  'surveillance_prostate',
  'symptomesUrinairesFrequence',
] as const satisfies readonly MedicalRecordField[]

const ticked = (value: unknown, option: string) => Array.isArray(value) && value.includes(option)

/**
 * Every question shown given the answers so far (raw form values: nothing need be valid yet). A question
 * that depends on another answer shows once that answer calls for it, and only within a step the patient
 * goes through.
 */
export function visibleMedicalRecordFields(
  values: Partial<Record<string, unknown>>,
  ctx: { today: IsoDate; perinatal: boolean },
): Set<MedicalRecordField> {
  const given = values.gender
  const gender = given === 'MALE' || given === 'FEMALE' ? given : null
  const birthDate = typeof values.birthDate === 'string' ? values.birthDate : null
  const input: MedicalRecordStepsInput = {
    gender,
    birthDate,
    today: ctx.today,
    risks: values,
    perinatal: ctx.perinatal,
  }
  const shown = medicalRecordVisibility(input)
  const woman = gender === 'FEMALE'
  const contraception = woman && values.hasContraception === true
  const { tabac, alcool } = values
  const conditions: Partial<Record<MedicalRecordField, boolean>> = {
    personnalAntecedentsOther: ticked(values.personnalAntecedents, 'autre'),
    familyAntecedentsOther: ticked(values.familyAntecedents, 'autre'),
    tabacQuantite: tabac === 'actif',
    tabacDuree: tabac === 'actif' || tabac === 'ancien',
    tabacDureeDepuisArret: tabac === 'ancien',
    alcoolType: !isBlank(alcool) && alcool !== 'jamais',
    foodHabitsOther: ticked(values.foodHabits, 'autre'),
    hasContraception: woman,
    typeContraception: contraception,
    typeContraceptionAutre: contraception && values.typeContraception === 'autre',
    cyclesMenstruels: woman,
    symptomesUrinaires: shown.over50Men,
    symptomesUrinairesFrequence: shown.over50Men && values.symptomesUrinaires === true,
    risks_chest: shown.womenOver25,
    surveillance_chest: shown.womenOver25,
    risks_uterus: shown.womenOver25,
    frottis: shown.womenOver25,
    risks_oesteoporose: shown.over50Women,
    densitometrie_osseuse: shown.over50Women,
    menopause: shown.over50Women,
    menopauseEffect: shown.over50Women && values.menopause === true,
    risks_prostate: shown.over50Men,
    surveillance_prostate: shown.over50Men,
    risks_testiculaire: shown.over50Men,
  }
  for (const vaccine of VACCINES) {
    const offered = shown.vaccines.includes(vaccine)
    conditions[`has${vaccine}`] = offered
    conditions[`date${vaccine}`] = offered && values[`has${vaccine}`] === true
  }
  const steps = new Set(medicalRecordSteps(input))
  const visible = new Set<MedicalRecordField>()
  for (const step of MEDICAL_RECORD_STEPS) {
    if (!steps.has(step.id)) continue
    for (const field of step.fields) if (conditions[field] ?? true) visible.add(field)
  }
  return visible
}

/** The question asked about each vaccine, and about the date of its last dose. */
const VACCINE_LABELS: Record<Vaccine, readonly [has: string, date: string]> = {
  Grippe: ['Vaccin contre la grippe', 'Date du dernier rappel (grippe)'],
  Diphterie: ['Vaccin contre la diphtérie', 'Date du dernier rappel (diphtérie)'],
  Tetanos: ['Vaccin contre le tétanos', 'Date du dernier rappel (tétanos)'],
  Poliomyelite: ['Vaccin contre la poliomyélite', 'Date du dernier rappel (poliomyélite)'],
  // Measles, mumps and rubella, hepatitis B, shingles, pneumococcus, meningococcus and Haemophilus are
  // given in a few doses, not recalled every few years: one asks for the last dose.
  Rubeole: ['Vaccin contre la rubéole', 'Date de la dernière dose (rubéole)'],
  Rougeole: ['Vaccin contre la rougeole', 'Date de la dernière dose (rougeole)'],
  Booster: [
    "Rappel de l'adulte (diphtérie, tétanos, poliomyélite, avec ou sans coqueluche)",
    "Date du dernier rappel de l'adulte",
  ],
  HepatiteB: ["Vaccin contre l'hépatite B", 'Date de la dernière dose (hépatite B)'],
  Coqueluche: ['Vaccin contre la coqueluche', 'Date du dernier rappel (coqueluche)'],
  Zona: ['Vaccin contre le zona', 'Date de la dernière dose (zona)'],
  Pneumocoque: ['Vaccin contre le pneumocoque', 'Date de la dernière dose (pneumocoque)'],
  MeningocoqueC: ['Vaccin contre le méningocoque C', 'Date de la dernière dose (méningocoque C)'],
  Oreillons: ['Vaccin contre les oreillons', 'Date de la dernière dose (oreillons)'],
  Haemophilus: [
    "Vaccin contre l'Haemophilus influenzae de type b",
    'Date de la dernière dose (Haemophilus influenzae b)',
  ],
}
const vaccineLabels = Object.fromEntries(
  VACCINES.flatMap((vaccine) => [
    [`has${vaccine}`, VACCINE_LABELS[vaccine][0]],
    [`date${vaccine}`, VACCINE_LABELS[vaccine][1]],
  ]),
) as Record<`has${Vaccine}` | `date${Vaccine}`, string>

/** The label or question of every field, as the wizard and the record's summary show it. */
export const MEDICAL_RECORD_LABELS: Record<MedicalRecordField, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  phoneNumber: 'Téléphone',
  email: 'Adresse e-mail',
  birthDate: 'Date de naissance',
  gender: 'Sexe',
  address: 'Adresse',
  bloodGroup: 'Groupe sanguin',
  personnalAntecedents: 'Antécédents personnels',
  personnalAntecedentsOther: 'Précisez vos autres antécédents personnels',
  familyAntecedents: 'Antécédents familiaux',
  familyAntecedentsOther: 'Précisez les autres antécédents familiaux',
  usualTreatment: 'Traitement habituel',
  physicalActivity: 'Activité physique',
  commonPathologies: 'Pathologies courantes',
  commonTreatments: 'Traitements courants',
  tabac: 'Tabac',
  tabacQuantite: 'Nombre de cigarettes par jour',
  tabacDuree: "Depuis combien d'années fumez-vous (ou avez-vous fumé) ?",
  tabacDureeDepuisArret: 'Depuis combien de temps avez-vous arrêté ?',
  alcool: "Consommation d'alcool",
  alcoolType: "Quel type d'alcool consommez-vous ?",
  foodHabits: 'Habitudes alimentaires',
  foodHabitsOther: 'Précisez vos habitudes alimentaires',
  risques_hepatiteB:
    "Êtes-vous exposé(e) à un risque d'hépatite B (profession de santé, entourage porteur, voyages) ?",
  grippeSaisionniere: 'Avez-vous une maladie chronique qui expose à une grippe sévère ?',
  risques_herophilus:
    "Êtes-vous privé(e) de rate ou immunodéprimé(e) (risque d'infection à Haemophilus influenzae b) ?",
  risks_colon: 'Avez-vous des antécédents familiaux de cancer colorectal ?',
  risks_peau:
    "Avez-vous des facteurs de risque de cancer de la peau (nombreux grains de beauté, coups de soleil dans l'enfance, antécédents familiaux de mélanome) ?",
  risks_lungs:
    "Êtes-vous exposé(e) à un risque de cancer du poumon (tabagisme important, exposition professionnelle à l'amiante) ?",
  risks_ist:
    "Êtes-vous exposé(e) à un risque d'infection sexuellement transmissible (partenaires multiples, rapports non protégés) ?",
  hasContraception: 'Utilisez-vous une contraception ?',
  typeContraception: 'Type de contraception',
  typeContraceptionAutre: 'Précisez votre contraception',
  cyclesMenstruels: 'Vos cycles menstruels',
  symptomesUrinaires:
    'Avez-vous des troubles urinaires (envies fréquentes, jet faible, levers la nuit pour uriner) ?',
  symptomesUrinairesFrequence: 'À quelle fréquence avez-vous ces troubles urinaires ?',
  risks_chest: "Avez-vous des antécédents familiaux de cancer du sein ou de l'ovaire ?",
  surveillance_chest: 'Vos seins sont-ils surveillés (examen par un professionnel de santé, mammographie) ?',
  risks_uterus: "Avez-vous déjà eu une infection à papillomavirus (HPV) ou une anomalie du col de l'utérus ?",
  frottis: "À quand remonte votre dernier frottis du col de l'utérus ?",
  risks_oesteoporose:
    "Avez-vous des facteurs de risque d'ostéoporose (fracture après une chute banale, corticoïdes au long cours, antécédents familiaux) ?",
  densitometrie_osseuse: 'Avez-vous déjà passé une ostéodensitométrie ?',
  menopause: 'Êtes-vous ménopausée ?',
  menopauseEffect:
    'Quels effets de la ménopause ressentez-vous (bouffées de chaleur, troubles du sommeil, sécheresse) ?',
  risks_prostate: 'Avez-vous des antécédents familiaux de cancer de la prostate ?',
  surveillance_prostate: 'Avez-vous déjà fait un dépistage du cancer de la prostate (dosage du PSA) ?',
  risks_testiculaire:
    "Avez-vous des facteurs de risque de cancer du testicule (testicule non descendu dans l'enfance, antécédents familiaux) ?",
  ...vaccineLabels,
  DATE_LAST_PERIOD: 'Date des dernières règles',
  CURRENT_PREGNANCY_TYPE: 'Type de grossesse',
  NUMBER_OF_BIRTHS_AT_TERM: "Nombre d'accouchements à terme",
}

export interface MedicalRecordOption<T extends string = string> {
  readonly value: T
  readonly label: string
}
/** A choice's options in the schema's order, with a label for every value the schema accepts. */
const options = <const T extends readonly string[]>(
  values: T,
  labels: Record<T[number], string>,
): readonly MedicalRecordOption<T[number]>[] =>
  values.map((value: T[number]) => ({ value, label: labels[value] }))

const ANTECEDENT_LABELS: Record<(typeof PERSONAL_ANTECEDENTS)[number], string> = {
  'Pathologie cardiaque': 'Pathologie cardiaque',
  Diabète: 'Diabète',
  Hypertension: 'Hypertension artérielle',
  'Pathologie auto-immune': 'Pathologie auto-immune',
  Cancer: 'Cancer',
  autre: 'Autre',
}

/** The choices of every single- or multiple-choice question; yes/no questions have none. */
export const MEDICAL_RECORD_OPTIONS = {
  gender: options(GENDERS, GENDER_LABELS),
  bloodGroup: BLOOD_GROUPS.map(({ value, label }) => ({ value, label })),
  personnalAntecedents: options(PERSONAL_ANTECEDENTS, ANTECEDENT_LABELS),
  familyAntecedents: options(PERSONAL_ANTECEDENTS, ANTECEDENT_LABELS),
  physicalActivity: options(PHYSICAL_ACTIVITY, {
    sedentaire: 'Sédentaire',
    'peu actif': 'Peu actif',
    modere: 'Modéré',
    actif: 'Actif',
    'tres actif': 'Très actif',
  }),
  commonPathologies: options(COMMON_PATHOLOGIES, {
    asthme: 'Asthme',
    bpco: 'Bronchopneumopathie chronique obstructive (BPCO)',
    'apnee-du-sommeil': 'Apnée du sommeil',
    'rhinite-allergique': 'Rhinite allergique',
    eczema: 'Eczéma',
    psoriasis: 'Psoriasis',
    migraine: 'Migraine',
    epilepsie: 'Épilepsie',
    depression: 'Dépression',
    'troubles-anxieux': 'Troubles anxieux',
    hypothyroidie: 'Hypothyroïdie',
    hypercholesterolemie: 'Hypercholestérolémie',
    obesite: 'Obésité',
    'reflux-gastro-oesophagien': 'Reflux gastro-œsophagien',
    'insuffisance-renale-chronique': 'Insuffisance rénale chronique',
    arthrose: 'Arthrose',
    'lombalgie-chronique': 'Lombalgie chronique',
    osteoporose: 'Ostéoporose',
    anemie: 'Anémie',
    drepanocytose: 'Drépanocytose',
  }),
  commonTreatments: options(COMMON_TREATMENTS, {
    paracetamol: 'Paracétamol',
    ibuprofene: 'Ibuprofène',
    'acide-acetylsalicylique': 'Acide acétylsalicylique (aspirine)',
    amoxicilline: 'Amoxicilline',
    metformine: 'Metformine',
    levothyroxine: 'Lévothyroxine',
    amlodipine: 'Amlodipine',
    ramipril: 'Ramipril',
    bisoprolol: 'Bisoprolol',
    hydrochlorothiazide: 'Hydrochlorothiazide',
    furosemide: 'Furosémide',
    atorvastatine: 'Atorvastatine',
    rosuvastatine: 'Rosuvastatine',
    omeprazole: 'Oméprazole',
    esomeprazole: 'Ésoméprazole',
    salbutamol: 'Salbutamol',
    cetirizine: 'Cétirizine',
    prednisolone: 'Prednisolone',
    sertraline: 'Sertraline',
    escitalopram: 'Escitalopram',
    alprazolam: 'Alprazolam',
    apixaban: 'Apixaban',
    colecalciferol: 'Colécalciférol (vitamine D)',
  }),
  tabac: options(TOBACCO, { jamais: 'Jamais', ancien: 'Ancien fumeur', actif: 'Fumeur actif' }),
  alcool: options(ALCOHOL, {
    jamais: 'Jamais',
    occasionnelle: 'Occasionnellement',
    '1 à 2 verres par jour': '1 à 2 verres par jour',
    '3 à 4 verres par jour': '3 à 4 verres par jour',
    // The stored value says "> 5"; the choice after "3 à 4" has to take in 5 itself.
    '> 5 verres par jour': '5 verres ou plus par jour',
  }),
  foodHabits: options(FOOD_HABITS, {
    vegetarien: 'Végétarien',
    vegan: 'Végétalien (vegan)',
    sanGluten: 'Sans gluten',
    viandeRouge: 'Viande rouge',
    produitsLaitier: 'Produits laitiers',
    sansSel: 'Sans sel',
    autre: 'Autre',
  }),
  symptomesUrinairesFrequence: options(URINARY_SYMPTOM_FREQUENCY, {
    frequent: 'Fréquents',
    occasionally: 'Occasionnels',
    rarely: 'Rares',
  }),
  typeContraception: options(CONTRACEPTION_TYPES, {
    pilule: 'Pilule',
    sterilet: 'Stérilet',
    implant: 'Implant',
    patch: 'Patch',
    preservatif: 'Préservatif',
    autre: 'Autre',
  }),
  frottis: options(SMEAR_TEST, {
    lessThanOneYear: "Il y a moins d'un an",
    moreThanOneYear: "Il y a plus d'un an",
    non: 'Jamais',
    noAnswer: 'Je ne souhaite pas répondre',
  }),
  cyclesMenstruels: options(MENSTRUAL_CYCLES, {
    reguliers: 'Réguliers',
    irreguliers: 'Irréguliers',
    absence: 'Absents',
    noAnswer: 'Je ne souhaite pas répondre',
  }),
  CURRENT_PREGNANCY_TYPE: options(PREGNANCY_TYPES, {
    simple: 'Simple',
    jumeaux: 'Gémellaire',
    triplets: 'Triple',
    multiple: 'Multiple',
  }),
} satisfies Partial<Record<MedicalRecordField, readonly MedicalRecordOption[]>>

export type MedicalRecordChoiceField = keyof typeof MEDICAL_RECORD_OPTIONS
