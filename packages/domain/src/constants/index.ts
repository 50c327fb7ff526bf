/**
 * The spec's business constants and the option lists of its entities. Where the spec gives only the
 * meaning of an option, the stored value is ours (upper snake case) and the label is French.
 */

export const DEBOUNCE_MS = {
  search: 500,
  places: 300,
  pmi: 400,
  doctorSearch: 500,
  /**
   * The doctor's notes in the consultation room, saved after this pause in typing: ours, the spec
   * names none. Each save is an observation kept for good, so not one per keystroke.
   */
  consultationNotes: 1000,
} as const
/** How long a notification's dialog shows its outcome before closing by itself. */
export const NOTIFICATION_DIALOG_CLOSE_MS = { accessRequest: 3000, affiliation: 2000 } as const
export const PMI_SEARCH_MIN_LENGTH = 2
export const PMI_SEARCH_LIMIT = 10
export const FINESS_DATASET_LIMIT = 20
export const LAYOUT = { reportListHeightPx: 600, adminListMaxHeightPx: 240, slotListHeightPx: 200 } as const

/** Exercise radius in km (the spec's constants). */
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

/** Coded specialties and care (the spec's entity fields). */
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

/** Care-request options (the spec's entity fields). */
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
/** The post-partum section shows only for these request types (the spec's validation rules). */
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
/** The mother's situation ('mere'): the spec names the field and its 'autre' (with 'mereAutre') only. */
export const MOTHER_OPTIONS = [
  { value: 'primipare', label: 'Primipare' },
  { value: 'multipare', label: 'Multipare' },
  { value: 'autre', label: 'Autre' },
] as const
export const RECURRENCE_FREQUENCIES = [1, 2, 3] as const
/** Visits a week of a care request's recurrence. */
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number]
export const RECURRENCE_FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  1: '1 fois par semaine',
  2: '2 fois par semaine',
  3: '3 fois par semaine',
}
export const PDF = {
  format: 'A4',
  font: 'Outfit',
  paddingCm: 2,
  pageLabel: (page: number, total: number) => `Page ${page} sur ${total}`,
  assistedBy: (assistant: string) => `Téléconsultation assistée réalisée par l'IDE : ${assistant}`,
} as const
/** The consultation report's file name, from the consultation's date as shown (dd/MM/yyyy). */
export function reportFileName(date: string): string {
  return `Rapport de consultation du ${date}.pdf`
}
export const SCREENSHOT = {
  format: 'webp',
  fileName: (date: string) => `Capture d'écran ${date}.png`,
} as const
export const PRESCRIPTION_FILE = {
  fileName: (n: number, date: string) => `Ordonnance [n°${n}] ${date}.pdf`,
  openedAs: 'Prescription.pdf',
} as const

/** The spec's empty states, typos fixed ('Aucune notifications' → 'Aucune notification'). */
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
/** An integration's activation code refused (spent, expired, another account's) or missing. */
export const INTEGRATION_CODE_REFUSED =
  "Ce lien d'activation n'est plus valable. Recommencez l'activation depuis vos paramètres."
export const FEATURE_NOT_READY = 'Cette fonctionnalité est en cours de développement.'
export const DECRYPTION_FAILED = 'Erreur de déchiffrement du message.'
export const PARTICIPANT_WITHOUT_ACCOUNT =
  "Un des participants de cette conversation n'a pas activé son compte"
export const GLOBAL_SEARCH_PLACEHOLDER = 'Rechercher un patient, un professionnel, une structure...'
export const JOIN_ORGANIZATION_LABEL = 'Rejoindre une structure'
