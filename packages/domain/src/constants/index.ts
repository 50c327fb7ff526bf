/**
 * Business constants of spec section 9 and the option lists of section 3. Where the spec gives only the
 * meaning of an option, the stored value is ours (upper snake case) and the label is French.
 */

export const TOASTS = { maxVisible: 2, removeDelayMs: 15_000 } as const
export const COPY_CONFIRMATION_MS = 750
export const ERROR_COPY_CONFIRMATION_MS = 5000
export const NOTIFICATIONS = {
  pageSize: 100,
  firstPage: 0,
  idleFetchDelayMs: 2000,
  homeConversations: 5,
} as const
export const DEBOUNCE_MS = { search: 500, places: 300, pmi: 400, doctorSearch: 500 } as const
export const THROTTLE_MS = { scheduleRefresh: 100 } as const
export const INTERVALS_MS = {
  countdown: 500,
  timer: 900,
  activeRequestPoll: 5000,
  statisticsRefresh: 1000,
} as const
export const DOWNLOAD = {
  downloadShare: 90,
  decryptShare: 10,
  clearAfterMs: 1500,
  revokeUrlAfterMs: 1500,
} as const
export const PMI_SEARCH_MIN_LENGTH = 2
export const PMI_SEARCH_LIMIT = 10
export const FINESS_DATASET_LIMIT = 20
export const SIDEBAR_WIDTH_PX = 260
export const BREAKPOINTS_PX = {
  mobile: 480,
  small: 540,
  tablet: 768,
  laptop: 1024,
  desktop: 1440,
  wide: 1920,
} as const
export const RANDOM_ID_LENGTH = 21
export const DEFAULT_LANGUAGE = 'fr'
export const DATE_FORMAT = 'dd/MM/yyyy'
export const TIME_FORMAT = 'HH:mm'
export const LAYOUT = { reportListHeightPx: 600, adminListMaxHeightPx: 240, slotListHeightPx: 200 } as const
export const DISTANCE_DECIMALS = 2

export const LENGTHS = {
  otp: 6,
  vaultCode: 8,
  nir: 15,
  nirMasked: 21,
  nirShort: 13,
  rpps: 11,
  finess: 9,
  siret: 14,
  siretMasked: 21,
  lastNameMin: 2,
} as const

/** Exercise radius in km (spec section 9). */
export const EXERCISE_RADII_KM = [0, 1, 5, 10, 20, 30, 50, 100, 200] as const
export const DEFAULT_EXERCISE_RADIUS_KM = 50

export const LANGUAGES = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'Anglais' },
  { value: 'es', label: 'Espagnol' },
  { value: 'ar', label: 'Arabe' },
  { value: 'de', label: 'Allemand' },
  { value: 'it', label: 'Italien' },
  { value: 'zh', label: 'Chinois' },
  { value: 'tr', label: 'Turc' },
] as const
export type Language = (typeof LANGUAGES)[number]['value']

/** 'Inconnu' is stored as UNKOWN (sic): existing records use that spelling, kept for compatibility. */
export const BLOOD_GROUPS = [
  { value: 'A+', label: 'A+' },
  { value: 'A-', label: 'A-' },
  { value: 'B+', label: 'B+' },
  { value: 'B-', label: 'B-' },
  { value: 'O+', label: 'O+' },
  { value: 'O-', label: 'O-' },
  { value: 'AB+', label: 'AB+' },
  { value: 'AB-', label: 'AB-' },
  { value: 'UNKOWN', label: 'Inconnu' },
] as const
export type BloodGroup = (typeof BLOOD_GROUPS)[number]['value']

/** Coded specialties and care (spec section 3). */
export const SPECIALTIES = [
  { value: 'GENERAL_PRACTITIONER', label: 'Médecin généraliste' },
  { value: 'DERMATOLOGIST', label: 'Dermatologue' },
  { value: 'GYNECOLOGIST', label: 'Gynécologue' },
  { value: 'OPHTHALMOLOGIST', label: 'Ophtalmologue' },
  { value: 'GERIATRICIAN', label: 'Gériatre' },
  { value: 'PREVENTIVE_GYNECOLOGY', label: 'Gynécologie de prévention' },
  { value: 'OBSTETRIC_ULTRASOUND', label: 'Échographie obstétricale' },
  { value: 'BREASTFEEDING_COUNSELLING', label: 'Conseil en allaitement' },
  { value: 'BIRTH_PREPARATION', label: 'Préparation à la naissance' },
  { value: 'SEXUAL_HEALTH_CONSULTATION', label: 'Consultation de santé sexuelle' },
  { value: 'WOMENS_HEALTH_CONSULTATION', label: 'Consultation de santé de la femme' },
  { value: 'POSTPARTUM_CONSULTATION', label: 'Consultation post-partum' },
  { value: 'MENTAL_HEALTH', label: 'Santé mentale' },
  { value: 'CONSULTATION', label: 'Consultation' },
  { value: 'PRESCRIPTION_RENEWAL', label: "Renouvellement d'ordonnance" },
  { value: 'URGENT_FOLLOW_UP', label: 'Suivi urgent' },
  { value: 'FOLLOW_UP', label: 'Suivi' },
  { value: 'MIDWIFE', label: 'Sage-femme' },
  { value: 'OTHERS', label: 'Autres' },
] as const
export type Specialty = (typeof SPECIALTIES)[number]['value']
export const DEFAULT_DOCTOR_SPECIALTY: Specialty = 'GENERAL_PRACTITIONER'
export const ORGANIZATION_SPECIALTIES: readonly Specialty[] = [
  'GENERAL_PRACTITIONER',
  'DERMATOLOGIST',
  'GYNECOLOGIST',
  'OPHTHALMOLOGIST',
  'GERIATRICIAN',
  'MENTAL_HEALTH',
]
/** Midwife qualifications: the perinatal care items of the coded list. */
export const MIDWIFE_QUALIFICATIONS: readonly Specialty[] = [
  'PREVENTIVE_GYNECOLOGY',
  'OBSTETRIC_ULTRASOUND',
  'BREASTFEEDING_COUNSELLING',
  'BIRTH_PREPARATION',
  'SEXUAL_HEALTH_CONSULTATION',
  'WOMENS_HEALTH_CONSULTATION',
  'POSTPARTUM_CONSULTATION',
  'MENTAL_HEALTH',
  'OTHERS',
]
export const MIDWIFE_INITIAL_PROFILES = [
  { value: 'LIBERAL', label: 'Sage-femme libérale' },
  { value: 'HOSPITAL', label: 'Sage-femme hospitalière' },
] as const

/** Care-request options (spec section 3). */
export const REQUEST_TYPES = [
  { value: 'EARLY_DISCHARGE', label: 'Sortie précoce' },
  { value: 'HOME_POSTPARTUM_FOLLOW_UP', label: 'Suivi post-partum à domicile (césarienne ou accouchement)' },
  { value: 'EARLY_PRENATAL_INTERVIEW', label: 'Entretien prénatal précoce' },
  { value: 'ADVICE_REQUEST', label: 'Demande de conseils' },
  { value: 'HOSPITALIZATION_REQUEST', label: "Demande d'hospitalisation" },
  { value: 'ESTABLISH_CONTACT', label: 'Prise de contact' },
  { value: 'STAFF_PRESENTATION', label: 'Présentation du dossier au staff' },
  { value: 'HOME_HOSPITALIZATION', label: 'Hospitalisation à domicile' },
  { value: 'PMI_MIDWIFE', label: 'Sage-femme de PMI' },
] as const
export type RequestType = (typeof REQUEST_TYPES)[number]['value']
/** The post-partum section shows only for these request types (spec section 5). */
export const POSTPARTUM_REQUEST_TYPES: readonly RequestType[] = [
  'EARLY_DISCHARGE',
  'HOME_POSTPARTUM_FOLLOW_UP',
]
export const REQUEST_TESTS = [
  { value: 'FOETAL_HEART_RATE', label: 'Rythme cardiaque fœtal' },
  { value: 'VITAL_SIGNS', label: 'Constantes vitales' },
  { value: 'AMNIOTIC_FLUID', label: 'Liquide amniotique' },
  { value: 'GHR_MONITORING', label: 'Surveillance RCF' },
] as const
export const POSTPARTUM_OPTIONS = [
  { value: 'GUTHRIE_TEST', label: 'Test de Guthrie' },
  { value: 'POSTPARTUM_MONITORING', label: 'Surveillance post-partum' },
] as const
export const DIET_OPTIONS = [
  { value: 'MATERNAL_BREASTFEEDING', label: 'Allaitement maternel' },
  { value: 'ARTIFICIAL_BREASTFEEDING', label: 'Allaitement artificiel' },
  { value: 'INFORMATION_GIVEN', label: 'Informations données' },
] as const
export const MATERNITY_FOLLOW_UP = [
  { value: 'simple', label: 'Simple' },
  { value: 'pathologique', label: 'Pathologique' },
] as const
export const PERINEUM_OPTIONS = [
  { value: 'tear', label: 'Déchirure' },
  { value: 'episiotomy', label: 'Épisiotomie' },
] as const
export const RECURRENCE_FREQUENCIES = [1, 2, 3] as const

/** Biochemistry (dry analyser) panels and units; values are rounded for display. */
export const BIOCHEMISTRY_PANELS = [
  'triple_kidney',
  'blood_lipid_glucose',
  'tetralogy_liver',
  'blood_donation',
  'metabolism',
  'triple_liver',
] as const
export const BIOCHEMISTRY_UNITS = ['umol/L', 'mmol/L', 'U/L', 'g/L'] as const

/** Urine analysis items; a NULL reading is hidden. */
export const URINE_ITEMS = [
  'bilirubin',
  'blood',
  'glucose',
  'ketones',
  'leukocytes',
  'nitrites',
  'PH',
  'proteins',
  'specific_gravity',
  'urobilinogen',
  'ascorbic_acid',
] as const
export function visibleUrineReadings<T extends { value: string | null | undefined }>(
  readings: readonly T[],
): T[] {
  return readings.filter((r) => r.value !== null && r.value !== undefined && r.value !== 'NULL')
}

/** Observation types (spec section 3). */
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
export type ObservationType = (typeof OBSERVATION_TYPES)[number]

/** Vital signs in the consultation PDF (spec section 3). */
export const VITAL_SIGNS_PDF = [
  { type: 'HEART_BEAT', label: 'Fréquence cardiaque', unit: 'bpm', empty: '-' },
  { type: 'SpO2', label: 'Saturation', unit: '%', empty: '-' },
  { type: 'BLOOD_PRESSURE', label: 'Pression artérielle', unit: 'mmHg', empty: '- / -' },
  { type: 'TEMPERATURE', label: 'Température', unit: '°C', empty: '-' },
  { type: 'WEIGHT', label: 'Poids', unit: 'kg', empty: '-' },
  { type: 'BLOOD_GLUCOSE', label: 'Glycémie', unit: 'mg/dL', empty: '-' },
] as const

/** The latest observation of each type (spec section 3: "latest per type used"). */
export function latestObservationByType<T extends { type: string; creation: string }>(
  observations: readonly T[],
): Map<string, T> {
  const latest = new Map<string, T>()
  for (const o of observations) {
    const current = latest.get(o.type)
    if (!current || Date.parse(o.creation) > Date.parse(current.creation)) latest.set(o.type, o)
  }
  return latest
}

export const RICH_NOTES = [
  { type: 'history', label: 'Histoire de la maladie' },
  { type: 'clinical_examination', label: 'Examen clinique' },
  { type: 'conclusion', label: 'Conclusion' },
] as const

export const PDF = {
  format: 'A4',
  font: 'Outfit',
  paddingCm: 2,
  pageLabel: (page: number, total: number) => `Page ${page} sur ${total}`,
  assistedBy: (assistant: string) => `Téléconsultation assistée réalisée par l'IDE : ${assistant}`,
} as const
export const PREVIEWABLE_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const
export const SCREENSHOT = {
  format: 'webp',
  fileName: (date: string) => `Capture d'écran ${date}.png`,
} as const
export const PRESCRIPTION_FILE = {
  fileName: (n: number, date: string) => `Ordonnance [n°${n}] ${date}.pdf`,
  openedAs: 'Prescription.pdf',
} as const

/** Privacy-policy figures (spec section 9). */
export const PRIVACY_POLICY = {
  minimumAge: 15,
  connectionLogsRetention: '1 an',
  geolocationRetention: '2 mois',
  cookiesMaxRetention: '13 mois',
  legalRetention: '5 à 10 ans',
  rightsRequestDelay: 'trois mois',
  updatedOn: '29/01/2025',
} as const

export const DOCUMENT_TYPES = [
  { value: 'document', label: 'Document' },
  { value: 'diagnosticReport', label: 'Rapport' },
  { value: 'other', label: 'Autre' },
] as const

/** Empty states (spec section 8), typos fixed ('Aucune notifications' → 'Aucune notification'). */
export const EMPTY_STATES = {
  requests: 'Aucune demande trouvée',
  notifications: 'Aucune notification',
  externalPractitioners: "Aucun praticien externe n'a été trouvé",
  teleexpertises: "Aucune télé-expertise n'a été trouvée",
  documents: 'Aucun document',
  team: "Aucun membre dans l'équipe",
  results: 'Aucun résultat',
  eventsDay: 'Aucun évènement ce jour',
  eventsWeek: 'Aucun évènement cette semaine',
  aloneInCall: 'Vous êtes seul dans cet appel',
  consultations: 'Aucune consultation',
  conversations: 'Aucune conversation',
  careRequests: 'Aucune demande de prise en charge pour le moment',
  appointmentsOn: (date: string) => `Aucun rendez-vous pour le ${date}`,
  patients: 'Aucun patient trouvé',
  search: 'Pas de résultat',
  searchHint: 'Essayez de modifier votre recherche',
} as const

export const DISPATCH_MESSAGES = {
  // Spec typo fixed: "etre" → "être".
  noPractitioners:
    'Aucun prestataire disponible, vous allez être redirigé vers la page de gestion des prestataires externes',
  sentTitle: 'Demande envoyée',
  sentDescription: 'La demande de soins a été envoyée',
} as const
export const FEATURE_NOT_READY = 'Cette fonctionnalité est en cours de développement.'
export const DECRYPTION_FAILED = 'Erreur de déchiffrement du message.'
export const PARTICIPANT_WITHOUT_ACCOUNT =
  "Un des participants de cette conversation n'a pas activé son compte"
export const GLOBAL_SEARCH_PLACEHOLDER = 'Rechercher un patient, un professionnel, une structure...'
export const JOIN_ORGANIZATION_LABEL = 'Rejoindre une structure'
