/** The three brand modes ("applications") and the configuration modes (spec sections 1 and 9). */
export const APPLICATIONS = ['perinatal', 'mobility', 'dispatch'] as const
export type Application = (typeof APPLICATIONS)[number]

export const ENV_MODES = ['LOCAL', 'DEV', 'PROD'] as const
export type EnvMode = (typeof ENV_MODES)[number]
export const DEFAULT_ENV_MODE: EnvMode = 'PROD'

export const USER_TYPES = [
  'patient',
  'doctor',
  'assistant',
  'midwife',
  'organization',
  'dispatchManager',
  'dispatchOperator',
] as const
export type UserType = (typeof USER_TYPES)[number]
export const PRACTITIONER_TYPES = ['doctor', 'assistant', 'midwife'] as const satisfies readonly UserType[]
export type PractitionerType = (typeof PRACTITIONER_TYPES)[number]
export const DISPATCH_TYPES = ['dispatchManager', 'dispatchOperator'] as const satisfies readonly UserType[]

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value)
}
export function isPractitioner(type: UserType): type is PractitionerType {
  return (PRACTITIONER_TYPES as readonly string[]).includes(type)
}
export function isDispatchRole(type: UserType): boolean {
  return (DISPATCH_TYPES as readonly string[]).includes(type)
}

/** Spec section 3 for the five historical types; the dispatch labels are ours (the spec names none). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  patient: 'Patient',
  doctor: 'Docteur',
  assistant: 'Infirmier',
  midwife: 'Sage-femme',
  organization: 'Organisation',
  dispatchManager: 'Responsable de régulation',
  dispatchOperator: 'Opérateur de régulation',
}

/** The perinatal registration calls an organization a maternity service (spec section 6). */
export function userTypeLabel(type: UserType, application?: Application): string {
  if (type === 'organization' && application === 'perinatal') return 'Service de maternité'
  return USER_TYPE_LABELS[type]
}

/**
 * Which user types exist in which application (spec sections 1 and 6): assistants (nurses) only in
 * mobility, midwives only in perinatal, dispatch offers only its two roles.
 */
export const USER_TYPES_BY_APPLICATION: Record<Application, readonly UserType[]> = {
  perinatal: ['patient', 'doctor', 'midwife', 'organization'],
  mobility: ['patient', 'doctor', 'assistant', 'organization'],
  dispatch: ['dispatchManager', 'dispatchOperator'],
}

export function userTypeExistsIn(type: UserType, application: Application): boolean {
  return USER_TYPES_BY_APPLICATION[application].includes(type)
}

/** The /register sub-routes and which types each application's registration offers. */
export const REGISTER_ROUTES = ['patient', 'doctor', 'midwife', 'organization', 'select'] as const
export function registrationUserTypes(application: Application): readonly UserType[] {
  return USER_TYPES_BY_APPLICATION[application]
}

/** The registration wizard steps per type (spec section 4); prenatal info only in perinatal. */
export function registrationSteps(type: UserType, application: Application): readonly string[] {
  switch (type) {
    case 'patient':
      return application === 'perinatal'
        ? ['personalInfo', 'antecedents', 'prenatalInfo', 'healthReferent']
        : ['personalInfo', 'antecedents', 'healthReferent']
    case 'doctor':
      return ['professionalInfo', 'complementaryInfo']
    case 'midwife':
      return ['personalInfo', 'educationAndExperience', 'pmiAffiliation']
    case 'assistant':
      return ['personalInfo', 'educationAndExperience']
    case 'organization':
      return ['organization', 'responsiblePerson']
    default:
      return ['form']
  }
}

/** The step a 409 returns to: the first, except for organizations whose conflicting data is on step two. */
export function registrationConflictStep(type: UserType): number {
  return type === 'organization' ? 1 : 0
}

/** Pro Santé Connect profession codes (spec section 4): 10 doctor; 35, 60, 69 assistant; 50 midwife. */
export function userTypeFromProfessionCode(code: string | number | null | undefined): UserType {
  switch (String(code ?? '')) {
    case '10':
      return 'doctor'
    case '35':
    case '60':
    case '69':
      return 'assistant'
    case '50':
      return 'midwife'
    default:
      return 'patient'
  }
}

export type Gender = 'MALE' | 'FEMALE'
export const GENDER_LABELS: Record<Gender, string> = { MALE: 'Homme', FEMALE: 'Femme' }
/** Pro Santé Connect's civility: M is male, anything else female (spec section 6). */
export function genderFromProfessionalIdentity(civility: string | null | undefined): Gender {
  return civility === 'M' ? 'MALE' : 'FEMALE'
}

/**
 * The user type a new user starts with (spec section 4): the professional identity decides first, then the
 * stored choice, else patient; `'select'` shows the picker.
 */
export function initialNewUserType(input: {
  professionCode?: string | number | null
  storedType?: UserType | 'select' | null
}): UserType | 'select' {
  if (input.professionCode !== undefined && input.professionCode !== null) {
    return userTypeFromProfessionCode(input.professionCode)
  }
  return input.storedType ?? 'patient'
}

/** The organization restored at start: the stored one if the user still belongs to it, else the first. */
export function selectOrganization<T extends { id: string }>(
  organizations: readonly T[],
  storedId?: string | null,
): T | null {
  return organizations.find((o) => o.id === storedId) ?? organizations[0] ?? null
}

/** Patients request consultations and book appointments in mobility when their address is in CI (section 6). */
export function patientCanBook(input: { application: Application; country?: string | null }): boolean {
  return input.application === 'mobility' && input.country === 'CI'
}

/** 'Créer une transmission' shows only when the organization switcher does, i.e. with several organizations. */
export function canCreateTransmission(input: {
  application: Application
  organizationCount: number
}): boolean {
  return input.application === 'mobility' && input.organizationCount > 1
}
