import type { Application } from './applications.ts'

/** The countries whose addresses the places directory knows. */
export type AddressCountry = 'FR' | 'CI'

export const ADDRESS_COUNTRY_LABELS: Record<AddressCountry, string> = {
  FR: 'France',
  CI: "Côte d'Ivoire",
}

/**
 * What a mode offers, by name: screens read these instead of comparing application names, so that a
 * rule such as "no notifications in dispatch" has one home (the spec's modes and screens).
 */
export interface ModeCapabilities {
  /** The header's bell. */
  hasNotifications: boolean
  /** The header's global search and its quick actions. */
  hasGlobalSearch: boolean
  /** 'Se connecter avec Pro Santé Connect' on the sign-in page (health professionals). */
  hasProfessionalSignIn: boolean
  /** Messaging between patients, practitioners and structures. */
  hasMessaging: boolean
  /** Address, birth date and gender in settings' personal information. */
  showsPersonalDetailsInSettings: boolean
  /** The footer's powered-by mark. */
  showsPoweredBy: boolean
  /** Pregnancy follow-up: the patient's 'Ma grossesse' card and the prenatal step of registration. */
  hasPregnancyFollowUp: boolean
  /** A registering patient says whether the health referent is a midwife or a doctor (else a doctor). */
  asksReferentType: boolean
  /** Teleconsultations: the patient's consultation history on the dashboard. */
  hasTeleconsultations: boolean
  /** Care requests: the structure's 'Demandes de prise en charge' and the midwife's 'Mes prises en charge'. */
  hasOrganizationRequests: boolean
  /** A patient asks for a nurse at home for herself, and follows the visit. */
  patientRequestsHomeVisits: boolean
  /** Whose home visits the mode's dispatch centre assigns to nurses; null without a dispatch centre. */
  dispatchesVisitsOf: Application | null
  /** Transmissions between the practitioners of a structure. */
  hasTransmissions: boolean
  /** The administrators' health check-up results. */
  hasCheckupResults: boolean
  /** Whom the administrators' review accepts: new structures, or new dispatch staff. */
  reviewedAccounts: 'organizations' | 'dispatchStaff'
  /** Where addresses may be, the first when nothing says otherwise (home care reaches Côte d'Ivoire). */
  addressCountries: readonly AddressCountry[]
}

const MODES: Record<Application, ModeCapabilities> = {
  perinatal: {
    hasNotifications: true,
    hasGlobalSearch: true,
    hasProfessionalSignIn: true,
    hasMessaging: true,
    showsPersonalDetailsInSettings: true,
    showsPoweredBy: true,
    hasPregnancyFollowUp: true,
    asksReferentType: true,
    hasTeleconsultations: false,
    hasOrganizationRequests: true,
    patientRequestsHomeVisits: false,
    dispatchesVisitsOf: null,
    hasTransmissions: false,
    hasCheckupResults: false,
    reviewedAccounts: 'organizations',
    addressCountries: ['FR'],
  },
  mobility: {
    hasNotifications: true,
    hasGlobalSearch: true,
    hasProfessionalSignIn: true,
    hasMessaging: true,
    showsPersonalDetailsInSettings: true,
    showsPoweredBy: false,
    hasPregnancyFollowUp: false,
    asksReferentType: false,
    hasTeleconsultations: true,
    hasOrganizationRequests: false,
    patientRequestsHomeVisits: true,
    dispatchesVisitsOf: null,
    hasTransmissions: true,
    hasCheckupResults: true,
    reviewedAccounts: 'organizations',
    addressCountries: ['FR', 'CI'],
  },
  dispatch: {
    hasNotifications: false,
    hasGlobalSearch: false,
    hasProfessionalSignIn: false,
    hasMessaging: false,
    showsPersonalDetailsInSettings: false,
    showsPoweredBy: false,
    hasPregnancyFollowUp: false,
    asksReferentType: false,
    hasTeleconsultations: false,
    hasOrganizationRequests: false,
    patientRequestsHomeVisits: false,
    dispatchesVisitsOf: 'mobility',
    hasTransmissions: false,
    hasCheckupResults: false,
    reviewedAccounts: 'dispatchStaff',
    addressCountries: ['FR'],
  },
}

export function modeCapabilities(application: Application): ModeCapabilities {
  return MODES[application]
}
