// Valid values of every registration step, for stories and component tests that start mid-wizard
// (through the draft, as a reload does).
import { DEMO_PLACES, ONBOARDING_EMAIL } from '@relais/api-client/msw'
import type { UserType } from '@relais/domain'
import type { WizardValues } from '../../../../core/forms/FormFields.tsx'
import type { RegistrationDraft } from '../storage.ts'

const paris = DEMO_PLACES[0]!.address
export const VALID_NIR = '285057800608441'
/** Sixty days ago: a last period the prenatal step accepts. */
const recentPeriod = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)

export const VALID_STEPS: Partial<Record<UserType, WizardValues>> = {
  patient: {
    personalInfo: {
      firstName: 'Léa',
      lastName: 'Martin',
      gender: 'FEMALE',
      birthDate: '1992-05-14',
      email: ONBOARDING_EMAIL,
      phoneNumber: '+33612345678',
      nir: VALID_NIR,
      address: paris,
    },
    antecedents: { bloodGroup: 'A+', languages: ['fr'], treatments: 'Fer', allergies: '' },
    prenatalInfo: { lastPeriod: recentPeriod, pregnancyType: 'simple', birthsAtTerm: 0 },
    healthReferent: {
      supervisorType: 'midwife',
      firstName: 'Sophie',
      lastName: 'Garnier',
      email: 'sophie.garnier@exemple.fr',
      rpps: '10003456789',
      address: paris,
    },
  },
  doctor: {
    professionalInfo: {
      firstName: 'Julien',
      lastName: 'Moreau',
      gender: 'MALE',
      email: ONBOARDING_EMAIL,
      phoneNumber: '+33612345678',
      address: paris,
      languages: ['fr'],
      rpps: '10003456789',
      qualifications: ['GENERAL_PRACTITIONER'],
    },
    complementaryInfo: { description: '' },
  },
  midwife: {
    personalInfo: {
      firstName: 'Sophie',
      lastName: 'Garnier',
      gender: 'FEMALE',
      email: ONBOARDING_EMAIL,
      phoneNumber: '+33612345678',
      address: paris,
      languages: ['fr'],
    },
    educationAndExperience: {
      initialProfile: 'LIBERAL',
      qualifications: ['BIRTH_PREPARATION'],
      description: 'Suivi de grossesse et préparation à la naissance',
      exerciceZone: paris,
      exerciceRadius: 20,
    },
    pmiAffiliation: { affiliated: false },
  },
  organization: {
    organization: {
      noFiness: false,
      finess: '750712184',
      name: 'Maternité Port-Royal',
      address: paris,
      specialities: ['GYNECOLOGIST'],
    },
    responsiblePerson: {},
  },
}

/** A draft at `step` of `userType`, every earlier step valid. */
export function draftAt(userType: UserType, step: number, values?: WizardValues): RegistrationDraft {
  return { userType, step, values: values ?? VALID_STEPS[userType] ?? {} }
}
