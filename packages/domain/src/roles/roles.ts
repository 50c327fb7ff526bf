import type { Application } from '../applications/applications.ts'
import { modeCapabilities } from '../applications/modes.ts'

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
const PRACTITIONER_TYPES = ['doctor', 'assistant', 'midwife'] as const satisfies readonly UserType[]
export type PractitionerType = (typeof PRACTITIONER_TYPES)[number]
const DISPATCH_TYPES = ['dispatchManager', 'dispatchOperator'] as const satisfies readonly UserType[]

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value)
}
export function isPractitioner(type: UserType): type is PractitionerType {
  return (PRACTITIONER_TYPES as readonly string[]).includes(type)
}
/** Who keeps a patient list (their own, or a structure's): they add patients and search them. */
export function keepsPatientList(type: UserType): boolean {
  return isPractitioner(type) || type === 'organization'
}
export function isDispatchRole(type: UserType): boolean {
  return (DISPATCH_TYPES as readonly string[]).includes(type)
}

/** The spec's labels for the five historical types; the dispatch labels are ours (the spec names none). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  patient: 'Patient',
  doctor: 'Docteur',
  assistant: 'Infirmier',
  midwife: 'Sage-femme',
  organization: 'Organisation',
  dispatchManager: 'Responsable de régulation',
  dispatchOperator: 'Opérateur de régulation',
}

/** Where pregnancies are followed, an organization is a maternity service (the spec's roles). */
export function userTypeLabel(type: UserType, application?: Application): string {
  if (type === 'organization' && application && modeCapabilities(application).hasPregnancyFollowUp) {
    return 'Service de maternité'
  }
  return USER_TYPE_LABELS[type]
}

/**
 * Which user types exist in which application (the spec's modes and roles): assistants (nurses) only in
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

/** The spec's registration wizard steps per type; prenatal info where pregnancies are followed. */
export function registrationSteps(type: UserType, application: Application): readonly string[] {
  switch (type) {
    case 'patient':
      return modeCapabilities(application).hasPregnancyFollowUp
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

/** The spec's Pro Santé Connect profession codes: 10 doctor; 35, 60, 69 assistant; 50 midwife. */
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
/** Pro Santé Connect's civility: M is male, anything else female (the spec's roles). */
export function genderFromProfessionalIdentity(civility: string | null | undefined): Gender {
  return civility === 'M' ? 'MALE' : 'FEMALE'
}

/** A user type, or `'select'`: the picker of /new-user. */
export type NewUserType = UserType | 'select'

/**
 * Which profile /new-user opens (the spec's "New-user type"): the professional identity of the
 * session first (Pro Santé Connect), then the type chosen on a /register variant, else patient — or the
 * picker in a mode without patients. A type the mode does not offer never opens a form.
 */
export function resolveNewUserType(input: {
  application: Application
  providerType?: UserType | null
  storedType?: NewUserType | null
}): NewUserType {
  const offered = registrationUserTypes(input.application)
  if (input.providerType && offered.includes(input.providerType)) return input.providerType
  if (input.storedType === 'select') return 'select'
  if (input.storedType && offered.includes(input.storedType)) return input.storedType
  return offered.includes('patient') ? 'patient' : 'select'
}

/** The organization restored at start: the stored one if the user still belongs to it, else the first. */
export function selectOrganization<T extends { id: string }>(
  organizations: readonly T[],
  storedId?: string | null,
): T | null {
  return organizations.find((o) => o.id === storedId) ?? organizations[0] ?? null
}

/** Patients request teleconsultations and book appointments with an address in CI (the spec's roles). */
export function patientCanBook(input: { application: Application; country?: string | null }): boolean {
  return modeCapabilities(input.application).hasTeleconsultations && input.country === 'CI'
}

/** 'Créer une transmission' shows only when the organization switcher does, i.e. with several organizations. */
export function canCreateTransmission(input: {
  application: Application
  organizationCount: number
}): boolean {
  return modeCapabilities(input.application).hasTransmissions && input.organizationCount > 1
}
